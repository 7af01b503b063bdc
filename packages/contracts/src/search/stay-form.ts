/** Stay form options and date rules (spec search.md §4, §5, §9). */
import { KEYWORD_MAX_LENGTH, STAY_ADULTS, STAY_NIGHTS, STAY_ROOMS } from './constants.ts';
import { japanToday, slashDateToIso } from './japan-date.ts';

function between(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

export const stayNightsOptions = (): number[] => between(STAY_NIGHTS.min, STAY_NIGHTS.max);
export const stayRoomsOptions = (): number[] => between(STAY_ROOMS.min, STAY_ROOMS.max);
export const stayAdultsOptions = (): number[] => between(STAY_ADULTS.min, STAY_ADULTS.max);

/**
 * Past dates are disabled (the check-in and the gourmet date pickers, spec search.md §2, §5): today in Japan and
 * later are selectable; a value that is not a yyyy/MM/dd date is not.
 */
export function isSelectableDate(date: string, now: Date): boolean {
  const iso = slashDateToIso(date);
  const today = slashDateToIso(japanToday(now));
  return iso !== null && today !== null && iso >= today;
}

/** The nights selector is disabled until a check-in date is chosen. */
export function isNightsEnabled(checkInDate: string | null | undefined): boolean {
  return !!checkInDate;
}

/** Setting the check-in date keeps the nights; resetting it sets nights back to 1. */
export function nightsAfterDateChange(checkInDate: string | null | undefined, nights: number): number {
  return checkInDate ? nights : STAY_NIGHTS.default;
}

/**
 * Every search keyword is at most 100 characters (spec search.md §5, §9). A character is a code point, as a member
 * counts it: 𠮷 (a surrogate pair) is one, as in the history's display text. The spec names no message for longer
 * text: the forms keep the first 100 (limitKeyword).
 */
export function isKeywordWithinLimit(keyword: string): boolean {
  return Array.from(keyword).length <= KEYWORD_MAX_LENGTH;
}

/** The keyword as the forms keep it: the first 100 characters (never half a surrogate pair). */
export function limitKeyword(keyword: string): string {
  return isKeywordWithinLimit(keyword) ? keyword : Array.from(keyword).slice(0, KEYWORD_MAX_LENGTH).join('');
}

/** Enter in a text field of the search forms starts the search (not while an IME is composing). */
export function isSearchKey(event: { key: string; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.isComposing;
}
