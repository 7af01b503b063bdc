/**
 * Where a page's cost goes (ADR 0032). While CONNECTIONS connections (default 8) load one page from a process of
 * their own, it reads from /proc:
 *   - the BFF's CPU a page, per thread: the main thread (HTTP, the API, the page's calls), the render threads, V8's
 *     helper threads (the garbage collector, the compilers) and libuv's pool;
 *   - beside the BFF, the CPU a page of the PostgreSQL server's processes (all of them, the server's other databases
 *     too) and of the load generator's process, and the machine's idle share: what the page costs the machine, whose
 *     cores all three share;
 *   - the BFF's minor page faults a page, and PostgreSQL's transactions a page (pg_stat_database of the BFF's
 *     database).
 * A CPU profile charges a system call or a helper thread only roughly; these counters do not sample.
 *
 *   PAGE=member:/memberStatus node bench/page-cost.ts     a signed-in member's page (the default)
 *   PAGE=/leisure node bench/page-cost.ts                 a visitor's page
 *
 * It starts a production portal of its own (bench/support/portal.ts: NODE_ENV=production, LOG_LEVEL=info, metrics
 * on), as bench/pages-load.ts does: on ports from BASE_PORT (default 3420), with a fresh database DATABASE_NAME
 * (default bench_page_cost, on POSTGRES_URL, default postgres://postgres@127.0.0.1:5432; dropped at the end) and
 * REDIS_URL (default redis://127.0.0.1:6379/14, flushed). Each request carries a visitor address of its own
 * (X-Forwarded-For, as the trusted proxy reports it), so that no per-address limit shapes the page. The page must
 * answer 200 with HTML first, and every answer under load must be a 2xx, or the bench stops.
 *
 * After 8 s of the same load not read, ROUNDS rounds (default 3) of DURATION seconds (default 16) each read the
 * counters over the load's middle, from 4 s after its start to 2 s before its end, and count the pages of that window
 * at the round's rate; the table gives the medians. BFF_NODE_OPTIONS (space-separated) are given to the BFF's `node`,
 * for an A/B of a runtime setting. The web app must be built (`npm run build -w @portal/web`), and the CMS.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { cmsBuildIsStale, webBuildIsStale } from '../scripts/lib.ts';
import { Children } from './support/children.ts';
import { cpuTimesUs, loadInBackground, machineTicks, median, type CpuTimes, type Figures } from './support/measure.ts';
import { rawGet } from './support/http.ts';
import { PRODUCTION_ORIGINS, reportStoppedBff, startPortal, type StartedPortal } from './support/portal.ts';

const pageSetting = process.env.PAGE ?? 'member:/memberStatus';
const member = pageSetting.startsWith('member:');
const path = member ? pageSetting.slice('member:'.length) : pageSetting;
const rounds = Number(process.env.ROUNDS ?? 3);
const duration = Number(process.env.DURATION ?? 16);
const connections = Number(process.env.CONNECTIONS ?? 8);
const basePort = Number(process.env.BASE_PORT ?? 3420);
const postgresUrl = (process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const databaseName = process.env.DATABASE_NAME ?? 'bench_page_cost';
/** An index of its own: bench/pages-load.ts flushes 12 and bench/lighthouse.ts 13. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/14';
/** The counters are read over the load's middle: after its first seconds (start-up, compilation), before its end. */
const SKIP_START = 4;
const SKIP_END = 2;
/** Seconds of load before the first round, not read. */
const WARM_UP = 8;
if (duration < SKIP_START + SKIP_END + 4) throw new Error(`DURATION must be at least ${SKIP_START + SKIP_END + 4} s`);

// A stale web build would measure another tree's pages.
if (webBuildIsStale()) throw new Error('The web build is older than its sources: npm run build -w @portal/web');
if (cmsBuildIsStale()) console.warn('The CMS build is older than its sources (npm run build -w @portal/cms).');

/** One thread's CPU (user + system) in µs and its name. */
interface ThreadTimes {
  name: string;
  us: number;
}

const totalUs = ({ user, system }: CpuTimes) => user + system;

