import { describe, expect, it } from 'vitest';
import { MenuSearchQuerySchema } from '../../src/catalog.ts';
import { MapMarkersQuerySchema } from '../../src/catalog-map.ts';
import { mapMarkersQuery } from '../../src/map-area.ts';
import { emptyChildCounts } from '../../src/search/children.ts';
import { buildUrl } from '../../src/search/query.ts';
import {
  buildLifeMapSearchUrl,
  buildLifeSearchUrl,
  buildPublicStayAlternateUrl,
  buildPublicStaySearchUrl,
  buildShopSearchUrl,
  buildSiteKeywordUrl,
  buildStaySearchUrl,
  buildTourSearchUrl,
  buildWebReservationMapUrl,
  buildWebReservationUrl,
  mapSearchUrl,
  shopMenusUrl,
  specialConditionPairs,
} from '../../src/search/urls.ts';

const STAY = 'https://stay.example.jp';
const LIFE = 'https://life.example.jp';
const SHOP = 'https://shop.example.jp';
const BOOKING = 'https://booking.example.jp/search';

const query = (url: string) => [...new URL(url).searchParams.entries()];

describe('only non-empty values (spec search.md §1)', () => {
  it('drops undefined, null, blank and empty lists, keeps 0, repeats lists', () => {
    expect(
      buildUrl('https://h/', '/p', [
        ['a', undefined],
        ['b', null],
        ['c', ' '],
        ['d', []],
        ['e', 0],
        ['f', ['x', 'y']],
      ]),
    ).toBe('https://h/p?e=0&f=x&f=y');
    expect(buildUrl('https://h', '/p', [])).toBe('https://h/p');
  });
});

describe('domestic stay search URL (spec search.md §2, §3)', () => {
  it('sends exactly the spec parameters in order', () => {
    const url = buildStaySearchUrl(STAY, {
      keyword: ' 温泉 ',
      areaLrgClassCd: 'region-4',
      areaMidClassCd: '13',
      areaSmlClassCd: '13101,13102',
      areaDtlClassCd: null,
      checkInDate: '2024/06/02',
      stayNights: 2,
      rooms: 1,
      adults: 2,
      children: { ...emptyChildCounts(), exUpperGradesHeadCnt: 1, youjiAHeadCnt: 1 },
      feeLower: 0,
      feeUpper: 20000,
      specialConditions: { mealCondition: ['isOnlyBreakfast', 'isOnlyDinner'], facility: [] },
    });
    expect(url.startsWith(`${STAY}/search/menu?`)).toBe(true);
    expect(query(url)).toEqual([
      ['category', 'stay'],
      ['keyword', '温泉'],
      ['areaLrgClassCd', 'region-4'],
      ['areaMidClassCd', '13'],
      ['areaSmlClassCd', '13101,13102'],
      ['checkInDate', '2024/06/02'],
      ['stayNights', '2'],
      ['rooms', '1'],
      ['roomCnt', '1'],
      ['numPeople', '4'],
      ['adultHeadCnt', '2'],
      ['exUpperGradesHeadCnt', '1'],
      ['exLowerGradesHeadCnt', '0'],
      ['youjiAHeadCnt', '1'],
      ['youjiBHeadCnt', '0'],
      ['youjiCHeadCnt', '0'],
      ['youjiDHeadCnt', '0'],
      ['feeLower', '0'],
      ['feeUpper', '20000'],
      ['mealCondition', 'isOnlyDinner,isOnlyBreakfast'],
    ]);
  });
  it('special conditions: parentId → comma-joined ids in group order, empty groups left out', () => {
    expect(
      specialConditionPairs({ planByCompany: ['isRakuten', 'isNotRakuten'], facility: ['isBusinessHotel'] }),
    ).toEqual([
      ['facility', 'isBusinessHotel'],
      ['mealCondition', ''],
      ['roomCondition', ''],
      ['serviceEquip', ''],
      ['planByCompany', 'isNotRakuten,isRakuten'],
    ]);
  });
});

