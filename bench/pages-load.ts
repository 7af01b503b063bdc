/**
 * Server-side page load (issue 30): what one portal process serves when members arrive together, measured through
 * HTTP only, so that it measures whatever tree it runs from, before and after a change alike.
 *
 *   node bench/pages-load.ts                       PROFILE=start: the portal as `npm start` runs it
 *   PROFILE=production node bench/pages-load.ts    the production settings
 *
 * It starts a portal of its own (bench/support/portal.ts, shared with bench/lighthouse.ts), on ports BASE_PORT
 * (default 3400: BFF) to BASE_PORT+9 (+1 the bare route, +2 the CMS, +3 the identity provider, +4 the bare route that
 * logs, +9 a closed port for SMTP), with data in a temporary folder removed at the end:
 *   - the CMS (apps/cms/test-support/start-cms.ts: fresh SQLite, full seed content, `next start`) and the development
 *     identity provider (apps/idp/src/main.ts), each a process of its own;
 *   - the BFF (apps/bff/src/main.ts, a process of its own, its standard output to bff.log in the temporary folder,
 *     as a container's log): PROFILE=start with the environment scripts/start.ts gives it (embedded PGlite,
 *     LOG_LEVEL=warn); PROFILE=production with NODE_ENV=production, LOG_LEVEL=info, METRICS_TOKEN (metrics on),
 *     DATABASE_URL on a fresh database DATABASE_NAME (default bench_pages, on POSTGRES_URL, default
 *     postgres://postgres@127.0.0.1:5432; dropped at the end) with SEED_TEST_MEMBERS=1, REDIS_URL (default
 *     redis://127.0.0.1:6379/12: a database index of its own, flushed at the start and the end), TRUST_PROXY=loopback
 *     (the proxy in front, as compose.yaml trusts its edge network), PUBLIC_ORIGIN https://portal.bench.example
 *     (asked on 127.0.0.1 with that Host) and every other setting production requires (apps/bff/src/config.ts).
 * The web app and the CMS must be built (`npm run build -w @portal/web`, `npm run build -w @portal/cms`); a missing
 * or stale web build stops the bench, which would otherwise measure another tree.
 *
 * `principal` signs in through the identity provider's real OIDC flow for the member's pages. Every page request
 * sends `accept: text/html` and `accept-encoding: br, gzip, deflate` (and the member's cookies for member pages);
 * autocannon (CONNECTIONS, default 8) measures DURATION seconds (default 8) after a 2 s warm-up, in this process
 * (the identity provider and the CMS, in theirs, are idle meanwhile). RUNS runs (default 3), every other one in the
 * reverse order; the tables show each figure's median over the runs, and each ratio's median of its runs' ratios.
 * Sections (SECTIONS, default all: visitor,member,api,cms):
 *   visitor  `/`, `/information`, every category page, `/menus?keyword=温泉`, a privilege's page, a special page:
 *            pages/s, p50, p99, non-2xx, against a bare Fastify route (own process, no hooks, no plugins, no
 *            logging) sending the bytes and content headers the portal sent for that page at the start of the same
 *            run. Goal 1: ≥ 0.2× the bare route and p99 ≤ 50 ms.
 *   member   `/memberStatus`, `/favorite`, `/menus?keyword=温泉`, a privilege's page, signed in. Goal 2: ≥ 150
 *            pages/s and p99 ≤ 100 ms.
 *   api      cached `GET /v1/cms/news` (warmed first) on API_CONNECTIONS connections (default 1: one client's calls
 *            one after another) while CONNECTIONS others load result pages (`/menus?keyword=…` over six keywords,
 *            as visitors) from a process of their own, and the same call alone. Goal 3: p99 ≤ 50 ms under load.
 *   cms      cached `GET /v1/cms/news` (`accept-encoding: br`) on CONNECTIONS connections, at the profile's log
 *            level, against two bare Fastify routes in the same run: one sending the same body with its content
 *            headers, and one sending the same answer (the body and every header of the portal's answer but those
 *            Node writes per connection: the security headers, the request id, ETag…, as bench/cms-api.ts does).
 *            Goal 4: ≥ 0.5×; both ratios are shown. Beside them, not part of the goal: a third bare route sending the
 *            same answer with the portal's access line (at the profile's log level) and request metrics on
 *            (bench/support/bare-server.ts), measured next to the portal, and the ratios to it: what logging and
 *            counting cost a bare route, and the portal's own work beyond them.
 * Each figure also carries the BFF's CPU time per answer (from /proc; the cms table also its system part, the
 * kernel's work for it), for reading, not a goal, and the bytes per answer under load: a page whose answers under load
 * differ in size by more than 10 % from its first answer, before any load (an error, a rate limit), is marked
 * `✗ changed`. The non-2xx column names the statuses, errors, timeouts (no answer within 10 s) and, when not one
 * answer came within a measurement, its requests as unanswered (its latencies are then infinite). At the end: the
 * BFF's log, its size and its warnings by message.
 *
 * Every request comes from the loopback address, as one client: the pages that call the privilege search (`/` and
 * its picks, the category pages' lists, the result pages), which allows 120 calls a minute per address, counted for
 * the browser's address when the BFF calls it for a page, then render without those lists and are marked. The
 * bare route's bytes are taken again after such a limit's window has passed. ADDRESSES=many (production only) sends
 * each request with a visitor address of its own in X-Forwarded-For, as the trusted proxy would report it; the cms
 * section always sends one address (`cmsLoad` below says why).
 *
 * RENDER_THREADS, when set, is passed to the BFF (its render threads; the BFF's default otherwise), for an A/B of
 * the setting.
 *
 * BFF_CPU_PROF=dir writes the BFF's CPU profiles (one per thread) to dir when it stops, to read where its time goes;
 * the figures of such a run are not comparable with others'. BFF_NODE_OPTIONS (space-separated) are given to the BFF's
 * `node` alone, not to the bench's processes, for an A/B of a runtime setting.
 *
 * PAGES=/,/leisure,member:/memberStatus keeps those pages only (`member:` for a member's page; the privilege's and
 * the special page's names are /menus/{menuNo} and /specialPage/detail?spid={spid}; any other path is measured as
 * given). OUT=file.json writes every figure of every run. Misses are marked ✗.
 */
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CMS_PAGE_LOCATION_CODES } from '@portal/contracts/cms-values';
import { menuDetailPath } from '@portal/contracts/catalog-lists';
import { cmsBuildIsStale, webBuildIsStale } from '../scripts/lib.ts';
import { startBare, type BareRoute } from './support/bare.ts';
import { Children, ROOT } from './support/children.ts';
import { answerHeaders, bodyBytes, contentHeaders, rawGet, type Capture } from './support/http.ts';
import {
  keepInfinity,
  loadInBackground,
  machineTicks,
  measure,
  median,
  stealShare,
  type Figures,
} from './support/measure.ts';
import {
  PRODUCTION_ORIGINS,
  PROFILE_LOG_LEVELS,
  profileOf,
  reportStoppedBff,
  startPortal,
  type StartedPortal,
} from './support/portal.ts';

