/**
 * How the catalogue matches Japanese as members type it (issue 12, docs/decisions/0021-catalogue-search.md). The
 * same functions build what is stored (at seed and write time) and what is asked (at search time), so both sides
 * always agree:
 * - NFKC folds full-width and half-width forms (`ﾎﾃﾙ` → `ホテル`, `ＡＢＣ` → `ABC`), then lower case;
 * - katakana become hiragana (`ホテル` and `ほてる` are one word), so the kana reading matches what was typed in
 *   either script (`おんせん` finds 温泉 through its reading);
 * - spaces are dropped inside a field (a member's keyword never spans two fields), and so are control and format
 *   characters.
 *
 * An index of single characters and character pairs (grams) finds one- and two-character keywords (焼肉, 寿司) as
 * well as longer ones, with the plain SQL of every PostgreSQL: a GIN index over a `bigint[]` column (each gram's
 * number, `gramCode`), on PGlite as on PostgreSQL, without an extension.
 */

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji from 'kuromoji';
import { AREA_CATALOGUE, AREA_NAMES } from './areas.ts';
import { CATEGORY_TREE, type CategoryNode } from './categories.ts';

/** Katakana ァ…ヶ, one code unit each, become hiragana (0x60 below). */
const KATAKANA = /[\u30a1-\u30f6]/gu;
const KANA_OFFSET = 0x60;
/** Spaces separate words; control and format characters (a pasted NUL, a zero-width space) are no text. */
const NOT_TEXT = /[\s\p{Cc}\p{Cf}\p{Cs}]/gu;

/** The folded form of a text, as stored and as asked. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(NOT_TEXT, '')
    .replace(KATAKANA, (char) => String.fromCharCode(char.charCodeAt(0) - KANA_OFFSET));
}

/** Half of a character beyond the BMP (an emoji, 𠮷): without the `u` flag, the test sees UTF-16 units. */
const SURROGATE = /[\ud800-\udfff]/;

/**
 * The single characters and adjacent pairs of folded texts, each once, in the order they first come, as their numbers
 * (gramCode). Seen grams are told apart by number (a pair of two BMP characters by its two code units in one 32-bit
 * number), so no gram is made a text: an import collects about 244 of some 800 a row, and only their numbers are
 * staged and hashed (docs/decisions/0033, amendment "the hash over the staged fields").
 */
class Grams {
  readonly codes: number[] = [];
  private readonly singles = new Set<number>();
  private readonly pairs = new Set<number>();
  private readonly astralPairs = new Set<number>();

  add(folded: string): void {
    if (SURROGATE.test(folded)) {
      this.addByCodePoint(folded);
      return;
    }
    for (let i = 0; i < folded.length; i++) {
      const first = folded.charCodeAt(i);
      if (addNew(this.singles, first)) this.codes.push(first);
      if (i + 1 === folded.length) break;
      const second = folded.charCodeAt(i + 1);
      if (addNew(this.pairs, (first << 16) | second)) this.codes.push(first * GRAM_PAIR + second);
    }
  }

  /** A text with characters beyond the BMP (an emoji, 𠮷), character by character. */
  private addByCodePoint(folded: string): void {
    const chars = [...folded];
    for (let i = 0; i < chars.length; i++) {
      const first = chars[i]!.codePointAt(0)!;
      if (addNew(this.singles, first)) this.codes.push(first);
      if (i + 1 === chars.length) break;
      const second = chars[i + 1]!.codePointAt(0)!;
      const code = first * GRAM_PAIR + second;
      const isNew =
        first <= 0xffff && second <= 0xffff
          ? addNew(this.pairs, (first << 16) | second)
          : addNew(this.astralPairs, code);
      if (isNew) this.codes.push(code);
    }
  }

  /** The grams as texts, in the same order (gramText). */
  get texts(): string[] {
    return this.codes.map(gramText);
  }
}

/** Adds `key` to `set`: true when it was not there. */
function addNew<T>(set: Set<T>, key: T): boolean {
  if (set.has(key)) return false;
  set.add(key);
  return true;
}

