/** Pure text rules of the contact forms (spec portal.md §5), shared by the schemas and their tests. */

/** Length in characters as a member counts them (code points: an emoji is one character, not two). */
export function charCount(value: string): number {
  return [...value].length;
}

/** Blank: empty or only spaces, half- or full-width (String.prototype.trim covers U+3000). */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Full-width katakana (ァ–ヶ, so ヴ and small kana too), the long vowel mark ー and the full-width space. */
export const NAME_KANA_PATTERN = /^[\u30A1-\u30F6\u30FC\u3000]+$/u;

/**
 * The spec's address rule: a local part of letters, digits and _ - . +, a domain whose top-level part has 2 to 6
 * letters. Labels of letters, digits and hyphens; no CR/LF or spaces can pass, so an address is safe in a mail header.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,6}$/;

/** ASCII digits only: full-width digits (０-９) and hyphens are refused, as the spec says "numeric only". */
export const DIGITS_PATTERN = /^[0-9]+$/;
