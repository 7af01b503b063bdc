/** Category lists of the search forms and the category picker (spec search.md §4, §5 "Category filters"). */
import { largeCodeOf, middleCodeOf, smallCodeOf, type CategoryEntry } from './category-entry.ts';
import { middleCategories } from './middle-categories.ts';
import {
  FLIGHT_TOUR_MID_CODES,
  FLIGHT_TOUR_SMALL_CODES,
  LIFE_LARGE_CODES,
  RESERVE_SITE_MID_CODES,
  SEARCH_TEXTS,
} from './constants.ts';
import {
  GOURMET_LARGE_CODE,
  GOURMET_MID_CODE,
  SHOP_LARGE_CODE,
  TRAVEL_LARGE_CODE,
} from '@portal/contracts/search/constants';

/** Large category list: level 1, codes 102–114 and 116–119. */
export function largeCategories(entries: readonly CategoryEntry[]): CategoryEntry[] {
  return entries.filter((e) => e.level === 1 && LIFE_LARGE_CODES.includes(largeCodeOf(e) ?? ''));
}

// The middle-category filter lives on its own, so that the category pages need none of the search forms' constants.
export { isExcludedMiddle, middleCategories } from './middle-categories.ts';

/** The small categories (level 3) under a large and middle code. */
export function smallCategories(
  entries: readonly CategoryEntry[],
  largeCode: string,
  middleCode: string,
): CategoryEntry[] {
  return entries.filter((e) => e.level === 3 && largeCodeOf(e) === largeCode && middleCodeOf(e) === middleCode);
}

export type TourTab = 'flightTour' | 'reserveSite';

/** Tab 3: mids 205–207; tab 4: mids 201 and 204 (under 101). */
export function tourMiddleCategories(entries: readonly CategoryEntry[], tab: TourTab): CategoryEntry[] {
  const codes = tab === 'flightTour' ? FLIGHT_TOUR_MID_CODES : RESERVE_SITE_MID_CODES;
  return middleCategories(entries, TRAVEL_LARGE_CODE).filter((e) => codes.includes(middleCodeOf(e) ?? ''));
}

/** Tab 3: smalls 301–304; tab 4: small 311 when the mid is 201, otherwise 301. */
export function tourSmallCodes(tab: TourTab, middleCode: string): readonly string[] {
  if (tab === 'flightTour') return FLIGHT_TOUR_SMALL_CODES;
  return middleCode === '201' ? ['311'] : ['301'];
}

/** The small select: empty (and disabled) until a mid is chosen. */
export function tourSmallCategories(
  entries: readonly CategoryEntry[],
  tab: TourTab,
  middleCode: string | null | undefined,
): CategoryEntry[] {
  if (!middleCode) return [];
  const codes = tourSmallCodes(tab, middleCode);
  return smallCategories(entries, TRAVEL_LARGE_CODE, middleCode).filter((e) => codes.includes(smallCodeOf(e) ?? ''));
}

/** Shop middle categories: level 2 under 115. */
export function shopMiddleCategories(entries: readonly CategoryEntry[]): CategoryEntry[] {
  return middleCategories(entries, SHOP_LARGE_CODE);
}

/** The gourmet genre dropdown: level 3 under 113/201, minus the tags already chosen. */
export function gourmetGenreOptions(
  entries: readonly CategoryEntry[],
  chosen: readonly { catClassCd: string }[],
): CategoryEntry[] {
  const taken = new Set(chosen.map((tag) => tag.catClassCd));
  return smallCategories(entries, GOURMET_LARGE_CODE, GOURMET_MID_CODE).filter((e) => !taken.has(e.catClassCd));
}

export interface GenreTag {
  catClassCd: string;
  name: string;
  level: number;
}

/** Choosing a genre adds a removable tag (once). */
export function addGenreTag(tags: readonly GenreTag[], tag: GenreTag): GenreTag[] {
  return tags.some((t) => t.catClassCd === tag.catClassCd) ? [...tags] : [...tags, tag];
}

export function removeGenreTag(tags: readonly GenreTag[], catClassCd: string): GenreTag[] {
  return tags.filter((t) => t.catClassCd !== catClassCd);
}

// ── Category picker (the 暮らす・遊ぶ category modal) ──────────────────────────

export interface PickedItem {
  id: string;
  label: string;
}

export type CategoryLevel = 'large' | 'medium' | 'small';
const CATEGORY_LEVELS: readonly CategoryLevel[] = ['large', 'medium', 'small'];

/**
 * The picker's state; once confirmed it is the spec's category selection result (§3): large/medium/small id and
 * label, and categoryLabel for category_label. region_id and for_search_history have no reader (only the stay form
 * keeps a search history), so no separate result object is built.
 */
export interface CategoryPickerState {
  large: PickedItem | null;
  medium: PickedItem | null;
  small: PickedItem | null;
}

export const EMPTY_CATEGORY_PICK: CategoryPickerState = { large: null, medium: null, small: null };

/**
 * Clicking an item picks it and clears the levels below; clicking the picked item again deselects it and
 * resets that level and below.
 */
export function pickCategory(state: CategoryPickerState, level: CategoryLevel, item: PickedItem): CategoryPickerState {
  const index = CATEGORY_LEVELS.indexOf(level);
  const next: CategoryPickerState = { ...state };
  for (const lower of CATEGORY_LEVELS.slice(index + 1)) next[lower] = null;
  next[level] = state[level]?.id === item.id ? null : item;
  return next;
}

/** The picked labels joined with ' / ', or 'カテゴリを選択' when nothing is picked. */
export function categoryLabel(state: CategoryPickerState): string {
  const labels = CATEGORY_LEVELS.map((level) => state[level]?.label).filter((label): label is string => !!label);
  return labels.length ? labels.join(' / ') : SEARCH_TEXTS.categoryDefaultLabel;
}
