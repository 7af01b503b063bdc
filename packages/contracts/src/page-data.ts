/**
 * The id of the JSON data block a page carries from the server (ADR 0032): the query cache its route loaders filled,
 * and the router's state of a server-rendered page.
 */
export const PAGE_DATA_ELEMENT_IDS = { serverRender: 'portal-ssr' } as const;
