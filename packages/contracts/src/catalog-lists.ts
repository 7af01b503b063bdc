/**
 * The category pages' privilege lists and the top page's picks (issue 12, docs/catalog-category-pages.md): their
 * calls and links, written once for the BFF's first load and the SPA. Apart from catalog-pages.ts (the results and
 * detail pages), so that a category page carries only these. No zod here.
 */
import { SERVICE_DIVISION } from './service-division.ts';
import type { MenuSearchSort } from './catalog-pages.ts';

/**
 * The large category whose privileges each category page lists (spec portal.md §2: the eleven category pages). The
 * search takes one large code, so each page names its main one; docs/catalog-category-pages.md says why.
 */
export const CATEGORY_PAGE_LARGE_CODES = {
  leisure: '102',
  gourmet: '113',
  childcare: '108',
  shopping: '111',
  relaxation: '104',
  sports: '103',
  travel: '101',
  car: '112',
  original: '117',
  school: '106',
  life: '107',
} as const;
export type CategoryPageName = keyof typeof CATEGORY_PAGE_LARGE_CODES;

export function isCategoryPageName(name: string): name is CategoryPageName {
  return Object.hasOwn(CATEGORY_PAGE_LARGE_CODES, name);
}

/** A category page's two lists: its newest privileges, and its ranking in the catalogue's recommended order. */
export const CATEGORY_LIST_SORTS = { newest: 'newest', ranking: 'recommended' } as const satisfies Record<
  string,
  MenuSearchSort
>;
export type CategoryListName = keyof typeof CATEGORY_LIST_SORTS;
export const CATEGORY_LIST_SIZE = 6;

/** Every category entry, parents first (getLargeCategories): the category pages take their middle categories from it. */
export const CATEGORIES_API_PATH = '/v1/enum/categories';

/** The results page that continues a category page's list (its もっと見る): the same privileges in the same order. */
export function categoryListResultsPath(category: CategoryPageName, list: CategoryListName): string {
  const query = new URLSearchParams({
    catLrgClassCd: CATEGORY_PAGE_LARGE_CODES[category],
    sort: CATEGORY_LIST_SORTS[list],
  });
  return `/menus?${query.toString()}`;
}

/** A middle category's results (the category page's middle-category links): every privilege of that middle category. */
export function middleCategoryResultsPath(largeCode: string, middleCode: string, smallCode?: string): string {
  const query = new URLSearchParams({ catLrgClassCd: largeCode, catMidClassCd: middleCode });
  if (smallCode) query.set('catSmlClassCd', smallCode);
  return `/menus?${query.toString()}`;
}

/** The search call of one list of a category page. */
export function categoryListApiPath(category: CategoryPageName, list: CategoryListName): string {
  const query = new URLSearchParams({
    catLrgClassCd: CATEGORY_PAGE_LARGE_CODES[category],
    sort: CATEGORY_LIST_SORTS[list],
    size: String(CATEGORY_LIST_SIZE),
  });
  return `/v1/catalog/menus?${query.toString()}`;
}

/** The catalogue calls of a category page, as its first load asks them. */
export function categoryPageApiPaths(category: CategoryPageName): string[] {
  return [CATEGORIES_API_PATH, categoryListApiPath(category, 'newest'), categoryListApiPath(category, 'ranking')];
}

/** The top page's 今月のおすすめ優待: the catalogue's recommended privileges (no date filter: the order is the month's pick). */
export const TOP_PICKS_SIZE = 6;
export const TOP_PICKS_RESULTS_PATH = '/menus?sort=recommended';

export function topPicksApiPath(): string {
  return `/v1/catalog/menus?${new URLSearchParams({ sort: 'recommended', size: String(TOP_PICKS_SIZE) }).toString()}`;
}

/**
 * A privilege's page in the portal, the inverse of detailMenuNo: a stay by the viewed-stay rules (spec search.md §2:
 * shopAreaDiv null → /dp/menus/{menuNo}/, A20 → /public-stay/menus/{menuNo}), anything else /menus/{menuNo}. The rule
 * of the web's menu-path.ts, without the search forms' constants it reaches through: the category pages' tiles link
 * with this one (a web test keeps the two equal).
 */
export function menuDetailPath(item: { menuNo: string; srvicDiv: string; shopAreaDiv: string | null }): string {
  const menuNo = encodeURIComponent(item.menuNo);
  if (item.srvicDiv.startsWith('A')) {
    if (item.shopAreaDiv === null) return `/dp/menus/${menuNo}/`;
    if (item.srvicDiv === SERVICE_DIVISION.publicStay) return `/public-stay/menus/${menuNo}`;
  }
  return `/menus/${menuNo}`;
}

/**
 * 今週のおすすめ優待 (/weeklyPicks, spec portal.md §2 "weekly picks"; docs/catalog-category-pages.md): the privileges
 * the catalogue published last, newest first. The search has no date filter, and the month's picks already take the
 * editors' recommended order, so the week's are what is new in the catalogue.
 */
export const WEEKLY_PICKS_PATH = '/weeklyPicks';
export const WEEKLY_PICKS_SIZE = 6;
export const WEEKLY_PICKS_RESULTS_PATH = '/menus?sort=newest';

export function weeklyPicksApiPath(): string {
  return `/v1/catalog/menus?${new URLSearchParams({ sort: 'newest', size: String(WEEKLY_PICKS_SIZE) }).toString()}`;
}
