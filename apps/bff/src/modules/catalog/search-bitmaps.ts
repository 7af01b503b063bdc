import { sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS, bitmapKey, bitmapOf, catalogData, catalogueVersion, type Database } from '@portal/db';
import type { MenuHit, MenuSearchQuery, MenuSearchResult } from './search-repository.ts';
import {
  HIT_COLUMNS,
  USAGE_BITS,
  byCount,
  containing,
  emptyResult,
  hitsOf,
  rowsOf,
  searchConditions,
  textArray,
} from './search-repository.ts';

/**
 * Broad questions answered from bitmaps (issue 31, docs/decisions/0035-catalogue-search-at-scale-and-ranking.md).
 * Bit i of every bitmap is the privilege whose `search_ord` is i. The importer (and the seed) makes one bitmap per
 * facet value and filter (packages/db/src/search-bitmaps.ts); this module makes, on first use and for the catalogue
 * version it was made from, one per keyword word — with its parts found in the name, the reading, the copy — and one
 * for the publication window. A question is the AND of its bitmaps; its total and its facets are `bit_count`s, so
 * nothing is read from the table to count them; its page is an index-only walk of `(sort key, menu_no, search_ord)`
 * that keeps the privileges whose bit is set. Below ROUTE_MARK results the walk is longer than the gram index's
 * lookup, and the table answers (search-repository.ts).
 */

/** From this many results on, the bitmaps answer; a word with fewer keeps no bitmap. */
export const ROUTE_MARK = 4_000;

/** The facet bitmaps counted for every question. */
const FACET_KEYS = ['lrg:%', 'pref:%', 'use:%', 'band:%'];

/** The bitmaps' length: one bit per search_ord the facet bitmaps were made with. */
const length = sql`(SELECT matches FROM catalog_search_bitmaps WHERE key = ${bitmapKey.length})`;

const wordKey = (part: 'word' | 'name' | 'reading' | 'copy', term: string) => `${part}:${term}`;

/**
 * The question as bitmap keys: the AND of groups, each the OR of its keys. Null when a condition has no bitmap
 * (municipalities and sub-areas, price and discount ranges, the stay plans…): the table answers those.
 */
function bitmapGroups(query: MenuSearchQuery): string[][] | null {
  if (
    query.areaCodes?.length ||
    query.areaDtlCodes?.length ||
    query.priceFrom !== undefined ||
    query.priceTo !== undefined ||
    query.discountFrom !== undefined ||
    query.discountTo !== undefined ||
    query.canUseCafe ||
    query.webReservation ||
    query.businessHotel ||
    query.naturalHotSpring ||
    query.stayPlan
  ) {
    return null;
  }
  const groups: string[][] = [
    query.businessCode === null
      ? [bitmapKey.audience('')]
      : [bitmapKey.audience(''), bitmapKey.audience(query.businessCode)],
  ];
  if (!query.includeOutsideSalesPeriod) groups.push([bitmapKey.listed]);
  if (query.serviceType) groups.push([bitmapKey.serviceType(query.serviceType)]);
  if (query.serviceDivision) groups.push([bitmapKey.serviceDivision(query.serviceDivision)]);
  if (query.menuTypes?.length) groups.push(query.menuTypes.map(bitmapKey.menuType));
  if (query.catLrgClassCd) groups.push([bitmapKey.largeCategory(query.catLrgClassCd)]);
  if (query.catMidClassCd) groups.push([bitmapKey.middleCategory(query.catMidClassCd)]);
  if (query.catSmlClassCd) groups.push([bitmapKey.smallCategory(query.catSmlClassCd)]);
  // Any of the genres (genre_tags && …).
  if (query.genreTags?.length) groups.push(query.genreTags.map(bitmapKey.genre));
  for (const prefectures of [query.regionPrefectureCodes, query.prefectureCodes]) {
    if (prefectures?.length) groups.push(prefectures.map(bitmapKey.prefecture));
  }
  // An unknown flag filters nothing, as in the table's mask.
  for (const flag of new Set(query.usage ?? [])) if (USAGE_BITS[flag - 1]) groups.push([bitmapKey.usage(flag)]);
  return groups;
}

/** The OR of the bitmaps of `keys` (NULL when none exists). */
const anyOf = (keys: readonly string[]): SQL =>
  sql`(SELECT bit_or(bits) FROM catalog_search_bitmaps
       WHERE key = ANY(${textArray(keys)}) AND version = ${catalogueVersion})`;
