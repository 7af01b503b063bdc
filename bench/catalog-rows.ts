/**
 * What checking a feed's rows costs (issue 31): the CPU one row takes in the importer's row workers — parsed, checked
 * against the feed contract and the code lists, its search columns (readings from the analyser, grams) and hash
 * derived, written as COPY fields (packages/db/src/catalog-import/row-batch.ts, the function each worker runs). It
 * runs here in one thread, batch after batch as a worker takes them, so that a change to that path is measured
 * without the database or the other threads: bench/catalog-import.ts measures the whole import.
 *
 *   node bench/catalog-rows.ts               5 runs over the generator's first 6,000 rows
 *   COUNT=20000 RUNS=3 node bench/catalog-rows.ts
 *
 * The analyser's dictionary is loaded before the first run, as a worker loads it once. The first run starts with the
 * readings not yet worked out, as a worker's first import does; the later ones find them known, as a worker's next
 * batches do. Prints ms of CPU per row (process.cpuUsage of this thread's process) and the wall time.
 */
import { performance } from 'node:perf_hooks';
import { catalogData, checkRowBatch, generatedFeed } from '@portal/db';

const count = Number(process.env.COUNT ?? 6_000);
const runs = Number(process.env.RUNS ?? 5);
const BATCH = 500;

const lines: string[] = [];
for await (const line of generatedFeed(0, count)) lines.push(line);
const rows = lines.join('').split('\n').filter(Boolean);
const batches: { line: number; text: string }[][] = [];
for (let i = 0; i < rows.length; i += BATCH) {
  batches.push(rows.slice(i, i + BATCH).map((text, j) => ({ line: i + j + 1, text })));
}
await catalogData.prepareSearchDocuments();

const figures: number[] = [];
for (let run = 1; run <= runs; run++) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let staged = 0;
  for (const batch of batches) staged += checkRowBatch(batch, 0).staged.length;
  const used = process.cpuUsage(cpu);
  const msPerRow = (used.user + used.system) / 1000 / rows.length;
  figures.push(msPerRow);
  console.log(
    `run ${run}: ${rows.length} rows (${staged} staged) in ${((performance.now() - started) / 1000).toFixed(2)} s, ${msPerRow.toFixed(3)} ms of CPU a row`,
  );
}
const sorted = [...figures].sort((a, b) => a - b);
console.log(`median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(3)} ms of CPU a row over ${runs} runs`);
