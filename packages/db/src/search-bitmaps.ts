import { sql, type SQL } from 'drizzle-orm';
import { SHOP_PRICE_STEPS } from '@portal/contracts/search/constants';
import type { Database } from './client.ts';

/**
 * The search bitmaps of the catalogue (docs/decisions/0035-catalogue-search-at-scale-and-ranking.md): bit i of a
 * bitmap is the privilege whose `search_ord` is i. One bitmap per facet value and filter is made here, from the
 * table, whenever the catalogue changes (the seed, the importer); the search makes the bitmaps of broad words and of
 * the publication window itself, on first use, for the catalogue version they were made from
 * (apps/bff/src/modules/catalog/search-repository.ts).
 */

/** The price bands of the price facet (yen, the member price where there is one): [from, to), `to` null for open. */
export const PRICE_BANDS: readonly (readonly [number, number | null])[] = [
  [0, 1_000],
  [1_000, 3_000],
  [3_000, 5_000],
  [5_000, 10_000],
  [10_000, 30_000],
  [30_000, null],
];

/**
 * The bounds (yen) of the price questions members ask: the facet's bands (a band's link asks priceFrom = from,
 * priceTo = to - 1) and the shop form's steps (priceFrom = step, priceTo = step). Prices are whole yen, so
 * `price <= to` is `price < to + 1`. One bitmap per step holds the prices from it to the next step (the last one
 * open): a range whose lower bound and upper bound + 1 are steps is the OR of the steps between them.
 */
export const PRICE_STEPS: readonly number[] = [
  ...new Set([
    0,
    ...PRICE_BANDS.flatMap(([from, to]) => (to === null ? [from] : [from, to])),
    ...SHOP_PRICE_STEPS.flatMap((step) => [step, step + 1]),
  ]),
].sort((a, b) => a - b);

/** The keys of the facet and filter bitmaps (a filter's bitmap holds exactly the rows the table's filter keeps). */
export const bitmapKey = {
  largeCategory: (code: string) => `lrg:${code}`,
  /** A middle category code (catMidClassCd), whatever the large one: the table's filter is on the code alone. */
  middleCategory: (code: string) => `mid:${code}`,
  /** A small category code (catSmlClassCd), likewise. */
  smallCategory: (code: string) => `sml:${code}`,
  /** A gourmet genre tag (lifeGenreTags). */
  genre: (code: string) => `genre:${code}`,
  prefecture: (code: string) => `pref:${code}`,
  /** Usage flag 1–4 (useage[]). */
  usage: (flag: number) => `use:${flag}`,
  /** Index into PRICE_BANDS. */
  priceBand: (band: number) => `band:${band}`,
  /** The prices from a PRICE_STEPS step to the next one. */
  priceStep: (step: number) => `price:${step}`,
  serviceType: (type: string) => `svc:${type}`,
  serviceDivision: (division: string) => `div:${division}`,
  menuType: (type: number) => `type:${type}`,
  /** Offered to everyone (''), or to one business code. */
  audience: (businessCode: string) => `aud:${businessCode}`,
  /** Not an item outside its sales period (shown in lists unless 販売期間外の商品も表示 is checked). */
  listed: 'listed',
  /**
   * The bitmaps' length (search_ord's maximum + 1) in `matches`, for the catalogue version they were made from. The
   * key names the kinds of bitmap made (2: with the price steps): bitmaps made by an older release are not current,
   * so the search answers from the table until they are made again (the seed makes them at once, an import anyway).
   */
  length: 'length:2',
} as const;

/** The catalogue's version (catalog_version), 0 before anything was imported or seeded. */
export const catalogueVersion: SQL = sql`coalesce((SELECT version FROM catalog_version WHERE id = 'catalogue'), 0)`;

