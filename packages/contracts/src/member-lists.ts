/**
 * The member's lists as the SPA asks for them (spec search.md §7, portal.md §7), written once: the BFF puts the
 * answers of the same URLs into a page's first load (ADR 0018), and the SPA's API client finds them by URL. No zod
 * here: the pages that import it stay free of the schema chunk.
 */

/** Favourites and viewed lists are read 10 at a time (spec search.md §7, §9). */
export const MENU_ITEM_PAGE_SIZE = 10;

/** 最近見た宿泊施設: the member's 10 latest viewed stays. */
export const VIEWED_STAYS_PATH = `/v1/favorite/menu-item-info?itemType=viewed&serviceType=stay&page=0&size=${MENU_ITEM_PAGE_SIZE}&sort=dateAdded,desc`;

/** お気に入り: one page (0-based, as on the wire) of 10, newest first. */
export function favoritesPath(page: number): string {
  return `/v1/favorite/menu-item-info?itemType=favorite&page=${page}&size=${MENU_ITEM_PAGE_SIZE}&sort=dateAdded,desc`;
}

/** The /favorite page's `?page=` (1-based, as members see it); anything else is the first page. */
export function favoritesPageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
