import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesResponseSchema, GourmetGenresResponseSchema, type CategoryEntry } from '@portal/contracts/catalog';
import { createCatalogTestApp, expectContract } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let categories: CategoryEntry[];
beforeAll(async () => {
  t = await createCatalogTestApp();
  const res = await t.get('/v1/enum/categories');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  categories = expectContract(res, CategoriesResponseSchema).data.categories;
});
afterAll(async () => {
  await t?.close();
});

const larges = () => categories.filter((c) => c.level === 1);
const mids = (lrg: string) => categories.filter((c) => c.level === 2 && c.catLrgClassCd === lrg);
const smalls = (lrg: string, mid: string) =>
  categories.filter((c) => c.level === 3 && c.catLrgClassCd === lrg && c.catMidClassCd === mid);

describe('GET /v1/enum/categories (getLargeCategories)', () => {
  it('has the large codes 101 travel, 102–114 and 116–119 life, 115 the shop', () => {
    expect(larges().map((c) => c.catLrgClassCd)).toEqual(Array.from({ length: 19 }, (_, i) => String(101 + i)));
    expect(larges().find((c) => c.catLrgClassCd === '101')?.name).toBe('トラベル');
    expect(larges().find((c) => c.catLrgClassCd === '113')?.name).toBe('グルメ');
    expect(larges().find((c) => c.catLrgClassCd === '115')?.name).toBe('ベネ通販');
  });

  it('builds catClassCd from the codes of the path, unique, each parent listed before its children', () => {
    const seen = new Set<string>();
    for (const c of categories) {
      const path = [c.catLrgClassCd, c.catMidClassCd, c.catSmlClassCd].filter(Boolean).join('');
      expect(c.catClassCd).toBe(path);
      expect(path.length).toBe(c.level * 3);
      expect(seen.has(c.catClassCd)).toBe(false);
      if (c.level > 1) expect(seen.has(c.catClassCd.slice(0, -3)), c.catClassCd).toBe(true);
      seen.add(c.catClassCd);
    }
    expect(categories.length).toBeGreaterThan(250);
  });

  it('gives each large category a mega-menu group and every one of the 10 groups mid categories', () => {
    for (const c of categories) expect(c.megaMenuGroup === undefined).toBe(c.level !== 1);
    for (let group = 1; group <= 10; group += 1) {
      const inGroup = larges().filter((c) => c.megaMenuGroup === group);
      expect(inGroup.length, `group ${group}`).toBeGreaterThan(0);
      expect(inGroup.flatMap((c) => mids(c.catLrgClassCd)).length, `group ${group}`).toBeGreaterThan(0);
    }
  });

  it('has the travel tabs: reservation sites 201 (small 311) and 204 (small 301), flights/tours/other 205–207 (smalls 301–304)', () => {
    expect(mids('101').map((c) => c.catMidClassCd)).toEqual(['201', '202', '203', '204', '205', '206', '207']);
    expect(smalls('101', '201').map((c) => c.catSmlClassCd)).toContain('311');
    expect(smalls('101', '204').map((c) => c.catSmlClassCd)).toContain('301');
    for (const mid of ['205', '206', '207']) {
      expect(smalls('101', mid).map((c) => c.catSmlClassCd)).toEqual(['301', '302', '303', '304']);
    }
    expect(mids('101').find((c) => c.catMidClassCd === '205')?.name).toBe('航空券');
    expect(mids('101').find((c) => c.catMidClassCd === '206')?.name).toBe('ツアー');
    expect(mids('101').find((c) => c.catMidClassCd === '207')?.name).toBe('その他');
  });

  it('marks 食べる with 113/201 (its smalls are the genre tags) and 暮らす・遊ぶ with 113/202', () => {
    expect(mids('113').map((c) => c.catMidClassCd)).toEqual(expect.arrayContaining(['201', '202']));
    const genreTags = smalls('113', '201').map((c) => c.name);
    expect(genreTags).toEqual(expect.arrayContaining(['和食', '寿司', '焼肉', 'イタリアン']));
  });

  it('has what the middle filters drop: 飲食店 under 113 and お問合せ under 119', () => {
    expect(mids('113').map((c) => c.name)).toContain('飲食店');
    expect(mids('119').map((c) => c.name)).toContain('お問合せ');
  });

  it('gives the shop (115) mids, each with smalls', () => {
    expect(mids('115').length).toBeGreaterThanOrEqual(5);
    for (const mid of mids('115')) expect(smalls('115', mid.catMidClassCd ?? '').length).toBeGreaterThan(0);
  });

  it('marks some entries noSearch for the mega-menu, and leaves the flag off elsewhere', () => {
    const flagged = categories.filter((c) => c.noSearch === true);
    expect(flagged.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.noSearch === undefined || c.noSearch)).toBe(true);
  });
});

describe('GET /v1/enum/genres/gourmet (getBSGenreList)', () => {
  it('answers 200 with data.catSmlClasses, three-digit codes, never the "no genre" 000', async () => {
    const res = await t.get('/v1/enum/genres/gourmet');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { catSmlClasses } = expectContract(res, GourmetGenresResponseSchema).data;
    expect(catSmlClasses.length).toBeGreaterThanOrEqual(10);
    expect(catSmlClasses[0]).toEqual({ catSmlClassCd: '001', catSmlClassNm: '和食' });
    expect(catSmlClasses.map((g) => g.catSmlClassNm)).toEqual(expect.arrayContaining(['寿司', 'イタリアン']));
    expect(catSmlClasses.map((g) => g.catSmlClassCd)).not.toContain('000');
    expect(new Set(catSmlClasses.map((g) => g.catSmlClassCd)).size).toBe(catSmlClasses.length);
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue, favourites and cafe-availability calls', async () => {
    const res = await t.get('/swagger/dist/json');
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/enum/codes/area/large',
        '/v1/enum/codes/area',
        '/v1/enum/categories',
        '/v1/enum/genres/gourmet',
        '/v1/favorite/menu-item-info',
        '/v1/users/cafe-availability',
      ]),
    );
  });
});
