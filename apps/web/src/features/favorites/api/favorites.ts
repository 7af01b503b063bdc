import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MENU_ITEM_PAGE_SIZE, type MenuItemInfoResponse } from '@portal/contracts/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

/** The spec's call (portal.md §7): a page of 10 favourites, newest first. `page` is 0-based, as on the wire. */
export function favoritesPath(page: number): string {
  return `/v1/favorite/menu-item-info?itemType=favorite&page=${page}&size=${MENU_ITEM_PAGE_SIZE}&sort=dateAdded,desc`;
}

const FAVORITES_KEY = ['favorite', 'menu-item-info', 'favorite'] as const;

export function favoritesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...FAVORITES_KEY, page],
    queryFn: ({ signal }) =>
      apiFetch<MenuItemInfoResponse>(favoritesPath(page), {
        schema: (s) => s.MenuItemInfoResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data),
    staleTime: 0,
  });
}

export function useFavorites(page: number) {
  // Turning a page keeps the list where it is until the next one arrives: nothing jumps.
  return useQuery({ ...favoritesQueryOptions(page), placeholderData: keepPreviousData });
}

/** DELETE /v1/favorite/menus/{menuNo}; the lists are asked again afterwards. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menuNo: string) =>
      apiFetch(`/v1/favorite/menus/${encodeURIComponent(menuNo)}`, {
        method: 'DELETE',
        schema: (s) => s.FavoriteStateResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
