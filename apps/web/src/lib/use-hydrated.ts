import { useSyncExternalStore } from 'react';

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