describe('public stay URLs (spec search.md §2)', () => {
  it('stay host with the fixed party and category=publicStay', () => {
    expect(buildPublicStaySearchUrl(STAY, { areaMidClassCd: '27' })).toBe(
      `${STAY}/search/menu?areaMidClassCd=27&numPeople=2&adultHeadCnt=2&feeLower=0&feeUpper=0&orderBy=LOWEST_PRICE&stayNights=1&roomCnt=1&rooms=1&category=publicStay`,
    );
  });
  it.each(['stay', 'publicStay'] as const)('alternate search host with category=%s', (category) => {
    expect(buildPublicStayAlternateUrl('https://search.example.jp', { keyword: '宿', category })).toBe(
      `https://search.example.jp?keyword=%E5%AE%BF&category=${category}`,
    );
  });
});

describe('tour and reservation URLs (spec search.md §2)', () => {
  it.each([
    ['flightTour', '3'],
    ['reserveSite', '4'],
  ] as const)('%s → type=%s', (tab, type) => {
    expect(buildTourSearchUrl(LIFE, { tab, catMidClassCd: '205', catSmlClassCd: '', keyword: 'ハワイ' })).toBe(
      `${LIFE}/menus/tour?type=${type}&catLrgClassCd=101&catMidClassCd=205&keyword=%E3%83%8F%E3%83%AF%E3%82%A4`,
    );
  });
});

describe('life URL (spec search.md §2)', () => {
  it('type=1 with categories, areas, genre list, keyword, category, useage[]', () => {
    const url = buildLifeSearchUrl(LIFE, {
      type: 1,
      catLrgClassCd: '102',
      catMidClassCd: '202',
      areaMidClassCd: '13',
      areaSmlClassCd: '131',
      lifeGenreTags: ['301', '302'],
      keyword: 'ヨガ',
      useage: ['1', '3'],
    });
    expect(url.startsWith(`${LIFE}/menus?`)).toBe(true);
    expect(query(url)).toEqual([
      ['type', '1'],
      ['catLrgClassCd', '102'],
      ['catMidClassCd', '202'],
      ['areaMidClassCd', '13'],
      ['areaSmlClassCd', '131'],
      ['lifeGenreTags', '301'],
      ['lifeGenreTags', '302'],
      ['keyword', 'ヨガ'],
      ['useage[]', '1'],
      ['useage[]', '3'],
    ]);
  });
  it('type=2 (coupon) with nothing else', () => {
    expect(buildLifeSearchUrl(LIFE, { type: 2, lifeGenreTags: [] })).toBe(`${LIFE}/menus?type=2`);
  });
  it('a coupon search with only a 大エリア carries the region, which the results page filters by', () => {
    const url = buildLifeSearchUrl(LIFE, { type: 2, areaLrgClassCd: 'region-4', areaMidClassCd: '' });
    expect(query(url)).toEqual([
      ['type', '2'],
      ['areaLrgClassCd', 'region-4'],
    ]);
    expect(MenuSearchQuerySchema.parse(Object.fromEntries(query(url)))).toMatchObject({ areaLrgClassCd: 'region-4' });
  });
  it('the region goes before the prefecture', () => {
    expect(query(buildLifeSearchUrl(LIFE, { type: 2, areaLrgClassCd: 'region-4', areaMidClassCd: '13' }))).toEqual([
      ['type', '2'],
      ['areaLrgClassCd', 'region-4'],
      ['areaMidClassCd', '13'],
    ]);
  });
});

describe('gourmet map search URL', () => {
  it('is /map on the life host with the /menus conditions', () => {
    const input = { type: 2 as const, areaMidClassCd: '13', lifeGenreTags: ['301'], keyword: '寿司' };
    const url = buildLifeMapSearchUrl(LIFE, input);
    expect(url.startsWith(`${LIFE}/map?`)).toBe(true);
    expect(query(url)).toEqual(query(buildLifeSearchUrl(LIFE, input)));
  });
});