/** The single characters and adjacent pairs of an already folded text, each once. */
export function gramsOf(folded: string): string[] {
  const grams = new Grams();
  grams.add(folded);
  return grams.texts;
}

/** A pair's first character counts this many times its second: code points stay below 2^21. */
const GRAM_PAIR = 2 ** 21;

/**
 * A gram as the number the index keeps (`search_grams bigint[]`): a character's code point, or a pair's first code
 * point times 2^21 plus the second, so no two grams share a number: a pair's is at least 2^21 (its first character
 * is never NUL, which folding drops) and below 2^42. A GIN index of numbers is built in about half the time of one of
 * texts (docs/decisions/0033, amendment "grams as numbers"). The migration's `catalog_gram_codes` does the same in
 * SQL.
 */
export function gramCode(gram: string): number {
  const first = gram.codePointAt(0)!;
  const width = first > 0xffff ? 2 : 1;
  return gram.length === width ? first : first * GRAM_PAIR + gram.codePointAt(width)!;
}

/** The gram a number stands for (the inverse of gramCode). */
export function gramText(code: number): string {
  if (code < GRAM_PAIR) return String.fromCodePoint(code);
  const first = Math.floor(code / GRAM_PAIR);
  return String.fromCodePoint(first, code - first * GRAM_PAIR);
}

/** The numbers of grams (gramCode), in their order. */
export const gramCodes = (grams: readonly string[]): number[] => grams.map(gramCode);

/**
 * The decimal text of a pair's number, kept (by the pair's two code units): a pair's number is past 2^31, and turning
 * such a number into text costs several times a lookup here. An import writes about 244 a row and a feed repeats its
 * grams (docs/decisions/0033, amendment "lz4 and UTF-8"). Bounded, as the readings' map is. A single character's
 * number is small, and V8 keeps the texts of small numbers itself.
 */
const pairTexts = new Map<number, string>();
const PAIR_TEXTS_KEPT = 500_000;

function codeText(code: number): string {
  if (code < GRAM_PAIR) return String(code);
  const first = Math.floor(code / GRAM_PAIR);
  const second = code - first * GRAM_PAIR;
  if (first > 0xffff || second > 0xffff) return String(code);
  const key = (first << 16) | second;
  let text = pairTexts.get(key);
  if (text === undefined) {
    if (pairTexts.size >= PAIR_TEXTS_KEPT) pairTexts.clear();
    text = String(code);
    pairTexts.set(key, text);
  }
  return text;
}

/**
 * Grams' numbers (gramCode) in ascending order, as an array literal of COPY's text format and SQL alike:
 * `{12354,25769816146}`. In order, because the GIN index's build sorts each row's numbers, and an array that is sorted
 * already costs it one pass instead of a sort: the 1.5 M catalogue's index is built in about 60 % of the time
 * (docs/decisions/0033, amendment "the COPY bytes made in the workers, and the grams sorted").
 */
export function gramCodesLiteral(codes: readonly number[]): string {
  const sorted = Float64Array.from(codes).sort();
  const texts = new Array<string>(sorted.length);
  for (let i = 0; i < sorted.length; i++) texts[i] = codeText(sorted[i]!);
  return `{${texts.join(',')}}`;
}

/** What a privilege is found by: its folded fields (one per line) and their grams. */
export function searchDocument(fields: readonly (string | null | undefined)[]): { text: string; grams: string[] } {
  const folded = fields.filter((field): field is string => Boolean(field)).map(foldForSearch);
  const grams = new Grams();
  for (const field of folded) grams.add(field);
  return { text: folded.join('\n'), grams: grams.texts };
}

/**
 * Readings come from kuromoji, a Japanese morphological analyser with the IPA dictionary (issue 31): 宿泊 is read
 * しゅくはく, so a member typing the reading finds the kanji in a privilege's name, catch copy or description — for
 * whatever a partner's feed holds, with no word list of our own. The dictionary takes a few seconds and ~100 MB to
 * load, so it is loaded once, on demand (`prepareSearchDocuments`), by whatever writes privileges (the seed, the
 * importer), never by a search.
 */
