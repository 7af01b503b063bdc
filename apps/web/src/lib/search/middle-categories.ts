/**
 * The middle-category filter of the category lists (spec search.md §5 "Category filters"), without the search forms'
 * constants: the category pages take their middle categories from it and carry nothing else of the search.
 */
import { largeCodeOf, type CategoryEntry } from './category-entry.ts';

/** Middle names left out of the lists: 飲食店 under 011 or 113 (食べる has its own form), お問合せ under 119. */
const EXCLUDED_MIDDLE_NAMES: readonly { largeCodes: readonly string[]; name: string }[] = [
  { largeCodes: ['011', '113'], name: '飲食店' },
  { largeCodes: ['119'], name: 'お問合せ' },
];

export function isExcludedMiddle(largeCode: string, name: string): boolean {
  return EXCLUDED_MIDDLE_NAMES.some((rule) => rule.name === name && rule.largeCodes.includes(largeCode));
}

/** The middle categories (level 2) under a large code, minus the excluded names. */
export function middleCategories<T extends CategoryEntry>(entries: readonly T[], largeCode: string): T[] {
  return entries.filter((e) => e.level === 2 && largeCodeOf(e) === largeCode && !isExcludedMiddle(largeCode, e.name));
}
