import { describe, expect, it } from 'vitest';
import {
  CARD_CAROUSEL,
  FLIGHT_TOUR_MID_CODES,
  FLIGHT_TOUR_SMALL_CODES,
  GOURMET_PARTY,
  GOURMET_TIME,
  KEYWORD_MAX_LENGTH,
  LIFE_LARGE_CODES,
  MEGA_MENU,
  MEGA_MENU_GROUPS,
  RESERVE_SITE_MID_CODES,
  SEARCH_HISTORY,
  SERVICE_DIVISION,
  SHOP_LARGE_CODE,
  SHOP_PRICE_STEPS,
  SPECIAL_CONDITION_GROUPS,
  STAY_ADULTS,
  STAY_CHILDREN,
  STAY_NIGHTS,
  STAY_PRICE_VALUES,
  STAY_ROOMS,
  TRAVEL_LARGE_CODE,
  USAGE_FILTERS,
  BREAKPOINTS,
  gourmetPartyOptions,
  gourmetTimeOptions,
  partySizeLabel,
} from '../../src/search/constants.ts';

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
    expect(KEYWORD_MAX_LENGTH).toBe(100);
  });
});

describe('price lists (spec search.md §9)', () => {
  it('stay: 1,000–10,000 by 1,000, then 12,000 … 200,000', () => {
    expect(STAY_PRICE_VALUES).toEqual([
      1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 12000, 14000, 16000, 18000, 20000, 30000, 40000,
      50000, 100000, 150000, 200000,
    ]);
  });
  it('shop steps', () => {
    expect(SHOP_PRICE_STEPS).toEqual([1000, 2000, 3000, 4000, 5000, 10000, 20000, 30000, 50000]);
  });
});

describe('gourmet form (spec search.md §9)', () => {
  it('party size 1–99 labelled N名, default 2', () => {
    const options = gourmetPartyOptions();
    expect(options).toHaveLength(99);
    expect(options[0]).toEqual({ value: 1, label: '1名' });
    expect(options[98]).toEqual({ value: 99, label: '99名' });
    expect(GOURMET_PARTY.default).toBe(2);
    expect(partySizeLabel(2)).toBe('2名');
  });
  it('time every 15 minutes from 07:00 through 24:00, default 19:00', () => {
    const times = gourmetTimeOptions();
    expect(times[0]).toBe('07:00');
    expect(times[1]).toBe('07:15');
    expect(times.at(-1)).toBe('24:00');
    expect(times.at(-2)).toBe('23:45');
    expect(times).toHaveLength(17 * 4 + 1);
    expect(times).toContain(GOURMET_TIME.default);
    expect(GOURMET_TIME.default).toBe('19:00');
  });
});

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

describe('search history, display and menu constants (spec search.md §2, §9)', () => {
  it('history keeps 3 for 30 days, cookie 30 days, text 100 characters', () => {
    expect(SEARCH_HISTORY).toEqual({ maxEntries: 3, keepDays: 30, cookieDays: 30, displayMaxLength: 100 });
  });
  it('card carousel 5000 ms, 1.3 slides, 24 spacing, 3 from 1024, loop', () => {
    expect(CARD_CAROUSEL).toEqual({
      autoplayMs: 5000,
      slidesPerView: 1.3,
      spaceBetween: 24,
      wideSlidesPerView: 3,
      wideFromWidth: 1024,
      loop: true,
    });
    expect(BREAKPOINTS).toEqual({ sm: 640, lg: 1024 });
  });
  it('mega-menu: 1032 / 208 / 125, sub-lists of 6, carousel to 5', () => {
    expect(MEGA_MENU).toEqual({
      wideFromWidth: 1032,
      scrollCloseWide: 208,
      scrollCloseNarrow: 125,
      subListSize: 6,
      carouselMaxPosition: 5,
    });
  });
  it('ten mega-menu groups in order, each named', () => {
    expect(MEGA_MENU_GROUPS.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(MEGA_MENU_GROUPS.map((g) => g.name)).toEqual([
      'レジャー・エンタメ',
      'グルメ',
      'リラクゼーション・美容',
      'ショッピング・ポイント',
      '旅行',
      '健康・スポーツ',
      'スキルアップ',
      '暮らし',
      '育児・介護・ライフイベント',
      'オリジナルプラン・サポート',
    ]);
  });
  it('special condition groups and their wire ids (spec search.md §3)', () => {
    expect(Object.fromEntries(SPECIAL_CONDITION_GROUPS.map((g) => [g.id, g.conditions.map((c) => c.id)]))).toEqual({
      facility: ['isBusinessHotel'],
      mealCondition: ['isOnlyDinner', 'isOnlyBreakfast'],
      roomCondition: ['isNonSmokingRoom', 'isSmokingRoom'],
      serviceEquip: ['hasNaturalHotspring'],
      planByCompany: ['isNotRakuten', 'isRakuten'],
    });
  });
  it('the screen offers the six choices of §2 (smoking room is wire-only)', () => {
    const onScreen = SPECIAL_CONDITION_GROUPS.flatMap((g) =>
      g.conditions.filter((c) => c.onScreen).map((c) => c.label),
    );
    expect(onScreen).toEqual([
      'ビジネスホテル',
      '夕食のみ',
      '朝食のみ',
      '禁煙ルーム',
      '天然温泉',
      'オリジナルプラン',
      '提携旅行サイトのプラン',
    ]);
  });
  it('usage filters 1–4 and service divisions A10/A20', () => {
    expect(USAGE_FILTERS).toEqual([
      { value: '1', label: '給与天引きで支払可' },
      { value: '2', label: '会員証・クーポン提示利用可' },
      { value: '3', label: 'ベネポが使えるプラン' },
      { value: '4', label: 'ベネポが貯まるプラン' },
    ]);
    expect(SERVICE_DIVISION).toMatchObject({ stay: 'A10', publicStay: 'A20' });
  });
});
