/**
 * The ids of the JSON data blocks the BFF puts into a page for the SPA: the first-load answers (ADR 0018) and the
 * state of a server-rendered page (ADR 0020).
 */
export const PAGE_DATA_ELEMENT_IDS = { firstLoad: 'portal-first-load', serverRender: 'portal-ssr' } as const;

/**
 * The event the SPA dispatches on `document` once it has taken over a server-rendered page (ADR 0020): the page's
 * loader then clicks again the buttons the member pressed before (they had no handler yet).
 */
export const HYDRATED_EVENT = 'portal:hydrated';
