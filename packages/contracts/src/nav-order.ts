/**
 * The category-nav order's ids (spec portal.md §3 "category-nav order", §9 "Default nav order crly1 to crly11"): the
 * category pages in the route table's order, leisure = crly1 … life = crly11. The SPA keeps the member's order in a
 * cookie (`{ order: [...], lastUpdateDate }`), and the server renders the top page and the category pages in it.
 */
export const DEFAULT_NAV_ORDER = [
  'crly1',
  'crly2',
  'crly3',
  'crly4',
  'crly5',
  'crly6',
  'crly7',
  'crly8',
  'crly9',
  'crly10',
  'crly11',
] as const;

export type NavId = (typeof DEFAULT_NAV_ORDER)[number];

const KNOWN = new Set<unknown>(DEFAULT_NAV_ORDER);

/**
 * The order a stored value gives: its known ids in its order (a repeated id counts once, an unknown one is dropped),
 * then the ids it leaves out in the default order. Anything that is no `{ order: [...] }` is the default.
 */
export function navOrderIds(stored: unknown): readonly NavId[] {
  const ids = typeof stored === 'object' && stored !== null ? (stored as { order?: unknown }).order : undefined;
  if (!Array.isArray(ids)) return DEFAULT_NAV_ORDER;
  const order: NavId[] = [];
  for (const id of ids) if (KNOWN.has(id) && !order.includes(id as NavId)) order.push(id as NavId);
  return [...order, ...DEFAULT_NAV_ORDER.filter((id) => !order.includes(id))];
}
