import type { Database } from '@portal/db';
import { searchMenusByBitmaps, type PageBy } from './search-bitmaps.ts';
import {
  searchConditions,
  searchMenusByTable,
  type MenuSearchQuery,
  type MenuSearchResult,
} from './search-repository.ts';

export interface SearchRouting {
  /**
   * How many privileges a word must be found in to keep a bitmap (by default search-bitmaps.ts routeMark of the
   * catalogue's size); a rarer word's questions go to the gram index and the table. Tests set 0 (always the bitmaps)
   * or Infinity (always the table) to compare both.
   */
  routeMark?: number;
  /** How the bitmaps read a page: walked, or the rows read by ordinal; by default whichever costs less. Tests set it. */
  pageBy?: PageBy;
}

/**
 * Privilege search (issue 31, docs/decisions/0035-catalogue-search-at-scale-and-ranking.md): the bitmaps answer a
 * question whose every word keeps a bitmap (search-bitmaps.ts routeMark), the table through the gram index one with
 * a rarer word or a condition that has no bitmap. Both give the same total, facets and page.
 */
export async function searchMenus(
  db: Database,
  query: MenuSearchQuery,
  routing: SearchRouting = {},
): Promise<MenuSearchResult> {
  const mark = routing.routeMark;
  if (mark !== Infinity && searchConditions(query) !== null) {
    const answer = await searchMenusByBitmaps(db, query, mark, routing.pageBy);
    if (answer) return answer;
  }
  return searchMenusByTable(db, query);
}
