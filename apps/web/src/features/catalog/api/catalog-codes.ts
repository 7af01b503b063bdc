import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse, LargeAreasResponse } from '@portal/contracts/catalog';
import { CATEGORIES_API_PATH } from '@portal/contracts/catalog-lists';
import { apiFetch } from '../../../lib/api-client.ts';

/** Static catalogue answers are cached an hour by the BFF (docs/decisions/0010); the SPA keeps them as long. */
const CATALOG_STALE_MS = 60 * 60 * 1000;

/**
 * The catalogue's code lists for the category pages and the map. The same query keys as the search widgets', so
 * whichever asks first serves the others.
 *
 * GET /v1/enum/categories: every category entry, parents first; the path is the one the category pages' first load
 * answers.
 */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) =>
      apiFetch<CategoriesResponse>(CATEGORIES_API_PATH, {
        schema: (s) => s.CategoriesResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data.categories),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** GET /v1/enum/codes/area/large: every prefecture with its region, in JIS order (the map's prefecture choice). */
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