// ---------- Settings ----------

const profile = profileOf(process.env.PROFILE);
const SECTIONS = ['visitor', 'member', 'api', 'cms'] as const;
type Section = (typeof SECTIONS)[number];
const sections = new Set((process.env.SECTIONS ?? SECTIONS.join(',')).split(',').map((s) => s.trim()));
for (const section of sections) {
  if (!SECTIONS.includes(section as Section)) throw new Error(`SECTIONS takes ${SECTIONS.join(', ')}, not ${section}`);
}
const runs = Number(process.env.RUNS ?? 3);
const duration = Number(process.env.DURATION ?? 8);
const connections = Number(process.env.CONNECTIONS ?? 8);
const apiConnections = Number(process.env.API_CONNECTIONS ?? 1);
const WARM_UP = 2;
const addresses = (process.env.ADDRESSES ?? 'one') as 'one' | 'many';
if (addresses !== 'one' && addresses !== 'many') throw new Error(`ADDRESSES is one or many, not ${addresses}`);
// Only a trusted proxy's X-Forwarded-For tells the BFF a client's address: production's TRUST_PROXY below.
if (addresses === 'many' && profile !== 'production') throw new Error('ADDRESSES=many needs PROFILE=production');
/** What every measurement shares. */
const load = { connections, duration, addresses };
/**
 * Goal 4's measurements: one client address whatever ADDRESSES says. The cached call has no per-address limit, and a
 * load generator that builds every request anew (a visitor address each) spends about half as much CPU again per
 * request, on the same two cores: it then caps the bare route at two thirds of what it serves, and the ratio
 * measured the generator (ADR 0032, amendment "the goals on an Intel guest, and goal 4 and the load generator").
 */
