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

export function isPresent(value: string | number | null | undefined): boolean {
  return !isBlank(value);
}
