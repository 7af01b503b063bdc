import { describe, expect, it } from 'vitest';
import { MENU_SEARCH_KEYWORD_MAX } from '@portal/contracts/catalog-pages';
import { STAY_CHILDREN } from '@portal/contracts/search/constants';
import {
  isNightsEnabled,
  nightsAfterDateChange,
  STAY_ADULTS,
  STAY_NIGHTS,
  STAY_ROOMS,
  stayAdultsOptions,
  stayNightsOptions,
  stayRoomsOptions,
} from './stay-form.ts';

describe('stay form limits (spec search.md §9)', () => {
  it.each([
    ['nights', STAY_NIGHTS, { min: 1, max: 6, default: 1 }],
    ['rooms', STAY_ROOMS, { min: 1, max: 10, default: 1 }],
    ['adults', STAY_ADULTS, { min: 1, max: 10, default: 2 }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
  it('children default 0, total at most 10; keyword at most 100', () => {
    expect(STAY_CHILDREN).toEqual({ default: 0, totalMax: 10 });
    expect(MENU_SEARCH_KEYWORD_MAX).toBe(100);
  });
});

describe('stay form options and dates (spec search.md §4, §5, §9)', () => {
  it('nights 1–6, rooms 1–10, adults 1–10', () => {
    expect(stayNightsOptions()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stayRoomsOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(stayAdultsOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('nights are disabled until a date; resetting the date sets nights to 1', () => {
    expect(isNightsEnabled(null)).toBe(false);
    expect(isNightsEnabled('')).toBe(false);
    expect(isNightsEnabled('2024/06/02')).toBe(true);
    expect(nightsAfterDateChange(null, 4)).toBe(1);
    expect(nightsAfterDateChange('2024/06/03', 4)).toBe(4);
  });
});
