import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '@portal/db';
import { aligned } from './binary-bitmaps.ts';
import { rowsOf, textArray } from './search-repository.ts';

/**
 * The search bitmaps a BFF process has read, kept in its memory (issue 31, docs/decisions/0035): a question's
 * bitmaps are combined here instead of in PostgreSQL, where each one is read out of line and copied for every
 * operation. A kept bitmap is known by its row's `xmin`: a bitmap made again (a refresh, a word's bitmap made for
 * a new catalogue version) is another row version, read again. 96 MB by default: about 500 bitmaps of 1.5 M bits.
 */
export const BITMAP_CACHE_BYTES = 96 * 1024 * 1024;

interface Kept {
  xmin: string;
  bits: Uint8Array;
}

const caches = new WeakMap<object, LRUCache<string, Kept>>();

function cacheOf(db: Database): LRUCache<string, Kept> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Kept>({ maxSize: BITMAP_CACHE_BYTES, sizeCalculation: (kept) => kept.bits.length });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The bitmaps of `present` (key → row xmin, as the caller's snapshot has them) in binary form: the kept ones, and
 * the others read in the same snapshot through `tx`.
 */
export async function bitmapsOf(
  db: Database,
  tx: Pick<Database, 'execute'>,
  present: ReadonlyMap<string, string>,
): Promise<Map<string, Uint8Array>> {
  const cache = cacheOf(db);
  const found = new Map<string, Uint8Array>();
  const missing: string[] = [];
  for (const [key, xmin] of present) {
    const kept = cache.get(key);
    if (kept?.xmin === xmin) found.set(key, kept.bits);
    else missing.push(key);
  }
  if (missing.length > 0) {
    const rows = rowsOf<{ key: string; xmin: string; bits: Uint8Array }>(
      await tx.execute(sql`SELECT key, xmin::text AS xmin, varbit_send(bits) AS bits FROM catalog_search_bitmaps
        WHERE key = ANY(${textArray(missing)}) AND bits IS NOT NULL`),
    );
    for (const { key, xmin, bits } of rows) {
      // A Buffer may view a shared pool: kept bitmaps own their bytes, aligned for word-wise operations.
      const owned = aligned(bits);
      cache.set(key, { xmin, bits: owned });
      found.set(key, owned);
    }
  }
  return found;
}
