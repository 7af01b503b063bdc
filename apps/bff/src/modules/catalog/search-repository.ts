import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS as dbPriceBands, catalogData, type catalogMenus, type Database } from '@portal/db';

/**
 * Privilege search over the embedded catalogue (issue 12, docs/decisions/0021-catalogue-search.md): one SQL dialect
 * for PGlite and PostgreSQL. This is the table's route, for narrow questions and the conditions without a bitmap;
 * broad ones are answered from bitmaps (search-bitmaps.ts, docs/decisions/0035), menu-search.ts routes between them. A keyword is looked up by its grams in the GIN index (`search_grams @> …`), then each
 * word is checked as a substring of one folded field (`search_text LIKE …`); the filters, the audience and the
 * publication window narrow the same rows. Facet counts and the page are two statements over the same conditions.
 */

export type MenuSort = 'recommended' | 'newest' | 'price' | 'discount';

/**
 * The stay forms' plan conditions (feeLower, feeUpper, mealCondition, roomCondition, planByCompany): a stay matches
 * when ONE of its plans meets every one given — a cheap plan without breakfast and an expensive one with it do not
 * make a cheap stay with breakfast.
 */
export interface StayPlanConditions {
  /** Yen per person and night, inclusive. */
  feeLower?: number | undefined;
  feeUpper?: number | undefined;
  meals?: readonly ('none' | 'breakfast' | 'dinner' | 'both')[] | undefined;
  /** true non-smoking, false smoking; both for either. */
  nonSmoking?: readonly boolean[] | undefined;
  providers?: readonly ('original' | 'partner')[] | undefined;
}

export interface MenuSearchQuery {
  keyword?: string | undefined;
  serviceType?: 'life' | 'stay' | 'shop' | undefined;
  /** srvicDiv: A10 stays, A20 public stays (the stay forms' category). */
  serviceDivision?: string | undefined;
  /** Wire `type`s: 1 life, 2 coupon, 3 travel, 4 reservation sites. */
  menuTypes?: readonly number[] | undefined;
  catLrgClassCd?: string | undefined;
  catMidClassCd?: string | undefined;
  catSmlClassCd?: string | undefined;
  /** The prefectures of the region asked for (areaLrgClassCd); narrowed further by prefectureCodes. */
  regionPrefectureCodes?: readonly string[] | undefined;
  prefectureCodes?: readonly string[] | undefined;
  areaCodes?: readonly string[] | undefined;
  areaDtlCodes?: readonly string[] | undefined;
  genreTags?: readonly string[] | undefined;
  /** Usage flags 1–4 (useage[]): every one given must hold. */
  usage?: readonly number[] | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  discountFrom?: number | undefined;
  discountTo?: number | undefined;
  canUseCafe?: boolean | undefined;
  /**
   * The shop's 販売期間外の商品も表示 (checked=without_sales_period): items outside their sales period are left out
   * unless this is set.
   */
  includeOutsideSalesPeriod?: boolean | undefined;
  webReservation?: boolean | undefined;
  businessHotel?: boolean | undefined;
  naturalHotSpring?: boolean | undefined;
  stayPlan?: StayPlanConditions | undefined;
  /** The viewer's business code; null for a visitor (sees what is offered to everyone). */
  businessCode: string | null;
  now: Date;
  sort: MenuSort;
  /** 0-based */
  page: number;
  size: number;
}

/** Price bands of the price facet (yen, the member price where there is one): [from, to) with `to` null for open. */
export const PRICE_BANDS = dbPriceBands;

/** A result row: the columns of `catalog_menus` a result card shows, under their schema names. */
export type MenuHit = Pick<
  typeof catalogMenus.$inferSelect,
  | 'menuNo'
  | 'serviceType'
  | 'menuType'
  | 'name'
  | 'nameKana'
  | 'catchCopy'
  | 'imageUrl'
  | 'imageExplanation'
  | 'catLrgClassCd'
  | 'catMidClassCd'
  | 'catSmlClassCd'
  | 'prefectureCode'
  | 'areaCode'
  | 'shopAreaDiv'
  | 'serviceDivision'
  | 'usageFlags'
  | 'regularPrice'
  | 'memberPrice'
  | 'discountRate'
  | 'publishedFrom'
