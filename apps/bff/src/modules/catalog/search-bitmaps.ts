import { sql, type SQL } from 'drizzle-orm';
import { PRICE_STEPS, bitmapKey, bitmapOf, catalogData, catalogueVersion, type Database } from '@portal/db';
import { and, bitLength, countBits, noBits, or, setBits } from './binary-bitmaps.ts';
import { bitmapsOf } from './bitmap-cache.ts';
import { FACET_KEY_PATTERNS, countFacets, facetColumnsOf, type FacetColumns } from './facet-columns.ts';
import type { MenuHit, MenuSearchQuery, MenuSearchResult } from './search-repository.ts';
import {
  HIT_COLUMNS,
  ORDER,
  USAGE_BITS,
  containing,
  emptyResult,
  gramArray,
  hitsOf,
  rowsOf,
  textArray,
} from './search-repository.ts';

/**
 * Questions answered from bitmaps (issue 31, docs/decisions/0035-catalogue-search-at-scale-and-ranking.md).
 * Bit i of every bitmap is the privilege whose `search_ord` is i. The importer (and the seed) makes one bitmap per
 * facet value and filter (packages/db/src/search-bitmaps.ts); this module makes, on first use and for the catalogue
 * version it was made from, one per keyword word — with its parts found in the name, the reading, the copy — and one
 * for the publication window. A question is the AND of its bitmaps, made once: its total and tier counts are
 * `bit_count`s, its facets are counted over its set bits from columns read once per version (facet-columns.ts), so
 * nothing is read from the table to count them. Its page, tier by tier, is an index-only walk of
 * `(sort key, menu_no, search_ord)` keeping the privileges whose bit is set — or, for a sparse tier, where the walk
 * would pass too many entries, the tier's rows read by their ordinal. A word too rare to keep a bitmap (routeMark)
 * leaves its questions to the table and the gram index (search-repository.ts).
 */

/**
 * How many privileges a word must be found in to keep a bitmap: one in 375 of the catalogue (4,000 at 1.5 M, the
 * crossing point measured there; 54 in the embedded default's 20,000). A bitmap's work grows with the catalogue (a
 * bit for each privilege), the gram index's with the word's matches.
 */
export const routeMark = (length: number): number => Math.max(1, Math.ceil((length * 4_000) / 1_500_000));

/** The bitmaps' length: one bit per search_ord the facet bitmaps were made with. */
const length = sql`(SELECT matches FROM catalog_search_bitmaps WHERE key = ${bitmapKey.length})`;

const wordKey = (part: 'word' | 'name' | 'reading' | 'copy', term: string) => `${part}:${term}`;

/**
 * A price range (both ends included, whole yen) as the price steps' keys, the OR of which holds exactly its
 * privileges; null when an end is not a step (a price typed into the URL by hand): the table answers that.
 */
export function priceStepKeys(from: number | undefined, to: number | undefined): string[] | null {
  const lower = from ?? 0;
  const upper = to === undefined ? Infinity : to + 1;
  if (!PRICE_STEPS.includes(lower) || (upper !== Infinity && !PRICE_STEPS.includes(upper)) || lower >= upper) {
    return null;
  }
  return PRICE_STEPS.filter((step) => step >= lower && step < upper).map(bitmapKey.priceStep);
}

/**
 * The question as bitmap keys: the AND of groups, each the OR of its keys. Null when a condition has no bitmap
 * (municipalities and sub-areas, a price off the steps, discount ranges, the stay plans…): the table answers those.
 */
