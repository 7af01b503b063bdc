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
 * well as longer ones, with the plain SQL of every PostgreSQL: a GIN index over a `text[]` column, on PGlite as on
 * PostgreSQL, without an extension.
 */

const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const KANA_OFFSET = 0x60;

/** The folded form of a text, as stored and as asked. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    const code = char.codePointAt(0)!;
    if (code >= KATAKANA_START && code <= KATAKANA_END) folded += String.fromCodePoint(code - KANA_OFFSET);
    // Spaces separate words; control and format characters (a pasted NUL, a zero-width space) are no text.
    else if (!/[\s\p{Cc}\p{Cf}\p{Cs}]/u.test(char)) folded += char;
  }
  return folded;
}

/** The single characters and adjacent pairs of an already folded text, each once. */
export function gramsOf(folded: string): string[] {
  const chars = [...folded];
  const grams = new Set<string>(chars);
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** What a privilege is found by: its folded fields (one per line) and their grams. */
export function searchDocument(fields: readonly (string | null | undefined)[]): { text: string; grams: string[] } {
  const folded = fields.filter((field): field is string => Boolean(field)).map(foldForSearch);
  const grams = new Set<string>();
  for (const field of folded) for (const gram of gramsOf(field)) grams.add(gram);
  return { text: folded.join('\n'), grams: [...grams] };
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
