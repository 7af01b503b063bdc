import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIES } from '@portal/contracts/cookies';
import {
  addSearchHistory,
  cutDisplayText,
  isFreshEntry,
  isSearchHistoryAboveForm,
  parseSearchHistory,
  removeSearchHistory,
  SEARCH_HISTORY,
  serialiseSearchHistory,
  type SearchHistoryEntry,
} from './search-history.ts';

// 2024-06-01 08:00 in Japan; 2024-05-31 23:00 UTC.
const now = new Date('2024-05-31T23:00:00Z');
const entry = (searchDate: string, n = 1): SearchHistoryEntry => ({
  searchDate,
  urlLink: `https://stay/s?${n}`,
  urlDisp: `検索${n}`,
});

describe('search history cookie (spec search.md §9)', () => {
  it('is a client cookie with a 30-day expiry', () => {
    expect(CLIENT_COOKIES.searchHistory).toEqual({ name: 'ly_search_history', days: 30 });
  });
  it.each([
    ['today', '2024/06/01', true],
    ['30 days old', '2024/05/02', true],
    ['31 days old', '2024/05/01', false],
    ['in the future', '2024/06/02', false],
    ['not a date', '2024-05-20', false],
  ])('an entry from %s (%s) is kept: %s', (_name, date, fresh) => {
    expect(isFreshEntry(entry(date), now)).toBe(fresh);
  });
  it('adds the new search first, dated today in Japan, keeping the 2 latest others', () => {
    const before = [entry('2024/05/30', 1), entry('2024/05/29', 2), entry('2024/05/28', 3)];
    const after = addSearchHistory(before, { urlLink: 'https://stay/s?new', urlDisp: '新しい検索' }, now);
    expect(after).toEqual([
      { searchDate: '2024/06/01', urlLink: 'https://stay/s?new', urlDisp: '新しい検索' },
      entry('2024/05/30', 1),
      entry('2024/05/29', 2),
    ]);
  });
  it('rotation: a fourth search pushes out the oldest', () => {
    let history: SearchHistoryEntry[] = [];
    for (const n of [1, 2, 3, 4]) history = addSearchHistory(history, { urlLink: `u${n}`, urlDisp: `d${n}` }, now);
    expect(history.map((e) => e.urlLink)).toEqual(['u4', 'u3', 'u2']);
  });
  it('stale entries are dropped when adding', () => {
    const after = addSearchHistory(
      [entry('2024/05/01', 1), entry('2024/05/02', 2)],
      { urlLink: 'n', urlDisp: 'n' },
      now,
    );
    expect(after.map((e) => e.urlLink)).toEqual(['n', 'https://stay/s?2']);
  });
  it('display text is cut at 100 characters', () => {
    expect(cutDisplayText('あ'.repeat(100))).toBe('あ'.repeat(100));
    expect(cutDisplayText('あ'.repeat(101))).toBe('あ'.repeat(100));
    expect(cutDisplayText('😀'.repeat(101))).toBe('😀'.repeat(100));
    const added = addSearchHistory([], { urlLink: 'u', urlDisp: 'x'.repeat(150) }, now);
    expect(added[0]?.urlDisp).toHaveLength(100);
  });
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['an object', '{"searchDate":"2024/06/01"}'],
    ['a string', '"x"'],
  ])('a %s cookie is ignored', (_name, value) => {
    expect(parseSearchHistory(value, now)).toEqual([]);
  });
  it('parses, skipping malformed and stale items, at most 3, order kept (latest first)', () => {
    const raw = JSON.stringify([
      entry('2024/06/01', 1),
      { searchDate: '2024/06/01' },
      entry('2024/04/01', 2),
      entry('2024/05/31', 3),
      entry('2024/05/30', 4),
      entry('2024/05/29', 5),
    ]);
    expect(parseSearchHistory(raw, now).map((e) => e.urlLink)).toEqual([
      'https://stay/s?1',
      'https://stay/s?3',
      'https://stay/s?4',
    ]);
  });
  it('round-trips through the cookie value', () => {
    const history = [entry('2024/06/01', 1), entry('2024/05/31', 2)];
    expect(parseSearchHistory(serialiseSearchHistory(history), now)).toEqual(history);
  });
  it('× removes the entry of one search, by its urlLink', () => {
    const history = [entry('2024/06/01', 1), entry('2024/05/31', 2)];
    expect(removeSearchHistory(history, 'https://stay/s?1')).toEqual([entry('2024/05/31', 2)]);
    expect(removeSearchHistory(history, 'https://stay/s?9')).toEqual(history);
  });
  it('repeating a search moves it to the top with today’s date instead of adding a copy', () => {
    const before = [entry('2024/05/30', 1), entry('2024/05/29', 2), entry('2024/05/28', 3)];
    const after = addSearchHistory(before, { urlLink: 'https://stay/s?2', urlDisp: '検索2' }, now);
    expect(after).toEqual([
      { searchDate: '2024/06/01', urlLink: 'https://stay/s?2', urlDisp: '検索2' },
      entry('2024/05/30', 1),
      entry('2024/05/28', 3),
    ]);
  });
  it('the same search three times on one day fills one slot; the entries stay unique by urlLink', () => {
    let history: SearchHistoryEntry[] = [entry('2024/05/31', 1)];
    for (let i = 0; i < 3; i++) history = addSearchHistory(history, { urlLink: 'u', urlDisp: 'd' }, now);
    expect(history).toEqual([{ searchDate: '2024/06/01', urlLink: 'u', urlDisp: 'd' }, entry('2024/05/31', 1)]);
  });
  it('copies in a cookie written before de-duplication are read once (the latest)', () => {
    const raw = JSON.stringify([
      entry('2024/06/01', 1),
      entry('2024/06/01', 1),
      entry('2024/05/31', 1),
      entry('2024/05/30', 2),
    ]);
    expect(parseSearchHistory(raw, now)).toEqual([entry('2024/06/01', 1), entry('2024/05/30', 2)]);
    const added = addSearchHistory(JSON.parse(raw) as SearchHistoryEntry[], { urlLink: 'n', urlDisp: 'n' }, now);
    expect(added.map((e) => e.urlLink)).toEqual(['n', 'https://stay/s?1', 'https://stay/s?2']);
  });
  it.each([
    [640, true],
    [641, false],
  ])('at %i px the list is above the form: %s', (width, above) => {
    expect(isSearchHistoryAboveForm(width)).toBe(above);
  });
});

describe('search history, display and menu constants (spec search.md §2, §9)', () => {
  it('history keeps 3 for 30 days, cookie 30 days, text 100 characters', () => {
    expect(SEARCH_HISTORY).toEqual({ maxEntries: 3, keepDays: 30, cookieDays: 30, displayMaxLength: 100 });
  });
});
