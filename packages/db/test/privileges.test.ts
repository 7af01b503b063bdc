import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { AREA_CATALOGUE } from '../src/catalog/areas.ts';
import { CATEGORY_TREE } from '../src/catalog/categories.ts';
import { FIRST_GENERATED_MENU_NO, generatedFeedRow, generatePrivilege } from '../src/catalog/privilege-generator.ts';
import { menuSearchColumns } from '../src/catalog/menu-search-columns.ts';
import { checkFeedRow } from '../src/catalog-import/feed-rows.ts';
import { foldForSearch, prepareSearchDocuments } from '../src/catalog/search-text.ts';
import { seedCatalogMenus } from '../src/seed/catalog.ts';
import { seedPrivileges } from '../src/seed/privileges.ts';
import { catalogMenus, catalogStayPlans } from '../src/schema/index.ts';
import { createTestDatabase } from '../src/testing.ts';
import { REPO_ROOT } from '../src/client.ts';

// issue 12 "The data": a deterministic generator of realistic Japanese privileges.

const sample = Array.from({ length: 5_000 }, (_, i) => generatePrivilege(i));

function categoryExists(lrg: string, mid: string, sml: string): boolean {
  const large = CATEGORY_TREE.find((c) => c.code === lrg);
  const middle = large?.children?.find((c) => c.code === mid);
  return Boolean(middle?.children?.some((c) => c.code === sml));
}

describe('generatePrivilege', () => {
  it('always makes the same privilege for the same number, whatever else is made', () => {
    expect(generatePrivilege(4_321)).toEqual(sample[4_321]);
    expect(generatePrivilege(1_499_999).menuNo).toBe(String(FIRST_GENERATED_MENU_NO + 1_499_999));
  });

  it('gives every name a reading in hiragana, and finds it by that reading', async () => {
    await prepareSearchDocuments();
    for (const p of sample.slice(0, 1_000)) {
      expect(p.nameKana, p.name).toMatch(/^[\u3041-\u3096ー ]+$/u);
      const row = checkFeedRow(generatedFeedRow(Number(p.menuNo) - FIRST_GENERATED_MENU_NO));
      if (!('row' in row)) throw new Error(JSON.stringify(row.issues));
      expect(menuSearchColumns(row.row).searchText).toContain(foldForSearch(p.nameKana));
    }
  });

  it('writes rows of the catalogue feed that the importer takes', () => {
    for (let i = 0; i < 5_000; i++) expect(checkFeedRow(generatedFeedRow(i)), String(i)).toHaveProperty('row');
  });

  it('uses the category tree and the area catalogue, across all 47 prefectures', () => {
    const prefectures = new Set(AREA_CATALOGUE.flatMap((r) => r.prefectures.map((p) => p.code)));
    for (const p of sample) {
      expect(categoryExists(p.catLrgClassCd, p.catMidClassCd, p.catSmlClassCd), `${p.menuNo} ${p.name}`).toBe(true);
      expect(p.areaCode.startsWith(p.prefectureCode)).toBe(true);
    }
    expect(new Set(sample.map((p) => p.prefectureCode))).toEqual(prefectures);
    expect(new Set(sample.map((p) => p.catLrgClassCd)).size).toBeGreaterThanOrEqual(17);
  });

  it('shows pictures the portal serves (apps/web/public), each with a text for those who cannot see it', () => {
    for (const url of new Set(sample.map((p) => p.imageUrl))) {
      expect(existsSync(join(REPO_ROOT, 'apps/web/public', url)), url).toBe(true);
      // Raster, as the catalogue's own pictures: each SVG picture is a document of its own in the browser (ADR 0030).
      expect(url).toMatch(/\.webp$/);
    }
    for (const p of sample) expect(p.imageExplanation).not.toBe('');
  });

  it('makes every kind the screens need: life, coupons, travel, reservation sites, stays with plans, shop items', () => {
    const kinds = new Set(sample.map((p) => `${p.serviceType}/${p.menuType ?? '-'}`));
    expect(kinds).toEqual(new Set(['life/1', 'life/2', 'life/3', 'life/4', 'stay/-', 'shop/-']));
    for (const p of sample) {
      if (p.serviceType === 'stay') expect(p.stayPlans.length).toBeGreaterThan(0);
      if (p.serviceType === 'shop') expect(p.regularPrice).toBeGreaterThan(0);
      if (p.menuType === 2) expect(p.couponCode ?? p.couponBarcode).toBeTruthy();
      if (p.memberPrice !== null) expect(p.memberPrice).toBeLessThanOrEqual(p.regularPrice!);
      if (p.genreTags.length > 0) expect(p.catLrgClassCd).toBe('113');
    }
  });
});

describe('seedPrivileges', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('adds what is missing, once: a second run adds nothing, a larger one adds the rest', async () => {
    await handle.reset();
    // The hand-written menus (six digits, 200001 among them) are there first, as in every seed.
    await seedCatalogMenus(handle.db);
    const generated = async () =>
      (
        await handle.db
          .select({ n: count() })
          .from(catalogMenus)
          .where(and(gte(catalogMenus.menuNo, String(FIRST_GENERATED_MENU_NO)), sql`length(menu_no) = 7`))
      )[0]?.n;
    expect(await seedPrivileges(handle.db, 1_000)).toBe(1_000);
    expect(await seedPrivileges(handle.db, 1_000)).toBe(0);
    expect(await seedPrivileges(handle.db, 1_200)).toBe(200);
    expect(await generated()).toBe(1_200);
    // The first generated privilege is there too.
    const [first] = await handle.db.select().from(catalogMenus).where(eq(catalogMenus.menuNo, sample[0]!.menuNo));
    expect(first?.name).toBe(sample[0]!.name);
    const [stored] = await handle.db.select().from(catalogMenus).where(eq(catalogMenus.menuNo, sample[7]!.menuNo));
    expect(stored).toMatchObject({
      name: sample[7]!.name,
      nameKana: sample[7]!.nameKana,
      rowHash: expect.any(String),
    });
    expect(stored?.searchText).toContain(foldForSearch(sample[7]!.name.replace(/ /g, '').slice(0, 4)));
    const stay = sample.slice(0, 1_200).find((p) => p.serviceType === 'stay')!;
    const plans = await handle.db.select().from(catalogStayPlans).where(eq(catalogStayPlans.menuNo, stay.menuNo));
    expect(plans).toHaveLength(stay.stayPlans.length);
  });
});
