import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuItemInfoResponse } from '@portal/contracts/catalog';
import { favoritesPath } from '@portal/contracts/member-lists';
import { apiFetch } from '../../../../lib/api-client.ts';

const FAVORITES_KEY = ['favorite', 'menu-item-info', 'favorite'] as const;

export function favoritesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...FAVORITES_KEY, page],
    queryFn: ({ signal }) =>
      apiFetch<MenuItemInfoResponse>(favoritesPath(page), {
        schema: (s) => s.MenuItemInfoResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data),
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
