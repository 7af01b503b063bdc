import { useState, useSyncExternalStore } from 'react';
import { createStore, type Store } from './external-store.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * Whether the browser's app has taken over the page the server rendered (ADR 0020): false from `startHydration`
 * until `finishHydration`, true otherwise (a page the browser renders itself is its own from the start).
 */
const appHydrated = createStore(true);

/** Before the browser hydrates the server's HTML (main.tsx). */
export function startHydration(): void {
  appHydrated.set(false);
}

/**
 * The components still waiting for the browser's values after a hydration, in the order their effects subscribed
 * (children before their parents).
 */
const waiting = new Set<Store<boolean>>();

/**
 * After the shell's hydration commits (the app's first effect): what only the browser knows renders now, one waiting
 * component per task, parents first (a child re-rendered with its parent keeps the server's value until its own
 * turn). React would otherwise re-render every component whose value differs from the server's at once, blocking, in
 * one task: a `useSyncExternalStore` update is never rendered in slices (ADR 0030). Components hydrated later (the
 * Suspense boundaries React hydrates after the rest, those hydrated at the member's first act) join the queue as they
 * subscribe.
 */
export function finishHydration(): void {
  if (appHydrated.get()) return;
  appHydrated.set(true);
  void drainWaiting();
}

let draining = false;

async function drainWaiting(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    while (waiting.size > 0) {
      await yieldToBrowser();
      // The last to subscribe: a parent's effects run after its children's.
      const store = [...waiting].at(-1);
      if (!store) break;
      waiting.delete(store);
      store.set(true);
    }
  } finally {
    draining = false;
  }
}

const serverSnapshot = () => false;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true afterwards (ADR 0020). A
 * value only the browser knows (its storage, its own cookies) waits for it, so hydration meets the server's HTML.
 * A Suspense boundary that hydrates later (the widgets hydrated on the member's first act, ADR 0018) sees false
 * while it hydrates too: React reads the server snapshot then.
 */
export function useHydrated(): boolean {
  // The component's own flag: hydrated from the start when it mounts after the app's hydration.
  const [own] = useState(() => {
    const store = createStore(appHydrated.get());
    const subscribe = (onChange: () => void) => {
      if (!store.get()) {
        waiting.add(store);
        // Subscribed once the app is hydrated (a boundary hydrated later rendered before): its turn comes too.
        if (appHydrated.get()) void drainWaiting();
      }
      const unsubscribe = store.subscribe(onChange);
      return () => {
        waiting.delete(store);
        unsubscribe();
      };
    };
    return { get: store.get, set: store.set, subscribe };
  });
  const hydrated = useSyncExternalStore(own.subscribe, own.get, serverSnapshot);
  // React read the server snapshot although the flag says true: the component is being hydrated, in a boundary that
  // hydrates after the app (a deferred or dehydrated Suspense boundary). Its flag waits for its turn like the others'
  // (nothing subscribes to it yet), instead of React re-rendering it at once, blocking, right after that hydration.
  if (!hydrated && own.get()) own.set(false);
  return hydrated;
}

/**
 * `useSyncExternalStore` for a browser value the server cannot know (a media query, storage): the server's snapshot
 * until the app is hydrated, then the browser's, in the same re-render as the component's `useHydrated` (ADR 0030). Later
 * changes of the store update as usual.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
