import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_DATA_ELEMENT_IDS } from '@portal/contracts/page-data';

/**
 * What a server-rendered page carries for the browser to take over its HTML (ADR 0020): the query cache the server
 * rendered with and the router's state. A JSON data block, not script: the CSP needs no nonce for it.
 */
export interface ServerRenderState {
  queries: DehydratedState;
  router: HydrationState;
}

/** The page's server-render state, once; null for a page the server did not render. */
export function takeServerRenderState(): ServerRenderState | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_IDS.serverRender);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent || 'null') as ServerRenderState | null;
    return state && typeof state === 'object' && state.queries && state.router ? state : null;
  } catch {
    return null;
  }
}