function threadsOf(pid: number): Map<string, ThreadTimes> {
  const threads = new Map<string, ThreadTimes>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = tid === String(pid) ? 'main thread' : readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      threads.set(tid, { name, us: totalUs(cpuTimesUs(pid, Number(tid))) });
    } catch {
      // the thread ended meanwhile
    }
  }
  return threads;
}

/** Minor page faults of the whole process (field 10 of /proc/<pid>/stat; the command, field 2, may hold spaces). */
function minorFaultsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);
}

/** CPU (user + system) in µs of the processes whose command line passes `test`. */
function processesCpuUs(test: (commandLine: string) => boolean): number {
  let us = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (test(commandLine)) us += totalUs(cpuTimesUs(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return us;
}

/**
 * The PostgreSQL server's processes: the server and all its backends (they name themselves `postgres: …`), those of
 * other databases too, so the figure is the whole server's while the page loads.
 */
const isPostgres = (commandLine: string) => commandLine.startsWith('postgres') || commandLine.includes('/postgres ');

/** The names V8 and Node give their threads, as a reader knows them. */
const THREAD_KINDS: Record<string, string> = {
  'main thread': 'main thread (HTTP, the API, the page calls)',
  WorkerThread: 'render threads',
  V8Worker: "V8's helper threads (collector, compilers)",
  'libuv-worker': "libuv's pool",
};

interface RoundFigures {
  pagesPerSecond: number;
  p99: number;
  cpuMsPerPage: number;
  byKind: Map<string, number>;
  transactionsPerPage: number;
  faultsPerPage: number;
  postgresMsPerPage: number;
  loadMsPerPage: number;
  machineIdle: number;
}

const children = new Children();
const work = mkdtempSync(join(tmpdir(), 'bench-page-cost-'));
let portal = null as StartedPortal | null;
const stats = new pg.Client({ connectionString: `${postgresUrl}/${databaseName}` });

async function transactions(): Promise<number> {
  const { rows } = await stats.query<{ xacts: string }>(
    'SELECT xact_commit + xact_rollback AS xacts FROM pg_stat_database WHERE datname = $1',
    [databaseName],
  );
  return Number(rows[0]!.xacts);
}

/** A load of its own process; its figures are read once it has ended, and a failure is not left unhandled. */
function startLoad(started: StartedPortal, headers: Record<string, string>, seconds: number, file: string) {
  const load = loadInBackground(
    children,
    { url: `${started.url}${encodeURI(path)}`, connections, duration: seconds, headers, addresses: 'many', warmUp: 0 },
    seconds,
    join(work, file),
  );
  load.figures.catch(() => undefined);
  return load;
}

/** Every answer of a load was a 2xx, or the figures measured something else than the page. */
function checked(figures: Figures): Figures {
  if (figures.bad > 0) throw new Error(`the page answered otherwise under load: ${JSON.stringify(figures.statuses)}`);
  return figures;
}

async function round(started: StartedPortal, n: number, headers: Record<string, string>): Promise<RoundFigures> {
  const pid = started.bff.pid!;
  const loadFile = `load-${n}.json`;
  const load = startLoad(started, headers, duration, loadFile);
  const isLoad = (commandLine: string) => commandLine.includes(loadFile);
  await sleep(SKIP_START * 1000);
  // pg_stat_database takes a backend's counts when it goes idle, at most once a second: both reads lag alike.
  const read = async () => ({
    threads: threadsOf(pid),
    faults: minorFaultsOf(pid),
    xacts: await transactions(),
    postgres: processesCpuUs(isPostgres),
    load: processesCpuUs(isLoad),
    machine: machineTicks(),
    at: Date.now(),
  });
  const before = await read();
  await sleep((duration - SKIP_START - SKIP_END) * 1000);
  const after = await read();
  const figures = checked(await load.figures);
  // The pages of the window, at the round's steady rate (autocannon gives the rate of the whole round).
  const pages = (figures.reqPerSec * (after.at - before.at)) / 1000;
  const byKind = new Map<string, number>();
  let cpuUs = 0;
  for (const [tid, thread] of after.threads) {
    const used = thread.us - (before.threads.get(tid)?.us ?? 0);
    const kind = THREAD_KINDS[thread.name] ?? thread.name;
    byKind.set(kind, (byKind.get(kind) ?? 0) + used / 1000 / pages);
    cpuUs += used;
  }
  return {
    pagesPerSecond: figures.reqPerSec,
    p99: figures.p99,
    cpuMsPerPage: cpuUs / 1000 / pages,
    byKind,
    transactionsPerPage: (after.xacts - before.xacts) / pages,
    faultsPerPage: (after.faults - before.faults) / pages,
    postgresMsPerPage: (after.postgres - before.postgres) / 1000 / pages,
    loadMsPerPage: (after.load - before.load) / 1000 / pages,
    machineIdle: (after.machine.idle - before.machine.idle) / (after.machine.total - before.machine.total),
  };
}

const round2 = (value: number) => Number(value.toFixed(2));

async function main(): Promise<void> {
  const started = await startPortal({
    profile: 'production',
    ports: { bff: basePort, cms: basePort + 2, idp: basePort + 3, closedSmtp: basePort + 9 },
    work,
    children,
    postgresUrl,
    databaseName,
    redisUrl,
    nodeOptions: process.env.BFF_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [],
  });
  portal = started;
  await stats.connect();
  const host = new URL(PRODUCTION_ORIGINS.portal).host;
  const headers: Record<string, string> = {
    host,
    accept: 'text/html',
    'accept-encoding': 'br, gzip, deflate',
    ...(member ? { cookie: await started.signIn() } : {}),
  };
  const first = await rawGet(`${started.url}${encodeURI(path)}`, { ...headers, 'x-forwarded-for': '10.255.255.1' });
  const type = String(first.headers['content-type'] ?? '');
  if (first.status !== 200 || !type.startsWith('text/html')) {
    throw new Error(`${path} answered ${first.status} ${type}: no page to measure`);
  }
  // A warm-up load, not read: the first seconds of a new process's load are its compilers' (ADR 0032).
  checked(await startLoad(started, headers, WARM_UP, 'warm-up.json').figures);
  const results: RoundFigures[] = [];
  for (let n = 1; n <= rounds; n += 1) {
    const figures = await round(started, n, headers);
    results.push(figures);
    console.log(
      `round ${n}: ${Math.round(figures.pagesPerSecond)} pages/s, p99 ${figures.p99} ms, ` +
        `${round2(figures.cpuMsPerPage)} ms of CPU a page`,
    );
  }
  const kinds = [...new Set(results.flatMap((r) => [...r.byKind.keys()]))];
  console.log(`\n${member ? 'member ' : ''}${path}: ${connections} connections, median of ${rounds} round(s)`);
  console.table([
    { figure: 'pages/s', value: Math.round(median(results.map((r) => r.pagesPerSecond))) },
    { figure: 'p99 ms', value: median(results.map((r) => r.p99)) },
    { figure: 'CPU ms a page', value: round2(median(results.map((r) => r.cpuMsPerPage))) },
    ...kinds
      .map((kind) => ({
        figure: `  of which ${kind}`,
        value: round2(median(results.map((r) => r.byKind.get(kind) ?? 0))),
      }))
      .filter(({ value }) => value > 0),
    { figure: "the PostgreSQL server's CPU ms a page", value: round2(median(results.map((r) => r.postgresMsPerPage))) },
    { figure: "the load generator's CPU ms a page", value: round2(median(results.map((r) => r.loadMsPerPage))) },
    { figure: 'the machine idle, %', value: Math.round(100 * median(results.map((r) => r.machineIdle))) },
    { figure: 'PostgreSQL transactions a page', value: round2(median(results.map((r) => r.transactionsPerPage))) },
    { figure: "the BFF's minor page faults a page", value: round2(median(results.map((r) => r.faultsPerPage))) },
  ]);
}

try {
  await main();
} catch (error) {
  reportStoppedBff(portal);
  throw error;
} finally {
  await stats.end().catch(() => undefined);
  await children.stopAll();
  await portal?.cms.stop();
  await portal?.cleanUp();
  rmSync(work, { recursive: true, force: true });
}
