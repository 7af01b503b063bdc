import { DEFAULT_STALE_TIME_MS } from '../../lib/query-freshness.ts';
import { previewParams, type PreviewState } from '../preview-state.ts';

export type CmsParams = Record<string, string | number | undefined>;

/** `/v1/cms/<path>?<params>` plus the preview parameters while preview mode is on (spec portal.md §7). */
export function cmsUrl(path: string, params: CmsParams, preview: PreviewState | null): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  for (const [key, value] of Object.entries(previewParams(preview))) search.set(key, value);
  const query = search.toString();
  return `/v1/cms/${path}${query ? `?${query}` : ''}`;
}

/** Query keys carry the preview choice: preview answers never mix with everyone's cached content. */
export function cmsKey(name: string, params: unknown, preview: PreviewState | null) {
  return ['cms', name, params, preview] as const;
}

/**
 * Preview answers are never cached by the BFF (docs/cms-content-model.md): nor are they here. Published content
 * stays fresh for the app's default time: an explicit `undefined` would override the client's default and make every answer
 * stale at once (each new component asking for it, or a hydrated page, would fetch it again).
 */
export function cmsStaleTime(preview: PreviewState | null): number {
  return preview ? 0 : DEFAULT_STALE_TIME_MS;
}