/** A new catalogue version: every bitmap and cached answer made from the previous one is ignored from now on. */
export async function bumpCatalogueVersion(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO catalog_version (id, version, changed_at) VALUES ('catalogue', 1, now())
    ON CONFLICT (id) DO UPDATE SET version = catalog_version.version + 1, changed_at = now()`);
}

/**
 * A bitmap of `length` bits from the ordinals `ords` (a subquery of one `ord` column, no duplicates), as SQL:
 * the gaps between set bits as runs of '0', in one pass.
 */
export function bitmapOf(ords: SQL, length: SQL): SQL {
  return sql`(SELECT (coalesce(string_agg(repeat('0', gap) || '1', '' ORDER BY ord), '')
                      || repeat('0', greatest(0, (${length}) - coalesce(max(ord), -1) - 1)))::varbit
              FROM (SELECT ord, ord - coalesce(lag(ord) OVER (ORDER BY ord), -1) - 1 AS gap FROM (${ords}) o) g)`;
}

const bandCase = sql.join(
  PRICE_BANDS.map(
    ([from, to], i) =>
      sql`WHEN coalesce(member_price, regular_price) >= ${from}${to === null ? sql`` : sql` AND coalesce(member_price, regular_price) < ${to}`} THEN ${`band:${i}`}`,
  ),
  sql` `,
);

const stepCase = sql.join(
  [...PRICE_STEPS]
    .reverse()
    .map((step) => sql`WHEN coalesce(member_price, regular_price) >= ${step} THEN ${bitmapKey.priceStep(step)}`),
  sql` `,
);

/**
 * Makes every facet and filter bitmap again from catalog_menus, for the current catalogue version, and drops the
 * bitmaps of the previous one (word and window bitmaps are made again by the search on first use). Run it in the
 * transaction that changed the catalogue, after the version was bumped, or right after it: until it has run, the
 * search answers from the table itself (exact, slower for broad questions).
 */
export async function refreshSearchBitmaps(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // The hash of all (key, word) pairs in memory rather than in temporary files (about 300 MB at 1.5 M privileges,
    // within twice work_mem, PostgreSQL's default hash_mem_multiplier).
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await tx.execute(sql`DELETE FROM catalog_search_bitmaps`);
    await tx.execute(sql`
      INSERT INTO catalog_search_bitmaps (key, version, matches)
      SELECT ${bitmapKey.length}, ${catalogueVersion}, coalesce(max(search_ord), 0) + 1 FROM catalog_menus`);
    const length = sql`(SELECT matches FROM catalog_search_bitmaps WHERE key = ${bitmapKey.length})`;
    // Each (key, privilege) pair is first folded into its 64-bit word by hashing (no sort of all pairs: at 1.5 M
    // privileges that sort took most of a minute), then each key's words are written out in order, the gaps between
    // them as zeros, and the whole cut or padded to the bitmaps' length (docs/decisions/0033, amendment "lz4 and
    // UTF-8"). A bigint's `bit(64)` has its highest bit first: ord 64w + i is bit 63 - i of word w.
    await tx.execute(sql`
      WITH words AS MATERIALIZED (
        SELECT k.key COLLATE "C" AS key, m.search_ord / 64 AS w, count(*) AS n,
               bit_or(1::bigint << (63 - m.search_ord % 64)) AS word
        FROM catalog_menus m
        CROSS JOIN LATERAL unnest(ARRAY[
          'lrg:' || m.cat_lrg_class_cd,
          'mid:' || m.cat_mid_class_cd,
          'sml:' || m.cat_sml_class_cd,
          'pref:' || m.prefecture_code,
          'svc:' || m.service_type,
          'div:' || m.service_division,
          CASE WHEN m.menu_type IS NOT NULL THEN 'type:' || m.menu_type END,
          CASE WHEN m.usage_flags & 1 <> 0 THEN 'use:1' END,
          CASE WHEN m.usage_flags & 2 <> 0 THEN 'use:2' END,
          CASE WHEN m.usage_flags & 4 <> 0 THEN 'use:3' END,
          CASE WHEN m.usage_flags & 8 <> 0 THEN 'use:4' END,
          CASE ${bandCase} END,
          CASE ${stepCase} END,
          CASE WHEN NOT m.without_sales_period THEN ${bitmapKey.listed} END
        ] || CASE WHEN m.business_codes = '{}' THEN ARRAY['aud:'] ELSE
               ARRAY(SELECT DISTINCT 'aud:' || code FROM unnest(m.business_codes) code) END
          || ARRAY(SELECT DISTINCT 'genre:' || tag FROM unnest(m.genre_tags) tag)) AS k(key)
        WHERE k.key IS NOT NULL
        GROUP BY 1, 2)
      INSERT INTO catalog_search_bitmaps (key, version, matches, bits)
      SELECT key, ${catalogueVersion}, sum(n)::int,
             rpad(string_agg(repeat('0', 64 * gap::int) || word::bit(64)::text, '' ORDER BY w), ${length}, '0')::varbit
      FROM (SELECT key, w, word, n, w - coalesce(lag(w) OVER (PARTITION BY key ORDER BY w), -1) - 1 AS gap FROM words) gaps
      GROUP BY key`);
  });
}

/** Whether the facet and filter bitmaps are those of the current catalogue version. */
export async function searchBitmapsCurrent(db: Database): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT FROM catalog_search_bitmaps WHERE key = ${bitmapKey.length} AND version = ${catalogueVersion})
      AS current`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { current: boolean }[] }).rows) as {
    current: boolean;
  }[];
  return Boolean(rows[0]?.current);
}
