import {
  MAP_BOX_PARAM,
  MAP_SELECTED_PARAM,
  formatBoundingBox,
  mapMarkersQuery,
  parseBoundingBox,
  type BoundingBox,
} from '@portal/contracts/map-area';

/**
 * What /map keeps in its URL, so that back, forward and reload show the same map: the search's parameters (the
 * gourmet form's 地図検索 and the life widgets put them there, spec search.md §2, and they pass to the BFF as they
 * are), the area searched (`bbox`) and the privilege selected (`menuNo`, the page's alone).
 */

export const PARAM = {
  prefecture: 'areaMidClassCd',
  category: 'catLrgClassCd',
  keyword: 'keyword',
  box: MAP_BOX_PARAM,
  selected: MAP_SELECTED_PARAM,
} as const;

/** Parameters that belong to a prefecture (its municipalities and sub-areas): another prefecture drops them. */
const PREFECTURE_DETAIL = ['areaSmlClassCd', 'areaDtlClassCd'];
/** Parameters under a large category (its middle and small ones, the gourmet genres): another category drops them. */
const CATEGORY_DETAIL = ['catMidClassCd', 'catSmlClassCd', 'lifeGenreTags', 'lifeGenreTags[]'];

export interface MapUrlState {
  /** The prefecture chosen, when one is (the first of several). */
  prefecture: string | null;
  category: string | null;
  keyword: string;
  /** The area searched with この範囲で検索. */
  box: BoundingBox | null;
  selected: string | null;
  /**
   * The query of GET /v1/catalog/map: every parameter but the selection. Null when the URL holds no condition at
   * all: the page shows the whole of Japan and asks for a prefecture instead of a sample of the country.
   */
  markersQuery: string | null;
}

const first = (value: string | null) => value?.split(',')[0]?.trim() || null;

export function mapStateFromUrl(params: URLSearchParams): MapUrlState {
  const box = params.get(PARAM.box);
  const area = box === null ? null : parseBoundingBox(box);
  return {
    prefecture: first(params.get(PARAM.prefecture)),
    category: first(params.get(PARAM.category)),
    keyword: params.get(PARAM.keyword) ?? '',
    box: area,
    selected: params.get(PARAM.selected) || null,
    markersQuery: mapMarkersQuery(params),
  };
}

/** The URL after a change of conditions: the area searched and the selection belong to the old results. */
function changed(params: URLSearchParams, name: string, value: string | null, drop: readonly string[] = []) {
  const next = new URLSearchParams(params);
  for (const key of [name, PARAM.box, PARAM.selected, ...drop]) next.delete(key);
  if (value) next.set(name, value);
  return next;
}

export const withPrefecture = (params: URLSearchParams, code: string | null) =>
  changed(params, PARAM.prefecture, code, PREFECTURE_DETAIL);

export const withCategory = (params: URLSearchParams, code: string | null) =>
  changed(params, PARAM.category, code, CATEGORY_DETAIL);

export const withKeyword = (params: URLSearchParams, keyword: string) =>
  changed(params, PARAM.keyword, keyword.trim() || null);

/** この範囲で検索 (a box) or the whole of the conditions again (null). */
export const withBox = (params: URLSearchParams, box: BoundingBox | null) =>
  changed(params, PARAM.box, box ? formatBoundingBox(box) : null);

export function withSelection(params: URLSearchParams, menuNo: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (menuNo) next.set(PARAM.selected, menuNo);
  else next.delete(PARAM.selected);
  return next;
}