const cmsLoad = { ...load, addresses: 'one' as const };
const basePort = Number(process.env.BASE_PORT ?? 3400);
const PORTS = {
  bff: basePort,
  bare: basePort + 1,
  cms: basePort + 2,
  idp: basePort + 3,
  /** The cms section's bare route with the portal's access line and request metrics on. */
  loggedBare: basePort + 4,
  /** Nothing listens there: production requires an SMTP server, and no mail is sent while measuring. */
  closedSmtp: basePort + 9,
};
const portal = `http://127.0.0.1:${PORTS.bff}`;
const bareBase = `http://127.0.0.1:${PORTS.bare}`;
const loggedBareBase = `http://127.0.0.1:${PORTS.loggedBare}`;
// As scripts/start.ts gives it; production behind its TLS proxy.
const publicOrigin = profile === 'production' ? PRODUCTION_ORIGINS.portal : `http://localhost:${PORTS.bff}`;
const host = new URL(publicOrigin).host;
const postgresUrl = (process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const databaseName = process.env.DATABASE_NAME ?? 'bench_pages';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const NEWS_PATH = '/v1/cms/news';
/** Where the bare server of the cms section answers with every header of the portal's answer too. */
const SAME_ANSWER_PREFIX = '/same-answer';
/** What members type on a campaign day: the result pages of the API section's background load. */
const KEYWORDS = ['温泉', '焼肉', '寿司', 'ホテル', 'カラオケ', 'ヨガ'];
const GOALS = {
  visitorRatio: 0.2,
  visitorP99: 50,
  memberPagesPerSec: 150,
  memberP99: 100,
  apiP99UnderLoad: 50,
  cmsRatio: 0.5,
};

/** As a browser asks for a page. */
const pageHeaders: Record<string, string> = { host, accept: 'text/html', 'accept-encoding': 'br, gzip, deflate' };
/** As the SPA's API client asks (and bench/cms-api.ts). */
const apiHeaders: Record<string, string> = { host, accept: 'application/json', 'accept-encoding': 'br' };

// ---------- The pages ----------

interface Page {
  /** How PAGES names it. */
  name: string;
  /** Path and query as requested (encoded). */
  path: string;
  member: boolean;
}

const MENU_PLACEHOLDER = '{menuNo}';
const SPID_PLACEHOLDER = '{spid}';
const keywordPath = (keyword: string) => `/menus?keyword=${encodeURIComponent(keyword)}`;

function knownPages(): Page[] {
  const visitor = [
    '/',
    '/information',
    ...CMS_PAGE_LOCATION_CODES.filter((code) => code !== 'top').map((code) => `/${code}`),
    '/menus?keyword=温泉',
    `/menus/${MENU_PLACEHOLDER}`,
    `/specialPage/detail?spid=${SPID_PLACEHOLDER}`,
  ];
  const member = ['/memberStatus', '/favorite', '/menus?keyword=温泉', `/menus/${MENU_PLACEHOLDER}`];
  return [
    ...visitor.map((name) => ({ name, path: name, member: false })),
    ...member.map((name) => ({ name: `member:${name}`, path: name, member: true })),
  ];
}

/** The pages PAGES names (all when unset), with the discovered privilege and special page filled in. */
function selectedPages(discovered: { menuNo: string; spid: string }): Page[] {
  const known = knownPages();
  const wanted = process.env.PAGES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chosen = wanted
    ? wanted.map((name) => {
        const member = name.startsWith('member:');
        return known.find((p) => p.name === name) ?? { name, path: member ? name.slice(7) : name, member };
      })
    : known;
  return chosen.map((page) => {
    const path = page.path
      .replace(MENU_PLACEHOLDER, discovered.menuNo)
      .replace(SPID_PLACEHOLDER, encodeURIComponent(discovered.spid));
    // Encode what a browser encodes (the keyword), keeping what is already encoded.
    const url = new URL(path, 'http://x');
    return { ...page, path: url.pathname + url.search };
  });
}

const label = (page: Page) => `${page.member ? 'member ' : ''}${decodeURIComponent(page.path)}`;

// ---------- Figures ----------

interface PageSample {
  portal: Figures;
  /** The bare route with the same bytes (visitor pages). */
  bare?: Figures;
  /** The answer captured before measuring in this run: status and bytes (headers included) as they travelled. */
  capturedStatus: number;
  capturedBytes: number;
  /** The bytes of the page's first answer, before any load: what a page under load should still send. */
  referenceBytes: number;
}

interface RunRecord {
  run: number;
  loadavg: string;
  /** The share of the machine's time its hypervisor gave other guests during the run. */
  steal?: number;
  pages: Record<string, PageSample>;
  api?: { underLoad: Figures; alone: Figures; background: Figures; backgroundReferenceBytes: number };
  cms?: { portal: Figures; bare: Figures; sameAnswer: Figures; loggedSameAnswer: Figures };
}

/** The bytes of an answer as autocannon counts them: status line, headers and body. */
function travelledBytes(capture: Capture): number {
  const head = Object.entries(capture.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
  return `HTTP/1.1 ${capture.status} OK\r\n`.length + head + 2 + bodyBytes(capture);
}

/** Each page's first answer's bytes, before any load (by page name; the background's result pages by keyword). */
const references = new Map<string, number>();
const differs = (bytes: number, reference: number) => Math.abs(bytes - reference) > 0.1 * reference;

/**
 * The page's answer now, for the bare route to serve. When it is not the page it was before any load (a rate limit
 * of the previous measurement still holds: the privilege search allows 120 a minute per address), waits for the
 * limit's window to pass, up to 75 s, rather than give the bare route a lighter page.
 */
async function captureNow(page: Page, headers: Record<string, string>): Promise<Capture> {
  const reference = references.get(page.name)!;
  const deadline = Date.now() + 75_000;
  let capture = await rawGet(`${portal}${page.path}`, headers);
  if (differs(travelledBytes(capture), reference)) {
    console.log(`  ${label(page)} answers ${travelledBytes(capture)} B, not ${reference} B: waiting for a rate limit…`);
  }
  while (differs(travelledBytes(capture), reference) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 5000));
    capture = await rawGet(`${portal}${page.path}`, headers);
  }
  return capture;
}

