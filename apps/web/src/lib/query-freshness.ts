/** How long an answer counts as fresh in the browser unless its query says otherwise (app/query-client.ts). */
export const DEFAULT_STALE_TIME_MS = 30_000;
