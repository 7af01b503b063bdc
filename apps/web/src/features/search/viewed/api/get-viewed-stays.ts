import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_ITEM_PAGE_SIZE, type MenuItemInfoResponse } from '@portal/contracts/catalog';
import { apiFetch } from '../../../../lib/api-client.ts';

/** The spec's call, as written (search.md §7): the member's 10 latest viewed stays. */
export const VIEWED_STAYS_PATH = `/v1/favorite/menu-item-info?itemType=viewed&serviceType=stay&page=0&size=${MENU_ITEM_PAGE_SIZE}&sort=dateAdded,desc`;

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
