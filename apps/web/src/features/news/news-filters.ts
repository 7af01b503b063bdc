import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The news list's filter (spec portal.md §2: by category, by year, or all) and page live in the URL query
 * (?category=…, ?year=…, ?page=…): the URL is the one shared state every part of the page reads, so back,
 * forward, reload and shared links keep the filter. Category and year are exclusive, as the side menu's
 * two lists are; すべて clears both.
 */
export interface NewsFilter {
  category: string | undefined;
  year: number | undefined;
  page: number;
}

const CATEGORY = /^[\w-]{1,64}$/;

export function parseNewsFilter(search: URLSearchParams): NewsFilter {
  const category = search.get('category') ?? '';
  const year = Number(search.get('year'));
  const page = Number(search.get('page'));
  const validYear = Number.isInteger(year) && year >= 2000 && year <= 2100;
  return {
    category: CATEGORY.test(category) && !validYear ? category : undefined,
    year: validYear ? year : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

export function newsFilterSearch(filter: Partial<NewsFilter>): string {
  const search = new URLSearchParams();
  if (filter.year !== undefined) search.set('year', String(filter.year));
  else if (filter.category) search.set('category', filter.category);
  if (filter.page && filter.page > 1) search.set('page', String(filter.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useNewsFilter() {
  const [search] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the filter
  const filter = useMemo(() => parseNewsFilter(search), [key]);
  const hrefFor = useCallback((next: Partial<NewsFilter>) => newsFilterSearch(next), []);
  return { filter, hrefFor };
}
