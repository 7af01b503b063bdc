import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@portal/contracts/catalog';
import { CATEGORIES_API_PATH } from '@portal/contracts/catalog-lists';
import { apiFetch } from '../../../lib/api-client.ts';

/** Static catalogue answers are cached an hour by the BFF (docs/decisions/0010); the SPA keeps them as long. */
const CATALOG_STALE_MS = 60 * 60 * 1000;

/**
 * GET /v1/enum/categories: every category entry, parents first. The same query key as the search widgets' and the
 * map's, so whichever asks first serves the others; the path is the one the category pages' first load answers.
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
