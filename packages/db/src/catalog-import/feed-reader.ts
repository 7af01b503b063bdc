import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { FEED_COLUMNS, FEED_REQUIRED_COLUMNS, type FeedColumn, type FeedFormat } from '@portal/contracts/catalog-feed';

/**
 * Reads a catalogue feed (docs/catalog-feed.md) into raw rows, one per line of JSON Lines or per record of CSV, with
 * their line numbers in the file. A row that cannot be read is handed on as a rejection; a file that cannot be read
 * at all (bytes that are not UTF-8, a first line that is no JSON object, a CSV header that names unknown columns or
 * misses required ones) throws FeedRefused, and the caller applies nothing.
 */

/** The whole file is refused: one line saying why, for the operator. */
export class FeedRefused extends Error {
  override name = 'FeedRefused';
}

/**
 * A row of the file: a JSON Lines row's text (parsed where it is checked, row-batch.ts), a CSV row's fields, or why the
 * row could not be read.
 */
export type FeedRecord =
  | { line: number; text: string }
  | { line: number; value: Record<string, unknown> }
  | { line: number; rejection: { menuNo: string | null; field: string; reason: string } };

export interface FeedPart {
  format: FeedFormat;
  /** The file's line number of the part's first row (for CSV, the row after the header the part starts with). */
  firstLine: number;
  /** The part starts the file: its first line must show the format (a JSON object, the CSV header). */
  startsFile: boolean;
}

/**
 * UTF-8 text of the bytes, refused at the first byte that is not UTF-8 — named by its line (`firstLine` is the line
 * the bytes start on).
 */
async function* utf8(bytes: AsyncIterable<Uint8Array | string>, firstLine: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let line = firstLine;
  const lineBreaks = (text: string) => {
    let n = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) n++;
    return n;
  };
  let chunk: Uint8Array | string = '';
  try {
    for await (chunk of bytes) {
      const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      line += lineBreaks(text);
      yield text;
    }
    chunk = new Uint8Array(0);
    yield decoder.decode();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // Where in this chunk the text stops being UTF-8: the lines before it were fine.
    const lenient = typeof chunk === 'string' ? chunk : new TextDecoder('utf-8').decode(chunk);
    const bad = lenient.indexOf('\uFFFD');
    throw new FeedRefused(
      `line ${line + lineBreaks(bad === -1 ? '' : lenient.slice(0, bad))}: the bytes are not UTF-8 text`,
    );
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function* jsonLines(bytes: AsyncIterable<Uint8Array | string>, part: FeedPart): AsyncGenerator<FeedRecord> {
  let line = part.firstLine - 1;
  let rest = '';
  let first = part.startsFile;
  const readLine = (text: string): FeedRecord | null => {
    line++;
    const trimmed = text.trim();
    if (trimmed === '') return null;
    if (!first) return { line, text: trimmed };
    // The file's first row shows whether it is JSON Lines at all.
    first = false;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      value = undefined;
    }
    if (!isObject(value)) throw new FeedRefused(`line ${line}: not JSON Lines (the line is no JSON object)`);
    return { line, value };
  };
  for await (const text of utf8(bytes, part.firstLine)) {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const text of lines) {
      const record = readLine(text);
      if (record) yield record;
    }
  }
  const record = readLine(rest);
  if (record) yield record;
}

/** The cell of a column as its field: an empty cell is an absent field (docs/catalog-feed.md "CSV"). */
function fieldOf(column: FeedColumn, cell: string): { value: unknown } | { error: string } | null {
  if (cell === '') return null;
  switch (FEED_COLUMNS[column]) {
    case 'text':
      return { value: cell };
    case 'integer': {
      const number = Number(cell.trim());
      return cell.trim() !== '' && Number.isFinite(number) ? { value: number } : { error: 'not a number' };
    }
    case 'boolean': {
      const flag = cell.trim().toLowerCase();
      if (flag === 'true' || flag === '1') return { value: true };
      if (flag === 'false' || flag === '0') return { value: false };
      return { error: 'not true or false' };
    }
    case 'list':
      return { value: cell.split('|') };
    case 'integerList':
      return { value: cell.split('|').map((item) => (/^\s*\d+\s*$/.test(item) ? Number(item) : item)) };
    case 'json':
      try {
        return { value: JSON.parse(cell) as unknown };
      } catch {
        return { error: 'not JSON' };
      }
  }
}

