import { PRICE_BANDS } from '@portal/db';
import type { MenuFacets } from './search-repository.ts';
import { USAGE_BITS, byCount } from './search-repository.ts';
import { bitWords, forEachSetBit } from './binary-bitmaps.ts';

/**
 * The facets of a search as columns by `search_ord` (issue 31, docs/decisions/0035): each privilege's large
 * category, prefecture, usage flags and price band, read once per catalogue version from the facet bitmaps
 * themselves, so that a question's facets are counted over its own matches (the set bits of its bitmap) instead of
 * ANDing every facet bitmap with it. Six bytes a privilege (9 MB at 1.5 M).
 */
export interface FacetColumns {
  /** The bitmaps the columns were read from: the catalogue version and the refresh that made them. */
  version: string;
  largeCodes: string[];
  prefectureCodes: string[];
  /** Index into largeCodes + 1 by search_ord (0: none). */
  large: Uint16Array;
  /** Index into prefectureCodes + 1 by search_ord (0: none). */
  prefecture: Uint16Array;
  /** Usage flags as bits 1, 2, 4, 8 by search_ord. */
  usage: Uint8Array;
  /** Index into PRICE_BANDS + 1 by search_ord (0: no price). */
  band: Uint8Array;
}

/** The facet bitmaps' key patterns (SQL LIKE), as read by readFacetColumns. */
export const FACET_KEY_PATTERNS = ['lrg:%', 'pref:%', 'use:%', 'band:%'];

/** The columns from the facet bitmaps of one version (key, binary bitmap), `length` privileges long. */
export function facetColumnsOf(
  version: string,
  length: number,
  bitmaps: readonly { key: string; bits: Uint8Array }[],
): FacetColumns {
  const columns: FacetColumns = {
    version,
    largeCodes: [],
    prefectureCodes: [],
    large: new Uint16Array(length),
    prefecture: new Uint16Array(length),
    usage: new Uint8Array(length),
    band: new Uint8Array(length),
  };
  const fill = (column: Uint16Array, codes: string[], code: string, bits: Uint8Array) => {
    codes.push(code);
    const value = codes.length;
    forEachSetBit(bits, (ord) => {
      column[ord] = value;
    });
  };
  for (const { key, bits } of bitmaps) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const code = key.slice(colon + 1);
    if (kind === 'lrg') fill(columns.large, columns.largeCodes, code, bits);
    else if (kind === 'pref') fill(columns.prefecture, columns.prefectureCodes, code, bits);
    else if (kind === 'use') {
      const mask = USAGE_BITS[Number(code) - 1] ?? 0;
      forEachSetBit(bits, (ord) => {
        columns.usage[ord]! |= mask;
      });
    } else if (kind === 'band') {
      const band = Number(code) + 1;
      forEachSetBit(bits, (ord) => {
        columns.band[ord] = band;
      });
    }
  }
  return columns;
}

/**
 * The facets of the privileges whose bits are set in `matches` (binary form), counted from the columns. One pass
 * over the set bits (half a million for the broadest word), without a call per bit.
 */
export function countFacets(columns: FacetColumns, matches: Uint8Array): MenuFacets {
  const large = new Uint32Array(columns.largeCodes.length + 1);
  const prefecture = new Uint32Array(columns.prefectureCodes.length + 1);
  const band = new Uint32Array(PRICE_BANDS.length + 1);
  /** By the whole usage mask (4 bits): split into flags after the pass. */
  const masks = new Uint32Array(16);
  const { large: largeOf, prefecture: prefectureOf, band: bandOf, usage: usageOf } = columns;
  const skip = bitWords(matches);
  for (let i = 4; i < matches.length; i++) {
    // Four empty bytes at a time (most of a narrow question's bitmap).
    if ((i & 3) === 0 && skip[(i - 4) >> 2] === 0) {
      i += 3;
      continue;
    }
    let byte = matches[i]!;
    if (byte === 0) continue;
    const base = (i - 4) * 8;
    while (byte !== 0) {
      const bit = Math.clz32(byte) - 24;
      byte ^= 0x80 >> bit;
      const ord = base + bit;
      large[largeOf[ord]!]!++;
      prefecture[prefectureOf[ord]!]!++;
      band[bandOf[ord]!]!++;
      masks[usageOf[ord]! & 15]!++;
    }
  }
  const usage = USAGE_BITS.map((flag) => masks.reduce((sum, n, mask) => (mask & flag ? sum + n : sum), 0));
  const listed = (codes: readonly string[], counts: Uint32Array) =>
    codes
      .map((code, i) => ({ code, count: counts[i + 1]! }))
      .filter(({ count }) => count > 0)
      .sort(byCount);
  return {
    categories: listed(columns.largeCodes, large),
    prefectures: listed(columns.prefectureCodes, prefecture),
    usage: usage.map((count, i) => ({ flag: i + 1, count })),
    priceBands: PRICE_BANDS.map(([from, to], i) => ({ from, to, count: band[i + 1]! })),
  };
}
