import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true afterwards (ADR 0020): a
 * value only the browser knows (its storage, its own cookies, its screen) waits for it, so that hydration meets the
 * server's HTML. React's own rule for an external store: its server snapshot while hydrating, then, once hydrated,
 * the component renders again with the browser's. A component mounted later (a client-side navigation) is true
 * from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, inTheBrowser, onTheServer);
}