/** The header's columns, or why it is no usable header. */
function headerColumns(cells: readonly string[]): FeedColumn[] {
  const columns = cells.map((cell) => cell.trim());
  for (const column of columns) {
    if (!Object.hasOwn(FEED_COLUMNS, column)) {
      throw new FeedRefused(`line 1: no usable CSV header (unknown column "${column.slice(0, 40)}")`);
    }
  }
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column)) throw new FeedRefused(`line 1: no usable CSV header (column "${column}" twice)`);
    seen.add(column);
  }
  const missing = FEED_REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) throw new FeedRefused(`line 1: no usable CSV header (no column ${missing.join(', ')})`);
  return columns as FeedColumn[];
}

async function* csvRows(bytes: AsyncIterable<Uint8Array | string>, part: FeedPart): AsyncGenerator<FeedRecord> {
  const skipped: { lines: number; reason: string }[] = [];
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      skipped.push({ lines: Number(error?.lines ?? 0), reason: error?.message ?? 'not CSV' });
      return undefined;
    },
  });
  let linesRead = 0;
  // The part's text starts with its header, the line before its first row.
  const source = Readable.from(utf8(bytes, part.startsFile ? 1 : part.firstLine - 1));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  // Parser lines count from the part's header (line 1); the part's first row is the file's `firstLine`.
  const fileLine = (partLine: number) => part.firstLine + partLine - 2;
  let columns: FeedColumn[] | null = null;
  let lastLine = 1;
  const takeSkipped = function* (): Generator<FeedRecord> {
    for (const skip of skipped.splice(0)) {
      yield {
        line: fileLine(Math.max(2, skip.lines)),
        rejection: { menuNo: null, field: '(row)', reason: skip.reason },
      };
    }
  };
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      linesRead = item.info.lines;
      yield* takeSkipped();
      if (columns === null) {
        if (item.info.lines !== 1 && part.startsFile) throw new FeedRefused('line 1: no usable CSV header');
        columns = headerColumns(item.record);
        lastLine = item.info.lines;
        continue;
      }
      const line = fileLine(lastLine + 1);
      lastLine = item.info.lines;
      const menuNo = columns.includes('menuNo') ? (item.record[columns.indexOf('menuNo')] ?? null) : null;
      if (item.record.length !== columns.length) {
        yield {
          line,
          rejection: {
            menuNo,
            field: '(row)',
            reason: `${item.record.length} cells where the header has ${columns.length}`,
          },
        };
        continue;
      }
      const value: Record<string, unknown> = {};
      let rejected = false;
      for (const [i, column] of columns.entries()) {
        const field = fieldOf(column, item.record[i]!);
        if (field === null) continue;
        if ('error' in field) {
          yield { line, rejection: { menuNo, field: column, reason: field.error } };
          rejected = true;
          break;
        }
        value[column] = field.value;
      }
      if (!rejected) yield { line, value };
    }
  } catch (error) {
    if (error instanceof FeedRefused) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedRefused(`line ${part.firstLine + Math.max(0, linesRead - 1)}: not CSV (${message})`);
  }
  yield* takeSkipped();
  if (columns === null && part.startsFile) throw new FeedRefused('line 1: no usable CSV header (the file is empty)');
}

/** The rows of one part of a feed, in file order. */
export function readFeed(bytes: AsyncIterable<Uint8Array | string>, part: FeedPart): AsyncGenerator<FeedRecord> {
  return part.format === 'jsonl' ? jsonLines(bytes, part) : csvRows(bytes, part);
}