function bitmapGroups(query: MenuSearchQuery): string[][] | null {
  const priced = query.priceFrom !== undefined || query.priceTo !== undefined;
  const prices = priced ? priceStepKeys(query.priceFrom, query.priceTo) : [];
  if (
    prices === null ||
    query.areaCodes?.length ||
    query.areaDtlCodes?.length ||
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
  if (priced) groups.push(prices);
  return groups;
}

interface StateRow extends Record<string, unknown> {
  key: string;
  version: number | string | null;
  matches: number | string | null;
  has_bits: boolean | null;
  covers: boolean | null;
  current: number | string;
  max_ord: number | string | null;
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
        WHERE search_grams @> ${gramArray(grams)} AND search_text LIKE ${like} AND search_ord < ${length}),
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
  givenMark: number | undefined,
): Promise<boolean> {
  const keys = [bitmapKey.length, 'window', ...terms.map((term) => wordKey('word', term))];
  const at = sql`${now.toISOString()}::timestamptz`;
  const state = rowsOf<StateRow>(
    await db.execute(sql`
      SELECT k.key, b.version, b.matches, b.bits IS NOT NULL AS has_bits,
             b.valid_from <= ${at} AND ${at} < b.valid_until AS covers, ${catalogueVersion} AS current,
             (SELECT max(search_ord) FROM catalog_menus) AS max_ord
      FROM unnest(${textArray(keys)}) AS k(key) LEFT JOIN catalog_search_bitmaps b ON b.key = k.key`),
  );
  const row = (key: string) => state.find((r) => r.key === key);
  const current = String(state[0]?.current ?? '0');
  const fresh = (r: StateRow | undefined): r is StateRow => r?.version !== null && String(r?.version) === current;
  const lengthRow = row(bitmapKey.length);
  // A privilege written without a new version (by hand) has no bits yet: the table answers until the next refresh.
  if (!fresh(lengthRow) || Number(state[0]?.max_ord ?? 0) >= Number(lengthRow.matches)) return false;
  const mark = givenMark ?? routeMark(Number(lengthRow.matches));
  for (const term of terms) {
    const word = row(wordKey('word', term));
    const matches = fresh(word) && (word.has_bits || Number(word.matches) < mark) ? Number(word.matches) : null;
    if ((matches ?? (await makeWordBitmaps(db, term, mark))) < Math.max(mark, 1)) return false;
  }
  const window = row('window');
  if (!fresh(window) || !window.covers) await makeWindowBitmap(db, now);
  // Every word keeps a bitmap: the bitmaps answer, by a walk or by naming the rows.
  return true;
}

/** A bitmap the question names, as the snapshot holds it (one row per key there is). */
interface KeyRow extends Record<string, unknown> {
  key: string;
  /** Of the current catalogue version. */
  fresh: boolean;
  /** Its privileges' count (for the length key: the bitmaps' length in bits). */
  matches: number | string | null;
  has_bits: boolean;
  xmin: string;
  /** The window bitmap's validity covers the question's moment. */
  covers: boolean | null;
  /** The current catalogue version. */
  current: string;
  /** Privileges were written after the bitmaps were made (by hand, without a new version). */
  beyond: boolean;
}

/** The facet columns of the last bitmaps read, per database. */
const facetColumnsByDatabase = new WeakMap<object, FacetColumns>();

/**
 * The facet columns of the facet bitmaps in the caller's snapshot, read when not held yet; `version` names those
 * bitmaps (the catalogue version and the refresh that wrote them).
 */
async function facetColumnsFor(
  db: Database,
  tx: Pick<Database, 'execute'>,
  version: string,
  length: number,
): Promise<FacetColumns> {
  const held = facetColumnsByDatabase.get(db);
  if (held?.version === version) return held;
  const bitmaps = rowsOf<{ key: string; bits: Uint8Array }>(
    await tx.execute(sql`SELECT key, varbit_send(bits) AS bits FROM catalog_search_bitmaps
      WHERE key LIKE ANY(${textArray(FACET_KEY_PATTERNS)}) ORDER BY key`),
  );
  const columns = facetColumnsOf(version, length, bitmaps);
  facetColumnsByDatabase.set(db, columns);
  return columns;
}

/**
 * An index-only walk passes about this many index entries in the time one row is read by its ordinal (measured at
 * 1.5 M on PostgreSQL 15: ~0.2 µs an entry with its bit looked up, ~8 µs a row).
 */
const ROW_COST_IN_ENTRIES = 36;

/**
 * Whether a page's part of a tier is read as the tier's rows rather than walked: the walk passes about
 * `to × length / count` entries to reach the `to`-th of `count` privileges spread over `length`; reading the rows
 * costs `count` rows. A sparse tier is read; a dense one is walked.
 */
