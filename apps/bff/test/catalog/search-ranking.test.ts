import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bumpCatalogueVersion,
  catalogData,
  catalogMenus,
  refreshSearchBitmaps,
  seedPrivileges,
  type Database,
} from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { searchMenus } from '../../src/modules/catalog/menu-search.ts';
import { PRICE_BANDS, type MenuSearchQuery } from '../../src/modules/catalog/search-repository.ts';

// issue 31 "Ranking and matching" and "Search at 1.5 M": a keyword's results ranked name, reading, copy, the rest;
// category and area names and kana readings found; the bitmaps and the table answer the same, whatever the
// catalogue goes through.

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const NOW = new Date('2026-11-24T03:00:00Z');

type Probe = Partial<typeof catalogMenus.$inferInsert> & { menuNo: string; name: string };

/** Privileges as the importer writes them: the search columns from privilegeSearchColumns, no reading given. */
async function insertPrivileges(probes: readonly Probe[]): Promise<void> {
  await catalogData.prepareSearchDocuments();
  await db.insert(catalogMenus).values(
    probes.map((probe) => {
      const row = {
        serviceType: 'life',
        menuType: 1,
        imageUrl: '/images/catalog/102.webp',
        catLrgClassCd: '119',
        catMidClassCd: '201',
        catSmlClassCd: '301',
        prefectureCode: '09',
        areaCode: '0901',
        serviceDivision: 'B10',
        publishedFrom: new Date('2026-01-01T00:00:00Z'),
        recommendRank: 1,
        ...probe,
      };
      const search = catalogData.privilegeSearchColumns(row);
      return {
        ...row,
        searchText: search.searchText,
        searchGrams: search.searchGramCodes,
        searchName: search.searchName,
        searchReading: search.searchReading,
        searchCopy: search.searchCopy,
      };
    }),
  );
  await bumpCatalogueVersion(db);
  await refreshSearchBitmaps(db);
}

const question = (partial: Partial<MenuSearchQuery>): MenuSearchQuery => ({
  businessCode: null,
  now: NOW,
  sort: 'recommended',
  page: 0,
  size: 20,
  ...partial,
});
const BITMAPS = { routeMark: 0 };
/** The bitmaps, every page walked in order, or every page read as the rows the bitmaps name. */
const WALKED = { routeMark: 0, pageBy: 'walk' } as const;
const READ = { routeMark: 0, pageBy: 'rows' } as const;
const TABLE = { routeMark: Infinity };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await seedPrivileges(db, 3_000);
  await insertPrivileges([
    // ぎんが: in a name, in a name's reading only, in a catch copy, in a description.
    { menuNo: 'R-NAME', name: 'ぎんがカフェ 本店', recommendRank: 900 },
    { menuNo: 'R-READING', name: '銀河 ホテル', recommendRank: 800 },
    { menuNo: 'R-CATCH', name: '星空テラス', catchCopy: '銀河が見える屋上', recommendRank: 300 },
    { menuNo: 'R-LEAD', name: '夜景ラウンジ', leadCopy: '銀河のような夜景をどうぞ。', recommendRank: 200 },
    // 宿泊 in a name, a catch copy, a description: found by its reading しゅくはく.
    { menuNo: 'S-NAME', name: '湖畔の宿泊施設 みずうみ', recommendRank: 50 },
    { menuNo: 'S-CATCH', name: 'ゆったりプラン', catchCopy: 'ご宿泊の方に朝食サービス', recommendRank: 60 },
    { menuNo: 'S-LEAD', name: 'のんびり体験', leadCopy: '連泊や宿泊にも使えます。', recommendRank: 70 },
    // In Hakone (箱根町, 1406) without the word in any text.
    { menuNo: 'H-AREA', name: 'あじさい散歩', prefectureCode: '14', areaCode: '1406', recommendRank: 10 },
  ]);
}, 300_000);
afterAll(async () => {
  await handle?.close();
});

