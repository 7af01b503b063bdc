/**
 * The stay search history cookie (spec search.md §2 stay screen, §9 "Search history cookie"):
 * the last 3 different searches of the last 30 days, latest first. A search is its URL (urlLink): repeating one
 * moves it to the top instead of filling the list with copies, so urlLink also names an entry (its React key, and
 * what × removes).
 */
import { BREAKPOINTS } from '../../config/ui.ts';
import { japanSlashDate } from '@portal/contracts/japan-time';
import { slashDateToIso } from '@portal/contracts/search/urls';

export const SEARCH_HISTORY = { maxEntries: 3, keepDays: 30, cookieDays: 30, displayMaxLength: 100 } as const;

/** The search history sits above the stay form at 640 px or less. */
export const SEARCH_HISTORY_ABOVE_FORM_MAX_WIDTH = BREAKPOINTS.sm;

export interface SearchHistoryEntry {
  /** yyyy/MM/dd, Japan date of the search. */
  searchDate: string;
  urlLink: string;
  urlDisp: string;
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.searchDate === 'string' && typeof v.urlLink === 'string' && typeof v.urlDisp === 'string';
}

/** Whole days from `from` to `to`, both yyyy/MM/dd; null when either is not a date. */
function daysBetween(from: string, to: string): number | null {
  const a = slashDateToIso(from);
  const b = slashDateToIso(to);
  if (!a || !b) return null;
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** An entry is kept up to 30 days after its date (day 30 kept, day 31 dropped). Future or bad dates are dropped. */
export function isFreshEntry(entry: SearchHistoryEntry, now: Date): boolean {
  const age = daysBetween(entry.searchDate, japanSlashDate(now));
  return age !== null && age >= 0 && age <= SEARCH_HISTORY.keepDays;
}

/** Display text is cut to 100 characters (code points, so no surrogate pair is split). */
export function cutDisplayText(text: string): string {
  return Array.from(text).slice(0, SEARCH_HISTORY.displayMaxLength).join('');
}

/**
 * The cookie value (JSON array, latest first) → the fresh entries, at most 3. A malformed value (not JSON, not an
 * array) is ignored as no history; malformed items are skipped.
 */
export function parseSearchHistory(cookieValue: string | null | undefined, now: Date): SearchHistoryEntry[] {
  if (!cookieValue) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(cookieValue);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return withoutRepeats(parsed.filter(isEntry).filter((entry) => isFreshEntry(entry, now))).slice(
    0,
    SEARCH_HISTORY.maxEntries,
  );
}

/** The first (latest) entry of each search; a cookie written before de-duplication may hold copies. */
function withoutRepeats(entries: readonly SearchHistoryEntry[]): SearchHistoryEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.urlLink)) return false;
    seen.add(entry.urlLink);
    return true;
  });
}

export function serialiseSearchHistory(entries: readonly SearchHistoryEntry[]): string {
  return JSON.stringify(entries.slice(0, SEARCH_HISTORY.maxEntries));
}

/**
 * A new search goes first, dated today in Japan; of the other searches the 2 latest fresh ones stay. A search made
 * before (same urlLink) is not kept twice: it moves to the top with today's date.
 */
export function addSearchHistory(
  entries: readonly SearchHistoryEntry[],
  search: { urlLink: string; urlDisp: string },
  now: Date,
): SearchHistoryEntry[] {
  const kept = withoutRepeats(entries)
    .filter((entry) => entry.urlLink !== search.urlLink && isFreshEntry(entry, now))
    .slice(0, SEARCH_HISTORY.maxEntries - 1);
  return [
    { searchDate: japanSlashDate(now), urlLink: search.urlLink, urlDisp: cutDisplayText(search.urlDisp) },
    ...kept,
  ];
}

/** The × button removes the entry of one search (by its urlLink, so the right one goes even if the list changed). */
export function removeSearchHistory(entries: readonly SearchHistoryEntry[], urlLink: string): SearchHistoryEntry[] {
  return entries.filter((entry) => entry.urlLink !== urlLink);
}

/** At 640 px or less the history list sits above the stay form, otherwise below it. */
export function isSearchHistoryAboveForm(viewportWidth: number): boolean {
  return viewportWidth <= SEARCH_HISTORY_ABOVE_FORM_MAX_WIDTH;
}