/** The AND of `parts`, parenthesised (`~` binds tighter than `&`). */
const allOf = (parts: readonly SQL[]): SQL => sql`(${sql.join([...parts], sql` & `)})`;

interface StateRow extends Record<string, unknown> {
  key: string;
  version: number | string | null;
  matches: number | string | null;
  has_bits: boolean | null;
  covers: boolean | null;
  current: number | string;
  max_ord: number | string | null;
  /** The question's count from the bitmaps as they are (null when one is missing or of another version). */
  total: number | string | null;
}

/** Makes a word's bitmaps (found anywhere; in the name; in the name or reading; in those or the copy). */
async function makeWordBitmaps(db: Database, term: string, mark: number): Promise<number> {
  const like = containing(term);
  const grams = catalogData.parseKeyword(term).grams;
  const part = (name: 'word' | 'name' | 'reading' | 'copy', filter: SQL) =>
    sql`SELECT ${wordKey(name, term)}, ${catalogueVersion}, (SELECT count(*)::int FROM hits WHERE ${filter}),
               CASE WHEN total.n >= ${mark} THEN ${bitmapOf(sql`SELECT ord FROM hits WHERE ${filter}`, length)} END
        FROM total`;
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      WITH hits AS MATERIALIZED (
        SELECT search_ord AS ord,
               search_name LIKE ${like} AS in_name,
               search_name LIKE ${like} OR search_reading LIKE ${like} AS in_reading,
               search_name LIKE ${like} OR search_reading LIKE ${like} OR search_copy LIKE ${like} AS in_copy
        FROM catalog_menus
        WHERE search_grams @> ${textArray(grams)} AND search_text LIKE ${like} AND search_ord < ${length}),
      total AS (SELECT count(*)::int AS n FROM hits),
      made AS (
        INSERT INTO catalog_search_bitmaps (key, version, matches, bits)
        ${part('word', sql`true`)}
        UNION ALL ${part('name', sql`in_name`)}
        UNION ALL ${part('reading', sql`in_reading`)}
        UNION ALL ${part('copy', sql`in_copy`)}
        ON CONFLICT (key) DO UPDATE
          SET version = excluded.version, matches = excluded.matches, bits = excluded.bits
        RETURNING 1)
      SELECT total.n FROM total, (SELECT count(*) FROM made) m`),
  );
  return Number(row?.n ?? 0);
}

/** Makes the bitmap of what is published at `now`, valid until the next publication start or end. */
async function makeWindowBitmap(db: Database, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const visible = sql`SELECT search_ord AS ord FROM catalog_menus
    WHERE published_from <= ${at} AND (published_until IS NULL OR published_until > ${at}) AND search_ord < ${length}`;
  await db.execute(sql`
    INSERT INTO catalog_search_bitmaps (key, version, matches, bits, valid_from, valid_until)
    SELECT 'window', ${catalogueVersion}, coalesce(bit_count(b), 0)::int, b,
           coalesce(greatest((SELECT max(published_from) FROM catalog_menus WHERE published_from <= ${at}),
                             (SELECT max(published_until) FROM catalog_menus WHERE published_until <= ${at})),
                    '-infinity'),
           coalesce(least((SELECT min(published_from) FROM catalog_menus WHERE published_from > ${at}),
                          (SELECT min(published_until) FROM catalog_menus WHERE published_until > ${at})),
                    'infinity')
    FROM (SELECT ${bitmapOf(visible, length)} AS b) x
    ON CONFLICT (key) DO UPDATE SET version = excluded.version, matches = excluded.matches, bits = excluded.bits,
      valid_from = excluded.valid_from, valid_until = excluded.valid_until`);
}

/**
 * Makes what the question needs and is missing (word and window bitmaps); false when the bitmaps cannot answer:
 * the facet bitmaps are not of the current catalogue version yet, or a word has fewer than `mark` results.
 */
async function prepare(
  db: Database,
  terms: readonly string[],
  now: Date,
  mark: number,
  matching: SQL,
): Promise<boolean> {
  const keys = [bitmapKey.length, 'window', ...terms.map((term) => wordKey('word', term))];
  const at = sql`${now.toISOString()}::timestamptz`;
  const state = rowsOf<StateRow>(
    await db.execute(sql`
      SELECT k.key, b.version, b.matches, b.bits IS NOT NULL AS has_bits,
             b.valid_from <= ${at} AND ${at} < b.valid_until AS covers, ${catalogueVersion} AS current,
             (SELECT max(search_ord) FROM catalog_menus) AS max_ord,
             (SELECT bit_count(${matching})) AS total
      FROM unnest(${textArray(keys)}) AS k(key) LEFT JOIN catalog_search_bitmaps b ON b.key = k.key`),
  );
  const row = (key: string) => state.find((r) => r.key === key);
  const current = String(state[0]?.current ?? '0');
  const fresh = (r: StateRow | undefined): r is StateRow => r?.version !== null && String(r?.version) === current;
  const lengthRow = row(bitmapKey.length);
  // A privilege written without a new version (by hand) has no bits yet: the table answers until the next refresh.
  if (!fresh(lengthRow) || Number(state[0]?.max_ord ?? 0) >= Number(lengthRow.matches)) return false;
  let made = false;
  for (const term of terms) {
    const word = row(wordKey('word', term));
    const matches = fresh(word) && (word.has_bits || Number(word.matches) < mark) ? Number(word.matches) : null;
    if (matches === null) made = true;
    if ((matches ?? (await makeWordBitmaps(db, term, mark))) < Math.max(mark, 1)) return false;
  }
  const window = row('window');
  if (!fresh(window) || !window.covers) {
    await makeWindowBitmap(db, now);
    made = true;
  }
  // Everything was there: the count is known already, and a narrow question goes to the table at once.
  return made || Number(state[0]?.total ?? 0) >= Math.max(mark, 1);
}

interface HeadRow extends Record<string, unknown> {
  stale: boolean;
  total: number | string | null;
}

interface CountRow extends Record<string, unknown> {
  tiers: (number | string | null)[] | string;
  facets: [string, number][] | string | null;
}

/** The privileges of one tier's bitmap, in the page's order, `limit` from `offset`: an index-only walk. */
function walk(bits: SQL, query: MenuSearchQuery, offset: number, limit: number): SQL {
  const order = query.sort === 'newest' ? sql`published_from DESC, menu_no` : sql`recommend_rank, menu_no`;
  return sql`
    WITH e AS MATERIALIZED (SELECT ${bits} AS bits)
    SELECT ${HIT_COLUMNS} FROM catalog_menus WHERE search_ord IN (
      SELECT search_ord FROM catalog_menus
      WHERE CASE WHEN search_ord < ${length} THEN get_bit((SELECT bits FROM e), search_ord) = 1 ELSE false END
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
    ORDER BY ${order}`;
}

/**
 * The answer from the bitmaps, or null when the table should answer (a condition without a bitmap, fewer results
 * than `mark`, bitmaps of another catalogue version). Exact: the same total, facets and page as the table's.
 */
export async function searchMenusByBitmaps(
  db: Database,
  query: MenuSearchQuery,
  mark: number,
): Promise<MenuSearchResult | null> {
  const groups = bitmapGroups(query);
  if (!groups) return null;
  const terms = query.keyword?.trim() ? catalogData.parseKeyword(query.keyword).terms : [];
  const words = (part: 'word' | 'name' | 'reading' | 'copy') => terms.map((term) => anyOf([wordKey(part, term)]));
  const matching = allOf([...groups.map(anyOf), anyOf(['window']), ...words('word')]);
  if (!(await prepare(db, terms, query.now, mark, matching))) return null;
  // Tiers of a keyword's results: name, reading, copy, the rest (search-repository.ts keywordTier); nested sets.
  // An explicit order (newest, price, discount) is kept as asked: one tier.
  const tiers: SQL[] =
    terms.length === 0 || query.sort !== 'recommended'
      ? [sql`m.bits`]
      : [
          sql`m.bits & ${allOf(words('name'))}`,
          sql`m.bits & ${allOf(words('reading'))} & ~${allOf(words('name'))}`,
          sql`m.bits & ${allOf(words('copy'))} & ~${allOf(words('reading'))}`,
          sql`m.bits & ~${allOf(words('copy'))}`,
        ];
  // Every bitmap the question reads, which must be there, of the current version, in this snapshot.
  const usedKeys = [
    'window',
    ...terms.flatMap((term) => (['word', 'name', 'reading', 'copy'] as const).map((part) => wordKey(part, term))),
  ];
  const at = sql`${query.now.toISOString()}::timestamptz`;

  return db.transaction(
    async (tx) => {
      const [head] = rowsOf<HeadRow>(
        await tx.execute(sql`
          SELECT (SELECT count(*) FROM catalog_search_bitmaps
                  WHERE key = ${bitmapKey.length} AND version = ${catalogueVersion}) <> 1
                 OR (SELECT count(*) FROM catalog_search_bitmaps
                     WHERE key = ANY(${textArray(usedKeys)}) AND version = ${catalogueVersion} AND bits IS NOT NULL)
                    <> ${usedKeys.length}
                 OR NOT EXISTS (SELECT FROM catalog_search_bitmaps
                                WHERE key = 'window' AND valid_from <= ${at} AND ${at} < valid_until)
                 OR EXISTS (SELECT FROM catalog_menus WHERE search_ord >= ${length}) AS stale,
                 bit_count(${matching}) AS total`),
      );
      // Changed under us (an import committed between the preparation and this snapshot): the table answers.
      if (!head || head.stale) return null;
      const total = Number(head.total ?? 0);
      // Few results: the gram index finds them faster than a walk would (counted first: only a few bitmaps read).
      if (total < Math.max(mark, 1)) return total === 0 ? { ...emptyResult(), route: 'bitmaps' } : null;
      const [counts] = rowsOf<CountRow>(
        await tx.execute(sql`
          WITH m AS MATERIALIZED (SELECT ${matching} AS bits)
          SELECT ARRAY[${sql.join(
            tiers.map((tier) => sql`bit_count(${tier})`),
            sql`, `,
          )}] AS tiers,
                 (SELECT json_agg(json_build_array(b.key, bit_count(b.bits & m.bits)))
                  FROM catalog_search_bitmaps b WHERE b.key LIKE ANY(${textArray(FACET_KEYS)})) AS facets
          FROM m`),
      );
      if (!counts) return null;

      const tierCounts = (typeof counts.tiers === 'string' ? parseArray(counts.tiers) : counts.tiers).map(Number);
      const start = query.page * query.size;
      const end = start + query.size;
      let items: MenuHit[] = [];
      if (query.sort === 'price' || query.sort === 'discount') {
        // No walk for these orders: the table sorts what the conditions find.
        const where = searchConditions(query)!;
        items = hitsOf(
          await tx.execute(sql`SELECT ${HIT_COLUMNS} FROM catalog_menus WHERE ${where}
            ORDER BY ${query.sort === 'price' ? sql`coalesce(member_price, regular_price) ASC NULLS LAST, menu_no` : sql`discount_rate DESC NULLS LAST, menu_no`}
            LIMIT ${query.size} OFFSET ${start}`),
        );
      } else {
        let before = 0;
        for (const [i, count] of tierCounts.entries()) {
          const from = Math.max(start, before);
          const to = Math.min(end, before + count);
          if (from < to) {
            const tier = sql`(SELECT ${tiers[i]!} FROM (SELECT ${matching} AS bits) m)`;
            items = items.concat(hitsOf(await tx.execute(walk(tier, query, from - before, to - from))));
          }
          before += count;
          if (before >= end) break;
        }
      }

      const facetPairs = (typeof counts.facets === 'string' ? JSON.parse(counts.facets) : (counts.facets ?? [])) as [
        string,
        number,
      ][];
      const count = new Map(facetPairs.map(([key, n]) => [key, Number(n)]));
      const listed = (prefix: string) =>
        [...count]
          .filter(([key, n]) => key.startsWith(prefix) && n > 0)
          .map(([key, n]) => ({ code: key.slice(prefix.length), count: n }))
          .sort(byCount);
      return {
        route: 'bitmaps',
        total,
        items,
        facets: {
          categories: listed('lrg:'),
          prefectures: listed('pref:'),
          usage: USAGE_BITS.map((_, i) => ({ flag: i + 1, count: count.get(bitmapKey.usage(i + 1)) ?? 0 })),
          priceBands: PRICE_BANDS.map(([from, to], i) => ({
            from,
            to,
            count: count.get(bitmapKey.priceBand(i)) ?? 0,
          })),
        },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A PostgreSQL array's text ('{1,2,3}') as its items. */
function parseArray(text: string): string[] {
  return text
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}
