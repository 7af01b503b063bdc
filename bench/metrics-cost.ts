/**
 * What metrics and request ids cost on a cached API call, at the production log level (issue 33, ADR 0027).
 *
 *   node bench/metrics-cost.ts
 *     starts the real CMS (apps/cms/test-support/start-cms.ts, sample content; the CMS build must exist) on 3517 and
 *     the BFF as `npm start` runs it (apps/bff/src/main.ts, embedded PGlite, own process) on 3518 with LOG_LEVEL=info,
 *     its log lines to /dev/null, its inspector on 3519. The cached call (CMS_PATH, default /v1/cms/news) is loaded
 *     once, then autocannon (in this process, not the BFF's) sends it for DURATION seconds (default 10) on
 *     CONNECTIONS (default 8) connections, twice: once for the figures, once with the BFF's CPU profiled.
 *
 * Nothing switches metrics or request ids off: the BFF has no such setting, and one that only a measurement uses
 * would be a second BFF. The profile instead tells each one's share of the CPU time the BFF spent on the call
 * (the time in their functions, and in what they call of Node's: modules/metrics and prom-client;
 * plugins/request-id.ts, lib/request-id.ts and AsyncLocalStorage), beside the log lines' share for comparison.
 * Profiling slows the BFF: read the shares, not that run's figures. PROFILE_DIR keeps the profile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startCms } from '../apps/cms/test-support/start-cms.ts';
import { cpuProfileOf, type CpuProfile } from './cpu-profile.ts';

const root = resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const CMS_PATH = process.env.CMS_PATH ?? '/v1/cms/news';
const PORTS = { cms: 3517, bff: 3518, inspector: 3519 };
const portal = `http://127.0.0.1:${PORTS.bff}`;

/** Where a function's self time goes, by the file it is in. */
const SHARES: Array<{ name: string; file: RegExp }> = [
  { name: 'metrics (modules/metrics, prom-client)', file: /\/modules\/metrics\/|\/node_modules\/prom-client\// },
  {
    name: 'request ids (plugins/request-id.ts, lib/request-id.ts, AsyncLocalStorage)',
    file: /\/plugins\/request-id\.ts|\/lib\/request-id\.ts|async_local_storage|async_context_frame/,
  },
  { name: 'log lines (pino, at info)', file: /\/node_modules\/(pino|pino-std-serializers|sonic-boom|fast-redact)\// },
];

/**
 * Each share's time, out of the time the BFF was busy (not idle). A sample in native code or Node's internals (a
 * write to a socket or a file, a timer) counts for the nearest function of the application or a package that called
 * it: writing a log line is the logger's time, writing the answer Fastify's.
 */
function shares(profile: CpuProfile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const owner = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url } = byNode.get(at)!.callFrame;
      if (url && !url.startsWith('node:')) return url;
    }
    return '';
  };
  let busy = 0;
  const totals = new Map<string, number>(SHARES.map((s) => [s.name, 0]));
  profile.samples.forEach((id, i) => {
    if (byNode.get(id)!.callFrame.functionName === '(idle)') return;
    const us = profile.timeDeltas[i] ?? 0;
    busy += us;
    const url = owner(id);
    const share = SHARES.find((s) => s.file.test(url));
    if (share) totals.set(share.name, totals.get(share.name)! + us);
  });
  return { busyMs: busy / 1000, shares: [...totals].map(([name, us]) => ({ name, ms: us / 1000, share: us / busy })) };
}

const work = mkdtempSync(join(tmpdir(), 'bench-metrics-cost-'));
const children: ChildProcess[] = [];
const cms = await startCms({ port: PORTS.cms, dataDir: join(work, 'cms'), content: 'sample' });
try {
  const bff = spawn(process.execPath, [`--inspect=127.0.0.1:${PORTS.inspector}`, 'apps/bff/src/main.ts'], {
    cwd: root,
    // The log lines are written, as in production, to a sink that costs nothing more than the write.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORTS.bff),
      PGLITE_DIR: join(work, 'portal'),
      CMS_URL: cms.url,
      CMS_API_KEY: cms.apiKey,
      LOG_LEVEL: 'info',
      JOB_SCHEDULER_POLL_MS: '0',
      MAIL_OUTBOX_POLL_MS: '0',
    },
  });
  children.push(bff);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${portal}/readyz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the BFF did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const first = await fetch(`${portal}${CMS_PATH}`);
  if (!first.ok) throw new Error(`${CMS_PATH} answered ${first.status}`);
  const url = `${portal}${CMS_PATH}`;
  const headers = { 'accept-encoding': 'br' };
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const plain = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  const { profile } = await cpuProfileOf(PORTS.inspector, () =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }),
  );
  if (process.env.PROFILE_DIR) {
    mkdirSync(process.env.PROFILE_DIR, { recursive: true });
    writeFileSync(join(process.env.PROFILE_DIR, 'bff-metrics-cost.cpuprofile'), JSON.stringify(profile));
  }
  const { busyMs, shares: measured } = shares(profile);
  console.log(
    `${CMS_PATH} at LOG_LEVEL=info, ${CONNECTIONS} connections, ${DURATION} s: ${plain.requests.average.toFixed(0)} req/s, ` +
      `p50 ${plain.latency.p50} ms, p99 ${plain.latency.p99} ms, non-2xx ${plain.non2xx + plain.errors}`,
  );
  console.log(`\nProfiled run: ${busyMs.toFixed(0)} ms of BFF CPU (not idle)\n`);
  console.log('| Part | CPU (ms) | Share of the BFF’s busy CPU |');
  console.log('| --- | ---: | ---: |');
  for (const { name, ms, share } of measured) {
    console.log(`| ${name} | ${ms.toFixed(0)} | ${(share * 100).toFixed(1)} % |`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await cms.stop();
  rmSync(work, { recursive: true, force: true });
}
