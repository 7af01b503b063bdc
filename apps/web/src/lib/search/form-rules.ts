/**
 * Rules every search form follows in the browser: the keyword's length and Enter (spec search.md §5, §9). The pickers'
 * past dates are contracts' (search/form-rules.ts isSelectableDate), with the forms' other rules.
 */
import { MENU_SEARCH_KEYWORD_MAX } from '@portal/contracts/catalog-pages';

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