let analyser: kuromoji.Tokenizer<kuromoji.IpadicFeatures> | null = null;
let loading: Promise<void> | null = null;

/** Loads the analyser once; `privilegeSearchColumns` needs it. Safe to call again (and concurrently). */
export function prepareSearchDocuments(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const dicPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((error, tokenizer) => {
      if (error) {
        loading = null;
        reject(error);
        return;
      }
      analyser = tokenizer;
      resolve();
    });
  });
  return loading;
}

/** Readings already worked out, by text segment: feeds repeat their words, and the analyser is the import's cost. */
const readings = new Map<string, string>();
const READINGS_KEPT = 200_000;
const HAN = /\p{Script=Han}/u;
/** Where a text splits into segments read on their own: spaces and punctuation never join a word. */
const SEGMENT_BREAK = /[\s、。，．,.!?！？「」『』（）()【】［］[\]〈〉《》"'“”‘’:：;；/／|｜~〜～]+/u;

function readingOfSegment(segment: string): string {
  let reading = readings.get(segment);
  if (reading === undefined) {
    if (!analyser) throw new Error('prepareSearchDocuments() must have finished before a search document is made');
    reading = analyser
      .tokenize(segment)
      .map((token) => (token.reading && token.reading !== '*' ? token.reading : token.surface_form))
      .join('');
    if (readings.size >= READINGS_KEPT) readings.clear();
    readings.set(segment, reading);
  }
  return reading;
}

/**
 * The kana reading of a text, folded (hiragana), or '' when it has no kanji (its folded self is already searched).
 * Unknown words (names, Latin letters) read as written.
 */
export function readingOf(text: string): string {
  if (!HAN.test(text)) return '';
  return foldForSearch(
    text
      .normalize('NFKC')
      .split(SEGMENT_BREAK)
      .filter(Boolean)
      .map((segment) => (HAN.test(segment) ? readingOfSegment(segment) : segment))
      .join(' '),
  );
}

/** Category names by `lrg`, `lrg/mid` and `lrg/mid/sml` code paths. */
const categoryNames = new Map<string, string>();
const addCategory = (path: string, node: CategoryNode) => {
  categoryNames.set(path, node.name);
  for (const child of node.children ?? []) addCategory(`${path}/${child.code}`, child);
};
for (const large of CATEGORY_TREE) addCategory(large.code, large);
const subAreaNames = new Map(
  AREA_CATALOGUE.flatMap((region) =>
    region.prefectures.flatMap((prefecture) =>
      prefecture.areas.flatMap((area) => area.subAreas.map((sub) => [sub.code, sub.label] as const)),
    ),
  ),
);

/** What a privilege's search document is made from: the fields of the catalogue row it describes. */
export interface PrivilegeSearchSource {
  name: string;
  /** menuNmKana when the feed has one; the analyser's reading of the name is added either way. */
  nameKana?: string | null | undefined;
  catchCopy?: string | null | undefined;
  /** The description (leadCopy). */
  leadCopy?: string | null | undefined;
  catLrgClassCd?: string | null | undefined;
  catMidClassCd?: string | null | undefined;
  catSmlClassCd?: string | null | undefined;
  prefectureCode?: string | null | undefined;
  areaCode?: string | null | undefined;
  areaDtlCode?: string | null | undefined;
}

/** The derived search columns of `catalog_menus`, in the order a keyword's match ranks. */
export interface PrivilegeSearchColumns {
  /** The analyser's reading of the name, in hiragana with spaces between segments ('' for a name in kana). */
  nameReading: string;
  /** Rank 1: the folded name. */
  searchName: string;
  /** Rank 2: the name's readings (the feed's menuNmKana and the analyser's), one per line. */
  searchReading: string;
  /** Rank 3: catch copy and description with their readings, one per line. */
  searchCopy: string;
  /** Everything a keyword is matched against, one field per line: the above, the category and area names. */
  searchText: string;
  /**
   * The numbers (gramCode) of the single characters and pairs of `searchText`, in the order they first come: what the
   * GIN index keeps.
   */
  searchGramCodes: number[];
}

const lines = (values: readonly (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].join('\n');

/** The category and area names of a privilege's codes, folded and read, by the codes: many rows share them. */
const placeLines = new Map<string, string>();

function placesLine(...codes: (string | null | undefined)[]): string {
  // JSON, not a separator: no code, checked or not, can run into the next one.
  const key = JSON.stringify(codes);
  let line = placeLines.get(key);
  if (line === undefined) {
    const [lrg, mid, sml, prefecture, area, subArea] = codes;
    const places = [
      lrg ? categoryNames.get(lrg) : undefined,
      lrg && mid ? categoryNames.get(`${lrg}/${mid}`) : undefined,
      lrg && mid && sml ? categoryNames.get(`${lrg}/${mid}/${sml}`) : undefined,
      prefecture ? AREA_NAMES.get(prefecture) : undefined,
      area ? AREA_NAMES.get(area) : undefined,
      subArea ? subAreaNames.get(subArea) : undefined,
    ];
    line = lines(places.flatMap((text) => (text ? [foldForSearch(text), readingOf(text)] : [])));
    // The codes come from a feed: a bounded map, as the readings' (a row's codes are checked, but not here).
    if (placeLines.size >= READINGS_KEPT) placeLines.clear();
    placeLines.set(key, line);
  }
  return line;
}

/**
 * A privilege's search columns (issue 31): what the seed and the importer write with each row. Synchronous, after
 * `prepareSearchDocuments()` has loaded the analyser once.
 */
export function privilegeSearchColumns(source: PrivilegeSearchSource): PrivilegeSearchColumns {
  const { catLrgClassCd: lrg, catMidClassCd: mid, catSmlClassCd: sml } = source;
  const nameReading = readingOf(source.name);
  const searchName = foldForSearch(source.name);
  const searchReading = lines([foldForSearch(source.nameKana ?? ''), foldForSearch(nameReading)]);
  const copy = [source.catchCopy, source.leadCopy];
  const searchCopy = lines(copy.flatMap((text) => (text ? [foldForSearch(text), readingOf(text)] : [])));
  const searchPlaces = placesLine(lrg, mid, sml, source.prefectureCode, source.areaCode, source.areaDtlCode);
  const searchText = lines([searchName, searchReading, searchCopy, searchPlaces]);
  const grams = new Grams();
  for (const field of searchText.split('\n')) grams.add(field);
  return {
    nameReading,
    searchName,
    searchReading,
    searchCopy,
    searchText,
    searchGramCodes: grams.codes,
  };
}

/** Keywords longer than this many characters are cut: nobody types more, and the grams stay few. */
export const KEYWORD_TERM_MAX = 32;
/** At most this many words count; a longer list is cut (AND of more words only narrows further). */
export const KEYWORD_TERMS_MAX = 8;

export interface KeywordQuery {
  /** The folded words; every one must be found (AND), each inside one field. */
  terms: string[];
  /** The grams all of them need: what the index looks up. */
  grams: string[];
}

/**
 * A member's keyword: words separated by half- or full-width spaces mean AND. Empty when nothing searchable is left
 * (only spaces or symbols that fold away).
 */
export function parseKeyword(keyword: string): KeywordQuery {
  const terms = [
    ...new Set(
      keyword
        .normalize('NFKC')
        .split(/\s+/u)
        .map((word) => [...foldForSearch(word)].slice(0, KEYWORD_TERM_MAX).join(''))
        .filter((word) => word.length > 0),
    ),
  ].slice(0, KEYWORD_TERMS_MAX);
  const grams = new Set<string>();
  for (const term of terms) {
    const chars = [...term];
    if (chars.length === 1) grams.add(term);
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  }
  return { terms, grams: [...grams] };
}