/**
 * Measurements back to back, in the reverse order in every other run, so that no side of a ratio is always measured
 * first; the results in the order given.
 */
async function inTurn<T extends unknown[]>(
  run: number,
  ...measurements: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  const results: unknown[] = new Array(measurements.length);
  const order = measurements.map((_, i) => i);
  for (const i of run % 2 === 1 ? order : order.reverse()) results[i] = await measurements[i]!();
  return results as T;
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();
const round = (n: number, digits = 0) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n);
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

// ---------- The portal ----------

const children = new Children();
const work = mkdtempSync(join(tmpdir(), 'bench-pages-load-'));
let portalProcess = null as StartedPortal | null;

async function start(): Promise<{ member: string }> {
  portalProcess = await startPortal({
    profile,
    ports: PORTS,
    work,
    children,
    postgresUrl,
    databaseName,
    redisUrl,
    passThrough: ['RENDER_THREADS'],
    // BFF_CPU_PROF=dir: the BFF's threads write their CPU profiles there when it stops (for reading, not a figure).
    nodeOptions: [
      ...(process.env.BFF_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BFF_CPU_PROF}`] : []),
      ...(process.env.BFF_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
    ],
  });
  return { member: await portalProcess.signIn() };
}

/** A privilege visitors see (its page is /menus/{menuNo}) and a special page's alias. */
async function discover(): Promise<{ menuNo: string; spid: string }> {
  const json = async (path: string) => {
    const answer = await rawGet(`${portal}${path}`, { host, accept: 'application/json' });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return JSON.parse(Buffer.from(answer.body, 'base64').toString('utf8')) as unknown;
  };
  const menus = (await json('/v1/catalog/menus')) as {
    data: { content: { menuNo: string; srvicDiv: string; shopAreaDiv: string | null }[] };
  };
  const menu = menus.data.content.find((item) => menuDetailPath(item).startsWith('/menus/'));
  const special = (await json('/v1/cms/special_page?page_limit=1')) as { data: { attributes: { alias: string } }[] };
  const spid = special.data[0]?.attributes.alias;
  if (!menu || !spid) throw new Error('no privilege with a /menus/ page, or no special page, to measure');
  return { menuNo: menu.menuNo, spid };
}

// ---------- One run ----------

async function visitorSection(pages: Page[], run: number, record: RunRecord): Promise<void> {
  const visitors = pages.filter((p) => !p.member);
  if (visitors.length === 0) return;
  const captures: Capture[] = [];
  for (const page of visitors) captures.push(await captureNow(page, pageHeaders));
  const routes: BareRoute[] = captures.map((capture, i) => ({
    route: `/bare/${i}`,
    headers: contentHeaders(capture),
    body: capture.body,
  }));
  const bare = await startBare(children, { port: PORTS.bare, routes, dir: work, name: `bare-pages-${run}` });
  try {
    const order = visitors.map((page, i) => ({ page, i }));
    for (const { page, i } of run % 2 === 1 ? order : order.reverse()) {
      const capture = captures[i]!;
      const measurePortal = () =>
        measure({ ...load, url: `${portal}${page.path}`, headers: pageHeaders, serverPid: portalProcess!.bff.pid });
      const measureBare = () =>
        measure({ ...load, url: `${bareBase}/bare/${i}`, headers: pageHeaders, serverPid: bare.pid });
      const [portalFigures, bareFigures] = await inTurn(run, measurePortal, measureBare);
      record.pages[page.name] = {
        portal: portalFigures,
        bare: bareFigures,
        capturedStatus: capture.status,
        capturedBytes: travelledBytes(capture),
        referenceBytes: references.get(page.name)!,
      };
      console.log(
        `  ${label(page)}: ${round(portalFigures.reqPerSec)} pages/s (p99 ${portalFigures.p99} ms, ` +
          `${portalFigures.bytesPerAnswer} B/answer, ${references.get(page.name)} B before any load), bare ` +
          `${round(bareFigures.reqPerSec)}/s (${bareFigures.bytesPerAnswer} B/answer): ` +
          `${(portalFigures.reqPerSec / bareFigures.reqPerSec).toFixed(3)}×`,
      );
    }
  } finally {
    await children.stop(bare);
  }
}

async function memberSection(pages: Page[], member: string, run: number, record: RunRecord): Promise<void> {
  const members = pages.filter((p) => p.member);
  const headers = { ...pageHeaders, cookie: member };
  for (const page of run % 2 === 1 ? members : [...members].reverse()) {
    const capture = await captureNow(page, headers);
    const figures = await measure({
      ...load,
      url: `${portal}${page.path}`,
      headers,
      serverPid: portalProcess!.bff.pid,
    });
    record.pages[page.name] = {
      portal: figures,
      capturedStatus: capture.status,
      capturedBytes: travelledBytes(capture),
      referenceBytes: references.get(page.name)!,
    };
    console.log(
      `  ${label(page)}: ${round(figures.reqPerSec)} pages/s (p99 ${figures.p99} ms, ${figures.bytesPerAnswer} ` +
        `B/answer, ${references.get(page.name)} B before any load)`,
    );
  }
}

async function apiSection(run: number, record: RunRecord): Promise<void> {
  const news = { ...load, url: `${portal}${NEWS_PATH}`, connections: apiConnections, headers: apiHeaders };
  // Cached: the first call fills the BFF's snapshot.
  for (let i = 0; i < 3; i += 1) await rawGet(news.url, apiHeaders);
  const underLoad = async () => {
    const background = loadInBackground(
      children,
      { ...load, url: portal, headers: pageHeaders, paths: KEYWORDS.map(keywordPath) },
      // Running through the measurement's warm-up and past its end.
      WARM_UP + duration + 1,
      join(work, `background-${run}.json`),
    );
    const figures = await measure({ ...news, warmUp: WARM_UP, serverPid: portalProcess!.bff.pid });
    return { figures, background: await background.figures };
  };
  const alone = () => measure({ ...news, serverPid: portalProcess!.bff.pid });
  const [loaded, aloneFigures] = await inTurn(run, underLoad, alone);
  record.api = {
    underLoad: loaded.figures,
    alone: aloneFigures,
    background: loaded.background,
    backgroundReferenceBytes: median(KEYWORDS.map((keyword) => references.get(`keyword:${keyword}`)!)),
  };
  console.log(
    `  ${NEWS_PATH} under page load: p99 ${loaded.figures.p99} ms (${round(loaded.background.reqPerSec)} result ` +
      `pages/s meanwhile, ${loaded.background.bytesPerAnswer} B/page); alone: p99 ${aloneFigures.p99} ms`,
  );
}

async function cmsSection(run: number, record: RunRecord): Promise<void> {
  const capture = await rawGet(`${portal}${NEWS_PATH}`, apiHeaders);
  if (capture.status !== 200) throw new Error(`${NEWS_PATH} answered ${capture.status}`);
  const [bare, loggedBare] = await Promise.all([
    startBare(children, {
      port: PORTS.bare,
      routes: [
        { route: NEWS_PATH, headers: contentHeaders(capture), body: capture.body },
        // The whole answer the portal sent, byte for byte: the same body and every header (the request id, the
        // security headers, ETag, Vary, Cache-Control…) but those Node writes itself for each connection.
        { route: `${SAME_ANSWER_PREFIX}${NEWS_PATH}`, headers: answerHeaders(capture), body: capture.body },
      ],
      dir: work,
      name: `bare-news-${run}`,
    }),
    // The same answer from a bare route that logs each request at the portal's level and counts it in its metrics as
    // the portal does: what those two cost a bare route, shown beside the goal's ratios (it does not change them).
    startBare(children, {
      port: PORTS.loggedBare,
      routes: [{ route: NEWS_PATH, headers: answerHeaders(capture), body: capture.body }],
      dir: work,
      name: `bare-news-logged-${run}`,
      logLevel: PROFILE_LOG_LEVELS[profile],
    }),
  ]);
  try {
    const sameAnswer = await rawGet(`${bareBase}${SAME_ANSWER_PREFIX}${NEWS_PATH}`, apiHeaders);
    if (
      sameAnswer.body !== capture.body ||
      Object.keys(sameAnswer.headers).length !== Object.keys(capture.headers).length
    ) {
      throw new Error('the bare route does not send the answer the portal sent');
    }
    const measurePortal = () =>
      measure({ ...cmsLoad, url: `${portal}${NEWS_PATH}`, headers: apiHeaders, serverPid: portalProcess!.bff.pid });
    const measureBare = (prefix: string) => () =>
      measure({ ...cmsLoad, url: `${bareBase}${prefix}${NEWS_PATH}`, headers: apiHeaders, serverPid: bare.pid });
    const measureLoggedBare = () =>
      measure({ ...cmsLoad, url: `${loggedBareBase}${NEWS_PATH}`, headers: apiHeaders, serverPid: loggedBare.pid });
    // The portal next to the bare route that logs, the pair compared beside the goal, in the minutes of each other.
    const [portalFigures, loggedSameAnswerFigures, bareFigures, sameAnswerFigures] = await inTurn(
      run,
      measurePortal,
      measureLoggedBare,
      measureBare(''),
      measureBare(SAME_ANSWER_PREFIX),
    );
    record.cms = {
      portal: portalFigures,
      bare: bareFigures,
      sameAnswer: sameAnswerFigures,
      loggedSameAnswer: loggedSameAnswerFigures,
    };
    console.log(
      `  ${NEWS_PATH}: ${round(portalFigures.reqPerSec)} req/s, bare ${round(bareFigures.reqPerSec)}: ` +
        `${(portalFigures.reqPerSec / bareFigures.reqPerSec).toFixed(2)}×, bare with the same answer ` +
        `${round(sameAnswerFigures.reqPerSec)}: ${(portalFigures.reqPerSec / sameAnswerFigures.reqPerSec).toFixed(2)}×, ` +
        `bare with the same answer, logged and counted ${round(loggedSameAnswerFigures.reqPerSec)}: ` +
        `${(portalFigures.reqPerSec / loggedSameAnswerFigures.reqPerSec).toFixed(2)}×`,
    );
  } finally {
    await Promise.all([children.stop(bare), children.stop(loggedBare)]);
  }
}

// ---------- Tables ----------

/** Marks a page whose answers under load differ in size from its first answer, before any load, by more than 10 %. */
function changedUnderLoad(samples: PageSample[]): boolean {
  return samples.some((s) => differs(s.portal.bytesPerAnswer, s.referenceBytes));
}

function statusesOf(samples: Figures[]): string {
  const total: Record<string, number> = {};
  for (const figures of samples) {
    for (const [code, count] of Object.entries(figures.statuses)) total[code] = (total[code] ?? 0) + count;
  }
  return Object.entries(total)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}× ${code}`)
    .join(', ');
}

function report(pages: Page[], records: RunRecord[]): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  const samplesOf = (page: Page) => records.flatMap((r) => (r.pages[page.name] ? [r.pages[page.name]!] : []));
  const pageRow = (page: Page) => {
    const samples = samplesOf(page);
    const pick = (f: (s: PageSample) => number) => median(samples.map(f));
    const notOk = statusesOf(samples.map((s) => s.portal));
    const captured = [...new Set(samples.map((s) => s.capturedStatus))].join('/');
    return {
      samples,
      row: {
        page: label(page),
        'pages/s': round(pick((s) => s.portal.reqPerSec)),
        'p50 ms': pick((s) => s.portal.p50),
        'p99 ms': pick((s) => s.portal.p99),
        'non-2xx': samples.reduce((n, s) => n + s.portal.bad, 0) + (notOk ? ` (${notOk})` : ''),
        'status, KB': `${captured}, ${round(median(samples.map((s) => s.capturedBytes)) / 1024, 1)}`,
        'CPU ms/page': round(pick((s) => s.portal.cpuUs) / 1000, 2),
        'same under load': changedUnderLoad(samples) ? '✗ changed' : '✓',
      },
    };
  };

  const visitors = pages.filter((p) => !p.member && samplesOf(p).length > 0);
  if (visitors.length > 0) {
    const rows = visitors.map((page) => {
      const { samples, row } = pageRow(page);
      const ratio = median(samples.map((s) => s.portal.reqPerSec / s.bare!.reqPerSec));
      return {
        ...row,
        'bare pages/s': round(median(samples.map((s) => s.bare!.reqPerSec))),
        ratio: round(ratio, 3),
        [`≥ ${GOALS.visitorRatio}×`]: mark(ratio >= GOALS.visitorRatio),
        [`p99 ≤ ${GOALS.visitorP99}`]: mark(row['p99 ms'] <= GOALS.visitorP99),
      };
    });
    console.log(`\nGoal 1 — visitor pages (${connections} connections, ${duration} s, median of ${records.length})`);
    console.table(rows);
    summary.visitor = rows;
  }

  const members = pages.filter((p) => p.member && samplesOf(p).length > 0);
  if (members.length > 0) {
    const rows = members.map((page) => {
      const { row } = pageRow(page);
      return {
        ...row,
        [`≥ ${GOALS.memberPagesPerSec}/s`]: mark(row['pages/s'] >= GOALS.memberPagesPerSec),
        [`p99 ≤ ${GOALS.memberP99}`]: mark(row['p99 ms'] <= GOALS.memberP99),
      };
    });
    console.log(`\nGoal 2 — a signed-in member's pages (${connections} connections, median of ${records.length})`);
    console.table(rows);
    summary.member = rows;
  }

  const api = records.flatMap((r) => (r.api ? [r.api] : []));
  if (api.length > 0) {
    const row = (what: string, figures: Figures[], goal?: boolean) => ({
      call: what,
      'req/s': round(median(figures.map((f) => f.reqPerSec))),
      'p50 ms': median(figures.map((f) => f.p50)),
      'p99 ms': median(figures.map((f) => f.p99)),
      'non-2xx': figures.reduce((n, f) => n + f.bad, 0),
      // Under page load the BFF's CPU is the pages' too: per API answer it would say nothing.
      'CPU ms/answer': goal === undefined ? round(median(figures.map((f) => f.cpuUs)) / 1000, 2) : '',
      ...(goal === undefined ? {} : { [`p99 ≤ ${GOALS.apiP99UnderLoad}`]: mark(goal) }),
    });
    const underLoadP99 = median(api.map((a) => a.underLoad.p99));
    const background = api.map((a) => a.background);
    const rows = [
      row(
        `${NEWS_PATH} while ${connections} connections load result pages`,
        api.map((a) => a.underLoad),
        underLoadP99 <= GOALS.apiP99UnderLoad,
      ),
      row(
        `${NEWS_PATH} alone`,
        api.map((a) => a.alone),
      ),
      {
        call: `the result pages meanwhile (${KEYWORDS.length} keywords, as visitors)`,
        'req/s': round(median(background.map((f) => f.reqPerSec))),
        'p50 ms': median(background.map((f) => f.p50)),
        'p99 ms': median(background.map((f) => f.p99)),
        'non-2xx':
          background.reduce((n, f) => n + f.bad, 0) + (statusesOf(background) ? ` (${statusesOf(background)})` : ''),
        'same under load': api.some((a) => differs(a.background.bytesPerAnswer, a.backgroundReferenceBytes))
          ? '✗ changed'
          : '✓',
      },
    ];
    console.log(
      `\nGoal 3 — the API under page load (${apiConnections} connection(s) for the API, median of ${api.length})`,
    );
    console.table(rows);
    summary.api = rows;
  }

  const cmsRecords = records.flatMap((r) => (r.cms ? [r.cms] : []));
  if (cmsRecords.length > 0) {
    const ratio = median(cmsRecords.map((c) => c.portal.reqPerSec / c.bare.reqPerSec));
    const sameAnswerRatio = median(cmsRecords.map((c) => c.portal.reqPerSec / c.sameAnswer.reqPerSec));
    const loggedRatio = median(cmsRecords.map((c) => c.portal.reqPerSec / c.loggedSameAnswer.reqPerSec));
    const loggedBareRatio = median(cmsRecords.map((c) => c.loggedSameAnswer.reqPerSec / c.sameAnswer.reqPerSec));
    const row = (what: string, figures: Figures[]) => ({
      call: what,
      'req/s': round(median(figures.map((f) => f.reqPerSec))),
      'p50 ms': median(figures.map((f) => f.p50)),
      'p99 ms': median(figures.map((f) => f.p99)),
      'non-2xx': figures.reduce((n, f) => n + f.bad, 0),
      'server CPU µs/answer': round(median(figures.map((f) => f.cpuUs)), 1),
      'of which system µs': round(median(figures.map((f) => f.systemUs)), 1),
    });
    const rows = [
      row(
        `cached ${NEWS_PATH}`,
        cmsRecords.map((c) => c.portal),
      ),
      row(
        'bare Fastify route, same body',
        cmsRecords.map((c) => c.bare),
      ),
      row(
        'bare Fastify route, same answer (all headers)',
        cmsRecords.map((c) => c.sameAnswer),
      ),
      row(
        'bare Fastify route, same answer, access line and metrics on',
        cmsRecords.map((c) => c.loggedSameAnswer),
      ),
    ];
    console.log(
      `\nGoal 4 — one HTTP path (${connections} connections, one client address, accept-encoding: br, LOG_LEVEL of the profile)`,
    );
    console.table(rows);
    console.log(
      `cached CMS call / bare route, same body:   ${ratio.toFixed(2)}× (goal ≥ ${GOALS.cmsRatio}×) ` +
        mark(ratio >= GOALS.cmsRatio),
    );
    console.log(
      `cached CMS call / bare route, same answer: ${sameAnswerRatio.toFixed(2)}× (goal ≥ ${GOALS.cmsRatio}×) ` +
        mark(sameAnswerRatio >= GOALS.cmsRatio),
    );
    console.log(
      `beside the goal: the bare route that logs and counts / the bare route, same answer: ${loggedBareRatio.toFixed(2)}×; ` +
        `the cached CMS call / the bare route that logs and counts: ${loggedRatio.toFixed(2)}×`,
    );
    summary.cms = { rows, ratio, sameAnswerRatio, loggedRatio, loggedBareRatio };
  }
  return summary;
}

/** The BFF's log: its size, and its warnings and errors by message (why a page was not what it should be), read
 * line by line (at LOG_LEVEL=info a run logs every request: hundreds of megabytes). */
async function logSummary(): Promise<{ bytes: number; lines: number; problems: Record<string, number> }> {
  const file = join(work, 'bff.log');
  if (!existsSync(file)) return { bytes: 0, lines: 0, problems: {} };
  const problems: Record<string, number> = {};
  let lines = 0;
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (!line) continue;
    lines += 1;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; res?: { statusCode?: number } };
      const status = entry.res?.statusCode;
      const key =
        (entry.level ?? 0) >= 40
          ? `level ${entry.level}: ${entry.msg}`
          : status !== undefined && status >= 400
            ? `answered ${status}`
            : null;
      if (key) problems[key] = (problems[key] ?? 0) + 1;
    } catch {
      problems['not JSON'] = (problems['not JSON'] ?? 0) + 1;
    }
  }
  return { bytes: statSync(file).size, lines, problems };
}

