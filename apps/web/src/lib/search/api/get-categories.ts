import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoriesResponseSchema, type CategoryEntry } from '@portal/contracts/catalog';
import { apiFetch } from '../../api-client.ts';

/** GET /v1/enum/categories (getLargeCategories, docs/decisions/0010): every category, parents first. */
export async function getCategories(signal?: AbortSignal): Promise<CategoryEntry[]> {
  const body = await apiFetch('/v1/enum/categories', {
    schema: () => CategoriesResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.categories;
}

/** Public and cached an hour by the BFF: one fetch per page life is enough. */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
