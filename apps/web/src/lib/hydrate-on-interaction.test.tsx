import { act, memo, Suspense, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnInteraction } from './hydrate-on-interaction.ts';
import { useHydrated } from './use-hydrated.ts';

/** A widget with a state of its own, so a test can tell hydrated (it counts) from server HTML (it does not). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ Widget }: { Widget: ComponentType<{ label: string }> }) {
  // What the shell does after hydration: a component above the widget re-renders.
  const hydrated = useHydrated();
  return (
    <main data-hydrated={hydrated}>
      <Frame Widget={Widget} />
    </main>
  );
}

const Frame = memo(function Frame({ Widget }: { Widget: ComponentType<{ label: string }> }) {
  return (
    <section>
      <Suspense fallback={<p>placeholder</p>}>
        <Widget label="tiles" />
      </Suspense>
    </section>
  );
});

let container: HTMLDivElement;

afterEach(() => {
  container?.remove();
});

describe('hydrateOnInteraction (ADR 0018)', () => {
  it('keeps the server’s HTML and fetches no code until the member acts, then hydrates that very HTML', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Widget = hydrateOnInteraction(load);
    container = document.createElement('div');
    // The server's HTML of the page: the widget rendered in full inside its boundary.
    container.innerHTML = renderToString(<Page Widget={Counter} />);
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    expect(serverButton.textContent).toBe('tiles 0');

    await act(async () => {
      hydrateRoot(container, <Page Widget={Widget} />);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The page is hydrated and re-rendered above the widget; the widget is the server's HTML, its code not fetched.
    expect(container.querySelector('main')!.dataset.hydrated).toBe('true');
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    serverButton.click();
    expect(serverButton.textContent).toBe('tiles 0');

    // The member's first act: the code comes, and React hydrates the same button (no placeholder, no new node).
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
      await load.mock.results[0]?.value;
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => {
      serverButton.click();
      expect(serverButton.textContent).not.toBe('tiles 0');
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.textContent).not.toContain('placeholder');
  });

  it('loads at once when it mounts in the browser after the page’s hydration (a client-side navigation)', async () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Widget = hydrateOnInteraction(load);
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Page Widget={Widget} />);
    });
    await vi.waitFor(() => expect(container.querySelector('button')?.textContent).toBe('tiles 0'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
