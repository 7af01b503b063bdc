import { describe, expect, it } from 'vitest';
import {
  chunkSubList,
  isMegaMenuGroupVisible,
  MEGA_MENU,
  MEGA_MENU_GROUPS,
  megaMenuBookingLink,
  megaMenuCategoryLink,
  megaMenuGenreLink,
  megaMenuOtherPageLink,
  megaMenuPrefectureLink,
  megaMenuPublicStayLink,
  megaMenuScrollCloseThreshold,
  megaMenuShopLink,
  megaMenuSpecialPageLink,
  megaMenuTourLink,
  moveMegaMenuCarousel,
  shouldCloseMegaMenuOnScroll,
  toggleMegaMenuGroup,
} from './mega-menu-rules.ts';

const LIFE = 'https://life.example.jp';
const STAY = 'https://stay.example.jp';
const SHOP = 'https://shop.example.jp';
const TOP = 'https://www.example.jp';

describe('mega-menu links, each with &navi=megamenu (spec search.md §2)', () => {
  it.each([
    [
      'category',
      megaMenuCategoryLink(LIFE, { catLrgClassCd: '102', catMidClassCd: '202' }),
      `${LIFE}/menus?type=1&catLrgClassCd=102&catMidClassCd=202&navi=megamenu`,
    ],
    [
      'category marked no_search adds catSmlClassCd',
      megaMenuCategoryLink(LIFE, { catLrgClassCd: '102', catMidClassCd: '202', catSmlClassCd: '301', noSearch: true }),
      `${LIFE}/menus?type=1&catLrgClassCd=102&catMidClassCd=202&catSmlClassCd=301&navi=megamenu`,
    ],
    [
      'category not marked no_search leaves the small code out',
      megaMenuCategoryLink(LIFE, { catLrgClassCd: '102', catMidClassCd: '202', catSmlClassCd: '301' }),
      `${LIFE}/menus?type=1&catLrgClassCd=102&catMidClassCd=202&navi=megamenu`,
    ],
    ['genre with a code', megaMenuGenreLink(LIFE, '301'), `${LIFE}/menus?type=2&lifeGenreTags=301&navi=megamenu`],
    [
      'genre without a code',
      megaMenuGenreLink(LIFE, null),
      `${LIFE}/menus?keyword=%E3%82%B0%E3%83%AB%E3%83%A1&type=2&navi=megamenu`,
    ],
    ['booking', megaMenuBookingLink(LIFE), `${LIFE}/menus/tour?type=4&navi=megamenu`],
    [
      'flights, tours and other travel: the tour search (type=3) under 101',
      megaMenuTourLink(LIFE, { catMidClassCd: '205' }),
      `${LIFE}/menus/tour?type=3&catLrgClassCd=101&catMidClassCd=205&navi=megamenu`,
    ],
    [
      'a travel category marked no_search adds catSmlClassCd',
      megaMenuTourLink(LIFE, { catMidClassCd: '205', catSmlClassCd: '302', noSearch: true }),
      `${LIFE}/menus/tour?type=3&catLrgClassCd=101&catMidClassCd=205&catSmlClassCd=302&navi=megamenu`,
    ],
    ['shop', megaMenuShopLink(SHOP, 'BS'), `${SHOP}/menus?catLrgClassCd=115&priceFrom=0&boCode=BS&navi=megamenu`],
    [
      'shop without a boCode',
      megaMenuShopLink(SHOP, undefined),
      `${SHOP}/menus?catLrgClassCd=115&priceFrom=0&boCode=&navi=megamenu`,
    ],
    ['special page', megaMenuSpecialPageLink(TOP, 'summer'), `${TOP}/specialPage/detail?spid=summer&navi=megamenu`],
    ['other page', megaMenuOtherPageLink(TOP, 'goriyou'), `${TOP}/otherPage?other_id=goriyou&navi=megamenu`],
    [
      'prefecture',
      megaMenuPrefectureLink(STAY, { areaLrgClassCd: 'region-1', areaMidClassCd: '01' }),
      `${STAY}/search/menu?category=stay&rooms=1&roomCnt=1&numPeople=2&stayNights=1&adultHeadCnt=2&areaLrgClassCd=region-1&areaMidClassCd=01&navi=megamenu`,
    ],
    [
      'public stay',
      megaMenuPublicStayLink(STAY),
      `${STAY}/search/menu?numPeople=2&adultHeadCnt=2&feeLower=0&feeUpper=0&orderBy=LOWEST_PRICE&stayNights=1&roomCnt=1&rooms=1&category=publicStay&navi=megamenu`,
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('mega-menu behaviour (spec search.md §2)', () => {
  it.each([
    [[[], []], false],
    [[], false],
    [[null, []], false],
    [[[], ['x']], true],
  ])('group with mid lists %j visible: %s', (lists, visible) => {
    expect(isMegaMenuGroupVisible(lists)).toBe(visible);
  });
  it('sub-lists in groups of 6', () => {
    expect(chunkSubList([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11, 12],
      [13],
    ]);
    expect(chunkSubList([1, 2, 3, 4, 5, 6])).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(chunkSubList([])).toEqual([]);
  });
  it('the same group again closes it, another switches', () => {
    expect(toggleMegaMenuGroup(null, 3)).toBe(3);
    expect(toggleMegaMenuGroup(3, 3)).toBeNull();
    expect(toggleMegaMenuGroup(3, 5)).toBe(5);
  });
  it.each([
    [1032, 208, 208, false],
    [1032, 209, 208, true],
    [1031, 125, 125, false],
    [1031, 126, 125, true],
    [390, 126, 125, true],
  ])('width %i, scrolled %i: threshold %i, closes %s', (width, scrollY, threshold, closes) => {
    expect(megaMenuScrollCloseThreshold(width)).toBe(threshold);
    expect(shouldCloseMegaMenuOnScroll(scrollY, width)).toBe(closes);
  });
  it.each([
    [0, -1, 0],
    [0, 1, 1],
    [4, 1, 5],
    [5, 1, 5],
    [5, -1, 4],
  ] as const)('carousel from %i by %i → %i', (from, step, to) => {
    expect(moveMegaMenuCarousel(from, step)).toBe(to);
  });
});

describe('mega-menu constants (spec search.md §2, §9)', () => {
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
});
