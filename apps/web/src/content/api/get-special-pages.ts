import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialPageDocument } from '@portal/contracts/cms';
import { apiFetch } from '../../lib/api-client.ts';
import { usePreview, type PreviewState } from '../preview-state.ts';
import { cmsKey, cmsStaleTime, cmsUrl, type CmsParams } from './cms-url.ts';

export interface SpecialPageListParams {
  page_limit: number;
  view_area: 'Home' | 'Listing';
  /** point or relax_and_beauty; absent = every category. */
  category?: string | undefined;
}

function getSpecialPage(params: CmsParams, preview: PreviewState | null, signal?: AbortSignal) {
  return apiFetch<SpecialPageDocument>(cmsUrl('special_page', params, preview), {
    schema: (s) => s.SpecialPageDocumentSchema,
    ...(signal ? { signal } : {}),
  });
}

/** GET /v1/cms/special_page?page_limit&view_area&category: the special page list. */
export function specialPagesQueryOptions(params: SpecialPageListParams, preview: PreviewState | null) {
  return queryOptions({
    queryKey: cmsKey('special-pages', params, preview),
    queryFn: ({ signal }) => getSpecialPage({ ...params }, preview, signal),
    staleTime: cmsStaleTime(preview),
    placeholderData: keepPreviousData,
  });
}

export function useSpecialPages(params: SpecialPageListParams) {
  return useQuery(specialPagesQueryOptions(params, usePreview()));
}

/** GET /v1/cms/special_page?sp_id={alias}: one special page (accepted or rejected by acceptCmsPage). */
export function specialPageDetailQueryOptions(spId: string, preview: PreviewState | null) {
  return queryOptions({
    queryKey: cmsKey('special-page', spId, preview),
    queryFn: ({ signal }) => getSpecialPage({ sp_id: spId }, preview, signal),
    staleTime: cmsStaleTime(preview),
  });
}

/** sp_id as the contract accepts it (the special page's alias). */
export const isSpecialPageId = (value: string) => /^[A-Za-z0-9_-]{1,128}$/.test(value);

export function useSpecialPageDetail(spId: string) {
  return useQuery({ ...specialPageDetailQueryOptions(spId, usePreview()), enabled: isSpecialPageId(spId) });
}
