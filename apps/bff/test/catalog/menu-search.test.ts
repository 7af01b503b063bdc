import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { MenuSearchResponseSchema, type MenuSummary } from '@portal/contracts/catalog';
import { SPECIAL_CONDITION_GROUPS } from '@portal/contracts/search/constants';
import {
  buildLifeSearchUrl,
  buildPublicStaySearchUrl,
  buildShopSearchUrl,
  buildStaySearchUrl,
  buildTourSearchUrl,
  type SpecialConditions,
} from '@portal/contracts/search/urls';
import { emptyChildCounts } from '@portal/contracts/search/children';
import { catalogData, catalogMenus, catalogStayPlans, seedPrivileges } from '@portal/db';
import { NOW } from '../helpers.ts';
import { createCatalogTestApp, expectContract, expectInvalidRequest } from './support.ts';

// issue 12 "Search": GET /v1/catalog/menus over generated privileges.

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let principal: string;
beforeAll(async () => {
  t = await createCatalogTestApp();
  await seedPrivileges(t.db, 3_000);
  await insertProbeStays();
  principal = await t.loginAs('principal');
}, 180_000); // the seed loads the Japanese analyser (ADR 0035)
afterAll(async () => {
  await t?.close();
});

/** Each call from an address of its own: this file asks more than the 120 searches a minute one address may. */
let calls = 0;
async function get(url: string, cookie?: string) {
  calls += 1;
  const remoteAddress = `10.12.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
  return t.app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });
}

async function search(query: string, cookie?: string) {
  const res = await get(`/v1/catalog/menus?${query}`, cookie);
  return expectContract(res, MenuSearchResponseSchema).data;
}

const names = (items: MenuSummary[]) => items.map((item) => item.menuNm);
/** 焼肉 in its name or copy, or in its category (113/201/303 焼肉: a ホルモン shop is found by it too). */
const yakiniku = (item: MenuSummary) =>
  /焼肉/.test(`${item.menuNm}${item.catchCopy}`) ||
  (item.catLrgClassCd === '113' && item.catMidClassCd === '201' && item.catSmlClassCd === '303');
const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
};

describe('GET /v1/catalog/menus: Japanese as members type it', () => {
  it('finds a two-character keyword, with facet counts that add up to the total', async () => {
    const found = await search(`keyword=${encodeURIComponent('焼肉')}&size=50`);
    expect(found.totalElements).toBeGreaterThan(0);
    expect(found.content.length).toBe(Math.min(50, found.totalElements));
    for (const item of found.content) expect(yakiniku(item)).toBe(true);
    expect(found.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(found.totalElements);
    expect(found.facets.prefectures.reduce((sum, c) => sum + c.count, 0)).toBe(found.totalElements);
    expect(found.facets.priceBands.reduce((sum, b) => sum + b.count, 0)).toBeLessThanOrEqual(found.totalElements);
  });

  it('finds a one-character keyword', async () => {
    const found = await search(`keyword=${encodeURIComponent('肉')}`);
    expect(found.totalElements).toBeGreaterThanOrEqual(
      (await search(`keyword=${encodeURIComponent('焼肉')}`)).totalElements,
    );
  });

  it('treats half-width, full-width, hiragana and katakana alike: ﾎﾃﾙ, ホテル and ほてる find the same', async () => {
    const katakana = await search(`keyword=${encodeURIComponent('ホテル')}`);
    expect(katakana.totalElements).toBeGreaterThan(0);
    expect((await search(`keyword=${encodeURIComponent('ﾎﾃﾙ')}`)).totalElements).toBe(katakana.totalElements);
    expect((await search(`keyword=${encodeURIComponent('ほてる')}`)).totalElements).toBe(katakana.totalElements);
  });

  it('finds 温泉 by its reading おんせん (menuNmKana)', async () => {
    const found = await search(`keyword=${encodeURIComponent('おんせん')}&size=50`);
    expect(found.totalElements).toBeGreaterThan(0);
    expect(names(found.content).some((name) => name.includes('温泉'))).toBe(true);
    for (const item of found.content) expect(`${item.menuNm}${item.menuNmKana}`).toMatch(/温泉|おんせん/);
  });

  it('needs every word of a keyword, whether a half- or a full-width space separates them', async () => {
    const tokyo = await search(`keyword=${encodeURIComponent('東京')}`);
    const both = await search(`keyword=${encodeURIComponent('東京 焼肉')}&size=50`);
    expect(both.totalElements).toBeGreaterThan(0);
    expect(both.totalElements).toBeLessThan(tokyo.totalElements);
    for (const item of both.content) expect(yakiniku(item)).toBe(true);
    expect((await search(`keyword=${encodeURIComponent('東京　焼肉')}`)).totalElements).toBe(both.totalElements);
  });

  it('finds nothing for a word that is not there, and says so with zero counts', async () => {
    const none = await search(`keyword=${encodeURIComponent('存在しない言葉')}`);
    expect(none).toMatchObject({ totalElements: 0, totalPages: 0, content: [] });
  });
});

describe('GET /v1/catalog/menus: filters, sorting, pages', () => {
  it('filters by the widgets’ parameters: type, category, prefecture, usage flags, price', async () => {
    const coupons = await search('type=2&catLrgClassCd=113&size=50');
    expect(coupons.totalElements).toBeGreaterThan(0);
    for (const item of coupons.content) expect(item).toMatchObject({ type: 2, catLrgClassCd: '113' });

    const tokyo = await search('areaMidClassCd=13&useage[]=1&useage[]=3&size=50');
    for (const item of tokyo.content) {
      expect(item.areaMidClassCd).toBe('13');
      expect(item.useage).toEqual(expect.arrayContaining([1, 3]));
    }

    const shop = await search('catLrgClassCd=115&priceFrom=1000&priceTo=5000&sort=price&size=50');
    const prices = shop.content.map((item) => item.memberPrice ?? item.regularPrice ?? 0);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(1000);
    for (const price of prices) expect(price).toBeLessThanOrEqual(5000);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages without overlap', async () => {
    const first = await search('type=1&size=10');
    const second = await search('type=1&size=10&page=1');
    expect(second.page).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 10));
    const overlap = second.content.filter((item) => first.content.some((f) => f.menuNo === item.menuNo));
    expect(overlap).toEqual([]);
  });

  it('sorts by discount, highest first', async () => {
    const rates = (await search('sort=discount&size=30')).content.map((item) => item.discountRate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });
});

describe('GET /v1/catalog/menus: who sees what, and when', () => {
  it('shows a privilege offered to one business code to its members only, never to a visitor', async () => {
    const [restricted] = await rows<{ name: string; menu_no: string }>(
      sql`SELECT name, menu_no FROM catalog_menus WHERE business_codes = '{LY}' AND published_from <= ${NOW}::timestamptz
          AND (published_until IS NULL OR published_until > ${NOW}::timestamptz) ORDER BY menu_no LIMIT 1`,
    );
    expect(restricted).toBeDefined();
    const query = `keyword=${encodeURIComponent(restricted!.name)}&size=50`;
    expect((await search(query)).content.map((item) => item.menuNo)).not.toContain(restricted!.menu_no);
    // The principal's business code is LY (packages/personas); the cookie alone decides nothing.
    expect((await search(query, principal)).content.map((item) => item.menuNo)).toContain(restricted!.menu_no);
  });

  it('shows nothing outside its publication window', async () => {
    const [ended] = await rows<{ name: string; menu_no: string }>(
      sql`SELECT name, menu_no FROM catalog_menus WHERE business_codes = '{}' AND published_until <= ${NOW}::timestamptz
          ORDER BY menu_no LIMIT 1`,
    );
    expect(ended).toBeDefined();
    const found = await search(`keyword=${encodeURIComponent(ended!.name)}&size=50`);
    expect(found.content.map((item) => item.menuNo)).not.toContain(ended!.menu_no);
  });

  it('may be kept a minute by the browser, per session', async () => {
    const res = await get('/v1/catalog/menus?type=1');
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });
});

describe('GET /v1/catalog/menus: bad input', () => {
  it.each([
    ['a keyword longer than 100 characters', `keyword=${'あ'.repeat(101)}`],
    ['an unknown type', 'type=9'],
    ['a negative page', 'page=-1'],
    ['a page past the last one a member may ask for', 'page=500'],
    ['a size over 50', 'size=51'],
    ['a prefecture that does not exist', 'areaMidClassCd=48'],
    ['a usage flag that does not exist', 'useage[]=5'],
    ['a price that is not a number', 'priceFrom=abc'],
    ['an unknown sort', 'sort=random'],
  ])('refuses %s with 400', async (_, query) => {
    expectInvalidRequest(await get(`/v1/catalog/menus?${query}`));
  });

  it('ignores parameters it does not know, and control characters in the keyword', async () => {
    expect((await search('navi=megamenu&boCode=&type=1')).totalElements).toBeGreaterThan(0);
    const plain = await search(`keyword=${encodeURIComponent('焼肉')}`);
    expect((await search(`keyword=${encodeURIComponent('焼\u0000肉\u200b')}`)).totalElements).toBe(plain.totalElements);
    expect((await search(`keyword=${encodeURIComponent('\u0000 \u0007')}`)).totalElements).toBe(0);
    expect((await search(`keyword=${encodeURIComponent('100%_\\')}`)).totalElements).toBe(0);
  });
});

// ── The stay and shop forms' parameters ──────────────────────────────────────────────────────────────────────────

/** Two stays of our own, found by a word no generated privilege has: their plans decide the plan conditions. */
const PROBE = 'ゼータ検証荘';
const PROBE_STAY = '1900001';
const PROBE_PUBLIC = '1900002';

async function insertProbeStays() {
  const stay = (menuNo: string, name: string, values: Partial<typeof catalogMenus.$inferInsert>) => {
    const document = catalogData.searchDocument([name]);
    return {
      menuNo,
      serviceType: 'stay',
      name,
      imageUrl: '/images/catalog/stay.webp',
      catLrgClassCd: '101',
      catMidClassCd: '202',
      catSmlClassCd: '301',
      shopAreaDiv: '1',
      publishedFrom: new Date('2026-01-01T00:00:00Z'),
      searchText: document.text,
      searchGrams: catalogData.gramCodes(document.grams),
      prefectureCode: '09',
      areaCode: '0901',
      serviceDivision: 'A10',
      ...values,
    };
  };
  await t.db.insert(catalogMenus).values([
    // 栃木 (region-3 北関東), a hot spring: a cheap plan without meals, an expensive partner plan with breakfast.
    stay(PROBE_STAY, `${PROBE} 那須`, { naturalHotSpring: true, regularPrice: 6_000, recommendRank: 2 }),
    // 東京 (region-4 首都圏), a public business hotel with one breakfast plan.
    stay(PROBE_PUBLIC, `${PROBE} 東京`, {
      prefectureCode: '13',
      areaCode: '1301',
      serviceDivision: 'A20',
      catMidClassCd: '203',
      businessHotel: true,
      regularPrice: 7_000,
      recommendRank: 1,
    }),
  ]);
  await t.db.insert(catalogStayPlans).values([
    {
      menuNo: PROBE_STAY,
      planNo: 1,
      name: '素泊まり',
      pricePerPerson: 6_000,
      meals: 'none',
      nonSmoking: true,
      provider: 'original',
    },
    {
      menuNo: PROBE_STAY,
      planNo: 2,
      name: '朝食付き',
      pricePerPerson: 18_000,
      meals: 'breakfast',
      nonSmoking: false,
      provider: 'partner',
    },
    {
      menuNo: PROBE_PUBLIC,
      planNo: 1,
      name: '朝食付き',
      pricePerPerson: 7_000,
      meals: 'breakfast',
      nonSmoking: true,
      provider: 'original',
    },
  ]);
}

/** The probe stays a query finds, in the order of the answer. */
async function probes(query: string): Promise<string[]> {
  const found = await search(`keyword=${encodeURIComponent(PROBE)}&${query}`);
  return found.content.map((item) => item.menuNo);
}

/** The columns the answer does not carry, of the privileges it listed. */
async function stored(items: MenuSummary[]) {
  expect(items.length).toBeGreaterThan(0);
  return t.db
    .select()
    .from(catalogMenus)
    .where(
      inArray(
        catalogMenus.menuNo,
        items.map((item) => item.menuNo),
      ),
    );
}

const queryOf = (url: string) => new URL(url).search.slice(1);

describe('GET /v1/catalog/menus: the stay forms', () => {
  it('category=stay finds the stays (A10), category=publicStay the public ones (A20); another category is ignored', async () => {
    expect(await probes('')).toEqual([PROBE_PUBLIC, PROBE_STAY]);
    expect(await probes('category=stay')).toEqual([PROBE_STAY]);
    expect(await probes('category=publicStay')).toEqual([PROBE_PUBLIC]);
    expect(await probes(`category=${encodeURIComponent('グルメ')}`)).toEqual([PROBE_PUBLIC, PROBE_STAY]);

    const stays = await search('category=stay&size=50');
    const publicStays = await search('category=publicStay&size=50');
    expect(stays.content.every((item) => item.srvicDiv === 'A10')).toBe(true);
    expect(publicStays.content.every((item) => item.srvicDiv === 'A20')).toBe(true);
    const all = await search('serviceType=stay');
    expect(stays.totalElements).toBeGreaterThan(publicStays.totalElements);
    expect(publicStays.totalElements).toBeGreaterThan(0);
    expect(stays.totalElements + publicStays.totalElements).toBe(all.totalElements);
    expect((await search('category=life')).totalElements).toBe((await search('')).totalElements);
  });

  it('areaLrgClassCd finds what is in the prefectures of the region, and narrows with areaMidClassCd', async () => {
    expect(await probes('areaLrgClassCd=region-3')).toEqual([PROBE_STAY]);
    expect(await probes('areaLrgClassCd=region-4')).toEqual([PROBE_PUBLIC]);
    expect(await probes('areaLrgClassCd=region-1')).toEqual([]);
    expect(await probes('areaLrgClassCd=region-3&areaMidClassCd=13')).toEqual([]);

    const kanto = await search('areaLrgClassCd=region-3&size=50');
    expect(kanto.totalElements).toBeGreaterThan(0);
    const codes = kanto.facets.prefectures.map((p) => p.areaMidClassCd).sort();
    expect(codes.every((code) => ['08', '09', '10'].includes(code))).toBe(true);
    const each = await Promise.all(['08', '09', '10'].map((code) => search(`areaMidClassCd=${code}`)));
    expect(kanto.totalElements).toBe(each.reduce((sum, found) => sum + found.totalElements, 0));
    expect((await search('areaLrgClassCd=region-3&areaMidClassCd=08,09')).totalElements).toBe(
      each[0]!.totalElements + each[1]!.totalElements,
    );
  });

  it('takes several sub-areas, comma-joined or repeated', async () => {
    const [one, two] = ['1301A', '1301B'];
    const first = await search(`areaDtlClassCd=${one}`);
    const second = await search(`areaDtlClassCd=${two}`);
    expect(first.totalElements).toBeGreaterThan(0);
    const both = await search(`areaDtlClassCd=${one},${two}`);
    expect(both.totalElements).toBe(first.totalElements + second.totalElements);
    expect((await search(`areaDtlClassCd=${one}&areaDtlClassCd=${two}`)).totalElements).toBe(both.totalElements);
  });

  it('needs the fee bounds and the meals on ONE plan: a cheap plan without breakfast and a dear one with it do not match', async () => {
    // The stay's 6,000 plan has no meals; its breakfast plan is 18,000. The public stay's breakfast plan is 7,000.
    expect(await probes('feeUpper=6000&mealCondition=isOnlyBreakfast')).toEqual([]);
    expect(await probes('feeUpper=7000&mealCondition=isOnlyBreakfast')).toEqual([PROBE_PUBLIC]);
    expect(await probes('feeUpper=18000&mealCondition=isOnlyBreakfast')).toEqual([PROBE_PUBLIC, PROBE_STAY]);
    expect(await probes('feeUpper=6000')).toEqual([PROBE_STAY]);
    expect(await probes('feeLower=10000')).toEqual([PROBE_STAY]);
    expect(await probes('feeLower=10000&feeUpper=0')).toEqual([PROBE_STAY]);
    expect(await probes('feeLower=7000&feeUpper=7000')).toEqual([PROBE_PUBLIC]);
    expect(await probes('feeLower=0&feeUpper=0')).toEqual([PROBE_PUBLIC, PROBE_STAY]);
    expect(await probes('feeLower=8000&feeUpper=17000')).toEqual([]);
    expect(await probes('mealCondition=isOnlyDinner')).toEqual([]);
    expect(await probes('mealCondition=isOnlyDinner,isOnlyBreakfast')).toEqual([PROBE_PUBLIC, PROBE_STAY]);
    expect(await probes('feeLower=10000&mealCondition=isOnlyDinner&mealCondition=isOnlyBreakfast')).toEqual([
      PROBE_STAY,
    ]);

    // Over the generated stays: every one found has a plan within the bounds with breakfast or dinner only.
    const found = await search('feeLower=8000&feeUpper=12000&mealCondition=isOnlyBreakfast,isOnlyDinner&size=50');
    expect(found.totalElements).toBeGreaterThan(0);
    const plans = await t.db
      .select()
      .from(catalogStayPlans)
      .where(
        inArray(
          catalogStayPlans.menuNo,
          found.content.map((item) => item.menuNo),
        ),
      );
    for (const item of found.content) {
      const fits = plans.filter(
        (plan) =>
          plan.menuNo === item.menuNo &&
          plan.pricePerPerson >= 8000 &&
          plan.pricePerPerson <= 12000 &&
          ['breakfast', 'dinner'].includes(plan.meals),
      );
      expect(fits.length, item.menuNo).toBeGreaterThan(0);
    }
    expect(found.totalElements).toBeLessThan((await search('feeLower=8000&feeUpper=12000')).totalElements);
  });

  it('non-smoking or smoking rooms, original or partner plans: on the same plan as the rest', async () => {
    expect(await probes('roomCondition=isNonSmokingRoom')).toEqual([PROBE_PUBLIC, PROBE_STAY]);
    expect(await probes('roomCondition=isSmokingRoom')).toEqual([PROBE_STAY]);
    expect(await probes('roomCondition=isNonSmokingRoom,isSmokingRoom')).toEqual([PROBE_PUBLIC, PROBE_STAY]);
    expect(await probes('planByCompany=isRakuten')).toEqual([PROBE_STAY]);
    expect(await probes('planByCompany=isNotRakuten')).toEqual([PROBE_PUBLIC, PROBE_STAY]);
    // The stay's partner plan is a smoking one; its non-smoking plan is its own.
    expect(await probes('roomCondition=isNonSmokingRoom&planByCompany=isRakuten')).toEqual([]);
    expect(await probes('roomCondition=isSmokingRoom&planByCompany=isRakuten')).toEqual([PROBE_STAY]);
    expect(await probes('roomCondition=isNonSmokingRoom&feeLower=10000')).toEqual([]);

    const nonSmoking = await search('roomCondition=isNonSmokingRoom');
    const smoking = await search('roomCondition=isSmokingRoom');
    const stays = await search('serviceType=stay');
    expect(nonSmoking.totalElements).toBeGreaterThan(0);
    expect(smoking.totalElements).toBeGreaterThan(0);
    expect(nonSmoking.totalElements).toBeLessThan(stays.totalElements);
    expect((await search('planByCompany=isRakuten')).totalElements).toBeLessThan(
      (await search('planByCompany=isNotRakuten')).totalElements,
    );
  });

  it('facility=isBusinessHotel finds business hotels, serviceEquip=hasNaturalHotspring natural hot springs', async () => {
    expect(await probes('facility=isBusinessHotel')).toEqual([PROBE_PUBLIC]);
    expect(await probes('serviceEquip=hasNaturalHotspring')).toEqual([PROBE_STAY]);
    expect(await probes('facility=isBusinessHotel&serviceEquip=hasNaturalHotspring')).toEqual([]);

    const hotels = await search('facility=isBusinessHotel&size=50');
    for (const row of await stored(hotels.content)) expect(row.businessHotel).toBe(true);
    const springs = await search('serviceEquip=hasNaturalHotspring&size=50');
    for (const row of await stored(springs.content)) expect(row.naturalHotSpring).toBe(true);
    expect(hotels.totalElements).toBeLessThan((await search('serviceType=stay')).totalElements);
  });

  it('orderBy=LOWEST_PRICE sorts by price when no sort is given', async () => {
    expect(await probes('')).toEqual([PROBE_PUBLIC, PROBE_STAY]);
    expect(await probes('orderBy=LOWEST_PRICE')).toEqual([PROBE_STAY, PROBE_PUBLIC]);
    expect(await probes('orderBy=LOWEST_PRICE&sort=recommended')).toEqual([PROBE_PUBLIC, PROBE_STAY]);

    const cheapest = await search('category=publicStay&orderBy=LOWEST_PRICE&size=30');
    const prices = cheapest.content.map((item) => item.memberPrice ?? item.regularPrice ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.content.map((item) => item.menuNo)).toEqual(
      (await search('category=publicStay&sort=price&size=30')).content.map((item) => item.menuNo),
    );
  });

  it('accepts the party and the date and filters nothing by them (there is no availability)', async () => {
    const plain = await search('category=stay&areaLrgClassCd=region-4');
    const party =
      'checkInDate=2026%2F12%2F24&stayNights=2&rooms=1&roomCnt=1&numPeople=3&adultHeadCnt=2&exUpperGradesHeadCnt=1' +
      '&exLowerGradesHeadCnt=0&youjiAHeadCnt=0&youjiBHeadCnt=0&youjiCHeadCnt=0&youjiDHeadCnt=0';
    expect((await search(`category=stay&areaLrgClassCd=region-4&${party}`)).totalElements).toBe(plain.totalElements);
    const odd = 'checkInDate=someday&stayNights=-1&rooms=&roomCnt=x&numPeople=999&adultHeadCnt=%E3%81%82';
    expect((await search(`category=stay&areaLrgClassCd=region-4&${odd}`)).totalElements).toBe(plain.totalElements);
  });

  it('takes the URLs the widgets build, every special condition checked', async () => {
    const everything: SpecialConditions = Object.fromEntries(
      SPECIAL_CONDITION_GROUPS.map((group) => [group.id, group.conditions.map((c) => c.id)]),
    );
    const stay = buildStaySearchUrl('https://stay.example', {
      keyword: PROBE,
      areaLrgClassCd: 'region-3',
      areaMidClassCd: '09',
      areaSmlClassCd: '0901',
      checkInDate: '2026/12/24',
      stayNights: 1,
      rooms: 1,
      adults: 2,
      children: { ...emptyChildCounts(), youjiAHeadCnt: 1 },
      feeLower: 0,
      feeUpper: 0,
      specialConditions: everything,
    });
    // Business hotel and hot spring both checked: the probe stay is no business hotel.
    expect((await search(queryOf(stay))).totalElements).toBe(0);
    const { facility: _facility, ...rest } = everything;
    const withoutFacility = buildStaySearchUrl('https://stay.example', {
      keyword: PROBE,
      stayNights: 1,
      rooms: 1,
      adults: 2,
      children: emptyChildCounts(),
      feeLower: 5000,
      feeUpper: 20000,
      specialConditions: rest,
    });
    expect((await search(queryOf(withoutFacility))).content.map((item) => item.menuNo)).toEqual([PROBE_STAY]);

    const publicStay = buildPublicStaySearchUrl('https://stay.example', { keyword: PROBE, areaLrgClassCd: 'region-4' });
    expect((await search(queryOf(publicStay))).content.map((item) => item.menuNo)).toEqual([PROBE_PUBLIC]);

    const shop = buildShopSearchUrl('https://shop.example', {
      priceFrom: '1000',
      priceTo: '50000',
      discountFrom: '5',
      discountTo: '50',
      checked: ['without_sales_period', 'can_use_cafe'],
    });
    expect((await search(queryOf(shop))).totalElements).toBeGreaterThan(0);
    const life = buildLifeSearchUrl('https://life.example', {
      type: 1,
      catLrgClassCd: '102',
      areaMidClassCd: '13,14',
      lifeGenreTags: ['301', '302'],
      category: 'レジャー',
      useage: ['1', '2'],
    });
    expect((await get(`/v1/catalog/menus?${queryOf(life)}`)).statusCode).toBe(200);
    const tour = buildTourSearchUrl('https://life.example', { tab: 'flightTour', catMidClassCd: '205' });
    expect((await search(queryOf(tour))).totalElements).toBeGreaterThan(0);
  });
});

describe('GET /v1/catalog/menus: the shop form', () => {
  it('leaves out items outside their sales period unless checked=without_sales_period shows them too', async () => {
    const onSale = await search('catLrgClassCd=115&size=50');
    const cafe = await search('catLrgClassCd=115&checked=can_use_cafe&size=50');
    const withOutside = await search('catLrgClassCd=115&checked=without_sales_period&size=50');
    const both = await search('catLrgClassCd=115&checked=can_use_cafe&checked=without_sales_period&size=50');
    for (const row of await stored(onSale.content)) expect(row.withoutSalesPeriod).toBe(false);
    for (const row of await stored(cafe.content))
      expect(row).toMatchObject({ canUseCafe: true, withoutSalesPeriod: false });
    for (const row of await stored(both.content)) expect(row.canUseCafe).toBe(true);
    expect(cafe.totalElements).toBeLessThan(onSale.totalElements);
    expect(withOutside.totalElements).toBeGreaterThan(onSale.totalElements);
    expect(both.totalElements).toBeGreaterThan(cafe.totalElements);
    expect((await stored(withOutside.content)).some((row) => row.withoutSalesPeriod)).toBe(true);
  });
});

describe('GET /v1/catalog/menus: empty and wrong values', () => {
  it('takes an empty value as no value', async () => {
    const plain = await search('');
    const empty =
      'keyword=&type=&serviceType=&category=&catLrgClassCd=&catMidClassCd=&catSmlClassCd=&areaLrgClassCd=' +
      '&areaMidClassCd=&areaSmlClassCd=&areaDtlClassCd=&lifeGenreTags=&useage[]=&priceFrom=&priceTo=&discountFrom=' +
      '&discountTo=&canUseCafe=&webReservation=&checked=&feeLower=&feeUpper=&facility=&mealCondition=' +
      '&roomCondition=&serviceEquip=&planByCompany=&sort=&orderBy=&page=&size=';
    const found = await search(empty);
    expect(found).toEqual(plain);
    expect(found).toMatchObject({ page: 0, size: 20 });
    expect((await search('feeLower=&feeUpper=8000')).totalElements).toBe(
      (await search('feeLower=0&feeUpper=8000')).totalElements,
    );
  });

  it.each([
    ['a fee that is not a number', 'feeLower=abc'],
    ['a negative fee', 'feeUpper=-1'],
    ['a fee with a fraction', 'feeLower=1.5'],
    ['a full-width fee', `feeUpper=${encodeURIComponent('５０００')}`],
    ['a region that does not exist', 'areaLrgClassCd=region-14'],
    ['a prefecture code for a region', 'areaLrgClassCd=13'],
    ['a sub-area that does not exist', 'areaDtlClassCd=1301A,1301Z'],
    ['a meal condition that does not exist', 'mealCondition=isOnlyLunch'],
    ['a room condition that does not exist', 'roomCondition=1'],
    ['a plan provider that does not exist', 'planByCompany=rakuten'],
    ['a facility that does not exist', 'facility=isRyokan'],
    ['equipment that does not exist', 'serviceEquip=hasPool'],
    ['a shop condition that does not exist', 'checked=free_shipping'],
    ['an order that does not exist', 'orderBy=HIGHEST_PRICE'],
    ['a page that is not a number', 'page=first'],
    ['a size of 0', 'size=0'],
    ['a keyword given twice', 'keyword=a&keyword=b'],
    ['a sort given twice', 'sort=price&sort=newest'],
  ])('refuses %s with 400, never a 5xx', async (_, query) => {
    expectInvalidRequest(await get(`/v1/catalog/menus?${query}`));
  });
});
