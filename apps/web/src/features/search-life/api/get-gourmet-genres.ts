import { useQuery } from '@tanstack/react-query';
import { GourmetGenresResponseSchema, type GourmetGenre } from '@portal/contracts/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /v1/enum/genres/gourmet (getBSGenreList): the booking site's genres. Only a 200 answer is used; any
 * failure is silently an empty list, so the select keeps just its default (spec search.md §7).
 */
export async function getGourmetGenres(signal?: AbortSignal): Promise<GourmetGenre[]> {
  try {
    const body = await apiFetch('/v1/enum/genres/gourmet', {
      schema: () => GourmetGenresResponseSchema,
      ...(signal ? { signal } : {}),
    });
    return body.data.catSmlClasses;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function useGourmetGenres() {
  return useQuery({
    queryKey: ['catalog', 'genres', 'gourmet'],
    queryFn: ({ signal }) => getGourmetGenres(signal),
    staleTime: 60 * 60 * 1000,
  });
}
