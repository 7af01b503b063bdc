import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsDetailResponse } from '@portal/contracts/cms';
import { apiFetch } from '../../lib/api-client.ts';
import { usePreview, type PreviewState } from '../preview-state.ts';
import { cmsKey, cmsStaleTime, cmsUrl } from './cms-url.ts';

/** GET /v1/cms/news/{id} → data.detail.body (a JSON:API document with data and included). */
export async function getNewsDetail(id: string, preview: PreviewState | null, signal?: AbortSignal) {
  const body = await apiFetch<NewsDetailResponse>(cmsUrl(`news/${encodeURIComponent(id)}`, {}, preview), {
    schema: (s) => s.NewsDetailResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.detail.body;
}

export function newsDetailQueryOptions(id: string, preview: PreviewState | null) {
  return queryOptions({
    queryKey: cmsKey('news-detail', id, preview),
    queryFn: ({ signal }) => getNewsDetail(id, preview, signal),
    staleTime: cmsStaleTime(preview),
  });
}

export function useNewsDetail(id: string) {
  return useQuery(newsDetailQueryOptions(id, usePreview()));
}
