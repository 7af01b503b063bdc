import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsMenuResponse } from '@portal/contracts/cms';
import { apiFetch } from '../../lib/api-client.ts';
import { usePreview, type PreviewState } from '../preview-state.ts';
import { cmsKey, cmsStaleTime, cmsUrl } from './cms-url.ts';

export interface NewsMenu {
  /** id = tag code of the news type. */
  categories: { id: string; name: string }[];
  years: number[];
}

/** GET /v1/cms/news/menu → data.objects[0].data: categories (name, id) and years. */
export async function getNewsMenu(preview: PreviewState | null, signal?: AbortSignal): Promise<NewsMenu> {
  const body = await apiFetch<NewsMenuResponse>(cmsUrl('news/menu', {}, preview), {
    schema: (s) => s.NewsMenuResponseSchema,
    ...(signal ? { signal } : {}),
  });
  const items = body.data.objects[0]?.data ?? [];
  return {
    categories: items.flatMap((item) =>
      item.type === 'news_category' ? [{ id: item.attributes.id ?? item.id, name: item.attributes.name }] : [],
    ),
    years: items.flatMap((item) =>
      item.type === 'news_year' && item.attributes.year !== null ? [item.attributes.year] : [],
    ),
  };
}

export function newsMenuQueryOptions(preview: PreviewState | null) {
  return queryOptions({
    queryKey: cmsKey('news-menu', null, preview),
    queryFn: ({ signal }) => getNewsMenu(preview, signal),
    staleTime: cmsStaleTime(preview),
  });
}

export function useNewsMenu() {
  return useQuery(newsMenuQueryOptions(usePreview()));
}