describe('the order of a keyword’s results', () => {
  it('puts the name first, then the reading, then catch copy and description, each by the editors’ rank', async () => {
    for (const routing of [TABLE, BITMAPS]) {
      const found = await searchMenus(db, question({ keyword: 'ぎんが' }), routing);
      expect(found.items.map((item) => item.menuNo)).toEqual(['R-NAME', 'R-READING', 'R-LEAD', 'R-CATCH']);
    }
  });

  it('puts privileges named by the word before those that only hold it elsewhere (ホテル)', async () => {
    const found = await searchMenus(db, question({ keyword: 'ホテル' }));
    const named = found.items.filter((item) => item.name.includes('ホテル')).length;
    expect(named).toBeGreaterThan(5);
    expect(found.items.slice(0, named).every((item) => item.name.includes('ホテル'))).toBe(true);
  });

  it('keeps an explicit sort as asked', async () => {
    const found = await searchMenus(db, question({ keyword: 'ぎんが', sort: 'newest' }));
    const dates = found.items.map((item) => item.publishedFrom.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('category, area and reading words', () => {
  it('finds a large category by a word of its name: レジャー the leisure privileges, 子育て the childcare ones', async () => {
    for (const [word, code] of [
      ['レジャー', '102'],
      ['子育て', '108'],
    ] as const) {
      const found = await searchMenus(db, question({ keyword: word, size: 50 }));
      const inCategory = await searchMenus(db, question({ catLrgClassCd: code }));
      expect(found.total).toBeGreaterThan(0);
      expect(found.items.every((item) => item.catLrgClassCd === code)).toBe(true);
      expect(found.total).toBe(inCategory.total);
    }
  });

  it('finds what is in an area by its name (箱根)', async () => {
    const found = await searchMenus(db, question({ keyword: '箱根', size: 100 }));
    expect(found.items.map((item) => item.menuNo)).toContain('H-AREA');
    expect(found.items.every((item) => item.areaCode === '1406' || item.name.includes('箱根'))).toBe(true);
  });

  it('finds kanji by a hiragana reading the analyser gave (しゅくはく: 宿泊 in a name, a catch copy, a description)', async () => {
    for (const routing of [TABLE, BITMAPS]) {
      const found = await searchMenus(db, question({ keyword: 'しゅくはく', size: 100 }), routing);
      const menuNos = found.items.map((item) => item.menuNo);
      expect(menuNos).toEqual(expect.arrayContaining(['S-NAME', 'S-CATCH', 'S-LEAD']));
      // The name's reading ranks before the copy's.
      expect(menuNos.indexOf('S-NAME')).toBeLessThan(menuNos.indexOf('S-CATCH'));
    }
    const [row] = await db
      .select()
      .from(catalogMenus)
      .where(sql`menu_no = 'S-CATCH'`);
    expect(row?.nameKana).toBe('');
    expect(row?.searchCopy).toContain('しゅくはく');
  });
});

/** The facets as a plain GROUP BY over what the conditions select, to hold both routes to. */
async function groupBy(where: ReturnType<typeof sql>) {
  const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: Record<string, unknown>[] }).rows);
  const counts = async (column: string) =>
    rows(
      await db.execute(
        sql`SELECT ${sql.identifier(column)} AS code, count(*)::int AS n FROM catalog_menus WHERE ${where} GROUP BY 1`,
      ),
    )
      .map((row) => ({ code: String(row.code), count: Number(row.n) }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { categories: await counts('cat_lrg_class_cd'), prefectures: await counts('prefecture_code') };
}

const QUESTIONS: Partial<MenuSearchQuery>[] = [
  { keyword: '温泉' },
  { keyword: 'おんせん', businessCode: 'LY' },
  { keyword: 'ﾎﾃﾙ', page: 1, size: 7 },
  { keyword: '会員限定' },
  { keyword: '東京 焼肉' },
  { keyword: 'しゅくはく' },
  { keyword: 'スパ', serviceType: 'life', usage: [2] },
  { keyword: 'ゴルフ', prefectureCodes: ['12', '13'] },
  { menuTypes: [1], catLrgClassCd: '102' },
  { menuTypes: [2], catLrgClassCd: '113', catMidClassCd: '201', genreTags: ['303', '302'] },
  { catMidClassCd: '202', catSmlClassCd: '301', keyword: 'ホテル' },
  { menuTypes: [1], prefectureCodes: ['13'], usage: [2], sort: 'newest' },
  { serviceType: 'shop', includeOutsideSalesPeriod: true, sort: 'price' },
  { keyword: '肉', sort: 'discount', businessCode: 'CR' },
  { keyword: 'ぎんが', page: 0, size: 3 },
  { keyword: 'ぎんが', page: 1, size: 3 },
  // Price ranges on the steps (the shop form's select, the facet's band links), in price and discount order.
  { serviceType: 'shop', catLrgClassCd: '115', priceFrom: 1000, priceTo: 5000, sort: 'discount' },
  { priceFrom: 1000, priceTo: 2999, sort: 'price' },
  { keyword: '肉', priceTo: 3000 },
  { priceFrom: 5000, sort: 'price', page: 2, size: 5 },
];

describe('the bitmaps and the table answer the same', () => {
  it('same total, facets and page for broad and narrow questions, walked or read, and facets equal to GROUP BY', async () => {
    for (const partial of QUESTIONS) {
      const byTable = await searchMenus(db, question(partial), TABLE);
      expect(byTable.route).toBe('table');
      const { route: _t, ...table } = byTable;
      for (const routing of [WALKED, READ]) {
        const byBitmaps = await searchMenus(db, question(partial), routing);
        expect(byBitmaps.route, JSON.stringify(partial)).toBe('bitmaps');
        const { route: _b, ...bitmaps } = byBitmaps;
        expect(bitmaps, `${JSON.stringify(partial)} ${routing.pageBy}`).toEqual(table);
        expect(bitmaps.total).toBeGreaterThan(0);
        expect(bitmaps.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(bitmaps.total);
      }
    }
    // Against a GROUP BY written out for one broad question.
    const found = await searchMenus(db, question({ keyword: '温泉' }), BITMAPS);
    const visible = sql`published_from <= ${NOW.toISOString()}::timestamptz
      AND (published_until IS NULL OR published_until > ${NOW.toISOString()}::timestamptz)
      AND business_codes = '{}' AND NOT without_sales_period AND search_text LIKE '%温泉%'`;
    const expected = await groupBy(visible);
    expect(found.facets.categories).toEqual(expected.categories);
    expect(found.facets.prefectures).toEqual(expected.prefectures);
    expect(found.facets.priceBands).toHaveLength(PRICE_BANDS.length);
  });

  it('answers from the bitmaps once every word keeps one, however few the results', async () => {
    const broad = await searchMenus(db, question({}), { routeMark: 1_000 });
    expect(broad.route).toBe('bitmaps');
    // 温泉 keeps a bitmap at a mark of its own count; in one prefecture it has fewer results than that.
    const word = await searchMenus(db, question({ keyword: '温泉' }), TABLE);
    const mark = { routeMark: word.total };
    const narrow: Partial<MenuSearchQuery>[] = [
      { keyword: '温泉', prefectureCodes: [word.facets.prefectures[0]!.code] },
      { keyword: '温泉', usage: [2], sort: 'price' },
      { serviceType: 'shop', priceFrom: 1000, priceTo: 5000, sort: 'discount' },
    ];
    for (const partial of narrow) {
      const named = await searchMenus(db, question(partial), mark);
      const byTable = await searchMenus(db, question(partial), TABLE);
      expect(named.route, JSON.stringify(partial)).toBe('bitmaps');
      expect(named.total).toBeGreaterThan(0);
      expect(named.total).toBeLessThan(word.total);
      const { route: _n, ...rows } = named;
      const { route: _t, ...table } = byTable;
      expect(rows, JSON.stringify(partial)).toEqual(table);
    }
  });

  it('answers a question whose bitmaps are there in one read-only transaction, with no statement before it', async () => {
    const ask = () => searchMenus(db, question({ keyword: '寿司', sort: 'recommended' }), BITMAPS);
    // The first asking makes the word's bitmaps (no other test asks for it), outside the transaction.
    const execute = vi.spyOn(db, 'execute');
    const transaction = vi.spyOn(db, 'transaction');
    try {
      const first = await ask();
      expect(execute).toHaveBeenCalled();
      execute.mockClear();
      transaction.mockClear();
      const again = await ask();
      expect(again.route).toBe('bitmaps');
      expect(again).toEqual(first);
      expect(execute).not.toHaveBeenCalled();
      expect(transaction).toHaveBeenCalledTimes(1);
      expect(transaction.mock.calls[0]![1]).toEqual({ isolationLevel: 'repeatable read', accessMode: 'read only' });
    } finally {
      execute.mockRestore();
      transaction.mockRestore();
    }
  });

  it('leaves a word too rare to keep a bitmap, and a price off the steps, to the table', async () => {
    expect((await searchMenus(db, question({ keyword: 'ぎんが' }), { routeMark: 1_000 })).route).toBe('table');
    const typed = await searchMenus(db, question({ priceFrom: 1234, priceTo: 4321 }), BITMAPS);
    expect(typed.route).toBe('table');
    expect(typed.total).toBeGreaterThan(0);
  });
});

describe('while the catalogue changes', () => {
  it('answers from the table between a change and its bitmaps, and from the bitmaps again after', async () => {
    const ask = () => searchMenus(db, question({ keyword: 'ぎんが' }), BITMAPS);
    expect((await ask()).route).toBe('bitmaps');

    // An import moves a privilege to another category and ends another one's publication, with a new version…
    await db.execute(sql`UPDATE catalog_menus SET cat_lrg_class_cd = '102', name = 'ぎんがカフェ 二号店'
      WHERE menu_no = 'R-NAME'`);
    await db.execute(sql`UPDATE catalog_menus SET published_until = '2026-11-01T00:00:00Z' WHERE menu_no = 'R-LEAD'`);
    await bumpCatalogueVersion(db);
    const between = await ask();
    expect(between.route).toBe('table');
    expect(between.items.map((item) => item.menuNo)).toEqual(['R-NAME', 'R-READING', 'R-CATCH']);
    expect(between.facets.categories.find((c) => c.code === '102')?.count).toBe(1);

    // …and the bitmaps made for it answer the same.
    await refreshSearchBitmaps(db);
    const after = await ask();
    expect(after.route).toBe('bitmaps');
    const { route: _a, ...bitmaps } = after;
    const { route: _b, ...table } = between;
    expect(bitmaps).toEqual(table);
  });

  it('leaves a privilege written without a new version to the table until the bitmaps are made again', async () => {
    await db.insert(catalogMenus).values({
      menuNo: 'R-LATE',
      serviceType: 'life',
      name: 'ぎんが食堂',
      imageUrl: '/images/catalog/113.webp',
      prefectureCode: '13',
      areaCode: '1301',
      serviceDivision: 'B10',
      publishedFrom: new Date('2026-01-01T00:00:00Z'),
      searchText: 'ぎんが食堂',
      searchGrams: catalogData.gramCodes(catalogData.gramsOf('ぎんが食堂')),
      searchName: 'ぎんが食堂',
    });
    const found = await searchMenus(db, question({ keyword: 'ぎんが' }), BITMAPS);
    expect(found.route).toBe('table');
    expect(found.items.map((item) => item.menuNo)).toContain('R-LATE');
  });

  it('follows the publication window in time: a privilege leaves the results when its window ends', async () => {
    await db.execute(sql`UPDATE catalog_menus SET published_until = '2026-12-01T00:00:00Z' WHERE menu_no = 'R-CATCH'`);
    await bumpCatalogueVersion(db);
    await refreshSearchBitmaps(db);
    const before = await searchMenus(
      db,
      question({ keyword: 'ぎんが', now: new Date('2026-11-30T00:00:00Z') }),
      BITMAPS,
    );
    const after = await searchMenus(
      db,
      question({ keyword: 'ぎんが', now: new Date('2026-12-02T00:00:00Z') }),
      BITMAPS,
    );
    expect(before.route).toBe('bitmaps');
    expect(after.route).toBe('bitmaps');
    expect(before.items.map((item) => item.menuNo)).toContain('R-CATCH');
    expect(after.items.map((item) => item.menuNo)).not.toContain('R-CATCH');
    expect(after.total).toBe(before.total - 1);
  });
});
