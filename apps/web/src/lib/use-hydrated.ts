import { useSyncExternalStore } from 'react';
import { createStore } from './external-store.ts';
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
 * After the hydration's commit (the app's first effect): what only the browser knows renders now, in a task of its
 * own. React would otherwise re-render every component whose value differs from the server's at once, blocking, in
 * the same task as the end of hydration (ADR 0030).
 */
export function finishHydration(): void {
  if (appHydrated.get()) return;
  void yieldToBrowser().then(() => appHydrated.set(true));
}

/**
 * False while the server renders a page and while the browser hydrates that HTML, true afterwards (ADR 0020). A
 * value only the browser knows (its storage, its own cookies) waits for it, so hydration meets the server's HTML.
 * A Suspense boundary that hydrates later (the widgets hydrated on the member's first act, ADR 0018) sees false
 * while it hydrates too: React reads the server snapshot then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(appHydrated.subscribe, appHydrated.get, () => false);
}

/**
 * `useSyncExternalStore` for a browser value the server cannot know (a media query, storage): the server's snapshot
 * until the app is hydrated, then the browser's, in the same re-render as every `useHydrated` (ADR 0030). Later
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
