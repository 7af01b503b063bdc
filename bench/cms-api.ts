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
 *   CONNECTIONS (default 100), CMS_PATH (default /v1/cms/news), BASE_PORT (default 3311: the ports above move with it),
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
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuProfileOf } from './cpu-profile.ts';
import { startBare } from './support/bare.ts';
import { Children, ROOT } from './support/children.ts';
import { startCms, type StartedCms } from './support/cms.ts';
import { answerHeaders, bodyBytes, contentHeaders, headerBytes, rawGet, waitFor } from './support/http.ts';
import { measure as measureOnce, median, type Figures } from './support/measure.ts';
import { signIn } from './support/sign-in.ts';

/** Where the bare server answers with every header of the portal's answer too. */
const SAME_ANSWER_PREFIX = '/same-answer';

await main();

async function main(): Promise<void> {
  const runs = Number(process.env.RUNS ?? 4);
  const duration = Number(process.env.DURATION ?? 10);
  const connections = Number(process.env.CONNECTIONS ?? 100);
  const path = process.env.CMS_PATH ?? '/v1/cms/news';
  const PORTAL_PORT = Number(process.env.BASE_PORT ?? 3311);
  const BARE_PORT = PORTAL_PORT + 1;
  const CMS_PORT = PORTAL_PORT + 2;
  const IDP_PORT = PORTAL_PORT + 3;
  const INSPECT_PORT = PORTAL_PORT + 4;
  const portal = `http://127.0.0.1:${PORTAL_PORT}`;
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const acceptBr = { 'accept-encoding': 'br' };

  const work = mkdtempSync(join(tmpdir(), 'bench-cms-api-'));
  const children = new Children();
  let cms: StartedCms | null = null;
  let idp: { close(): Promise<void> } | null = null;

  const measure = (url: string, headers: Record<string, string>, server: { pid?: number }): Promise<Figures> =>
    measureOnce({ url, connections, duration, headers, serverPid: server.pid! });

  /** `work` with the BFF's CPU profiled (PROFILE_DIR), through the inspector's DevTools protocol. */
  async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
    const dir = process.env.PROFILE_DIR;
    if (!dir) return work();
    const { profile, result } = await cpuProfileOf(INSPECT_PORT, work);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `bff-${name}.cpuprofile`), JSON.stringify(profile));
    return result;
  }

  try {
    const { createIdp } = await import('@portal/idp');
    console.log('starting the CMS, the identity provider and the BFF…');
    cms = await startCms({ port: CMS_PORT, dataDir: join(work, 'cms'), portalOrigin: portal });
    const provider = await createIdp({ portalOrigin: portal, dataDir: join(work, 'idp') });
    idp = provider;
    const { issuers } = await provider.listen(IDP_PORT, '127.0.0.1');
    const webDist = join(ROOT, 'apps/web/dist');
    const profileDir = process.env.PROFILE_DIR;
    const bff = children.start(
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
    const member = await signIn({ portal, idpOrigin: new URL(issuers.sso).origin, loginId: 'principal' });

    // What a visitor's browser receives, byte for byte, for the bare route to serve.
    const visitorBytes = await rawGet(`${portal}${path}`, acceptBr);
    const memberBytes = await rawGet(`${portal}${path}`, { ...acceptBr, cookie: member });
    if (visitorBytes.status !== 200 || memberBytes.status !== 200) {
      throw new Error(`the portal answered ${visitorBytes.status} / ${memberBytes.status} to ${path}`);
    }
    const route = path.split('?')[0]!;
    const bareServer = await startBare(children, {
      port: BARE_PORT,
      routes: [
        // The same body with the headers that describe it; nothing else.
        { route, headers: contentHeaders(visitorBytes), body: visitorBytes.body },
        // The whole answer the portal sent, byte for byte: the same body and every header (the security headers,
        // ETag, Vary, Cache-Control…) but those Node writes itself for each connection.
        { route: `${SAME_ANSWER_PREFIX}${route}`, headers: answerHeaders(visitorBytes), body: visitorBytes.body },
      ],
      dir: work,
    });
    const bareBytes = await rawGet(`${bareBase}${path}`, acceptBr);
    const sameAnswer = await rawGet(`${bareBase}${SAME_ANSWER_PREFIX}${path}`, acceptBr);
    if (bareBytes.body !== visitorBytes.body || sameAnswer.body !== visitorBytes.body) {
      throw new Error('the bare routes do not serve the same bytes');
    }
    console.log(
      `headers: the portal ${headerBytes(visitorBytes)} B, the bare route ${headerBytes(bareBytes)} B, ` +
        `the bare route with the same answer ${headerBytes(sameAnswer)} B`,
    );

    console.log(
      `GET ${path}: visitor ${bodyBytes(visitorBytes)} B (content-encoding ${visitorBytes.headers['content-encoding'] ?? 'none'}), ` +
        `member ${bodyBytes(memberBytes)} B; ${connections} connections, ${duration} s × ${runs} runs\n`,
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
    await children.stopAll();
    await idp?.close();
    await cms?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
