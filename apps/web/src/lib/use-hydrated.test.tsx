import { act, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishHydration, startHydration, useBrowserStore, useHydrated } from './use-hydrated.ts';

const subscribe = () => () => undefined;

/** Writes down every value it renders with, and each commit: the server's values, then the browser's. */
function Probe({ seen }: { seen: string[] }) {
  const hydrated = useHydrated();
  const width = useBrowserStore(
    subscribe,
    () => 'narrow',
    () => 'unknown',
  );
  seen.push(`render ${hydrated}/${width}`);
  useEffect(() => {
    seen.push(`commit ${hydrated}/${width}`);
  });
  return <p>{width}</p>;
}

/** The app's root: its first effect ends the hydration (app/app.tsx). */
function App({ seen }: { seen: string[] }) {
  useEffect(() => finishHydration(), []);
  return <Probe seen={seen} />;
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

describe('the end of hydration (ADR 0030)', () => {
  it('hydrates with the server’s values, commits, and renders the browser’s in a later task', async () => {
    const server = renderToString(<App seen={[]} />);
    expect(server).toContain('unknown');
    container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const paragraph = container.querySelector('p');

    const seen: string[] = [];
    const onRecoverableError = vi.fn();
    startHydration();
    await act(async () => {
      hydrateRoot(container, <App seen={seen} />, { onRecoverableError });
    });
    // The hydration commits with the server's values and nothing re-renders in its task.
    expect(seen).toEqual(['render false/unknown', 'commit false/unknown']);
    await act(async () => {
      await new Promise((resume) => setTimeout(resume, 10));
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen.slice(2)).toEqual(['render true/narrow', 'commit true/narrow']);
    // The browser's value is rendered into the server's very element.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('narrow');
  });

  it('is hydrated from the start when the browser renders the page itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    await act(async () => {
      createRoot(container).render(<App seen={seen} />);
    });
    expect(seen).toEqual(['render true/narrow', 'commit true/narrow']);
  });
});
