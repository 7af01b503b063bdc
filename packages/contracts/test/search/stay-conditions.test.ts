import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIES } from '../../src/cookies.ts';
import { emptyChildCounts } from '../../src/search/children.ts';
import { parseStayConditions, serialiseStayConditions } from '../../src/search/stay-conditions.ts';
import type { StaySearchInput } from '../../src/search/urls.ts';

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
    expect(parseStayConditions(serialiseStayConditions(saved))).toEqual(saved);
  });
  it.each([undefined, '', '{oops', '[]', '"x"', 'null'])('ignores a malformed value %j', (value) => {
    expect(parseStayConditions(value)).toBeNull();
  });
  it('out-of-range numbers fall back to the defaults', () => {
    const parsed = parseStayConditions(
      JSON.stringify({ stayNights: 7, rooms: 0, adults: 'x', children: { youjiAHeadCnt: 11 } }),
    );
    expect(parsed).toMatchObject({ stayNights: 1, rooms: 1, adults: 2, feeLower: 0, feeUpper: 0 });
    expect(parsed?.children).toEqual(emptyChildCounts());
  });
});
