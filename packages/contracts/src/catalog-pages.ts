/**
 * The catalogue's pages as the portal serves them (issue 12: the embedded life, stay and shop hosts), and the API
 * calls they make, written once: the BFF answers the same URLs inside a page's first load (ADR 0018) and the SPA's
 * API client finds them by URL. No zod here: the pages that import it stay free of the schema chunk.
 */
export const MENU_SEARCH_SORTS = ['recommended', 'newest', 'price', 'discount'] as const;
export type MenuSearchSort = (typeof MENU_SEARCH_SORTS)[number];
export const MENU_SEARCH_PAGE_SIZE = 20;
export const MENU_SEARCH_MAX_PAGE_SIZE = 50;
/** Past this page a member refines the search instead (and no deep OFFSET scans the whole catalogue). */
export const MENU_SEARCH_MAX_PAGE = 499;
/** Longer keywords are refused: nobody types them, and they only cost. */
export const MENU_SEARCH_KEYWORD_MAX = 100;

/** Results pages: the paths the search widgets' URLs end on (spec search.md §2, urls.ts). */
export const RESULTS_PATHS = ['/menus', '/menus/tour', '/search/menu'] as const;
export type ResultsPath = (typeof RESULTS_PATHS)[number];

export function isResultsPath(pathname: string): pathname is ResultsPath {
  return (RESULTS_PATHS as readonly string[]).includes(pathname);
}

/** A menu number as the catalogue writes it (MenuNoSchema, without zod). */
const MENU_NO = String.raw`(\d{6,8})`;

/**
 * Detail pages: a privilege's own page (/menus/{menuNo}) and the two stay-site forms the viewed-stay links use
 * (/dp/menus/{menuNo}/, /public-stay/menus/{menuNo}; spec search.md §2).
 */
const DETAIL_PATHS = [
  new RegExp(`^/menus/${MENU_NO}$`),
  new RegExp(`^/dp/menus/${MENU_NO}/?$`),
  new RegExp(`^/public-stay/menus/${MENU_NO}$`),
];

/** The menu number of a detail page's path; null for any other path. */
export function detailMenuNo(pathname: string): string | null {
  for (const pattern of DETAIL_PATHS) {
    const match = pattern.exec(pathname);
    if (match) return match[1] ?? null;
  }
  return null;
}

export function menuDetailApiPath(menuNo: string): string {
  return `/v1/catalog/menus/${encodeURIComponent(menuNo)}`;
}

/** The results page's `?page=` (1-based, as members see it); anything else is the first page. 500 pages at most. */
export const RESULTS_MAX_PAGE = MENU_SEARCH_MAX_PAGE + 1;
export function resultsPageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= RESULTS_MAX_PAGE ? page : 1;
}

/**
 * The search call of a results page: the page's own query as the widgets wrote it, passed on (the API ignores what
 * it does not know), with the page 0-based as on the wire and empty values left out. The stay site's page
 * (/search/menu) searches stays even when its URL names no category.
 */
export function menuSearchApiPath(pathname: ResultsPath, query: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of query) {
    if (name === 'page' || name === 'size' || value.trim() === '') continue;
    params.append(name, value);
  }
  if (pathname === '/search/menu' && !params.has('serviceType')) params.set('serviceType', 'stay');
  const page = resultsPageFromUrl(query.get('page'));
  if (page > 1) params.set('page', String(page - 1));
  const search = params.toString();
  return `/v1/catalog/menus${search ? `?${search}` : ''}`;
}
