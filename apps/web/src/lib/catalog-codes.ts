import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse, LargeAreasResponse } from '@portal/contracts/catalog';
import { apiFetch } from './api-client.ts';

/**
 * The catalogue's code lists every search widget and catalogue page reads (the mega-menu, the search panel, the
 * destination picker, the category pages, the map): one query each, so whichever asks first serves the others. In
 * the shell's `core` chunk: the mega-menu asks for them on every desktop page, and a chunk of their own would cost it
 * one more request. Their schemas load with the contract schemas' chunk, when an answer is checked.
 *
 * Static catalogue answers are cached an hour by the BFF (docs/decisions/0010); the SPA keeps them as long.
 */
const CATALOG_STALE_MS = 60 * 60 * 1000;

/**
 * GET /v1/enum/categories (getLargeCategories): every category entry, parents first; large ones carry their mega-menu
 * group. The path is the one the category pages' and the map's first loads answer (`CATEGORIES_API_PATH`).
 */
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

/** GET /v1/enum/codes/area/large (getLargeCodesArea): the 47 prefectures with their region, in JIS order. */
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

/** `enabled` false until the widget needs them (the mega-menu asks for the prefectures only with a travel group). */
export function useLargeAreas(enabled = true) {
  return useQuery({ ...largeAreasQueryOptions(), enabled });
}
