import { useState, useSyncExternalStore } from 'react';
import { HYDRATED_EVENT } from '@portal/contracts/constants';

const never = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true afterwards (ADR 0020). A
 * value only the browser knows (its storage, its own cookies) waits for it, so hydration meets the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

let hydratingPage = false;

/** main.tsx, before it hydrates a server-rendered page: until the app's first commit, what mounts is the server's. */
export function beginPageHydration(): void {
  hydratingPage = true;
  document.addEventListener(
    HYDRATED_EVENT,
    () => {
      hydratingPage = false;
    },
    { once: true },
  );
}

/**
 * Whether this component's HTML came from the server: true on the server and for a component mounted while the
 * browser hydrates the page, false for one mounted later (a client-side navigation). Fixed at mount and never
 * re-rendering by itself: a component above a dehydrated Suspense boundary must not update it (React would then
 * render the boundary afresh instead of keeping the server's HTML).
 */
export function useMountedFromServer(): boolean {
  const [fromServer] = useState(() => typeof window === 'undefined' || hydratingPage);
  return fromServer;
}
