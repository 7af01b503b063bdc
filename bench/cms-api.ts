/**
 * Cached CMS calls against a bare Fastify route serving the same bytes, and a signed-in member's call against a
 * visitor's (issue 11, ARCHITECTURE.md §7: cached CMS routes ≥ 0.8× a bare Fastify route; member ≥ 0.5× visitor).
 *
 *   node bench/cms-api.ts
 *     starts the real CMS (apps/cms/test-support/start-cms.ts, full seed content; the CMS build must exist), the
 *     development identity provider (in this process, idle while measuring) and the BFF as `npm start` starts it
 *     (apps/bff/src/main.ts, embedded PGlite, own process) on port 3311 — CMS on 3313, identity provider on 3314 —
 *     then fetches the exact bytes the portal answers to `accept-encoding: br` and serves them from a bare Fastify
 *     route (own process, port 3312). `principal` logs in through the identity provider for the member's calls.
 *   RUNS (default 4, an even number: every other run measures in the reverse order; the table shows the median), DURATION (seconds per measurement, default 10),
 *   CONNECTIONS (default 100), CMS_PATH (default /v1/cms/news),
 *   BFF_MAIN (default apps/bff/src/main.ts: another checkout's, to compare before and after in one sitting),
 *   PROFILE_DIR (writes the BFF's CPU profile of each run's visitor and member measurements there, taken through
 *   its inspector on port 3315, as bff-visitor-<run>.cpuprofile and bff-member-<run>.cpuprofile: open them in
 *   Chromium's DevTools; profiling slows the BFF, so read their proportions, not that run's figures).
 *
 * Every measurement sends `accept-encoding: br`, as a browser does, after a 2 s warm-up. Misses are marked ✗.
 *
 * Measured 2026-11-24 on the development machine (2 cores, shared; full seed content, /v1/cms/news 12 KB → 2.9 KB
 * br, 100 connections, 10 s, median of 3): see docs/decisions/0019-cms-answers-cached-serialised.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
// The identity provider's own test browser: cookie jar, manual redirects, forms.
import { Browser, formsOf } from '../apps/idp/test/support/browser.ts';

const root = resolve(import.meta.dirname, '..');

// ---------- The bare server: `node bench/cms-api.ts bare <port> <capture.json>` ----------

interface Figures {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  bad: number;
  /**
   * CPU time the server's process spent per answer (user + system, from /proc): what an answer costs the server,
   * whatever the load generator, which shares the machine's cores, can send.
   */
  cpuUs: number;
}

interface Capture {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The body exactly as the portal sent it, base64. */
  body: string;
}

/** Where the bare server answers with every header of the portal's answer too. */
const SAME_ANSWER_PREFIX = '/same-answer';

if (process.argv[2] === 'bare') {
  const [, , , port, file] = process.argv;
  const capture = JSON.parse(readFileSync(file!, 'utf8')) as Capture;
  const body = Buffer.from(capture.body, 'base64');
  const { default: Fastify } = await import('fastify');
  const bare = Fastify({ logger: false });
  const route = capture.path.split('?')[0]!;
  // The same body with the headers that describe it; nothing else (no hooks, no plugins).
  bare.get(route, (_request, reply) => {
    reply.header('content-type', capture.headers['content-type']);
    if (capture.headers['content-encoding']) reply.header('content-encoding', capture.headers['content-encoding']);
    return reply.send(body);
  });
  // The whole answer the portal sent, byte for byte: the same body and every header (the security headers, ETag,
  // Vary, Cache-Control…) but those Node writes itself for each connection.
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const answerHeaders = Object.fromEntries(
    Object.entries(capture.headers).filter(([name]) => !perConnection.has(name)),
  );
  bare.get(`${SAME_ANSWER_PREFIX}${route}`, (_request, reply) => reply.headers(answerHeaders).send(body));
  await bare.listen({ port: Number(port), host: '127.0.0.1' });
  process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
} else {
  await main();
}

