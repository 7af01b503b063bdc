/**
 * The search panel's catalogue calls through the BFF, with autocannon: the category tree (getLargeCategories),
 * the large-area list (getLargeCodesArea) and one prefecture's areas (getCodesArea, Tokyo with the 23-ward
 * sub-areas, the largest answer).
 *
 *   node bench/catalog.ts                       starts a BFF on port 3321 with a fresh PGlite database
 *   BASE_URL=http://127.0.0.1:3000 node bench/catalog.ts   measures a running portal
 *   DURATION (seconds, default 10), CONNECTIONS (default 20).
 *
 * Measured 2026-11-21 on the development machine (2 cores shared with other work, 20 connections, 10 s):
 *   /v1/enum/categories (30 K characters)        1,522 req/s, p50 10 ms, p99 64 ms
 *   /v1/enum/codes/area/large                    7,397 req/s, p50  2 ms, p99  6 ms
 *   /v1/enum/codes/area (Tokyo, 23-ward areas)   5,317 req/s, p50  2 ms, p99 20 ms
 *
 * Then the privilege calls as a client meets them (issue 12), one after another and below their per-address rate
 * limits (a load test would only measure the 429s): 40 different searches (first answer, then the same again from
 * the BFF's one-minute cache), 20 privileges' pages and 10 map searches; p50 and p95 per kind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 20);
const paths = [
  '/v1/enum/categories',
  '/v1/enum/codes/area/large',
  '/v1/enum/codes/area?areaLrgClassCd=region-4&areaMidClassCd=13',
];

const work = mkdtempSync(join(tmpdir(), 'bench-catalog-'));
let child: ChildProcess | null = null;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

const KEYWORDS = ['温泉', '焼肉', '寿司', 'ﾎﾃﾙ', 'おんせん', '東京 焼肉', 'カラオケ', 'ヨガ', '旅館', '整体'];
const PREFECTURES = ['13', '27', '01', '47'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Milliseconds per call, in order; every answer must be 200. */
async function timed(base: string, paths: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function privilegeCalls(base: string) {
  const searches = KEYWORDS.flatMap((keyword) =>
    PREFECTURES.map((pref) => `/v1/catalog/menus?${new URLSearchParams({ keyword, areaMidClassCd: pref })}`),
  );
  const first = await timed(base, searches);
  const cached = await timed(base, searches);
  const found = (await (await fetch(`${base}/v1/catalog/menus?size=20`)).json()) as {
    data: { content: { menuNo: string }[] };
  };
  const details = await timed(
    base,
    found.data.content.map((item) => `/v1/catalog/menus/${item.menuNo}`),
  );
  const maps = await timed(
    base,
    [...PREFECTURES, '14', '23', '26', '28', '40', '12'].map((pref) => `/v1/catalog/map?areaMidClassCd=${pref}`),
  );
  const row = (call: string, times: number[]) => ({
    call,
    calls: times.length,
    'p50 ms': Math.round(percentile(times, 50) * 10) / 10,
    'p95 ms': Math.round(percentile(times, 95) * 10) / 10,
  });
  return [
    row('search, keyword + prefecture (first answer)', first),
    row('search, the same again (one-minute cache)', cached),
    row("privilege's page", details),
    row('map, one prefecture (first answer)', maps),
  ];
}

try {
  let base = process.env.BASE_URL;
  if (!base) {
    child = spawn(process.execPath, ['apps/bff/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '3321',
        PGLITE_DIR: join(work, 'pglite'),
        WEB_DIST_DIR: mkdtempSync(join(work, 'web-')),
        LOG_LEVEL: 'warn',
      },
    });
    base = 'http://127.0.0.1:3321';
    await waitFor(`${base}/readyz`, 60_000);
  }
  console.log(`${connections} connections, ${duration} s each\n`);
  const rows = [];
  for (const path of paths) {
    const body = await (await fetch(`${base}${path}`)).text();
    await autocannon({ url: `${base}${path}`, connections, duration: 2 });
    const result = await autocannon({ url: `${base}${path}`, connections, duration });
    rows.push({
      path,
      'body K chars': Math.round(body.length / 102.4) / 10,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  console.table(rows);
  console.table(await privilegeCalls(base));
} finally {
  if (child) {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((done) => child?.on('exit', done));
  }
  rmSync(work, { recursive: true, force: true });
}
