import { and, count, gte, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { FIRST_GENERATED_MENU_NO, generatePrivilege, type GeneratedPrivilege } from '../catalog/privilege-generator.ts';
import { catalogMenus } from '../schema/index.ts';

/** How many privileges the embedded default holds (issue 12: at least 20,000). */
export const EMBEDDED_PRIVILEGE_COUNT = 20_000;

/** The GIN index of the keyword grams (schema/catalog.ts). */
const KEYWORD_INDEX = 'catalog_menus_search_grams_idx';
/** From this many rows to add, the keyword index is dropped and built again after the load. */
const BULK_LOAD_ROWS = 5_000;

/** Rows per INSERT: one JSON parameter each, so the statement count, not the parameter limit, sets the pace. */
const BATCH = 2_000;

/** A generated privilege as its table row: snake_case keys, every column given (the JSON rows get no defaults). */
function menuRow({ stayPlans: _plans, ...p }: GeneratedPrivilege): Record<string, unknown> {
  return {
    menu_no: p.menuNo,
    service_type: p.serviceType,
    menu_type: p.menuType,
    name: p.name,
    name_kana: p.nameKana,
    catch_copy: p.catchCopy,
    lead_copy: p.leadCopy,
    image_url: p.imageUrl,
    image_explanation: p.imageExplanation,
    cat_lrg_class_cd: p.catLrgClassCd,
    cat_mid_class_cd: p.catMidClassCd,
    cat_sml_class_cd: p.catSmlClassCd,
    prefecture_code: p.prefectureCode,
    area_code: p.areaCode,
    area_dtl_code: p.areaDtlCode,
    shop_area_div: p.shopAreaDiv,
    service_division: p.serviceDivision,
    usage_flags: p.usageFlags,
    regular_price: p.regularPrice,
    member_price: p.memberPrice,
    discount_rate: p.discountRate,
    published_from: p.publishedFrom.toISOString(),
    published_until: p.publishedUntil?.toISOString() ?? null,
    coupon_code: p.couponCode,
    coupon_barcode: p.couponBarcode,
    coupon_conditions: p.couponConditions,
    latitude: p.latitude,
    longitude: p.longitude,
    business_codes: p.businessCodes,
    genre_tags: p.genreTags,
    web_reservation: p.webReservation,
    can_use_cafe: p.canUseCafe,
    without_sales_period: p.withoutSalesPeriod,
    business_hotel: p.businessHotel,
    natural_hot_spring: p.naturalHotSpring,
    recommend_rank: p.recommendRank,
    search_text: p.searchText,
    search_grams: p.searchGrams,
  };
}

/**
 * Fills the catalogue with the generated privileges `0 … total - 1` that are not there yet (generated rows are
 * numbered from FIRST_GENERATED_MENU_NO up, so what is there is always a prefix). Idempotent; returns how many it
 * added. `onProgress` is told after every batch (the benchmark's 1.5 million take a while).
 */
export async function seedPrivileges(
  db: Database,
  total: number = EMBEDDED_PRIVILEGE_COUNT,
  onProgress?: (done: number) => void,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(catalogMenus)
    // Seven digits from the first generated number: the hand-written six-digit menus (200001…) sort among them.
    .where(and(sql`length(${catalogMenus.menuNo}) = 7`, gte(catalogMenus.menuNo, String(FIRST_GENERATED_MENU_NO))));
  const present = row?.n ?? 0;
  // A bulk load builds the keyword index once at the end instead of growing it row by row (about twice as fast).
  const bulk = total - present >= BULK_LOAD_ROWS;
  if (bulk) await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(KEYWORD_INDEX)}`);
  for (let start = present; start < total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => generatePrivilege(start + i));
    const plans = batch.flatMap((menu) =>
      menu.stayPlans.map((plan) => ({
        menu_no: menu.menuNo,
        plan_no: plan.planNo,
        name: plan.name,
        price_per_person: plan.pricePerPerson,
        meals: plan.meals,
        non_smoking: plan.nonSmoking,
        provider: plan.provider,
      })),
    );
    // One statement per table and batch: json_populate_recordset turns the JSON rows into table rows.
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO catalog_menus SELECT * FROM json_populate_recordset(NULL::catalog_menus, ${JSON.stringify(batch.map(menuRow))}::json) ON CONFLICT DO NOTHING`,
      );
      if (plans.length > 0) {
        await tx.execute(
          sql`INSERT INTO catalog_stay_plans SELECT * FROM json_populate_recordset(NULL::catalog_stay_plans, ${JSON.stringify(plans)}::json) ON CONFLICT DO NOTHING`,
        );
      }
    });
    onProgress?.(start + batch.length);
  }
  if (bulk) {
    await db.execute(
      sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(KEYWORD_INDEX)} ON catalog_menus USING gin (search_grams)`,
    );
    await db.execute(sql`ANALYZE catalog_menus`);
  }
  return Math.max(0, total - present);
}
