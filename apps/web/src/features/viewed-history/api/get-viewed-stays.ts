import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuItemInfoResponse } from '@portal/contracts/catalog';
import { VIEWED_STAYS_PATH } from '@portal/contracts/member-lists';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /v1/favorite/menu-item-info (members only): data.content. */
export function viewedStaysQueryOptions() {
  return queryOptions({
    queryKey: ['favorite', 'menu-item-info', 'viewed', 'stay'],
    queryFn: ({ signal }) =>
      apiFetch<MenuItemInfoResponse>(VIEWED_STAYS_PATH, {
        schema: (s) => s.MenuItemInfoResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data.content),
  });
}

export function useViewedStays() {
  return useQuery(viewedStaysQueryOptions());
}
