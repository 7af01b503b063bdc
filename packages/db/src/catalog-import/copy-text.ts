/**
 * COPY's text format (PostgreSQL's documentation, "COPY — File Formats — Text Format"), as the importer stages rows
 * with it on PostgreSQL and PGlite alike: fields separated by a tab, `\N` for NULL, and a backslash, tab, line feed or
 * carriage return inside a field written as its backslash escape. An array column's field is an array literal (its
 * texts each quoted, its numbers as they are); any other object is JSON (a jsonb column).
 */

const COPY_ESCAPE = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text as one COPY field. */
export function copyText(text: string): string {
  return text.replace(COPY_ESCAPE, (char) => COPY_ESCAPES[char]!);
}

const ELEMENT_ESCAPE = /["\\]/;
const ELEMENT_ESCAPE_ALL = /["\\]/g;

/** An array literal of texts, each element quoted (so that `NULL`, an empty text, a comma or a brace stay texts). */
export function textArrayLiteral(texts: readonly string[]): string {
  // Most elements need no escape: they are joined as they are, and only a list holding one is escaped element-wise.
  const escaped = texts.some((text) => ELEMENT_ESCAPE.test(text))
    ? texts.map((text) => text.replace(ELEMENT_ESCAPE_ALL, '\\$&'))
    : texts;
  return escaped.length === 0 ? '{}' : `{"${escaped.join('","')}"}`;
}

/** A number a column can hold: NaN and the infinities are none. */
function checkFinite(value: number): void {
  if (!Number.isFinite(value)) throw new TypeError(`${value} is no number a column can hold`);
}

/** An array literal of numbers (each checked first: joining them as they are is what costs least). */
function numberArrayLiteral(numbers: readonly number[]): string {
  for (const value of numbers) checkFinite(value);
  return `{${numbers.join(',')}}`;
}

/** One value as a COPY field: NULL, a number, a boolean, a text, an array (when `array`: texts or numbers) or JSON. */
export function copyField(value: unknown, array: boolean): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'string':
      return copyText(value);
    case 'number':
      checkFinite(value);
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    default:
      if (!array) return copyText(JSON.stringify(value));
      return typeof (value as unknown[])[0] === 'number'
        ? numberArrayLiteral(value as number[])
        : copyText(textArrayLiteral(value as string[]));
  }
}

/** The record's `columns` as the tab-separated fields of a COPY line (without its line feed). */
export function copyFields(
  record: Readonly<Record<string, unknown>>,
  columns: readonly string[],
  arrays: ReadonlySet<string>,
): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    if (i > 0) line += '\t';
    line += copyField(record[column], arrays.has(column));
  }
  return line;
}
