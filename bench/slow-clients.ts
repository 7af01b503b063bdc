/**
 * How long the BFF, the CMS and the identity provider hold a client that trickles its request (issue 33): the
 * request line and headers a byte at a time, a body a byte at a time, and a body trickled after the server has
 * already answered (a refused POST).
 *
 *   node bench/slow-clients.ts
 *     starts the three as `npm start` does, each in a process of its own with its production timeouts (the
 *     development defaults of every other setting): the BFF (apps/bff/src/main.ts, embedded PGlite in a temporary
 *     folder) on 3510, the CMS (apps/cms/test-support/start-cms.ts, sample content; the CMS build must exist) on
 *     3511, the identity provider (apps/idp/src/main.ts) on 3512; then opens every trickling connection at once
 *     over real sockets and reports, per server and case, when the answer came (status line) and when the server
 *     closed the connection.
 *   INTERVAL_MS (default 5000: a byte every 5 s, as the outside probe sent), MAX_SECONDS (default 120: a
 *   connection still open then is reported as held ≥ that long, and closed by the bench).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startCms } from '../apps/cms/test-support/start-cms.ts';
import { bodyLeftOpen, headersLeftOpen, trickle } from '../apps/bff/test/slow-clients/trickle.ts';

const root = resolve(import.meta.dirname, '..');
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 5000);
const MAX_MS = Number(process.env.MAX_SECONDS ?? 120) * 1000;
const PORTS = { bff: 3510, cms: 3511, idp: 3512 };

interface Case {
  server: 'BFF' | 'CMS' | 'IdP';
  name: string;
  port: number;
  /** Sent at once. */
  head: string;
  /** Sent a byte at a time, every INTERVAL_MS, until the server closes the connection. */
  trickle: string;
}

function startChild(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'slow-clients-'));
const children: ChildProcess[] = [];
const cms = await startCms({ port: PORTS.cms, dataDir: join(dataDir, 'cms'), content: 'sample' });
try {
  children.push(
    startChild(['apps/idp/src/main.ts'], { IDP_PORT: String(PORTS.idp), IDP_DATA_DIR: join(dataDir, 'idp') }),
  );
  children.push(
    startChild(['apps/bff/src/main.ts'], {
      PORT: String(PORTS.bff),
      PGLITE_DIR: join(dataDir, 'portal'),
      CMS_URL: cms.url,
      CMS_API_KEY: cms.apiKey,
      LOG_LEVEL: 'warn',
      SSO_ISSUER: `http://localhost:${PORTS.idp}/sso`,
      CARRIER_ISSUER: `http://localhost:${PORTS.idp}/carrier`,
    }),
  );
  await waitFor(`http://127.0.0.1:${PORTS.idp}/healthz`);
  const session = await waitFor(`http://127.0.0.1:${PORTS.bff}/v1/top/session`, 180_000);
  // A visitor's CSRF token, so that the BFF's own checks let a POST through to its body.
  const csrf = ((await session.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const body = bodyLeftOpen;
  const headers = headersLeftOpen;
  const json = '{"a":"' + 'x'.repeat(4000);
  const form = 'loginId=' + 'x'.repeat(4000);
  const cases: Case[] = [
    { server: 'BFF', name: 'headers', port: PORTS.bff, head: headers(PORTS.bff, '/healthz'), trickle: 'abcdefgh' },
    {
      server: 'BFF',
      name: 'body (a form post that passes the CSRF check)',
      port: PORTS.bff,
      head: body(PORTS.bff, '/v1/contact/inquiries', 'application/json', {
        Origin: `http://localhost:${PORTS.bff}`,
        Cookie: cookie,
        'X-CSRF-Token': csrf,
        'Idempotency-Key': 'slow-client-0000000001',
      }),
      trickle: json,
    },
    {
      server: 'BFF',
      name: 'body after the answer (403, no CSRF token)',
      port: PORTS.bff,
      head: body(PORTS.bff, '/v1/contact/inquiries', 'application/json'),
      trickle: json,
    },
    { server: 'CMS', name: 'headers', port: PORTS.cms, head: headers(PORTS.cms, '/api/users/me'), trickle: 'abcdefgh' },
    {
      server: 'CMS',
      name: 'body (login)',
      port: PORTS.cms,
      head: body(PORTS.cms, '/api/users/login', 'application/json'),
      trickle: json,
    },
    {
      server: 'CMS',
      name: 'body after the answer (404, no such API route)',
      port: PORTS.cms,
      head: body(PORTS.cms, '/api/nothing-here', 'application/json'),
      trickle: json,
    },
    { server: 'IdP', name: 'headers', port: PORTS.idp, head: headers(PORTS.idp, '/healthz'), trickle: 'abcdefgh' },
    {
      server: 'IdP',
      name: 'body (token endpoint)',
      port: PORTS.idp,
      head: body(PORTS.idp, '/sso/token', 'application/x-www-form-urlencoded'),
      trickle: form,
    },
    {
      server: 'IdP',
      name: 'body after the answer (an expired login form)',
      port: PORTS.idp,
      head: body(PORTS.idp, '/sso/interaction/unknown/login', 'application/x-www-form-urlencoded'),
      trickle: form,
    },
  ];
  console.log(`Trickling a byte every ${INTERVAL_MS} ms, at most ${MAX_MS / 1000} s…`);
  const results = await Promise.all(
    cases.map(async (c) => ({
      c,
      held: await trickle({ port: c.port, head: c.head, trickle: c.trickle, everyMs: INTERVAL_MS, boundMs: MAX_MS }),
    })),
  );
  const seconds = (ms: number | null) => (ms === null ? '—' : (ms / 1000).toFixed(1));
  console.log('\n| Server | Trickled | Answer | Answered after (s) | Closed after (s) | Bytes sent |');
  console.log('| --- | --- | --- | ---: | ---: | ---: |');
  for (const { c, held } of results) {
    const closed = held.closedAfterMs === null ? `≥ ${MAX_MS / 1000} (still open)` : seconds(held.closedAfterMs);
    const answer = held.received.slice(0, Math.max(0, held.received.indexOf('\r\n'))) || '(none)';
    console.log(
      `| ${c.server} | ${c.name} | ${answer} | ${seconds(held.answeredAfterMs)} | ${closed} | ${held.bytesSent} |`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await cms.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
