import { move, transferableSymbol, valueSymbol } from 'piscina';
import { prepareSearchDocuments } from '../catalog/search-text.ts';
import { checkRowBatch, type CheckedBatch, type RowTask } from './row-batch.ts';

/**
 * A worker thread of the importer's pool (row-pool.ts): checks one batch of rows. Its first batch loads the Japanese
 * analyser the search columns need (once per thread). The batch's COPY bytes are handed over, not copied (piscina's
 * Transferable interface).
 */
export default async function checkRows(task: RowTask) {
  await prepareSearchDocuments();
  const batch = checkRowBatch(task.rows, task.part);
  return move({
    get [transferableSymbol]() {
      return [batch.copy.buffer];
    },
    get [valueSymbol](): CheckedBatch {
      return batch;
    },
  });
}
