/**
 * A category of the large-categories call, as the pure rules need it (spec search.md §3 "Category entries").
 * A plain interface on purpose: the zod schema of the call lives in ../catalog.ts and stays out of these modules.
 * Level 1 is a large category (its own code is catClassCd), level 2 a middle one, level 3 a small one.
 */
export interface CategoryEntry {
  catClassCd: string;
  catLrgClassCd?: string | null;
  catMidClassCd?: string | null;
  level: 1 | 2 | 3 | 4;
  name: string;
}

/** The large code an entry belongs to: its own code at level 1. */
export function largeCodeOf(entry: CategoryEntry): string | null {
  return entry.level === 1 ? entry.catClassCd : (entry.catLrgClassCd ?? null);
}

/** The middle code an entry belongs to: its own code at level 2, none at level 1. */
export function middleCodeOf(entry: CategoryEntry): string | null {
  if (entry.level === 1) return null;
  return entry.level === 2 ? entry.catClassCd : (entry.catMidClassCd ?? null);
}
