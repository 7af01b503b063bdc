import { describe, expect, it } from 'vitest';
import { SHOP_LARGE_CODE, TRAVEL_LARGE_CODE } from '@portal/contracts/search/constants';
import {
  FLIGHT_TOUR_MID_CODES,
  FLIGHT_TOUR_SMALL_CODES,
  LIFE_LARGE_CODES,
  RESERVE_SITE_MID_CODES,
} from './constants.ts';

describe('category codes (spec search.md §9)', () => {
  it('life 102–114 and 116–119, never 101 or 115', () => {
    expect(LIFE_LARGE_CODES).toEqual([
      '102',
      '103',
      '104',
      '105',
      '106',
      '107',
      '108',
      '109',
      '110',
      '111',
      '112',
      '113',
      '114',
      '116',
      '117',
      '118',
      '119',
    ]);
    expect(LIFE_LARGE_CODES).not.toContain(TRAVEL_LARGE_CODE);
    expect(LIFE_LARGE_CODES).not.toContain(SHOP_LARGE_CODE);
  });
  it('travel 101, shop 115, flights 205–207 / 301–304, reservation 201 and 204', () => {
    expect([TRAVEL_LARGE_CODE, SHOP_LARGE_CODE]).toEqual(['101', '115']);
    expect(FLIGHT_TOUR_MID_CODES).toEqual(['205', '206', '207']);
    expect(FLIGHT_TOUR_SMALL_CODES).toEqual(['301', '302', '303', '304']);
    expect(RESERVE_SITE_MID_CODES).toEqual(['201', '204']);
  });
});
