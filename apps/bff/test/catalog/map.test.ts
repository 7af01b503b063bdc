import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAP_MARKER_LIMIT, MapMarkersResponseSchema } from '@portal/contracts/catalog-map';
import { MenuSearchResponseSchema } from '@portal/contracts/catalog';
import { seedPrivileges } from '@portal/db';
import { NOW } from '../helpers.ts';
import { createCatalogTestApp, expectContract, expectInvalidRequest } from './support.ts';

// issue 12 "/map": GET /v1/catalog/map, the privileges with a position as markers, over generated privileges.

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let principal: string;
beforeAll(async () => {
  t = await createCatalogTestApp();
  await seedPrivileges(t.db, 3_000);
  // Every privilege has a position here (the hand-written ones have none): the map finds what the search finds.
  await t.db.execute(sql`UPDATE catalog_menus SET latitude = 35.68, longitude = 139.76 WHERE latitude IS NULL`);
  principal = await t.loginAs('principal');
}, 180_000); // the seed loads the Japanese analyser (ADR 0035)
afterAll(async () => {
  await t?.close();
});

async function markers(query: string, cookie?: string) {
  const res = await t.get(`/v1/catalog/map?${query}`, cookie);
  return expectContract(res, MapMarkersResponseSchema).data;
}

/** How many the search (GET /v1/catalog/menus) finds with the same parameters: the map's oracle. */
async function searchTotal(query: string): Promise<number> {
  const res = await t.get(`/v1/catalog/menus?${query}&size=1`);
  return expectContract(res, MenuSearchResponseSchema).data.totalElements;
}

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
};

/** What a visitor may see now: offered to everyone, inside its publication window. */
const visibleToVisitor = sql`business_codes = '{}' AND published_from <= ${NOW}::timestamptz
  AND (published_until IS NULL OR published_until > ${NOW}::timestamptz)`;

describe('GET /v1/catalog/map: bounded markers', () => {
  it(`answers at most ${MAP_MARKER_LIMIT} markers, each with its position, and how many matched in all`, async () => {
    const all = await markers('');
    expect(all.limit).toBe(MAP_MARKER_LIMIT);
    expect(all.markers).toHaveLength(MAP_MARKER_LIMIT);
    expect(all.totalElements).toBeGreaterThan(MAP_MARKER_LIMIT);
    expect(all.totalElements).toBe(await searchTotal(''));
    for (const marker of all.markers) {
      expect(Number.isFinite(marker.latitude) && Number.isFinite(marker.longitude)).toBe(true);
    }
    expect(new Set(all.markers.map((m) => m.menuNo)).size).toBe(all.markers.length);
  });

  it('leaves out the privileges without a position, which the search still finds', async () => {
    // A privilege that has lost its position (an online-only shop, say).
    const [menu] = await rows<{ name: string; menu_no: string; latitude: number; longitude: number }>(
      sql`SELECT name, menu_no, latitude, longitude FROM catalog_menus WHERE ${visibleToVisitor}
          ORDER BY menu_no DESC LIMIT 1`,
    );
    expect(menu).toBeDefined();
    await t.db.execute(
      sql`UPDATE catalog_menus SET latitude = NULL, longitude = NULL WHERE menu_no = ${menu!.menu_no}`,
    );
    try {
      const keyword = `keyword=${encodeURIComponent(menu!.name)}`;
      const found = expectContract(await t.get(`/v1/catalog/menus?${keyword}&size=50`), MenuSearchResponseSchema);
      expect(found.data.content.map((item) => item.menuNo)).toContain(menu!.menu_no);
      const onMap = await markers(keyword);
      expect(onMap.markers.map((m) => m.menuNo)).not.toContain(menu!.menu_no);
      expect(onMap.totalElements).toBe(found.data.totalElements - 1);
    } finally {
      await t.db.execute(
        sql`UPDATE catalog_menus SET latitude = ${menu!.latitude}, longitude = ${menu!.longitude}
            WHERE menu_no = ${menu!.menu_no}`,
      );
    }
  });

  it('may be kept a minute by the browser, per session', async () => {
    const res = await t.get('/v1/catalog/map?areaMidClassCd=13');
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });
});

