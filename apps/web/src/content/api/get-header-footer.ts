import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeaderFooterDocument } from '@portal/contracts/cms';
import { apiFetch } from '../../lib/api-client.ts';
import { usePreview, type PreviewState } from '../preview-state.ts';
import { cmsKey, cmsUrl } from './cms-url.ts';

/** Spec search.md §7: the SPA always asks for business code CR. */
export const HEADER_FOOTER_BS_CODE = 'CR';

/** GET /v1/cms/header_footer?bsCode=CR → field_header, field_footer. */
export function getHeaderFooter(preview: PreviewState | null, signal?: AbortSignal) {
  return apiFetch<HeaderFooterDocument>(cmsUrl('header_footer', { bsCode: HEADER_FOOTER_BS_CODE }, preview), {
    schema: (s) => s.HeaderFooterDocumentSchema,
    ...(signal ? { signal } : {}),
  });
}

export function headerFooterQueryOptions(preview: PreviewState | null) {
  return queryOptions({
    queryKey: cmsKey('header-footer', HEADER_FOOTER_BS_CODE, preview),
    queryFn: ({ signal }) => getHeaderFooter(preview, signal),
    staleTime: preview ? 0 : 5 * 60_000,
  });
}

export function useHeaderFooter() {
  return useQuery(headerFooterQueryOptions(usePreview()));
}
