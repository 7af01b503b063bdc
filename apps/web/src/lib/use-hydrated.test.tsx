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
    // Each hook's value comes in a task of its own (here the browser store's first: it subscribed last).
    expect(seen.slice(2)).toEqual([
      'render false/narrow',
      'commit false/narrow',
      'render true/narrow',
      'commit true/narrow',
    ]);
    // The browser's value is rendered into the server's very element.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('narrow');
  });

  it('renders the browser’s values one component per task, the parent first', async () => {
    const seen: string[] = [];
    function Leaf() {
      seen.push(`leaf ${useHydrated()}`);
      return null;
    }
    function Parent() {
      const hydrated = useHydrated();
      seen.push(`parent ${hydrated}`);
      return <Leaf />;
    }
    function Root() {
      useEffect(() => finishHydration(), []);
      return <Parent />;
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Root />);
    document.body.append(container);
    seen.length = 0;
    startHydration();
    await act(async () => {
      hydrateRoot(container, <Root />);
    });
    await act(async () => {
      await new Promise((resume) => setTimeout(resume, 10));
    });
    // The parent's value first (its child re-renders with it, still waiting for its own), then the child's.
    expect(seen).toEqual(['parent false', 'leaf false', 'parent true', 'leaf false', 'leaf true']);
  });

  it('gives a component hydrated after the app (a later boundary) its value in a later task too, not at once', async () => {
    const seen: string[] = [];
    function Late() {
      const hydrated = useHydrated();
      seen.push(`render ${hydrated}`);
      useEffect(() => {
        seen.push(`commit ${hydrated}`);
      });
      return <p>{String(hydrated)}</p>;
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Late />);
    document.body.append(container);
    seen.length = 0;
    // The app is hydrated already (no startHydration): this tree hydrates as a later boundary does.
    const onRecoverableError = vi.fn();
    act(() => {
      hydrateRoot(container, <Late />, { onRecoverableError });
    });
    // The hydration and its effects ran; the browser's value did not come in the same task.
    expect(seen).toEqual(['render false', 'commit false']);
    await act(async () => {
      await new Promise((resume) => setTimeout(resume, 10));
    });
    expect(seen.slice(2)).toEqual(['render true', 'commit true']);
    expect(onRecoverableError).not.toHaveBeenCalled();
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
