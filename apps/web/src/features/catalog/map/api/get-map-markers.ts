import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MapMarkersResponse } from '@portal/contracts/catalog-map';
import { apiFetch } from '../../../../lib/api-client.ts';

/** The BFF lets the browser keep an answer a minute (cache-control): so does the page. */
const MARKERS_STALE_MS = 60 * 1000;

/** GET /v1/catalog/map?{the search's parameters}&bbox: the first 500 privileges with a position, and the count. */
export function mapMarkersQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['catalog', 'map', query],
    queryFn: ({ signal }) =>
      apiFetch<MapMarkersResponse>(`/v1/catalog/map${query ? `?${query}` : ''}`, {
        schema: (s) => s.MapMarkersResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data),
    staleTime: MARKERS_STALE_MS,
  });
}

/** null: no condition yet, nothing is asked (the page asks for a prefecture first). */
export function useMapMarkers(query: string | null) {
  // A new condition keeps the markers in place until the next ones arrive: the map does not flash empty.
  return useQuery({
    ...mapMarkersQueryOptions(query ?? ''),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