// ---------- Main ----------

async function main(): Promise<void> {
  const built =
    existsSync(join(ROOT, 'apps/web/dist/index.html')) &&
    existsSync(join(ROOT, 'apps/web/dist-server/entry-server.js')) &&
    existsSync(join(ROOT, 'apps/cms/.next/BUILD_ID'));
  if (!built) {
    console.error(
      'The web app and the CMS must be built first: npm run build -w @portal/web && npm run build -w @portal/cms',
    );
    process.exitCode = 1;
    return;
  }
  if (webBuildIsStale()) {
    console.error(
      'The web build is older than its sources: npm run build -w @portal/web, else this measures another tree.',
    );
    process.exitCode = 1;
    return;
  }
  if (cmsBuildIsStale()) console.warn('The CMS build is older than its sources (npm run build -w @portal/cms).');

  const loadBefore = loadavg();
  console.log(`load average before: ${loadBefore}`);
  const { member } = await start();
  const pages = selectedPages(await discover());

  // Every page once: what it answers, before any load.
  for (const page of pages) {
    const answer = await rawGet(
      `${portal}${page.path}`,
      page.member ? { ...pageHeaders, cookie: member } : pageHeaders,
    );
    references.set(page.name, travelledBytes(answer));
    const type = answer.headers['content-type'] ?? '';
    const note = answer.status === 200 && type.startsWith('text/html') ? '' : '   ✗ not a 200 HTML page';
    console.log(
      `  ${label(page)}: ${answer.status} ${type}, ${bodyBytes(answer)} B ${answer.headers['content-encoding'] ?? ''}${note}`,
    );
  }
  if (sections.has('api')) {
    for (const keyword of KEYWORDS) {
      const answer = await rawGet(`${portal}${keywordPath(keyword)}`, pageHeaders);
      references.set(`keyword:${keyword}`, travelledBytes(answer));
    }
  }

  const records: RunRecord[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const record: RunRecord = { run, loadavg: loadavg(), pages: {} };
    console.log(`\nrun ${run} of ${runs} (load average ${record.loadavg})`);
    const ticks = machineTicks();
    if (sections.has('visitor')) await visitorSection(pages, run, record);
    if (sections.has('member')) await memberSection(pages, member, run, record);
    if (sections.has('api')) await apiSection(run, record);
    if (sections.has('cms')) await cmsSection(run, record);
    record.steal = stealShare(ticks, machineTicks());
    console.log(`  the machine's time stolen by its hypervisor during the run: ${percent(record.steal)}`);
    records.push(record);
  }

  const summary = report(pages, records);
  if (profile === 'production') {
    // Metrics on, as deployed: the scrape answers, and counted what was measured.
    const scrape = await rawGet(`${portal}/metrics`, { host, authorization: `Bearer ${portalProcess!.metricsToken}` });
    const text = Buffer.from(scrape.body, 'base64').toString('utf8');
    console.log(
      `GET /metrics: ${scrape.status}, ${text.split('\n').filter((l) => l && !l.startsWith('#')).length} samples`,
    );
  }
  const log = await logSummary();
  console.log(`\nBFF log: ${log.lines} lines, ${round(log.bytes / 1024)} KB`);
  for (const [problem, count] of Object.entries(log.problems)) console.log(`  ${count}× ${problem}`);
  console.log(`load average after: ${loadavg()}`);
  const steals = records.map((r) => r.steal ?? 0);
  if (steals.length > 0)
    console.log(
      `time stolen by the hypervisor: ${percent(Math.min(...steals))}–${percent(Math.max(...steals))} a run ` +
        '(a sitting where it is high measures a machine that comes and goes)',
    );

  if (process.env.OUT) {
    writeFileSync(
      process.env.OUT,
      JSON.stringify(
        {
          profile,
          date: new Date().toISOString(),
          settings: {
            runs,
            duration,
            warmUp: WARM_UP,
            connections,
            apiConnections,
            addresses,
            publicOrigin,
            sections: [...sections],
          },
          loadavg: { before: loadBefore, after: loadavg() },
          pages,
          records,
          summary,
          log,
        },
        keepInfinity,
        2,
      ),
    );
    console.log(`figures written to ${process.env.OUT}`);
  }
}

try {
  await main();
} catch (error) {
  reportStoppedBff(portalProcess);
  throw error;
} finally {
  await children.stopAll();
  await portalProcess?.cms.stop();
  await portalProcess?.cleanUp();
  rmSync(work, { recursive: true, force: true });
}
