import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { prepareSearchDocuments } from '../catalog/search-text.ts';
import { checkRowBatch, type CheckedBatch, type RawRow, type RowTask } from './row-batch.ts';

/**
 * Where the importer checks its rows: a pool of worker threads, one per core (at most 4), kept for the process's
 * life and idle between imports (piscina, as the page renderer's). Batches are checked in parallel and handed back
 * in file order.
 */

/** Rows per batch: large enough that a worker's message costs little next to the work. */
export const ROW_BATCH = 500;
/**
 * Batches in flight per worker: every worker busy, and work queued for it while this thread is held by a COPY into
 * PGlite (ADR 0033, amendment "COPY on both").
 */
const IN_FLIGHT = 4;

let pool: Piscina<RowTask, CheckedBatch> | null = null;

function rowPool(): Piscina<RowTask, CheckedBatch> {
  pool ??= new Piscina<RowTask, CheckedBatch>({
    filename: new URL('./row-worker.ts', import.meta.url).href,
    maxThreads: Math.min(4, availableParallelism()),
    minThreads: 0,
    idleTimeout: 30_000,
  });
  return pool;
}

/**
 * The batches' results in the order the batches came, for the part numbered `part`. `workers: false` checks them in
 * this thread.
 */
export async function* checkBatches(
  batches: AsyncIterable<RawRow[]>,
  options: { workers: boolean; part: number },
): AsyncGenerator<CheckedBatch> {
  const { part } = options;
  if (!options.workers) {
    await prepareSearchDocuments();
    for await (const rows of batches) yield checkRowBatch(rows, part);
    return;
  }
  const workers = rowPool();
  const running: Promise<CheckedBatch>[] = [];
  const limit = Math.max(1, workers.options.maxThreads * IN_FLIGHT);
  try {
    for await (const rows of batches) {
      running.push(workers.run({ rows, part }));
      if (running.length >= limit) yield await running.shift()!;
    }
    while (running.length > 0) yield await running.shift()!;
  } finally {
    // Batches still running when the reader stopped (a refused file): their results are not wanted.
    for (const task of running) task.catch(() => {});
  }
}

/** Ends the pool's threads (a script that is done; the portal keeps them, idle, for the next import). */
export async function closeRowPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
