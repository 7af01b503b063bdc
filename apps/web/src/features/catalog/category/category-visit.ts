import { useEffect } from 'react';
import { japanSlashDate } from '@portal/contracts/japan-time';
import { navOrderFrom, navOrderState, saveNavOrder, withVisit } from '../../../lib/nav-order.ts';
import { persistence } from '../../../lib/persistence.ts';
import type { CategoryType } from '../../../lib/route-handle.ts';

/**
 * A visit to a category page moves it to the front of the category-nav order, dated today in Japan (spec portal.md §3).
 * A stored order that is not one is read as the default (lib/nav-order.ts) and replaced.
 */
export function recordCategoryVisit(category: CategoryType, now: Date = new Date()): void {
  const order = withVisit(navOrderFrom(persistence.navOrder.read()), category);
  saveNavOrder(navOrderState(order, japanSlashDate(now)));
}

/** Records the visit once the page is on screen (never while the server renders it). */
export function useCategoryVisit(category: CategoryType): void {
  useEffect(() => recordCategoryVisit(category), [category]);
}