async function main(): Promise<void> {
  const runs = Number(process.env.RUNS ?? 4);
  const duration = Number(process.env.DURATION ?? 10);
  const connections = Number(process.env.CONNECTIONS ?? 100);
  const path = process.env.CMS_PATH ?? '/v1/cms/news';
  const PORTAL_PORT = 3311;
  const BARE_PORT = 3312;
  const CMS_PORT = 3313;
  const IDP_PORT = 3314;
  const INSPECT_PORT = 3315;
  const portal = `http://127.0.0.1:${PORTAL_PORT}`;
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const acceptBr = { 'accept-encoding': 'br' };

  const work = mkdtempSync(join(tmpdir(), 'bench-cms-api-'));
  const children: ChildProcess[] = [];
  let cms: { url: string; apiKey: string; stop(): Promise<void> } | null = null;
  let idp: { close(): Promise<void> } | null = null;

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

  function startChild(args: string[], env: Record<string, string>): ChildProcess {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    children.push(child);
    return child;
  }

  /** One GET with the bytes as they travel (fetch would decode them). */
  function rawGet(url: string, headers: Record<string, string>): Promise<Capture> {
    return new Promise((done, fail) => {
      const req = httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            path: new URL(url).pathname + new URL(url).search,
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
            ),
            body: Buffer.concat(chunks).toString('base64'),
          }),
        );
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end();
    });
  }

  /** `principal` through the development identity provider, as a browser would; returns the session cookie. */
  async function signIn(idpOrigin: string): Promise<string> {
    const jar = new Map<string, string>();
    const portalGet = async (url: string) => {
      const res = await fetch(new URL(url, portal), {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), accept: 'text/html' },
      });
      for (const header of res.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      return res;
    };
    const start = await portalGet('/v1/top/login?back_uri=%2F');
    const browser = new Browser();
    const atProvider = await browser.follow(await browser.get(start.headers.get('location')!), idpOrigin);
    let leftTo = atProvider.leftTo;
    if (!leftTo) {
      const html = await atProvider.response.text();
      // The development provider's password form (the member buttons post the same fields).
      const form = formsOf(html, atProvider.response.url).find((f) => !f.action.endsWith('/abort'));
      if (!form) throw new Error('no login form at the identity provider');
      const posted = await browser.post(form.action, { ...form.fields, loginId: 'principal', password: 'password' });
      ({ leftTo } = await browser.follow(posted, idpOrigin));
    }
    if (!leftTo || leftTo.origin !== portal) throw new Error(`the identity provider did not send us back: ${leftTo}`);
    await portalGet(leftTo.pathname + leftTo.search);
    const sid = jar.get('portal_sid');
    if (!sid) throw new Error('no session cookie after the login');
    return `portal_sid=${sid}`;
  }

  /** The CPU time a process has used, in µs (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
  function cpuTimeUs(pid: number): number {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  }

  async function measure(url: string, headers: Record<string, string>, server: ChildProcess): Promise<Figures> {
    await autocannon({ url, connections, duration: 2, headers });
    const cpuBefore = cpuTimeUs(server.pid!);
    const result = await autocannon({ url, connections, duration, headers });
    const cpuUsed = cpuTimeUs(server.pid!) - cpuBefore;
    return {
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors + result.timeouts,
      cpuUs: cpuUsed / Math.max(1, result.requests.total),
    };
  }

  /** `work` with the BFF's CPU profiled (PROFILE_DIR), through the inspector's DevTools protocol. */
  async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
    const dir = process.env.PROFILE_DIR;
    if (!dir) return work();
    const [target] = (await (await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const socket = new WebSocket(target!.webSocketDebuggerUrl);
    await new Promise((done, fail) => {
      socket.addEventListener('open', done, { once: true });
      socket.addEventListener('error', fail, { once: true });
    });
    let nextId = 0;
    const call = (method: string) =>
      new Promise<Record<string, unknown>>((done) => {
        const id = (nextId += 1);
        const onMessage = (event: MessageEvent) => {
          const message = JSON.parse(String(event.data)) as { id?: number; result: Record<string, unknown> };
          if (message.id !== id) return;
          socket.removeEventListener('message', onMessage);
          done(message.result);
        };
        socket.addEventListener('message', onMessage);
        socket.send(JSON.stringify({ id, method }));
      });
    await call('Profiler.enable');
    await call('Profiler.start');
    const result = await work();
    const { profile } = await call('Profiler.stop');
    socket.close();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `bff-${name}.cpuprofile`), JSON.stringify(profile));
    return result;
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };

  try {
    const { startCms } = (await import(pathToFileURL(join(root, 'apps/cms/test-support/start-cms.ts')).href)) as {
      startCms(options: { port: number; dataDir: string; portalOrigin: string }): Promise<typeof cms & object>;
    };
    const { createIdp } = await import('@portal/idp');
    console.log('starting the CMS, the identity provider and the BFF…');
    cms = await startCms({ port: CMS_PORT, dataDir: join(work, 'cms'), portalOrigin: portal });
    const provider = await createIdp({ portalOrigin: portal, dataDir: join(work, 'idp') });
    idp = provider;
    const { issuers } = await provider.listen(IDP_PORT, '127.0.0.1');
    const webDist = join(root, 'apps/web/dist');
    const profileDir = process.env.PROFILE_DIR;
    const bff = startChild(
      [...(profileDir ? [`--inspect=127.0.0.1:${INSPECT_PORT}`] : []), process.env.BFF_MAIN ?? 'apps/bff/src/main.ts'],
      {
        HOST: '127.0.0.1',
        PORT: String(PORTAL_PORT),
        PUBLIC_ORIGIN: portal,
        PGLITE_DIR: join(work, 'pglite'),
        // The built SPA when there is one (read-only), else an empty folder: /v1 answers do not depend on it.
        WEB_DIST_DIR: existsSync(join(webDist, 'index.html')) ? webDist : mkdtempSync(join(work, 'web-')),
        CMS_URL: cms.url,
        CMS_PUBLIC_URL: cms.url,
        CMS_API_KEY: cms.apiKey,
        SSO_ISSUER: issuers.sso,
        CARRIER_ISSUER: issuers.carrier,
        LOG_LEVEL: 'warn',
      },
    );
    await waitFor(`${portal}/readyz`, 60_000);
    const member = await signIn(new URL(issuers.sso).origin);

    // What a visitor's browser receives, byte for byte, for the bare route to serve.
    const visitorBytes = await rawGet(`${portal}${path}`, acceptBr);
    const memberBytes = await rawGet(`${portal}${path}`, { ...acceptBr, cookie: member });
    if (visitorBytes.status !== 200 || memberBytes.status !== 200) {
      throw new Error(`the portal answered ${visitorBytes.status} / ${memberBytes.status} to ${path}`);
    }
    const captureFile = join(work, 'capture.json');
    writeFileSync(captureFile, JSON.stringify(visitorBytes));
    const bareServer = startChild([join(root, 'bench/cms-api.ts'), 'bare', String(BARE_PORT), captureFile], {});
    await waitFor(`${bareBase}${path}`, 30_000);
    const bareBytes = await rawGet(`${bareBase}${path}`, acceptBr);
    const sameAnswer = await rawGet(`${bareBase}${SAME_ANSWER_PREFIX}${path}`, acceptBr);
    if (bareBytes.body !== visitorBytes.body || sameAnswer.body !== visitorBytes.body) {
      throw new Error('the bare routes do not serve the same bytes');
    }
    const headerBytes = (c: Capture) => Object.entries(c.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    console.log(
      `headers: the portal ${headerBytes(visitorBytes)} B, the bare route ${headerBytes(bareBytes)} B, ` +
        `the bare route with the same answer ${headerBytes(sameAnswer)} B`,
    );

    const size = (c: Capture) => Buffer.from(c.body, 'base64').length;
    console.log(
      `GET ${path}: visitor ${size(visitorBytes)} B (content-encoding ${visitorBytes.headers['content-encoding'] ?? 'none'}), ` +
        `member ${size(memberBytes)} B; ${connections} connections, ${duration} s × ${runs} runs\n`,
    );

    const samples: { bare: Figures; same: Figures; visitor: Figures; member: Figures; healthz: Figures }[] = [];
    const measurements = {
      bare: () => measure(`${bareBase}${path}`, acceptBr, bareServer),
      same: () => measure(`${bareBase}${SAME_ANSWER_PREFIX}${path}`, acceptBr, bareServer),
      visitor: (run: number) => profiled(`visitor-${run}`, () => measure(`${portal}${path}`, acceptBr, bff)),
      member: (run: number) =>
        profiled(`member-${run}`, () => measure(`${portal}${path}`, { ...acceptBr, cookie: member }, bff)),
    };
    for (let run = 1; run <= runs; run += 1) {
      // The machine's speed drifts within a run (a shared VM runs faster after a pause): every other run measures
      // in the reverse order, so that neither side of a ratio is always measured first.
      const order = ['bare', 'same', 'visitor', 'member'] as const;
      const figures: Partial<Record<(typeof order)[number], Figures>> = {};
      for (const name of run % 2 === 1 ? order : [...order].reverse()) figures[name] = await measurements[name](run);
      const { bare, same, visitor, member: signedIn } = figures as Record<(typeof order)[number], Figures>;
      // For scale, not a budget: the app's lightest route (a constant 15-byte JSON through every global hook).
      const healthz = await measure(`${portal}/healthz`, acceptBr, bff);
      samples.push({ bare, same, visitor, member: signedIn, healthz });
      console.log(
        `run ${run}: bare ${Math.round(bare.reqPerSec)}, bare same answer ${Math.round(same.reqPerSec)}, visitor ${Math.round(visitor.reqPerSec)}, member ` +
          `${Math.round(signedIn.reqPerSec)}, /healthz ${Math.round(healthz.reqPerSec)} req/s; visitor/bare ` +
          `${(visitor.reqPerSec / bare.reqPerSec).toFixed(2)}, visitor/same answer ` +
          `${(visitor.reqPerSec / same.reqPerSec).toFixed(2)}, member/visitor ` +
          `${(signedIn.reqPerSec / visitor.reqPerSec).toFixed(2)}`,
      );
    }

    const row = (label: string, pick: (s: (typeof samples)[number]) => Figures) => ({
      call: label,
      'req/s': Math.round(median(samples.map((s) => pick(s).reqPerSec))),
      'p50 ms': median(samples.map((s) => pick(s).p50)),
      'p99 ms': median(samples.map((s) => pick(s).p99)),
      'server CPU µs/answer': Number(median(samples.map((s) => pick(s).cpuUs)).toFixed(1)),
      'non-2xx/errors': samples.reduce((sum, s) => sum + pick(s).bad, 0),
    });
    console.log();
    console.table([
      row('bare Fastify route, same body', (s) => s.bare),
      row('bare Fastify route, same answer (all headers)', (s) => s.same),
      row('cached CMS call, visitor', (s) => s.visitor),
      row('cached CMS call, signed-in member', (s) => s.member),
      row('for scale: the BFF’s GET /healthz', (s) => s.healthz),
    ]);
    // Ratios of each run's pair (measured back to back), median over the runs.
    const cachedRatio = median(samples.map((s) => s.visitor.reqPerSec / s.bare.reqPerSec));
    const sameAnswerRatio = median(samples.map((s) => s.visitor.reqPerSec / s.same.reqPerSec));
    const memberRatio = median(samples.map((s) => s.member.reqPerSec / s.visitor.reqPerSec));
    const mark = (value: number, budget: number) =>
      `${value.toFixed(2)}× (budget ≥ ${budget}×) ${value >= budget ? '✓' : '✗ miss'}`;
    console.log(`cached CMS call / bare route, same body:    ${mark(cachedRatio, 0.8)}`);
    console.log(`cached CMS call / bare route, same answer:  ${mark(sameAnswerRatio, 0.8)}`);
    console.log(`member / visitor:                           ${mark(memberRatio, 0.5)}`);
    // The load generator runs on the same two cores and can saturate before a bare route does: the CPU each answer
    // costs its server says the same thing without that ceiling.
    const cpuRatio = (pick: (s: (typeof samples)[number]) => Figures) =>
      median(samples.map((s) => pick(s).cpuUs / s.visitor.cpuUs)).toFixed(2);
    console.log(
      `for reading, server CPU per answer: bare same body / visitor ${cpuRatio((s) => s.bare)}×, ` +
        `bare same answer / visitor ${cpuRatio((s) => s.same)}×`,
    );
    const failures = samples.reduce(
      (sum, s) => sum + s.bare.bad + s.same.bad + s.visitor.bad + s.member.bad + s.healthz.bad,
      0,
    );
    if (failures > 0) console.log(`✗ ${failures} answers were not 2xx or failed`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((done) => c.on('exit', done)) : Promise.resolve())),
    );
    await idp?.close();
    await cms?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
