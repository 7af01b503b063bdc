import { prepareSearchDocuments } from '../catalog/search-text.ts';
import { checkRowBatch, type CheckedBatch, type RawRow } from './row-batch.ts';

/**
 * A worker thread of the importer's pool (row-pool.ts): checks one batch of rows. Its first batch loads the Japanese
 * analyser the search columns need (once per thread).
 */
export default async function checkRows(rows: RawRow[]): Promise<CheckedBatch> {
  await prepareSearchDocuments();
  return checkRowBatch(rows);
}
