import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_DATA_ELEMENT_IDS } from '@portal/contracts/page-data';

/**
 * What a page carries from the server (ADR 0032): the query cache its loaders filled, and for a page the server
 * rendered, the router's state to take its HTML over. A JSON data block, not script: the CSP needs no nonce for it.
 */
export interface ServerRenderState {
  queries: DehydratedState;
  router?: HydrationState;
}

/**
 * The page's state from the server, once; null for a page without one. Its answers count as received `now`
 * (`asOfArrival`).
 */
export function takeServerRenderState(now = Date.now()): ServerRenderState | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_IDS.serverRender);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent || 'null') as ServerRenderState | null;
    return state && typeof state === 'object' && state.queries
      ? { ...state, queries: asOfArrival(state.queries, now) }
      : null;
  } catch {
    return null;
  }
}

/**
 * A page's answers, fresh from its arrival: every answer with data counts as received at `arrivedAt`, the browser's
 * own time.
 *
 * Their times are the server's, of the render. A visitor's page may come from the BFF's page cache (ADR 0032), kept
 * while what it shows is current (its key names the CMS snapshot and the catalogue version) and up to the CMS
 * snapshots' fresh window (CMS_CACHE_FRESH_SECONDS, 60 s by default); meanwhile the API answers the same calls from
 * the same snapshots. A phone's clock is not the server's either. Counted from the render on the phone's clock, the
 * answers of a page kept over 30 s (the queries' stale time) looked stale, and the browser asked for all of them
 * again right after hydration: a page's worth of calls more (the privilege searches among them, counted by the
 * per-address limit), and their work in the task that ends the hydration.
 */
function asOfArrival(queries: DehydratedState, arrivedAt: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.dataUpdatedAt > 0 ? { ...query, state: { ...query.state, dataUpdatedAt: arrivedAt } } : query,
    ),
  };
}