describe('gourmet map search URL in ネット予約 mode', () => {
  const input = {
    areaMidClassCd: '13',
    areaSmlClassCd: '1301',
    areaLrgClassCd: 'region-4',
    gourmetGenreTags: '101',
    date: '2099/06/02',
    time: '19:30',
    seatNum: 4,
    keyword: '焼肉',
  };
  it('keeps the booking search’s date, time, party and genre, after the gourmet category and webReservation=1', () => {
    const url = buildWebReservationMapUrl(LIFE, input);
    expect(url.startsWith(`${LIFE}/map?`)).toBe(true);
    expect(query(url)).toEqual([
      ['catLrgClassCd', '113'],
      ['catMidClassCd', '201'],
      ['webReservation', '1'],
      ...query(buildWebReservationUrl(BOOKING, input)),
    ]);
    expect(new URL(url).searchParams.get('date')).toBe('2099-06-02');
  });
  it('reaches the markers call whole, which filters by the conditions it knows and accepts the rest', () => {
    const params = new URL(buildWebReservationMapUrl(LIFE, input)).searchParams;
    const markers = new URLSearchParams(mapMarkersQuery(params) ?? '');
    for (const name of ['date', 'time', 'seatNum', 'gourmetGenreTags'])
      expect(markers.get(name)).toBe(params.get(name));
    const parsed = MapMarkersQuerySchema.parse(Object.fromEntries(markers));
    expect(parsed).toMatchObject({ catLrgClassCd: '113', catMidClassCd: '201', webReservation: '1', keyword: '焼肉' });
  });
});

describe('web reservation URL (spec search.md §2)', () => {
  it('date becomes YYYY-MM-DD, party size is seatNum', () => {
    expect(
      query(
        buildWebReservationUrl(BOOKING, {
          areaMidClassCd: '13',
          areaSmlClassCd: '131',
          areaLrgClassCd: 'region-4',
          gourmetGenreTags: '000',
          date: '2024/06/02',
          time: '19:00',
          seatNum: 2,
          keyword: '焼肉',
        }),
      ),
    ).toEqual([
      ['areaMidClassCd', '13'],
      ['areaSmlClassCd', '131'],
      ['areaLrgClassCd', 'region-4'],
      ['gourmetGenreTags', '000'],
      ['date', '2024-06-02'],
      ['time', '19:00'],
      ['seatNum', '2'],
      ['keyword', '焼肉'],
    ]);
  });
  it('日付指定なし sends no date', () => {
    expect(buildWebReservationUrl(BOOKING, { date: '', time: '19:00', seatNum: 2 })).toBe(
      `${BOOKING}?time=19%3A00&seatNum=2`,
    );
  });
});

describe('shop URL (spec search.md §2)', () => {
  it('catLrgClassCd=115 with the ranges and the checked list', () => {
    expect(
      buildShopSearchUrl(SHOP, {
        catMidClassCd: '201',
        priceFrom: '1000',
        priceTo: '5000',
        discountFrom: '',
        discountTo: '50',
        checked: ['without_sales_period', 'can_use_cafe'],
        keyword: '',
      }),
    ).toBe(
      `${SHOP}/menus?catLrgClassCd=115&catMidClassCd=201&priceFrom=1000&priceTo=5000&discountTo=50&checked=without_sales_period&checked=can_use_cafe`,
    );
    expect(shopMenusUrl(`${SHOP}/`)).toBe(`${SHOP}/menus`);
  });
});

describe('site keyword overlay, map and travel guide (spec search.md §2)', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    ['温泉', `${LIFE}/menus?keyword=%E6%B8%A9%E6%B3%89`],
  ])('keyword %j → %s', (keyword, url) => {
    expect(buildSiteKeywordUrl(LIFE, keyword)).toBe(url);
  });
  it('map search is /map', () => {
    expect(mapSearchUrl(LIFE)).toBe(`${LIFE}/map`);
  });
});
