import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';
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
 * own, as a transition (ADR 0030): React renders it in slices that yield to the browser every few milliseconds and
 * commits it once. A store's update is always rendered at once, blocking, in one task (35–41 ms on the top page):
 * the flag is therefore read as a store that never announces a change (React still reads the server's value while it
 * hydrates), and each component waiting for it is re-rendered by a state update of its own, all in one transition.
 */
export function finishHydration(): void {
  if (appHydrated.get()) return;
  void yieldToBrowser().then(() => startTransition(() => appHydrated.set(true)));
}

const neverAnnounces = () => () => {};
const serverValue = () => false;
const bump = (count: number) => count + 1;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true afterwards (ADR 0020). A
 * value only the browser knows (its storage, its own cookies) waits for it, so hydration meets the server's HTML.
 * A Suspense boundary that hydrates later (the widgets hydrated on the member's first act, ADR 0018) sees false
 * while it hydrates too: React reads the server snapshot then, and renders the component again at once after that
 * hydration, having found the flag true. What renders differently once true must not suspend inside a Suspense
 * boundary already on screen: in the transition React would keep that boundary's content and hold back every
 * browser value of the page until it resolved (mount a new boundary with it, or switch with `useHydratedAtOnce`).
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(neverAnnounces, appHydrated.get, serverValue);
  const [, rerender] = useReducer(bump, 0);
  useEffect(() => {
    if (hydrated || appHydrated.get()) return;
    // Called inside finishHydration's transition: the re-render is part of it.
    return appHydrated.subscribe(rerender);
  }, [hydrated]);
  return hydrated;
}

/**
 * `useHydrated` for a lazily loaded widget's switch from nothing to its code (lazy-page.ts): rendered at once,
 * outside the transition. In the transition, a widget whose code is still on its way would hold back the whole
 * transition — every browser value of the page — until it arrived, since React keeps a boundary's shown content
 * rather than show its fallback again in a transition. At once, its boundary shows its fallback while it loads, and
 * the switch itself is a small render.
 */
export function useHydratedAtOnce(): boolean {
  return useSyncExternalStore(appHydrated.subscribe, appHydrated.get, serverValue);
}

/**
 * `useSyncExternalStore` for a browser value the server cannot know (a media query, storage): the server's snapshot
 * until the app is hydrated, then the browser's, in the same transition as every `useHydrated` (ADR 0030). Later
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