function readsRows(count: number, to: number, length: number, pageBy: PageBy | undefined): boolean {
  if (pageBy) return pageBy === 'rows';
  return count * count * ROW_COST_IN_ENTRIES < to * length;
}

/** The privileges whose bits are set in `bits` (binary form), in the page's order, `limit` from `offset`. */
function rowsOfBitmap(bits: Uint8Array, query: MenuSearchQuery, offset: number, limit: number): SQL {
  const ords = `{${setBits(bits).join(',')}}`;
  return sql`SELECT ${HIT_COLUMNS} FROM catalog_menus WHERE search_ord = ANY(${ords}::int[])
    ORDER BY ${ORDER[query.sort]} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The privileges of one tier's bitmap (binary form, sent as a `bytea`), in the page's order, `limit` from `offset`:
 * an index-only walk of the index of that order (catalog_menus_…_walk_idx) that looks each entry's bit up.
 */
function walk(bits: Uint8Array, query: MenuSearchQuery, offset: number, limit: number): SQL {
  const order = ORDER[query.sort];
  return sql`
    WITH e AS MATERIALIZED (SELECT ${bits}::bytea AS bits)
    SELECT ${HIT_COLUMNS} FROM catalog_menus WHERE search_ord IN (
      SELECT search_ord FROM catalog_menus
      WHERE CASE WHEN search_ord < ${bitLength(bits)}
                 THEN get_byte((SELECT bits FROM e), 4 + (search_ord >> 3)) & (128 >> (search_ord & 7)) <> 0
                 ELSE false END
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
    ORDER BY ${order}`;
}

/** How a page is read from the bitmaps: by walking, by reading the rows, or (undefined) by their cost. */
export type PageBy = 'walk' | 'rows';

/**
 * The answer from the bitmaps, or null when the table should answer (a condition without a bitmap, fewer results
 * than `mark`, bitmaps of another catalogue version). Exact: the same total, facets and page as the table's.
 *
 * A question whose bitmaps are all there (the usual case) is answered in one read-only transaction, whose first
 * statement finds that out; only a question missing one (a new word, a window that has passed) makes them first
 * (`prepare`), then asks again.
 */
export async function searchMenusByBitmaps(
  db: Database,
  query: MenuSearchQuery,
  mark: number | undefined,
  pageBy?: PageBy,
): Promise<MenuSearchResult | null> {
  const groups = bitmapGroups(query);
  if (!groups) return null;
  const terms = query.keyword?.trim() ? catalogData.parseKeyword(query.keyword).terms : [];
  const first = await answer(db, query, groups, terms, mark, pageBy);
  if (first !== 'prepare') return first;
  if (!(await prepare(db, terms, query.now, mark))) return null;
  // Made just now; missing again only when an import committed in between: the table answers.
  const second = await answer(db, query, groups, terms, mark, pageBy);
  return second === 'prepare' ? null : second;
}

/**
 * The answer from the bitmaps in one read-only snapshot; null when the table answers (the bitmaps are stale, a word
 * is below the mark); 'prepare' when a bitmap the question needs is missing.
 */
async function answer(
  db: Database,
  query: MenuSearchQuery,
  groups: string[][],
  terms: readonly string[],
  givenMark: number | undefined,
  pageBy: PageBy | undefined,
): Promise<MenuSearchResult | null | 'prepare'> {
  // Tiers of a keyword's results: name, reading, copy, the rest (search-repository.ts keywordTier); nested sets.
  // An explicit order (newest, price, discount) is kept as asked: one tier.
  const tiered = terms.length > 0 && query.sort === 'recommended';
  const parts = (part: 'word' | 'name' | 'reading' | 'copy') => terms.map((term) => wordKey(part, term));
  // Every bitmap the question reads, which must be there, of the current version, in this snapshot…
  const usedKeys = ['window', ...parts('word'), ...parts('name'), ...parts('reading'), ...parts('copy')];
  // …and those of its conditions, of which a missing one holds no privilege.
  const keys = [...new Set([...groups.flat(), ...usedKeys])];
  const at = sql`${query.now.toISOString()}::timestamptz`;

  return db.transaction(
    async (tx) => {
      // The question's bitmaps as this snapshot holds them: one keyed read, the rest is decided here.
      const rows = rowsOf<KeyRow>(
        await tx.execute(sql`
          WITH v AS MATERIALIZED (SELECT ${catalogueVersion} AS current)
          SELECT b.key, b.version = v.current AS fresh, b.matches, b.bits IS NOT NULL AS has_bits,
                 b.xmin::text AS xmin, b.valid_from <= ${at} AND ${at} < b.valid_until AS covers,
                 v.current::text AS current, EXISTS (SELECT FROM catalog_menus WHERE search_ord >= ${length}) AS beyond
          FROM v, catalog_search_bitmaps b WHERE b.key = ANY(${textArray([bitmapKey.length, ...keys])})`),
      );
      const fresh = new Map(rows.filter((row) => row.fresh).map((row) => [row.key, row]));
      const lengthRow = fresh.get(bitmapKey.length);
      // Changed under us (an import's bitmaps not made yet, privileges written by hand): the table answers.
      if (!lengthRow || lengthRow.beyond) return null;
      const head = { version: `${lengthRow.current}/${lengthRow.xmin}`, length: Number(lengthRow.matches) };
      // A word found in fewer privileges than the mark leaves the question to the gram index and the table.
      const mark = Math.max(givenMark ?? routeMark(head.length), 1);
      if (terms.some((term) => Number(fresh.get(wordKey('word', term))?.matches ?? Infinity) < mark)) return null;
      // The bitmaps there are (key → xmin); a condition's missing one holds no privilege, a word's must be made.
      const present = new Map(
        keys.flatMap((key) => {
          const row = fresh.get(key);
          return row?.has_bits ? [[key, row.xmin] as const] : [];
        }),
      );
      if (!fresh.get('window')?.covers || !usedKeys.every((key) => present.has(key))) return 'prepare';
      const bitmaps = await bitmapsOf(db, tx, present);
      const none = noBits(head.length);
      // A condition's group is the OR of its bitmaps; a value no privilege has has none.
      const anyOfKeys = (group: readonly string[]) => {
        const found = group.map((key) => bitmaps.get(key)).filter((bits) => bits !== undefined);
        return found.length === 0 ? none : found.reduce((bits, next) => or(bits, next));
      };
      const allOfKeys = (group: readonly string[]) =>
        group.map((key) => bitmaps.get(key) ?? none).reduce((bits, next) => and(bits, next));
      // The question's bitmap: the AND of its groups, the window and its words.
      const m = [...groups.map(anyOfKeys), allOfKeys(['window', ...parts('word')])].reduce((bits, next) =>
        and(bits, next),
      );
      let tiers = [m];
      if (tiered) {
        const [names, readings, copies] = [parts('name'), parts('reading'), parts('copy')].map(allOfKeys) as [
          Uint8Array,
          Uint8Array,
          Uint8Array,
        ];
        tiers = [
          and(m, names),
          and(and(m, readings), names, true),
          and(and(m, copies), readings, true),
          and(m, copies, true),
        ];
      }
      const tierCounts = tiers.map(countBits);
      const total = tierCounts.reduce((sum, n) => sum + n, 0);
      if (total === 0) return { ...emptyResult(), route: 'bitmaps' };
      const columns = await facetColumnsFor(db, tx, head.version, head.length);
      const facets = countFacets(columns, m);

      // The page, tier by tier: a walk of the order's index, or the tier's rows read by their ordinal and sorted.
      const start = query.page * query.size;
      const end = start + query.size;
      let items: MenuHit[] = [];
      let before = 0;
      for (const [i, count] of tierCounts.entries()) {
        const from = Math.max(start, before);
        const to = Math.min(end, before + count);
        if (from < to) {
          const [offset, limit] = [from - before, to - from];
          const read = readsRows(count, to - before, bitLength(m), pageBy);
          const page = read ? rowsOfBitmap(tiers[i]!, query, offset, limit) : walk(tiers[i]!, query, offset, limit);
          items = items.concat(hitsOf(await tx.execute(page)));
        }
        before += count;
        if (before >= end) break;
      }
      return { route: 'bitmaps', total, items, facets };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
