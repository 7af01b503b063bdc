import { createElement, lazy, type ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/ui.ts';
import { featureTextsArrived } from './i18n.ts';
import { useHydrated } from './use-hydrated.ts';

/** A code-split chunk that failed to load or did not settle within CHUNK_LOAD_TIMEOUT_MS (spec portal.md §8). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message)
  );
}

/** Rejects when the import has not settled within the timeout; a failed import rejects at once. */
export function withChunkTimeout<T>(promise: Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A page chunk did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }));
      },
    );
  });
}

/** A page's route module: its component and, for a page the server renders, the loader of its data (ADR 0032). */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** A lazy route module: `lazy: lazyPage(() => import('…'))`. */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    const module = await withChunkTimeout(load());
    // In English, the page's own texts come in a chunk of their own: the page waits for them.
    await featureTextsArrived();
    return { Component: module.Component, ...(module.loader ? { loader: module.loader } : {}) };
  };
}

/**
 * React.lazy with the same timeout, for lazily loaded widgets (modals, menus). A widget is the browser's own: it
 * renders nothing in server-rendered HTML nor while the browser hydrates it (ADR 0020), then loads.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    const component = await withChunkTimeout(load());
    await featureTextsArrived();
    return { default: component };
  });
  function LazyWidget(props: P) {
    return useHydrated() ? createElement(Lazy as ComponentType<P>, props) : null;
  }
  return LazyWidget;
}
