/**
 * GET /v1/cms/news through the CMS gateway, cached (the snapshot cache's fresh window, 60 s) and uncached
 * (fresh and stale windows 0: every request reads the CMS; concurrent ones still share one read), with autocannon.
 *
 *   node bench/cms-news.ts
 *     starts the real CMS (apps/cms/test-support/start-cms.ts, full seed content; the CMS build must exist) and two
 *     BFFs on it — ports 3311 (cached) and 3312 (uncached), CMS on 3313 — then measures both.
 *   CACHED_URL=http://127.0.0.1:3000 UNCACHED_URL=http://127.0.0.1:3400 node bench/cms-news.ts
 *     measures portals that are already running (start the uncached one with CMS_CACHE_FRESH_SECONDS=0
 *     CMS_CACHE_STALE_SECONDS=0).
 *   DURATION (seconds, default 10), CONNECTIONS (default 20), NEWS_QUERY (default `limit=20`).
 *
 * Measured 2026-11-21 on the development machine (full seed content, 52 news, 20 connections, 10 s):
 *   cached   1,376 req/s, p50 13 ms, p99 40 ms
 *   uncached   452 req/s, p50 39 ms, p99 116 ms   (3.0× less; single-flight still merges concurrent reads)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 20);
const path = `/v1/cms/news?${process.env.NEWS_QUERY ?? 'limit=20'}`;

interface StartedCms {
  url: string;
  apiKey: string;
  stop(): Promise<void>;
}

const work = mkdtempSync(join(tmpdir(), 'bench-cms-news-'));
const children: ChildProcess[] = [];
let cms: StartedCms | null = null;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

async function startPortal(name: string, port: number, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['apps/bff/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: join(work, name, 'pglite'),
      WEB_DIST_DIR: mkdtempSync(join(work, `${name}-web-`)),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${path}`, 60_000);
  return url;
}

async function measure(label: string, base: string) {
  // Warm-up (fills the cache of the cached portal, JIT for both).
  await autocannon({ url: `${base}${path}`, connections, duration: 2 });
  const result = await autocannon({ url: `${base}${path}`, connections, duration });
  return {
    label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

try {
  let cachedUrl = process.env.CACHED_URL;
  let uncachedUrl = process.env.UNCACHED_URL;
  if (!cachedUrl || !uncachedUrl) {
    const startCmsFile = join(root, 'apps/cms/test-support/start-cms.ts');
    if (!existsSync(startCmsFile)) throw new Error(`${startCmsFile} is missing: give CACHED_URL and UNCACHED_URL`);
    const { startCms } = (await import(pathToFileURL(startCmsFile).href)) as {
      startCms(options: { port: number; dataDir: string }): Promise<StartedCms>;
    };
    console.log('starting the CMS and two portals…');
    cms = await startCms({ port: 3313, dataDir: join(work, 'cms') });
    const common = { CMS_URL: cms.url, CMS_PUBLIC_URL: cms.url, CMS_API_KEY: cms.apiKey };
    [cachedUrl, uncachedUrl] = await Promise.all([
      startPortal('cached', 3311, { ...common, CMS_CACHE_FRESH_SECONDS: '60' }),
      startPortal('uncached', 3312, { ...common, CMS_CACHE_FRESH_SECONDS: '0', CMS_CACHE_STALE_SECONDS: '0' }),
    ]);
  }
  console.log(`GET ${path}: ${connections} connections, ${duration} s each\n`);
  const rows = [await measure('cached', cachedUrl), await measure('uncached', uncachedUrl)];
  console.table(rows);
  const [cached, uncached] = rows as [(typeof rows)[number], (typeof rows)[number]];
  console.log(`cached / uncached throughput: ${(cached['req/s'] / Math.max(1, uncached['req/s'])).toFixed(1)}×`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((done) => c.on('exit', done)) : Promise.resolve())),
  );
  await cms?.stop();
  rmSync(work, { recursive: true, force: true });
}
