import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../src/testing.ts';
import { seedCarrierData } from '../src/seed/carrier.ts';
import { catalogMenus, memberMenuItems } from '../src/schema/index.ts';
import { AREA_CATALOGUE, CATEGORY_TREE, MEMBER_MENU_ITEMS, MENUS } from '../src/catalog/index.ts';

describe('the area catalogue', () => {
  const prefectures = AREA_CATALOGUE.flatMap((r) => r.prefectures);
  const areas = prefectures.flatMap((p) => p.areas);

  it('has 13 regions and the 47 prefectures once each, region-1 北海道 and region-13 沖縄 alone', () => {
    expect(AREA_CATALOGUE.map((r) => r.code)).toEqual(Array.from({ length: 13 }, (_, i) => `region-${i + 1}`));
    expect(prefectures.map((p) => p.code).sort()).toEqual(
      Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(AREA_CATALOGUE[0]?.prefectures.map((p) => p.label)).toEqual(['北海道']);
    expect(AREA_CATALOGUE[12]?.prefectures.map((p) => p.label)).toEqual(['沖縄県']);
  });

  it('gives unique codes and no duplicate names within a prefecture', () => {
    expect(new Set(areas.map((a) => a.code)).size).toBe(areas.length);
    for (const p of prefectures) expect(new Set(p.areas.map((a) => a.label)).size).toBe(p.areas.length);
    expect(areas.find((a) => a.code === '2601')?.fullLabel).toBe('京都府 京都市');
  });
});

describe('the category tree', () => {
  it('has unique codes under each parent', () => {
    expect(new Set(CATEGORY_TREE.map((c) => c.code)).size).toBe(CATEGORY_TREE.length);
    for (const lrg of CATEGORY_TREE) {
      const mids = lrg.children ?? [];
      expect(new Set(mids.map((m) => m.code)).size).toBe(mids.length);
      for (const mid of mids) {
        const smalls = mid.children ?? [];
        expect(new Set(smalls.map((s) => s.code)).size).toBe(smalls.length);
      }
    }
  });
});

describe('menus and member lists', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  const now = new Date('2026-11-21T03:00:00Z');
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('places every menu in a known area and lists only known menus', () => {
    const areaCodes = new Set(AREA_CATALOGUE.flatMap((r) => r.prefectures.flatMap((p) => p.areas.map((a) => a.code))));
    for (const m of MENUS) {
      expect(areaCodes.has(m.areaCode), m.name).toBe(true);
      expect(m.areaCode.startsWith(m.prefectureCode)).toBe(true);
    }
    const menuNos = new Set(MENUS.map((m) => m.menuNo));
    for (const items of Object.values(MEMBER_MENU_ITEMS))
      for (const i of items) expect(menuNos.has(i.menuNo)).toBe(true);
  });

  it('seeds the menus and each member list with the carrier data, once', async () => {
    await handle.reset();
    await seedCarrierData(handle.db, { now });
    await seedCarrierData(handle.db, { now });
    expect(await handle.db.select().from(catalogMenus)).toHaveLength(MENUS.length);
    const principal = await handle.db.select().from(memberMenuItems).where(eq(memberMenuItems.memberId, 'principal'));
    expect(principal).toHaveLength(MEMBER_MENU_ITEMS.principal?.length ?? -1);
  });

  it('gives members seeded before the lists existed their lists, and leaves a list that moved on alone', async () => {
    await handle.db.delete(memberMenuItems).where(eq(memberMenuItems.memberId, 'family'));
    await handle.db.delete(memberMenuItems).where(eq(memberMenuItems.menuNo, '100001'));
    await seedCarrierData(handle.db, { now });
    const rows = await handle.db.select().from(memberMenuItems);
    expect(rows.filter((r) => r.memberId === 'family')).toHaveLength(MEMBER_MENU_ITEMS.family?.length ?? -1);
    expect(rows.filter((r) => r.menuNo === '100001')).toHaveLength(0);
  });
});