>;

export interface MenuFacets {
  categories: { code: string; count: number }[];
  prefectures: { code: string; count: number }[];
  /** Usage flag 1–4 → how many of the results have it. */
  usage: { flag: number; count: number }[];
  priceBands: { from: number; to: number | null; count: number }[];
}

export interface MenuSearchResult {
  total: number;
  items: MenuHit[];
  facets: MenuFacets;
  /** What answered (not on the wire): the search bitmaps or the table through the gram index. */
  route?: 'bitmaps' | 'table';
}

export const USAGE_BITS = [1, 2, 4, 8] as const;

/** LIKE pattern for a folded word: its own `%`, `_` and `\` are literal. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A keyword's grams as the numbers the GIN index keeps (`search_grams bigint[]`, search-text.ts gramCode). */
export const gramArray = (grams: readonly string[]) =>
  sql`ARRAY[${sql.join(
    catalogData.gramCodes(grams).map((code) => sql`${code}`),
    sql`, `,
  )}]::bigint[]`;

/** The WHERE of a search: everything but the sort and the page. Null when the keyword can match nothing. */
export function searchConditions(query: MenuSearchQuery): SQL | null {
  const conditions: SQL[] = [
    sql`published_from <= ${query.now.toISOString()}::timestamptz`,
    sql`(published_until IS NULL OR published_until > ${query.now.toISOString()}::timestamptz)`,
    query.businessCode === null
      ? sql`business_codes = '{}'`
      : sql`(business_codes = '{}' OR ${query.businessCode} = ANY(business_codes))`,
  ];
  if (query.keyword !== undefined && query.keyword.trim() !== '') {
    const { terms, grams } = catalogData.parseKeyword(query.keyword);
    if (terms.length === 0) return null;
    conditions.push(sql`search_grams @> ${gramArray(grams)}`);
    // Two grams in a row need not be the word: check each word (one- and two-character ones are exact already).
    for (const term of terms.filter((t) => [...t].length > 2)) {
      conditions.push(sql`search_text LIKE ${containing(term)}`);
    }
  }
  if (query.serviceType) conditions.push(sql`service_type = ${query.serviceType}`);
  if (query.serviceDivision) conditions.push(sql`service_division = ${query.serviceDivision}`);
  if (query.menuTypes?.length) {
    conditions.push(
      sql`menu_type IN (${sql.join(
        query.menuTypes.map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  }
  if (query.catLrgClassCd) conditions.push(sql`cat_lrg_class_cd = ${query.catLrgClassCd}`);
  if (query.catMidClassCd) conditions.push(sql`cat_mid_class_cd = ${query.catMidClassCd}`);
  if (query.catSmlClassCd) conditions.push(sql`cat_sml_class_cd = ${query.catSmlClassCd}`);
  for (const prefectures of [query.regionPrefectureCodes, query.prefectureCodes]) {
    if (prefectures?.length) conditions.push(sql`prefecture_code = ANY(${textArray(prefectures)})`);
  }
  if (query.areaCodes?.length) conditions.push(sql`area_code = ANY(${textArray(query.areaCodes)})`);
  if (query.areaDtlCodes?.length) conditions.push(sql`area_dtl_code = ANY(${textArray(query.areaDtlCodes)})`);
  if (query.genreTags?.length) conditions.push(sql`genre_tags && ${textArray(query.genreTags)}`);
  const usageMask = (query.usage ?? []).reduce((mask, flag) => mask | (USAGE_BITS[flag - 1] ?? 0), 0);
  if (usageMask) conditions.push(sql`(usage_flags & ${usageMask}) = ${usageMask}`);
  const price = sql`coalesce(member_price, regular_price)`;
  if (query.priceFrom !== undefined) conditions.push(sql`${price} >= ${query.priceFrom}`);
  if (query.priceTo !== undefined) conditions.push(sql`${price} <= ${query.priceTo}`);
  if (query.discountFrom !== undefined) conditions.push(sql`discount_rate >= ${query.discountFrom}`);
  if (query.discountTo !== undefined) conditions.push(sql`discount_rate <= ${query.discountTo}`);
  if (query.canUseCafe) conditions.push(sql`can_use_cafe`);
  if (!query.includeOutsideSalesPeriod) conditions.push(sql`NOT without_sales_period`);
  if (query.webReservation) conditions.push(sql`web_reservation`);
  if (query.businessHotel) conditions.push(sql`business_hotel`);
  if (query.naturalHotSpring) conditions.push(sql`natural_hot_spring`);
  if (query.stayPlan) conditions.push(stayPlanExists(query.stayPlan));
  return sql.join(conditions, sql` AND `);
}

/** One plan of the stay meets every plan condition (looked up by the plans' primary key, menu_no first). */
function stayPlanExists(plan: StayPlanConditions): SQL {
  const conditions: SQL[] = [sql`sp.menu_no = catalog_menus.menu_no`];
  if (plan.feeLower !== undefined) conditions.push(sql`sp.price_per_person >= ${plan.feeLower}`);
  if (plan.feeUpper !== undefined) conditions.push(sql`sp.price_per_person <= ${plan.feeUpper}`);
  if (plan.meals?.length) conditions.push(sql`sp.meals = ANY(${textArray(plan.meals)})`);
  // Both checked: a plan of either kind.
  if (plan.nonSmoking?.length === 1)
    conditions.push(plan.nonSmoking[0] ? sql`sp.non_smoking` : sql`NOT sp.non_smoking`);
  if (plan.providers?.length) conditions.push(sql`sp.provider = ANY(${textArray(plan.providers)})`);
  return sql`EXISTS (SELECT 1 FROM catalog_stay_plans sp WHERE ${sql.join(conditions, sql` AND `)})`;
}

/** The order of each sort (the bitmaps' walks follow the indexes of the same order). */
export const ORDER: Record<MenuSort, SQL> = {
  recommended: sql`recommend_rank, menu_no`,
  newest: sql`published_from DESC, menu_no`,
  price: sql`coalesce(member_price, regular_price) ASC NULLS LAST, menu_no`,
  discount: sql`discount_rate DESC NULLS LAST, menu_no`,
};

/** Where a keyword's words were found, best first: the order of a keyword's results (issue 31). */
export const KEYWORD_TIERS = ['name', 'reading', 'copy', 'other'] as const;

/**
 * A privilege's tier for the keyword's words (0 name, 1 reading, 2 catch copy or description, 3 category or area):
 * the first of these that holds every word, counting the ones before it (a word in the name and another in the
 * reading make tier 1).
 */
export function keywordTier(terms: readonly string[]): SQL {
  const holds = (columns: readonly string[]) =>
    sql.join(
      terms.map(
        (term) =>
          sql`(${sql.join(
            columns.map((column) => sql`${sql.identifier(column)} LIKE ${containing(term)}`),
            sql` OR `,
          )})`,
      ),
      sql` AND `,
    );
  return sql`CASE WHEN ${holds(['search_name'])} THEN 0
    WHEN ${holds(['search_name', 'search_reading'])} THEN 1
    WHEN ${holds(['search_name', 'search_reading', 'search_copy'])} THEN 2 ELSE 3 END`;
}

/** The order of a page: with a keyword, the recommended order ranks where the words were found first. */
export function pageOrder(query: MenuSearchQuery): SQL {
  const terms = keywordTerms(query);
  if (query.sort === 'recommended' && terms.length > 0) return sql`${keywordTier(terms)}, ${ORDER.recommended}`;
  return ORDER[query.sort];
}

/** The keyword's folded words, none without one. */
export function keywordTerms(query: Pick<MenuSearchQuery, 'keyword'>): string[] {
  return query.keyword?.trim() ? catalogData.parseKeyword(query.keyword).terms : [];
}

/** The columns of a result card, under MenuHit's names. */
export const HIT_COLUMNS = sql`menu_no AS "menuNo", service_type AS "serviceType", menu_type AS "menuType", name,
  name_kana AS "nameKana", catch_copy AS "catchCopy", image_url AS "imageUrl",
  image_explanation AS "imageExplanation", cat_lrg_class_cd AS "catLrgClassCd",
  cat_mid_class_cd AS "catMidClassCd", cat_sml_class_cd AS "catSmlClassCd",
  prefecture_code AS "prefectureCode", area_code AS "areaCode", shop_area_div AS "shopAreaDiv",
  service_division AS "serviceDivision", usage_flags AS "usageFlags", regular_price AS "regularPrice",
  member_price AS "memberPrice", discount_rate AS "discountRate", published_from AS "publishedFrom"`;

interface FacetRow extends Record<string, unknown> {
  kind: 'cat' | 'pref' | 'all';
  code: string | null;
  n: number | string;
  u1: number | string;
  u2: number | string;
  u3: number | string;
  u4: number | string;
  [band: `p${number}`]: number | string;
}

export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

export const hitsOf = (result: unknown): MenuHit[] =>
  rowsOf<MenuHit>(result).map((row) => ({ ...row, publishedFrom: new Date(row.publishedFrom) }));

export const byCount = (a: { code: string; count: number }, b: { code: string; count: number }) =>
  b.count - a.count || a.code.localeCompare(b.code);

export const emptyResult = (): MenuSearchResult => ({
  total: 0,
  items: [],
  facets: {
    categories: [],
    prefectures: [],
    usage: USAGE_BITS.map((_, i) => ({ flag: i + 1, count: 0 })),
    priceBands: PRICE_BANDS.map(([from, to]) => ({ from, to, count: 0 })),
  },
});

/**
 * The search answered from the table: the GIN index of grams finds the keyword's privileges, the conditions narrow
 * them, every one is visited to count the facets. Fast while the results are few (the bitmaps take over above
 * ROUTE_MARK, search-bitmaps.ts); exact always. No GROUPING SETS: three plain GROUP BYs over one result set, which
 * a distributed PostgreSQL (Citus) runs on every shard and merges.
 */
export async function searchMenusByTable(db: Database, query: MenuSearchQuery): Promise<MenuSearchResult> {
  const where = searchConditions(query);
  if (!where) return emptyResult();
  const price = sql`coalesce(member_price, regular_price)`;
  const bands = PRICE_BANDS.map(
    ([from, to], i) =>
      sql`count(*) FILTER (WHERE price >= ${from}${to === null ? sql`` : sql` AND price < ${to}`})::int AS ${sql.raw(`p${i}`)}`,
  );
  const zeros = sql.raw(
    ['u1', 'u2', 'u3', 'u4', ...PRICE_BANDS.map((_, i) => `p${i}`)].map((c) => `0 AS ${c}`).join(', '),
  );
  const [facetResult, pageResult] = await Promise.all([
    db.execute(sql`
      WITH r AS MATERIALIZED (
        SELECT cat_lrg_class_cd, prefecture_code, usage_flags, ${price} AS price FROM catalog_menus WHERE ${where})
      SELECT 'cat' AS kind, cat_lrg_class_cd AS code, count(*)::int AS n, ${zeros} FROM r GROUP BY cat_lrg_class_cd
      UNION ALL
      SELECT 'pref', prefecture_code, count(*)::int, ${zeros} FROM r GROUP BY prefecture_code
      UNION ALL
      SELECT 'all', NULL, count(*)::int,
             count(*) FILTER (WHERE usage_flags & 1 <> 0)::int,
             count(*) FILTER (WHERE usage_flags & 2 <> 0)::int,
             count(*) FILTER (WHERE usage_flags & 4 <> 0)::int,
             count(*) FILTER (WHERE usage_flags & 8 <> 0)::int,
             ${sql.join(bands, sql`, `)}
      FROM r`),
    db.execute(sql`
      SELECT ${HIT_COLUMNS} FROM catalog_menus WHERE ${where}
      ORDER BY ${pageOrder(query)}
      LIMIT ${query.size} OFFSET ${query.page * query.size}`),
  ]);
  const facets = rowsOf<FacetRow>(facetResult);
  const all = facets.find((row) => row.kind === 'all');
  const total = Number(all?.n ?? 0);
  if (!all || total === 0) return emptyResult();
  const counted = (kind: FacetRow['kind']) =>
    facets
      .filter((row) => row.kind === kind)
      .map((row) => ({ code: String(row.code), count: Number(row.n) }))
      .sort(byCount);
  return {
    route: 'table',
    total,
    items: hitsOf(pageResult),
    facets: {
      categories: counted('cat'),
      prefectures: counted('pref'),
      usage: USAGE_BITS.map((_, i) => ({ flag: i + 1, count: Number(all[`u${i + 1}` as 'u1']) })),
      priceBands: PRICE_BANDS.map(([from, to], i) => ({ from, to, count: Number(all[`p${i}`]) })),
    },
  };
}

/** A privilege with everything its detail page shows. */
export interface MenuRow
  extends
    MenuHit,
    Pick<
      typeof catalogMenus.$inferSelect,
      | 'leadCopy'
      | 'areaDtlCode'
      | 'publishedUntil'
      | 'latitude'
      | 'longitude'
      | 'couponCode'
      | 'couponBarcode'
      | 'couponConditions'
      | 'genreTags'
      | 'webReservation'
      | 'canUseCafe'
      | 'withoutSalesPeriod'
      | 'businessHotel'
      | 'naturalHotSpring'
    > {
  stayPlans: {
    planNo: number;
    name: string;
    pricePerPerson: number;
    meals: 'none' | 'breakfast' | 'dinner' | 'both';
    nonSmoking: boolean;
    provider: 'original' | 'partner';
  }[];
}

/**
 * One privilege as its detail page shows it, with its stay plans; null when there is no such privilege, or when the
 * viewer may not see it now (outside its publication window, or offered to another business code): the same rules
 * as the search, so a link never shows what the search would hide.
 */
export async function findMenu(
  db: Database,
  menuNo: string,
  viewer: Pick<MenuSearchQuery, 'businessCode' | 'now'>,
): Promise<MenuRow | null> {
  // An item outside its sales period keeps its page (a favourite, a shared link): it is only left out of lists.
  const visible = searchConditions({
    ...viewer,
    includeOutsideSalesPeriod: true,
    sort: 'recommended',
    page: 0,
    size: 1,
  });
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT menu_no AS "menuNo", service_type AS "serviceType", menu_type AS "menuType", name,
             name_kana AS "nameKana", catch_copy AS "catchCopy", lead_copy AS "leadCopy", image_url AS "imageUrl",
             image_explanation AS "imageExplanation", cat_lrg_class_cd AS "catLrgClassCd",
             cat_mid_class_cd AS "catMidClassCd", cat_sml_class_cd AS "catSmlClassCd",
             prefecture_code AS "prefectureCode", area_code AS "areaCode", area_dtl_code AS "areaDtlCode",
             shop_area_div AS "shopAreaDiv", service_division AS "serviceDivision", usage_flags AS "usageFlags",
             regular_price AS "regularPrice", member_price AS "memberPrice", discount_rate AS "discountRate",
             published_from AS "publishedFrom", published_until AS "publishedUntil", latitude, longitude,
             coupon_code AS "couponCode", coupon_barcode AS "couponBarcode", coupon_conditions AS "couponConditions",
             genre_tags AS "genreTags", web_reservation AS "webReservation", can_use_cafe AS "canUseCafe",
             without_sales_period AS "withoutSalesPeriod", business_hotel AS "businessHotel",
             natural_hot_spring AS "naturalHotSpring"
      FROM catalog_menus WHERE menu_no = ${menuNo} AND ${visible!}`),
  );
  if (!row) return null;
  const plans = rowsOf<MenuRow['stayPlans'][number]>(
    await db.execute(sql`
      SELECT plan_no AS "planNo", name, price_per_person AS "pricePerPerson", meals, non_smoking AS "nonSmoking",
             provider
      FROM catalog_stay_plans WHERE menu_no = ${menuNo} ORDER BY plan_no`),
  );
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    ...(row as unknown as MenuRow),
    publishedFrom: date(row.publishedFrom)!,
    publishedUntil: date(row.publishedUntil),
    stayPlans: plans.map((plan) => ({
      ...plan,
      planNo: Number(plan.planNo),
      pricePerPerson: Number(plan.pricePerPerson),
    })),
  };
}
