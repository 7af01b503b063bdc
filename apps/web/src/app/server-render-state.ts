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

/** The page's state from the server, once; null for a page without one. */
export function takeServerRenderState(): ServerRenderState | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_IDS.serverRender);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent || 'null') as ServerRenderState | null;
    return state && typeof state === 'object' && state.queries ? state : null;
  } catch {
    return null;
  }
}
