import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import { keyHistoryEntry } from './history-entry-key.ts';
import { createRoutes } from './routes.tsx';

/**
 * The browser's router. A page the server rendered (ADR 0020) passes the server's router state, and its matched
 * lazy route modules are loaded first: the router then starts on the same tree the server sent, and hydration
 * keeps it instead of showing the loading state. The entry the document was loaded into gets a key of its own first,
 * so that no other page's scroll position is restored on it.
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient);
  if (hydrationData) {
    await resolveLazyMatches(routes, window.location.pathname);
    // The page's modules were evaluated in this task: the router's set-up starts a new one (ADR 0030).
    await yieldToBrowser();
  }
  keyHistoryEntry();
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

/** Loads the lazy modules of the routes matching `pathname`, into the route objects themselves. */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
