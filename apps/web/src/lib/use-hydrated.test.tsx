import { Suspense, act, use, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWidget } from './lazy-page.ts';
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

  /** Hydrates `tree` (inside the app's root) from its server HTML, then lets the end of hydration run. */
  async function hydrateAndFinish(tree: ReactNode) {
    function Root() {
      useEffect(() => finishHydration(), []);
      return tree;
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Root />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    startHydration();
    await act(async () => {
      hydrateRoot(container, <Root />, { onRecoverableError });
    });
    await act(async () => {
      await new Promise((resume) => setTimeout(resume, 10));
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
  }

  it('renders the browser’s values as a transition: content already shown stays while their render waits', async () => {
    const never = new Promise<string>(() => undefined);
    // Waits (forever) once hydrated: rendered at once, its boundary would show the fallback instead of the server's text.
    function Waits() {
      return <p>{useHydrated() ? use(never) : 'server text'}</p>;
    }
    await hydrateAndFinish(
      <Suspense fallback={<p>fallback</p>}>
        <Waits />
      </Suspense>,
    );
    expect(container.textContent).toBe('server text');
  });

  it('switches a lazily loaded widget at once, so that its loading holds back no other browser value', async () => {
    const Widget = lazyWidget(() => new Promise<() => ReactNode>(() => undefined));
    await hydrateAndFinish(
      <>
        <Probe seen={[]} />
        <Suspense fallback={<span>loading</span>}>
          <Widget />
        </Suspense>
      </>,
    );
    expect(container.textContent).toBe('narrowloading');
  });
});
