import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsListDocument } from '@portal/contracts/cms';
import { apiFetch } from '../../lib/api-client.ts';
import { usePreview, type PreviewState } from '../preview-state.ts';
import { cmsKey, cmsStaleTime, cmsUrl } from './cms-url.ts';

export interface NewsListParams {
  /** Tag code of a news type; absent = すべて. */
  category?: string | undefined;
  year?: number | undefined;
  important?: '1' | '0' | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** GET /v1/cms/news */
export function getNewsList(params: NewsListParams, preview: PreviewState | null, signal?: AbortSignal) {
  return apiFetch<NewsListDocument>(cmsUrl('news', { ...params }, preview), {
    schema: (s) => s.NewsListDocumentSchema,
    ...(signal ? { signal } : {}),
  });
}

export function newsListQueryOptions(params: NewsListParams, preview: PreviewState | null) {
  return queryOptions({
    queryKey: cmsKey('news', params, preview),
    queryFn: ({ signal }) => getNewsList(params, preview, signal),
    staleTime: cmsStaleTime(preview),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(params: NewsListParams) {
  return useQuery(newsListQueryOptions(params, usePreview()));
}
