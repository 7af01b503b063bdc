import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIES } from '@portal/contracts/cookies';
import { emptyChildCounts } from '@portal/contracts/search/children';
import { parseStayConditions, serialiseStayConditions } from './stay-conditions.ts';
import type { StaySearchInput } from '@portal/contracts/search/urls';

// 2024-06-01 00:30 in Japan is still 2024-05-31 in UTC.
const now = new Date('2024-05-31T15:30:00Z');

const saved: StaySearchInput = {
  keyword: '温泉',
  areaLrgClassCd: 'region-4',
  areaMidClassCd: '13',
  areaSmlClassCd: '131',
  areaDtlClassCd: null,
  checkInDate: '2024/06/02',
  stayNights: 2,
  rooms: 1,
  adults: 2,
  children: { ...emptyChildCounts(), youjiAHeadCnt: 1 },
  feeLower: 5000,
  feeUpper: 0,
  specialConditions: { mealCondition: ['isOnlyDinner'] },
};

describe('saved stay conditions cookie (spec search.md §4, §5)', () => {
  it('is a client cookie', () => {
    expect(CLIENT_COOKIES.stayConditions.name).toBe('ly_stay_conditions');
  });
  it('round-trips', () => {
    expect(parseStayConditions(serialiseStayConditions(saved), now)).toEqual(saved);
  });
  it.each([undefined, '', '{oops', '[]', '"x"', 'null'])('ignores a malformed value %j', (value) => {
    expect(parseStayConditions(value, now)).toBeNull();
  });
  it('out-of-range numbers fall back to the defaults', () => {
    const parsed = parseStayConditions(
      JSON.stringify({ stayNights: 7, rooms: 0, adults: 'x', children: { youjiAHeadCnt: 11 } }),
      now,
    );
    expect(parsed).toMatchObject({ stayNights: 1, rooms: 1, adults: 2, feeLower: 0, feeUpper: 0 });
    expect(parsed?.children).toEqual(emptyChildCounts());
  });
  it.each([
    ['today in Japan', '2024/06/01'],
    ['a later day', '2024/06/02'],
  ])('restores a check-in date of %s (%s)', (_name, checkInDate) => {
    expect(parseStayConditions(serialiseStayConditions({ ...saved, checkInDate }), now)).toMatchObject({
      checkInDate,
      stayNights: 2,
    });
  });
  it.each([
    ['yesterday in Japan', '2024/05/31'],
    ['long past', '2020/01/01'],
    ['not a date', '2024/02/30'],
  ])('clears a saved check-in date of %s (%s), and the nights go back to 1 (spec search.md §4, §5)', (_n, date) => {
    expect(parseStayConditions(serialiseStayConditions({ ...saved, checkInDate: date }), now)).toMatchObject({
      checkInDate: null,
      stayNights: 1,
    });
  });
  it('a saved keyword keeps its first 100 characters', () => {
    const long = { ...saved, keyword: '𠮷'.repeat(101) };
    expect(parseStayConditions(serialiseStayConditions(long), now)?.keyword).toBe('𠮷'.repeat(100));
  });
});
