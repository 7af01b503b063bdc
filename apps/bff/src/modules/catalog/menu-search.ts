import type { Database } from '@portal/db';
import { ROUTE_MARK, searchMenusByBitmaps, type PageBy } from './search-bitmaps.ts';
import {
  searchConditions,
  searchMenusByTable,
  type MenuSearchQuery,
  type MenuSearchResult,
} from './search-repository.ts';

export interface SearchRouting {
  /**
   * From how many results on the bitmaps answer (and a word keeps a bitmap); below it the gram index and the table
   * do. Tests set 0 (always the bitmaps) or Infinity (always the table) to compare both.
   */
  routeMark?: number;
  /** How the bitmaps read a page: walked, or the rows read by ordinal; by default whichever costs less. Tests set it. */
  pageBy?: PageBy;
}

/**
 * Privilege search (issue 31, docs/decisions/0035-catalogue-search-at-scale-and-ranking.md): the bitmaps answer a
 * broad question (their exact match count at ROUTE_MARK or more), the table through the gram index a narrow one or
 * one with a condition that has no bitmap. Both give the same total, facets and page.
 */
export async function searchMenus(
  db: Database,
  query: MenuSearchQuery,
  routing: SearchRouting = {},
): Promise<MenuSearchResult> {
  const mark = routing.routeMark ?? ROUTE_MARK;
  if (mark !== Infinity && searchConditions(query) !== null) {
    const answer = await searchMenusByBitmaps(db, query, mark, routing.pageBy);
    if (answer) return answer;
  }
  return searchMenusByTable(db, query);
}
