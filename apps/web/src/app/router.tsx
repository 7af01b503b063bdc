import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterContextProvider, type HydrationState } from 'react-router';
import { queryClientContext } from '../lib/route-data.ts';
import { createRoutes } from './routes.tsx';

/**
 * The browser's router; every loader finds the app's query client in its context. A page the server rendered (ADR
 * 0032) passes the server's router state, and its lazy route modules are loaded first, as React Router asks of a
 * data router hydrating lazy routes: hydration then keeps the tree the server sent instead of showing the loading
 * state.
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes();
  const getContext = () => new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
  if (!hydrationData) return createBrowserRouter(routes, { getContext });
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData, getContext });
}
