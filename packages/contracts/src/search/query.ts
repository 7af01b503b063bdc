/** Query building shared by the outbound URL builders: only non-empty values go into the query (spec search.md §1). */

export type QueryValue = string | number | null | undefined | readonly (string | number)[];

/** Empty: undefined, null, '' (after trimming) or an empty list. 0 is a value (e.g. feeLower=0, 下限なし). */
export function isEmptyQueryValue(value: QueryValue): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  return String(value).trim() === '';
}

/**
 * `${base}${path}?query` with the pairs in the given order; a list becomes the same name repeated once per item.
 * Base URLs come from /v1/config without a trailing slash (a trailing slash is tolerated).
 */
export function buildUrl(base: string, path: string, pairs: readonly (readonly [string, QueryValue])[]): string {
  const params = new URLSearchParams();
  for (const [name, value] of pairs) {
    if (isEmptyQueryValue(value)) continue;
    const values: readonly (string | number)[] = Array.isArray(value) ? value : [value as string | number];
    for (const item of values) {
      if (String(item).trim() !== '') params.append(name, typeof item === 'string' ? item.trim() : String(item));
    }
  }
  const query = params.toString();
  return `${base.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}
