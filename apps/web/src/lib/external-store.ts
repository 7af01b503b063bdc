import { useSyncExternalStore } from 'react';

/** A tiny observable value for client state shared outside React's tree (loading counter, auth flag, toasts). */
export interface Store<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A store whose first value is read when it is first asked for, not when its module is evaluated: for a value read
 * from the browser (the tab's sessionStorage costs a round trip to the browser process the first time a page
 * touches it), so that the read happens in a start-up step of its own (main.tsx, ADR 0030).
 */
export function createLazyStore<T>(read: () => T): Store<T> {
  let store: Store<T> | null = null;
  const ensure = () => (store ??= createStore(read()));
  return {
    get: () => ensure().get(),
    set: (next) => ensure().set(next),
    subscribe: (listener) => ensure().subscribe(listener),
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
