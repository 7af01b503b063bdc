import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse, LargeAreasResponse } from '@portal/contracts/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The mega-menu's code lists: the same queries (keys) as the search panel's (lib/search/api) and the category pages'
 * (catalog/api/catalog-codes.ts), so whichever asks first serves the others. Written here again on purpose: shared,
 * the build makes them a chunk of their own, one more request before every desktop page's mega-menu shows.
 *
 * Static catalogue answers are cached an hour by the BFF (docs/decisions/0010); the SPA keeps them as long.
 */
const CATALOG_STALE_MS = 60 * 60 * 1000;

/** GET /v1/enum/categories: every category entry, parents first; large ones carry their mega-menu group. */
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

/** GET /v1/enum/codes/area/large: the 47 prefectures with their region, for the travel group's prefecture links. */
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

export function useLargeAreas(enabled: boolean) {
  return useQuery({ ...largeAreasQueryOptions(), enabled });
}
