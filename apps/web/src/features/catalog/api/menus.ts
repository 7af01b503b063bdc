import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteStateResponse, MenuDetailResponse, MenuSearchResponse } from '@portal/contracts/catalog';
import { menuDetailApiPath } from '@portal/contracts/catalog-pages';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

const MENUS_KEY = ['catalog', 'menus'] as const;

/** One results page: `apiPath` is menuSearchApiPath(…) of the page's own URL, the same URL the first load answers. */
export function menuSearchQueryOptions(apiPath: string) {
  return queryOptions({
    queryKey: [...MENUS_KEY, 'search', apiPath],
    queryFn: ({ signal }) =>
      apiFetch<MenuSearchResponse>(apiPath, {
        schema: (s) => s.MenuSearchResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data),
  });
}

export function useMenuSearch(apiPath: string) {
  // Changing a filter or a page keeps the results in place, dimmed, until the next ones arrive: nothing jumps.
  return useQuery({ ...menuSearchQueryOptions(apiPath), placeholderData: keepPreviousData });
}

export function menuDetailQueryOptions(menuNo: string) {
  return queryOptions({
    queryKey: [...MENUS_KEY, 'detail', menuNo],
    queryFn: ({ signal }) =>
      apiFetch<MenuDetailResponse>(menuDetailApiPath(menuNo), {
        schema: (s) => s.MenuDetailResponseSchema,
        ...(signal ? { signal } : {}),
      }).then((body) => body.data),
    // A privilege that is not there (404) or a malformed number (400) stays an answer: asking again changes nothing.
    retry: (count, error) => {
      const status = error instanceof ApiError ? error.status : undefined;
      return count < 2 && !(status !== undefined && status >= 400 && status < 500);
    },
  });
}

export function useMenuDetail(menuNo: string) {
  return useQuery(menuDetailQueryOptions(menuNo));
}

/** PUT or DELETE /v1/favorite/menus/{menuNo}; the detail and the favourites list are asked again afterwards. */
export function useSetFavorite(menuNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) =>
      apiFetch<FavoriteStateResponse>(`/v1/favorite/menus/${encodeURIComponent(menuNo)}`, {
        method: favorite ? 'PUT' : 'DELETE',
        schema: (s) => s.FavoriteStateResponseSchema,
      }).then((body) => body.data.favorite),
    onSuccess: (favorite) => {
      queryClient.setQueryData(menuDetailQueryOptions(menuNo).queryKey, (detail) =>
        detail ? { ...detail, favorite } : detail,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorite', 'menu-item-info'] }),
  });
}

/** POST /v1/favorite/viewed/{menuNo}: a member's visit goes into 閲覧履歴 (the viewed-stays carousel reads it). */
export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menuNo: string) =>
      apiFetch(`/v1/favorite/viewed/${encodeURIComponent(menuNo)}`, {
        method: 'POST',
        schema: (s) => s.FavoriteStateResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favorite', 'menu-item-info'] }),
  });
}
