import type { FeedRecord } from './feed-reader.ts';
import { checkFeedRow, stagedRow, type StagedRow } from './feed-rows.ts';

/**
 * The CPU-bound part of an import, a batch at a time: each row parsed (JSON Lines), checked against the contract and
 * the code lists, and turned into its staged form. It runs in worker threads (row-worker.ts) so that an import uses
 * every core while the database takes the staged rows; the same function runs in the calling thread where there are
 * no workers.
 */

/** A row as read from the file (feed-reader.ts): its JSON text, its fields, or why it could not be read. */
export type RawRow = FeedRecord;

export interface RowIssue {
  line: number;
  menuNo: string | null;
  issues: { field: string; reason: string }[];
}

export interface CheckedBatch {
  staged: (StagedRow & { line: number })[];
  rejected: RowIssue[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkRowBatch(rows: readonly RawRow[]): CheckedBatch {
  const batch: CheckedBatch = { staged: [], rejected: [] };
  for (const raw of rows) {
    if ('rejection' in raw) {
      const { menuNo, field, reason } = raw.rejection;
      batch.rejected.push({ line: raw.line, menuNo, issues: [{ field, reason }] });
      continue;
    }
    let value: unknown;
    if ('text' in raw) {
      try {
        value = JSON.parse(raw.text);
      } catch {
        batch.rejected.push({ line: raw.line, menuNo: null, issues: [{ field: '(row)', reason: 'not JSON' }] });
        continue;
      }
      if (!isObject(value)) {
        batch.rejected.push({
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
      batch.rejected.push({ line: raw.line, menuNo, issues: checked.issues });
      continue;
    }
    batch.staged.push({ ...stagedRow(checked.row), line: raw.line });
  }
  return batch;
}
