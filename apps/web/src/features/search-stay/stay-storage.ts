import { CLIENT_COOKIES } from '@portal/contracts/cookies';
import {
  addSearchHistory,
  parseSearchHistory,
  removeSearchHistory,
  serialiseSearchHistory,
  type SearchHistoryEntry,
} from './search-history.ts';
import { parseStayConditions, serialiseStayConditions } from './stay-conditions.ts';
import type { StaySearchInput } from '@portal/contracts/search/urls';
import { readCookie, writeCookie } from '../../lib/cookies.ts';

/** The stay search history cookie (spec search.md §9): the last 3 of 30 days, latest first. */
export function readSearchHistory(now = new Date()): SearchHistoryEntry[] {
  return parseSearchHistory(readCookie(CLIENT_COOKIES.searchHistory.name), now);
}

function writeSearchHistory(entries: readonly SearchHistoryEntry[]): void {
  const { name, days } = CLIENT_COOKIES.searchHistory;
  writeCookie(name, serialiseSearchHistory(entries), days);
}

export function recordSearch(search: { urlLink: string; urlDisp: string }, now = new Date()): void {
  writeSearchHistory(addSearchHistory(readSearchHistory(now), search, now));
}

export function deleteSearchHistory(urlLink: string, now = new Date()): SearchHistoryEntry[] {
  const next = removeSearchHistory(readSearchHistory(now), urlLink);
  writeSearchHistory(next);
  return next;
}

/**
 * The saved domestic conditions (spec search.md §4): written on search, restored on returning to the tab; a check-in
 * date that has passed since (Japan date) comes back cleared (§5).
 */
export function readStayConditions(now = new Date()): StaySearchInput | null {
  return parseStayConditions(readCookie(CLIENT_COOKIES.stayConditions.name), now);
}

export function saveStayConditions(conditions: StaySearchInput): void {
  const { name, days } = CLIENT_COOKIES.stayConditions;
  writeCookie(name, serialiseStayConditions(conditions), days);
}
