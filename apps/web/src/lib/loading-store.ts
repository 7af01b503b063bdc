import { createStore, useStore } from './external-store.ts';

/** Loading counter (spec portal.md §3 client state): in-flight requests, never below zero. */
export const loadingCounter = createStore(0);

export function startLoading(): void {
  loadingCounter.set((count) => count + 1);
}

export function finishLoading(): void {
  loadingCounter.set((count) => Math.max(0, count - 1));
}

export function useIsLoading(): boolean {
  return useStore(loadingCounter) > 0;
}
