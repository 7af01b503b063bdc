import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse, LargeAreasResponse } from '@portal/contracts/catalog';
import { apiFetch } from '../../../../lib/api-client.ts';

/**
 * The map's filters: the 47 prefectures and the large categories. The same calls and query keys as the search
 * widgets' (features/search), so a member who opened the search panel has them already.
 */

/** Static catalogue answers are cached an hour by the BFF (docs/decisions/0010); the SPA keeps them as long. */
const CATALOG_STALE_MS = 60 * 60 * 1000;

/** GET /v1/enum/codes/area/large: every prefecture with its region, in JIS order. */
export function largeAreasQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'areas', 'large'],
    queryFn: ({ signal }) =>
      apiFetch<LargeAreasResponse>('/v1/enum/codes/area/large', {
        schema: (s) => s.LargeAreasResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useLargeAreas() {
  return useQuery(largeAreasQueryOptions());
}

/** GET /v1/enum/categories: every category entry, parents first. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) =>
      apiFetch<CategoriesResponse>('/v1/enum/categories', {
        schema: (s) => s.CategoriesResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data.categories),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
