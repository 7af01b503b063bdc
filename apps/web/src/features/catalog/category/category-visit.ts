import { useEffect } from 'react';
import { BUSINESS_TIME_ZONE } from '@portal/contracts/japan-time';
import { navOrderFrom, navOrderState, saveNavOrder, withVisit } from '../../../lib/nav-order.ts';
import { persistence } from '../../../lib/persistence.ts';
import type { CategoryType } from '../../../lib/route-handle.ts';

/**
 * The date in Japan as yyyy/MM/dd (spec portal.md §9), as contracts/search/japan-date.ts's japanToday gives it (a test
 * keeps them equal): written here so that a category page's first load carries no chunk of the search forms'.
 */
const JAPAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export function japanDate(now: Date): string {
  return JAPAN_DAY.format(now).replaceAll('-', '/');
}

/**
 * A visit to a category page moves it to the front of the category-nav order, dated today in Japan (spec portal.md §3).
 * A stored order that is not one is read as the default (lib/nav-order.ts) and replaced.
 */
export function recordCategoryVisit(category: CategoryType, now: Date = new Date()): void {
  const order = withVisit(navOrderFrom(persistence.navOrder.read()), category);
  saveNavOrder(navOrderState(order, japanDate(now)));
}

/** Records the visit once the page is on screen (never while the server renders it). */
export function useCategoryVisit(category: CategoryType): void {
  useEffect(() => recordCategoryVisit(category), [category]);
}
