import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type LoaderFunction, type Params } from 'react-router';

/**
 * Route data (ADR 0032): each server-rendered page names the queries it shows first in its route's loader, and the
 * server renders the page once, after its loaders, from the query client they filled; the browser hydrates from that
 * same cache (dehydrated into the page).
 */

/** The query client of the request: the server makes one per page, the browser has its own (main.tsx). */
export const queryClientContext = createContext<QueryClient>();

/** The options of a query a loader ensures: what `queryOptions(…)` builds. */
export interface LoaderQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
  staleTime?: unknown;
}

/** Whether this code runs in the server renderer (no document). */
export const onServer = typeof document === 'undefined';

/**
 * Ensures `queries` in the client. On the server the loader waits for them: the page renders once, with its data.
 * In the browser it only starts them as the navigation starts (each is asked once, the page's hooks share them), and
 * the page shows its loading state until they answer, as it always did. A failed query is left to the page (the
 * server renderer drops it, and the browser asks again).
 */
export async function loadQueries(queryClient: QueryClient, queries: readonly LoaderQuery[]): Promise<void> {
  const loading = Promise.allSettled(
    queries.map((query) => queryClient.ensureQueryData(query as Parameters<QueryClient['ensureQueryData']>[0])),
  );
  if (onServer) await loading;
}

/** What a page's data depends on: its URL and its path's parameters. */
export interface PageDataArgs {
  url: URL;
  params: Params;
  queryClient: QueryClient;
}

/** A route loader from the queries its page shows first: `export const loader = pageData(({ url }) => [...])`. */
export function pageData(queries: (args: PageDataArgs) => readonly LoaderQuery[]): LoaderFunction {
  return async ({ request, params, context }) => {
    const queryClient = context.get(queryClientContext);
    await loadQueries(queryClient, queries({ url: new URL(request.url), params, queryClient }));
    return null;
  };
}
