import { copyText } from './copy-text.ts';
import type { FeedRecord } from './feed-reader.ts';
import { checkFeedRow, stagedRow, type StagedRow } from './feed-rows.ts';

/**
 * The CPU-bound part of an import, a batch at a time: each row parsed (JSON Lines), checked against the contract and
 * the code lists, and turned into its staged form, the batch's lines of COPY as UTF-8. It runs in worker threads
 * (row-worker.ts) so that an import uses every core while the database takes the staged rows; the same function runs
 * in the calling thread where there are no workers.
 */

/** A row as read from the file (feed-reader.ts): its JSON text, its fields, or why it could not be read. */
export type RawRow = FeedRecord;

/** What a worker is given: a batch of a part's rows. */
export interface RowTask {
  rows: RawRow[];
  /** The part's number, the first column of each COPY line. */
  part: number;
}

export interface RowIssue {
  line: number;
  menuNo: string | null;
  issues: { field: string; reason: string }[];
}

export interface CheckedBatch {
  /**
   * The staged rows' lines of COPY's text format, one after another, as UTF-8: bytes a worker hands over without a
   * copy, and the importer sends on as they are. Each ends with a line feed, which COPY's text format holds nowhere
   * else (copy-text.ts), so the importer can find a row's line again (importer.ts `withoutRows`).
   */
  copy: Uint8Array<ArrayBuffer>;
  /** Each staged row's menuNo and line in the file, in the order of `copy`. */
  staged: { menuNo: string; line: number }[];
  rejected: RowIssue[];
}

/**
 * A staged row as a line of COPY's text format, in importer.ts COPY_COLUMNS order: the part, the line, the menuNo, the
 * hash, the publication start and the number of stay plans, then the row's columns (the hash and the date hold no
 * character COPY escapes).
 */
const copyLine = (part: number, line: number, row: StagedRow) =>
  `${part}\t${line}\t${copyText(row.menuNo)}\t${row.rowHash}\t${row.publishedFrom ?? '\\N'}\t${row.plans}\t${row.columns}\n`;

const utf8 = new TextEncoder();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a batch of a part's rows (`part`: the number COPY gives them). */
export function checkRowBatch(rows: readonly RawRow[], part: number): CheckedBatch {
  const staged: CheckedBatch['staged'] = [];
  const rejected: RowIssue[] = [];
  const copy: string[] = [];
  for (const raw of rows) {
    if ('rejection' in raw) {
      const { menuNo, field, reason } = raw.rejection;
      rejected.push({ line: raw.line, menuNo, issues: [{ field, reason }] });
      continue;
    }
    let value: unknown;
    if ('text' in raw) {
      try {
        value = JSON.parse(raw.text);
      } catch {
        rejected.push({ line: raw.line, menuNo: null, issues: [{ field: '(row)', reason: 'not JSON' }] });
        continue;
      }
      if (!isObject(value)) {
        rejected.push({
          line: raw.line,
          menuNo: null,
          issues: [{ field: '(row)', reason: 'not a JSON object' }],
        });
        continue;
      }
    } else {
      value = raw.value;
    }
    const record = value as Record<string, unknown>;
    const checked = checkFeedRow(record);
    if ('issues' in checked) {
      const menuNo = typeof record.menuNo === 'string' ? record.menuNo : null;
      rejected.push({ line: raw.line, menuNo, issues: checked.issues });
      continue;
    }
    const row = stagedRow(checked.row);
    staged.push({ menuNo: row.menuNo, line: raw.line });
    copy.push(copyLine(part, raw.line, row));
  }
  return { copy: utf8.encode(copy.join('')), staged, rejected };
}
