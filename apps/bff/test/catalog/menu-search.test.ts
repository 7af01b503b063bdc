import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MenuSearchResponseSchema, type MenuSummary } from '@portal/contracts/catalog';
import { seedPrivileges } from '@portal/db';
import { NOW } from '../helpers.ts';
import { createCatalogTestApp, expectContract, expectInvalidRequest } from './support.ts';

// issue 12 "Search": GET /v1/catalog/menus over generated privileges.

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let principal: string;
beforeAll(async () => {
  t = await createCatalogTestApp();
  await seedPrivileges(t.db, 3_000);
  principal = await t.loginAs('principal');
});
afterAll(async () => {
  await t?.close();
});

async function search(query: string, cookie?: string) {
  const res = await t.get(`/v1/catalog/menus?${query}`, cookie);
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
    const res = await t.get('/v1/catalog/menus?type=1');
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
    expectInvalidRequest(await t.get(`/v1/catalog/menus?${query}`));
  });

  it('ignores parameters it does not know, and control characters in the keyword', async () => {
    expect((await search('navi=megamenu&boCode=&type=1')).totalElements).toBeGreaterThan(0);
    const plain = await search(`keyword=${encodeURIComponent('焼肉')}`);
    expect((await search(`keyword=${encodeURIComponent('焼\u0000肉\u200b')}`)).totalElements).toBe(plain.totalElements);
    expect((await search(`keyword=${encodeURIComponent('\u0000 \u0007')}`)).totalElements).toBe(0);
    expect((await search(`keyword=${encodeURIComponent('100%_\\')}`)).totalElements).toBe(0);
  });
});
