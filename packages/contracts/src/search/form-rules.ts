/**
 * What the rules of every search form share (spec search.md §5): the viewport that words the messages, an error tied
 * to the input it belongs to, emptiness, and the pickers' past days. Plain functions, no zod: the schemas of
 * form-schemas.ts apply them.
 */
import { japanSlashDate } from '../japan-time.ts';
import { slashDateToIso } from './urls.ts';

/** Either viewport has its own message wording (spec search.md §5): mobile below 1024 px. */
export type Viewport = 'desktop' | 'mobile';

/**
 * A validation error of a search form: the message and the input it belongs to, so the UI shows it
 * inline next to that input and highlights it (spec search.md §5, last paragraph).
 */
export interface SearchError<F extends string = string> {
  field: F;
  message: string;
}

/** Empty means missing: undefined, null, '' or only whitespace. */
export function isBlank(value: string | number | null | undefined): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/**
 * Past dates are disabled (the check-in and the gourmet date pickers, spec search.md §2, §5): today in Japan and
 * later are selectable; a value that is not a yyyy/MM/dd date is not.
 */
export function isSelectableDate(date: string, now: Date): boolean {
  const iso = slashDateToIso(date);
  const today = slashDateToIso(japanSlashDate(now));
  return iso !== null && today !== null && iso >= today;
}
