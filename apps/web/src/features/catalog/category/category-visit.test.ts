import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIES, LOCAL_STORAGE_KEYS } from '@portal/contracts/cookies';
import { readCookie } from '../../../lib/cookies.ts';
import { japanSlashDate } from '@portal/contracts/japan-time';
import { recordCategoryVisit } from './category-visit.ts';

const stored = () => ({
  cookie: JSON.parse(readCookie(CLIENT_COOKIES.navOrder.name) ?? 'null') as unknown,
  local: JSON.parse(window.localStorage.getItem(LOCAL_STORAGE_KEYS.navOrder) ?? 'null') as unknown,
});

describe('a visit to a category page (spec portal.md §3: nav order in a 3650-day cookie and localStorage)', () => {
  it('puts the category first in both stores, dated today in Japan as yyyy/MM/dd', () => {
    // 2026-11-24 23:30 UTC is already the 25th in Japan.
    recordCategoryVisit('travel', new Date('2026-11-24T15:30:00Z'));
    recordCategoryVisit('leisure', new Date('2026-11-24T15:30:00Z'));
    const { cookie, local } = stored();
    expect(cookie).toEqual({
      order: ['crly1', 'crly7', 'crly2', 'crly3', 'crly4', 'crly5', 'crly6', 'crly8', 'crly9', 'crly10', 'crly11'],
      lastUpdateDate: '2026/11/25',
    });
    expect(local).toEqual(cookie);
    expect(CLIENT_COOKIES.navOrder.days).toBe(3650);
  });

  it('replaces a malformed stored order with the default one, the visited category first', () => {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS.navOrder, '{"order":"broken"');
    recordCategoryVisit('life', new Date('2026-01-05T00:00:00Z'));
    expect(stored().local).toEqual({
      order: ['crly11', 'crly1', 'crly2', 'crly3', 'crly4', 'crly5', 'crly6', 'crly7', 'crly8', 'crly9', 'crly10'],
      lastUpdateDate: '2026/01/05',
    });
  });

  it.each(['2026-11-24T14:59:59Z', '2026-11-24T15:00:00Z', '2026-12-31T15:00:00Z', '2027-02-28T20:00:00Z'])(
    'dates the change as the search forms date today in Japan (%s)',
    (instant) => {
      recordCategoryVisit('travel', new Date(instant));
      expect((stored().local as { lastUpdateDate: string }).lastUpdateDate).toBe(japanSlashDate(new Date(instant)));
    },
  );
});
