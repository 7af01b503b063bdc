/**
 * The mail inquiry end to end: POST /v1/contact/inquiries (validation, the inquiry and its two mails written in one
 * transaction) with autocannon, then how long the outbox worker takes to hand every mail to a real SMTP server
 * (the `smtp-server` package, started here).
 *
 *   node bench/contact-inquiry.ts     starts a BFF on port 3331 (fresh PGlite) whose SMTP is the server started here
 *   DURATION (seconds, default 10), CONNECTIONS (default 10).
 *
 * Measured 2026-11-21 on the development machine (PGlite, 10 connections, 10 s, 2 cores shared):
 *   255 inquiries/s, p50 36 ms, p99 72 ms; 2,559 inquiries → 5,118 mails, 5,118 distinct Message-IDs (none twice);
 *   230 mails left during the load (the worker yields to the requests), the other 4,888 within 10 s after it.
 */
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';

const root = resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const base = 'http://127.0.0.1:3331';

const work = mkdtempSync(join(tmpdir(), 'bench-contact-'));
let child: ChildProcess | null = null;
let received = 0;
const messageIds = new Set<string>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received += 1;
      const id = /^Message-ID: (.+)$/im.exec(head)?.[1]?.trim();
      if (id) messageIds.add(id);
      callback();
    });
  },
});

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

const inquiry = {
  category: 'points',
  inquiryText: 'ベネポの有効期限を教えてください。'.repeat(20),
  name: '山田 太郎',
  nameKana: 'ヤマダ　タロウ',
  postalCode: '1000001',
  prefecture: '13',
  address: '千代田区千代田1-1',
  contactType: 'mobile',
  tel: '09012345678',
  email: 'bench@example.jp',
  emailConfirm: 'bench@example.jp',
  privacyConsent: true,
};

try {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  child = spawn(process.execPath, ['apps/bff/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '3331',
      PUBLIC_ORIGIN: base,
      PGLITE_DIR: join(work, 'pglite'),
      WEB_DIST_DIR: mkdtempSync(join(work, 'web-')),
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_OUTBOX_POLL_MS: '200',
      CONTACT_RATE_LIMIT_PER_HOUR: '100000000',
    },
  });
  await waitFor(`${base}/readyz`, 60_000);

  const session = await fetch(`${base}/v1/top/session`);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { data } = (await session.json()) as { data: { csrfToken: string } };
  const result = await autocannon({
    url: `${base}/v1/contact/inquiries`,
    method: 'POST',
    connections,
    duration,
    headers: { origin: base, 'x-csrf-token': data.csrfToken, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(inquiry),
    // Each post is a new submission (its own Idempotency-Key): one key for all would be one inquiry.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  });
  // Requests still in flight when autocannon stops are stored too: count mails, not answers.
  const stored = result['2xx'];
  console.log(`${stored} inquiries stored, ${result.non2xx} refused; waiting for the outbox…`);
  const sentAtEnd = received;
  const started = Date.now();
  let last = -1;
  // Drained when nothing new arrived for 2 s after the expected count was reached.
  while (Date.now() - started < 120_000) {
    await new Promise((r) => setTimeout(r, 2000));
    if (received >= stored * 2 && received === last) break;
    last = received;
  }
  const drainSeconds = (Date.now() - started - 2000) / 1000;
  console.table([
    {
      'inquiries/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      stored,
      'non-2xx': result.non2xx,
      'mails sent during the load': sentAtEnd,
      'mails sent in all': received,
      'distinct Message-IDs': messageIds.size,
      'drain after the load (s)': drainSeconds,
    },
  ]);
} finally {
  if (child) {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((done) => child?.on('exit', done));
  }
  await new Promise<void>((done) => smtp.close(() => done()));
  rmSync(work, { recursive: true, force: true });
}
