/** Rules every search form follows: the date pickers' past dates, the keyword's length, Enter (spec search.md §5, §9). */
import { MENU_SEARCH_KEYWORD_MAX } from '@portal/contracts/catalog-pages';
import { japanSlashDate } from '@portal/contracts/japan-time';
import { slashDateToIso } from '@portal/contracts/search/urls';

/**
 * Past dates are disabled (the check-in and the gourmet date pickers, spec search.md §2, §5): today in Japan and
 * later are selectable; a value that is not a yyyy/MM/dd date is not.
 */
export function isSelectableDate(date: string, now: Date): boolean {
  const iso = slashDateToIso(date);
  const today = slashDateToIso(japanSlashDate(now));
  return iso !== null && today !== null && iso >= today;
}

/**
 * Every search keyword is at most 100 characters (spec search.md §5, §9). A character is a code point, as a member
 * counts it: 𠮷 (a surrogate pair) is one, as in the history's display text. The spec names no message for longer
 * text: the forms keep the first 100 (limitKeyword).
 */
export function isKeywordWithinLimit(keyword: string): boolean {
  return Array.from(keyword).length <= MENU_SEARCH_KEYWORD_MAX;
}

/** The keyword as the forms keep it: the first 100 characters (never half a surrogate pair). */
export function limitKeyword(keyword: string): string {
  return isKeywordWithinLimit(keyword) ? keyword : Array.from(keyword).slice(0, MENU_SEARCH_KEYWORD_MAX).join('');
}

/** Enter in a text field of the search forms starts the search (not while an IME is composing). */
export function isSearchKey(event: { key: string; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.isComposing;
}
