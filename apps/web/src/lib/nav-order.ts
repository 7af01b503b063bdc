import { useMemo, useSyncExternalStore } from 'react';
import { CLIENT_COOKIES } from '@portal/contracts/cookies';
import { DEFAULT_NAV_ORDER, navOrderIds, type NavId } from '@portal/contracts/nav-order';
import { cookieSlot, persistence, type NavOrderState } from './persistence.ts';
import { CATEGORY_TYPES, type CategoryType } from './route-handle.ts';

/**
 * The category-nav order (spec portal.md §3 "category-nav order with lastUpdateDate", kept in a 3650-day cookie and
 * in localStorage; §9 "Default nav order crly1 to crly11"). The member's most recently visited category comes first;
 * docs/catalog-category-pages.md records the rules.
 */

export { DEFAULT_NAV_ORDER, type NavId } from '@portal/contracts/nav-order';

/** crly1 … crly11 are the category pages in the route table's order: leisure = crly1 … life = crly11. */
export function navIdOf(category: CategoryType): NavId {
  return DEFAULT_NAV_ORDER[CATEGORY_TYPES.indexOf(category)] as NavId;
}

const CATEGORY_OF = new Map<NavId, CategoryType>(DEFAULT_NAV_ORDER.map((id, index) => [id, CATEGORY_TYPES[index]!]));

/** The categories in the order a stored value gives (navOrderIds: unknown and repeated ids dropped, the rest after). */
export function navOrderFrom(stored: unknown): readonly CategoryType[] {
  return navOrderIds(stored).map((id) => CATEGORY_OF.get(id)!);
}

/** The order once the member has visited `category`: it moves to the front, the others keep their order. */
export function withVisit(order: readonly CategoryType[], category: CategoryType): CategoryType[] {
  return [category, ...order.filter((other) => other !== category)];
}

/** What the slot keeps: the ids in order, and the Japan date of the change (yyyy/MM/dd, spec portal.md §9). */
export function navOrderState(order: readonly CategoryType[], japanDate: string): NavOrderState {
  return { order: order.map(navIdOf), lastUpdateDate: japanDate };
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps handing React the same array while the order is the same (a new one each time would render forever). */
function sameOrderAsBefore(): (order: readonly CategoryType[]) => readonly CategoryType[] {
  let last: readonly CategoryType[] = CATEGORY_TYPES;
  return (order) => (order.join() === last.join() ? last : (last = order));
}
const browserOrder = sameOrderAsBefore();
const renderedOrder = sameOrderAsBefore();
const navOrderCookie = cookieSlot<unknown>(CLIENT_COOKIES.navOrder);

/** The browser's order: localStorage, else the cookie (persistence.navOrder). */
const getSnapshot = () => browserOrder(navOrderFrom(persistence.navOrder.read()));
/**
 * What the server renders from, and what the browser hydrates with: the cookie alone, the only store the server
 * sees (its value reaches the renderer through the BFF). Where localStorage says otherwise (the cookie was lost), the
 * browser's order follows once hydrated.
 */
const getServerSnapshot = () => renderedOrder(navOrderFrom(navOrderCookie.read()));

/** Writes the order to both stores and shows it wherever the nav is on screen. */
export function saveNavOrder(state: NavOrderState): void {
  persistence.navOrder.write(state);
  for (const listener of listeners) listener();
}

/**
 * The categories in the member's order. On a category page (`current`) that page comes first: the visit it records
 * after rendering puts it there, so the nav does not move once the visit is saved.
 */
export function useNavOrder(current?: CategoryType): readonly CategoryType[] {
  const order = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(() => (current ? withVisit(order, current) : order), [order, current]);
}
