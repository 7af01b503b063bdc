/**
 * A category of the large-categories call, as the pure rules need it (spec search.md §3 "Category entries").
 * A plain interface on purpose: the zod schema of the call (`CategoryEntrySchema` of @portal/contracts/catalog) stays out of
 * these modules so the header search chunk carries no zod. On the wire catClassCd is the path's codes joined
 * ('113', '113201', '113201301') and each level's own code is in catLrgClassCd / catMidClassCd / catSmlClassCd;
 * the helpers below read those fields and fall back to catClassCd for an entry of that level without them.
 */
export interface CategoryEntry {
  catClassCd: string;
  catLrgClassCd?: string | null;
  catMidClassCd?: string | null;
  catSmlClassCd?: string | null;
  level: number;
  name: string;
}

/** The large code an entry belongs to. */
export function largeCodeOf(entry: CategoryEntry): string | null {
  return entry.catLrgClassCd ?? (entry.level === 1 ? entry.catClassCd : null);
}

/** The middle code an entry belongs to; none at level 1. */
export function middleCodeOf(entry: CategoryEntry): string | null {
  if (entry.level === 1) return null;
  return entry.catMidClassCd ?? (entry.level === 2 ? entry.catClassCd : null);
}

/** The small code of a level-3 (or deeper) entry. */
export function smallCodeOf(entry: CategoryEntry): string | null {
  if (entry.level < 3) return null;
  return entry.catSmlClassCd ?? (entry.level === 3 ? entry.catClassCd : null);
}
