import type { MenuSearchSort, ResultsPath } from '@portal/contracts/catalog-pages';
import { SHOP_LARGE_CODE, TOUR_TYPE } from '@portal/contracts/search/constants';

/** What a results page lists, from its path and the parameters the widget that sent the member there wrote. */
export type ResultsKind = 'keyword' | 'life' | 'coupon' | 'tour' | 'reserveSite' | 'stay' | 'publicStay' | 'shop';

export function resultsKind(pathname: ResultsPath, params: URLSearchParams): ResultsKind {
  if (pathname === '/search/menu') return params.get('category') === 'publicStay' ? 'publicStay' : 'stay';
  if (pathname === '/menus/tour') return params.get('type') === String(TOUR_TYPE.reserveSite) ? 'reserveSite' : 'tour';
  if (params.get('catLrgClassCd') === SHOP_LARGE_CODE) return 'shop';
  if (params.get('type') === '2') return 'coupon';
  if (params.get('type') === '1') return 'life';
  return 'keyword';
}

/** Parameters that say what the page is (kept when the member clears the filters). */
const DEFINING: Record<ResultsKind, readonly string[]> = {
  keyword: [],
  life: ['type'],
  coupon: ['type'],
  tour: ['type', 'catLrgClassCd'],
  reserveSite: ['type', 'catLrgClassCd'],
  stay: ['category'],
  publicStay: ['category', 'numPeople', 'adultHeadCnt', 'stayNights', 'roomCnt', 'rooms'],
  shop: ['catLrgClassCd'],
};

/** The category facet is offered where the page does not fix the category itself. */
export function offersCategoryFacet(kind: ResultsKind): boolean {
  return kind === 'keyword' || kind === 'life' || kind === 'coupon';
}

/** The page's parameters with one change; any change but the page's own starts again at page 1. */
export function withChange(
  params: URLSearchParams,
  change: Record<string, string | readonly string[] | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [name, value] of Object.entries(change)) {
    next.delete(name);
    if (value === null) continue;
    for (const item of typeof value === 'string' ? [value] : value) if (item !== '') next.append(name, item);
  }
  return next;
}

/** Everything the member chose taken away, the keyword and what the page is kept. */
export function cleared(kind: ResultsKind, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) {
    if (name === 'keyword' || DEFINING[kind].includes(name)) next.append(name, value);
  }
  return next;
}

/** Whether anything beyond the keyword and what the page is narrows the results. */
export function hasFilters(kind: ResultsKind, params: URLSearchParams): boolean {
  return [...params.keys()].some((name) => !['keyword', 'page', 'sort', 'orderBy', ...DEFINING[kind]].includes(name));
}

/** The sort in effect: `sort`, else the public stay's `orderBy=LOWEST_PRICE`, else recommended. */
export function currentSort(params: URLSearchParams): MenuSearchSort {
  const sort = params.get('sort');
  if (sort === 'newest' || sort === 'price' || sort === 'discount' || sort === 'recommended') return sort;
  return params.get('orderBy') === 'LOWEST_PRICE' ? 'price' : 'recommended';
}

/** Usage flags chosen, however the URL wrote them (useage[]=1&useage[]=2, or useage=1,2). */
export function chosenUsage(params: URLSearchParams): string[] {
  return [...new Set([...params.getAll('useage[]'), ...params.getAll('useage')].flatMap((v) => v.split(',')))].filter(
    Boolean,
  );
}

/** A comma-joined list parameter as a list (the stay form's special conditions, the area codes). */
export function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean);
}
