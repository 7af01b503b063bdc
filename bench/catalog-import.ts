/**
 * Catalogue import speed (issue 31: the embedded default's 20,000 privileges in ≤ 15 s on PGlite, 1.5 M in ≤ 5 min on
 * PostgreSQL). The generator writes the feed once (JSON Lines, cached in .data/bench/); the measured part is the
 * server's: the file read, every row parsed and validated against the feed contract, its search columns and hash
 * derived, staged (COPY on PostgreSQL) and applied in one transaction — packages/db/src/catalog-import, the code the
 * operator API runs part by part. Then the same file again (0 changed).
 *
 *   node bench/catalog-import.ts                     both: PGlite 20,000, then PostgreSQL 1,500,000
 *   TARGET=embedded node bench/catalog-import.ts     PGlite only (in a fresh data folder, as `npm start` keeps it;
 *                                                    PGLITE_DIR=memory: in memory, as the tests open it; or a folder)
 *   TARGET=postgres COUNT=300000 node bench/catalog-import.ts
 *
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/catalog_import_bench, dropped and created
 * afresh), COUNT (PostgreSQL rows), AGAIN=0 to skip the second import.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  EMBEDDED_PRIVILEGE_COUNT,
  REPO_ROOT,
  closeRowPool,
  generatedFeed,
  importFeed,
  openDatabase,
  type Database,
} from '@portal/db';
import { pgliteDataDir } from './support/pglite-dir.ts';

const target = process.env.TARGET ?? 'both';
const count = Number(process.env.COUNT ?? 1_500_000);
const again = process.env.AGAIN !== '0';
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/catalog_import_bench';

/** The generated feed of `rows` privileges, written once. */
async function feedFile(rows: number): Promise<string> {
  const dir = resolve(REPO_ROOT, '.data/bench');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `catalog-feed-${rows}.jsonl`);
  if (!existsSync(file)) {
    const started = performance.now();
    await pipeline(Readable.from(generatedFeed(0, rows)), createWriteStream(`${file}.part`));
    const { renameSync } = await import('node:fs');
    renameSync(`${file}.part`, file);
    console.log(`wrote ${file} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return file;
}

async function freshDatabase(): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}"`);
  await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.end();
}

interface Figure {
  run: string;
  rows: number;
  seconds: number;
  summary: string;
}

async function measure(kind: 'pglite' | 'postgres', rows: number): Promise<Figure[]> {
  const file = await feedFile(rows);
  if (kind === 'postgres') await freshDatabase();
  // PGlite in a data folder of its own, as `npm start` keeps the embedded default (PGLITE_DIR=memory: in memory, as
  // the tests open it; its file system copies a growing table's file on every extension, which a folder does not).
  const dataDir = kind === 'pglite' ? pgliteDataDir('catalog-import-bench-') : null;
  const handle = openDatabase(dataDir ? { dataDir: dataDir.path } : { url });
  try {
    await handle.migrate();
    return await measureRuns(handle.db, file, kind, rows);
  } finally {
    await handle.close().catch(() => {});
    dataDir?.remove();
  }
}

async function measureRuns(db: Database, file: string, kind: 'pglite' | 'postgres', rows: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  const runs = again ? ['first import (empty catalogue)', 'same file again'] : ['first import (empty catalogue)'];
  for (const run of runs) {
    const started = performance.now();
    const result = await importFeed(db, createReadStream(file, { highWaterMark: 1 << 20 }), {
      format: 'jsonl',
    });
    const seconds = (performance.now() - started) / 1000;
    figures.push({
      run: `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${run}`,
      rows,
      seconds,
      summary: `added ${result.added}, updated ${result.updated}, unchanged ${result.unchanged}, rejected ${result.rejectedCount}`,
    });
    console.log(`${figures.at(-1)!.run}: ${seconds.toFixed(1)} s (${figures.at(-1)!.summary})`);
  }
  return figures;
}

const figures: Figure[] = [];
if (target !== 'postgres') figures.push(...(await measure('pglite', EMBEDDED_PRIVILEGE_COUNT)));
if (target !== 'embedded') figures.push(...(await measure('postgres', count)));
await closeRowPool();

console.log('\n| run | rows | file | seconds | rows/s | goal | summary |');
console.log('|---|---|---|---|---|---|---|');
for (const figure of figures) {
  const goal = figure.run.startsWith('PGlite') ? 15 : 300;
  const size = statSync(resolve(REPO_ROOT, `.data/bench/catalog-feed-${figure.rows}.jsonl`)).size;
  console.log(
    `| ${figure.run} | ${figure.rows.toLocaleString('en')} | ${(size / 1e6).toFixed(0)} MB | ${figure.seconds.toFixed(1)} | ${Math.round(figure.rows / figure.seconds).toLocaleString('en')} | ≤ ${goal} s ${figure.seconds <= goal ? 'met' : 'MISSED'} | ${figure.summary} |`,
  );
}