describe('GET /v1/catalog/map: the search’s filters and the map’s box', () => {
  it('filters by prefecture and category like the search, and counts exactly what matched', async () => {
    const tokyo = await markers('areaMidClassCd=13&catLrgClassCd=113');
    expect(tokyo.markers.length).toBeGreaterThan(0);
    for (const marker of tokyo.markers) {
      expect(marker).toMatchObject({ areaMidClassCd: '13', areaMidClassNm: '東京都', catLrgClassCd: '113' });
    }
    expect(tokyo.totalElements).toBe(await searchTotal('areaMidClassCd=13&catLrgClassCd=113'));
  });

  it('takes the keyword and the life widgets’ parameters as the search does (type, useage[])', async () => {
    const keyword = await markers(`keyword=${encodeURIComponent('焼肉')}&areaMidClassCd=13`);
    expect(keyword.totalElements).toBeGreaterThan(0);
    expect(keyword.totalElements).toBeLessThan((await markers('areaMidClassCd=13')).totalElements);
    const coupons = await markers('type=2&useage[]=1&areaMidClassCd=13,27');
    for (const marker of coupons.markers) expect(['13', '27']).toContain(marker.areaMidClassCd);
    expect(coupons.totalElements).toBeGreaterThan(0);
    expect(coupons.totalElements).toBe(await searchTotal('type=2&useage[]=1&areaMidClassCd=13,27'));
  });

  it('keeps to the box given as west,south,east,north', async () => {
    const tokyo = await markers('areaMidClassCd=13');
    const box = { west: 139.6, south: 35.6, east: 139.8, north: 35.75 };
    const inBox = await markers(`areaMidClassCd=13&bbox=${box.west},${box.south},${box.east},${box.north}`);
    expect(inBox.totalElements).toBeGreaterThan(0);
    expect(inBox.totalElements).toBeLessThan(tokyo.totalElements);
    for (const marker of inBox.markers) {
      expect(marker.longitude).toBeGreaterThanOrEqual(box.west);
      expect(marker.longitude).toBeLessThanOrEqual(box.east);
      expect(marker.latitude).toBeGreaterThanOrEqual(box.south);
      expect(marker.latitude).toBeLessThanOrEqual(box.north);
    }
    // The sea south of Japan holds no privilege.
    expect(await markers('bbox=140,20,141,21')).toMatchObject({ totalElements: 0, markers: [] });
  });

  it('finds nothing for a keyword that is not there, or one that is only control characters', async () => {
    expect(await markers(`keyword=${encodeURIComponent('存在しない言葉')}`)).toMatchObject({
      totalElements: 0,
      markers: [],
    });
    expect((await markers(`keyword=${encodeURIComponent('\u0000 \u0007')}`)).totalElements).toBe(0);
  });
});

describe('GET /v1/catalog/map: who sees what, and when', () => {
  it('shows a privilege offered to one business code to its members only, never to a visitor', async () => {
    const [restricted] = await rows<{ name: string; menu_no: string }>(
      sql`SELECT name, menu_no FROM catalog_menus WHERE business_codes = '{LY}' AND latitude IS NOT NULL
          AND published_from <= ${NOW}::timestamptz
          AND (published_until IS NULL OR published_until > ${NOW}::timestamptz) ORDER BY menu_no LIMIT 1`,
    );
    expect(restricted).toBeDefined();
    const query = `keyword=${encodeURIComponent(restricted!.name)}`;
    expect((await markers(query)).markers.map((m) => m.menuNo)).not.toContain(restricted!.menu_no);
    // The principal's business code is LY (packages/personas); the cookie alone decides nothing.
    expect((await markers(query, principal)).markers.map((m) => m.menuNo)).toContain(restricted!.menu_no);
    expect((await markers(query, 'portal_sid=forged')).markers.map((m) => m.menuNo)).not.toContain(restricted!.menu_no);
  });

  it('shows nothing outside its publication window', async () => {
    const [ended] = await rows<{ name: string; menu_no: string }>(
      sql`SELECT name, menu_no FROM catalog_menus WHERE business_codes = '{}' AND latitude IS NOT NULL
          AND published_until <= ${NOW}::timestamptz ORDER BY menu_no LIMIT 1`,
    );
    expect(ended).toBeDefined();
    const found = await markers(`keyword=${encodeURIComponent(ended!.name)}`);
    expect(found.markers.map((m) => m.menuNo)).not.toContain(ended!.menu_no);
  });
});

describe('GET /v1/catalog/map: bad input', () => {
  it.each([
    ['a box that is not numbers', 'bbox=abc'],
    ['a box of three numbers', 'bbox=139,35,140'],
    ['a box of five numbers', 'bbox=139,35,140,36,1'],
    ['a box whose west lies east of its east', 'bbox=140,35,139,36'],
    ['a box whose south lies north of its north', 'bbox=139,36,140,35'],
    ['a box past the poles', 'bbox=139,35,140,95'],
    ['a box past 180°', 'bbox=139,35,181,36'],
    ['a box in exponent notation', 'bbox=1e2,35,140,36'],
    ['a box twice', 'bbox=139,35,140,36&bbox=139,35,140,36'],
    ['a very long box', `bbox=${'1'.repeat(200)}`],
    ['a prefecture that does not exist', 'areaMidClassCd=48'],
    ['a keyword longer than 100 characters', `keyword=${'あ'.repeat(101)}`],
    ['an unknown type', 'type=9'],
  ])('refuses %s with 400', async (_, query) => {
    expectInvalidRequest(await t.get(`/v1/catalog/map?${query}`));
  });

  it('ignores the page, size and sort of a results page’s URL, and parameters it does not know', async () => {
    const plain = await markers('areaMidClassCd=13');
    expect(await markers('areaMidClassCd=13&page=999&size=999&sort=random&menuNo=x&navi=map')).toEqual(plain);
  });
});
