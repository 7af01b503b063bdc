import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '@portal/contracts/permissions-policy';
import { bodyLeftOpen, headersLeftOpen, trickle } from '../../bff/test/slow-clients/trickle.ts';
import { startCms, type StartedCms } from '../test-support/start-cms.ts';
import { freePort } from './free-port.ts';

/**
 * The admin's defences on the started CMS (docs/decisions/0008-payload-cms.md, amendment 2026-11-25; 0034): an editor
 * can publish script that runs on the portal, so an editor's session is worth as much as the portal.
 *
 * The CMS runs behind a proxy the test plays: TRUST_PROXY names 127.0.0.1, so a request the test sends from there
 * comes "through the proxy", whose X-Forwarded-For names the client; a request from 127.0.0.2 is a client that
 * reaches the CMS directly, whose X-Forwarded-For must count for nothing. Its slow-client limits are shortened
 * (500 ms for headers, 2 s for a request) so that those tests stay fast; with TEST_REDIS_URL its lockout counts in
 * Redis, under a prefix of this run.
 */
const PORTAL = 'http://localhost:3000';
const HEADERS_MS = 500;
const REQUEST_MS = 2000;
const REDIS_PREFIX = `cms-security-${randomBytes(4).toString('hex')}:`;
let cms: StartedCms;
let port: number;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cms-security-'));
  port = await freePort();
  cms = await startCms({
    port,
    dataDir,
    content: 'sample',
    portalOrigin: PORTAL,
    env: {
      TRUST_PROXY: '127.0.0.1',
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: `${process.env.TEST_REDIS_URL}?keyPrefix=${REDIS_PREFIX}` } : {}),
    },
  });
});
afterAll(async () => {
  await cms?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface LoginAnswer {
  status: number;
  body: { token?: string; errors?: unknown };
}

/** POST /api/users/login through the proxy (from 127.0.0.1), for a client at `address`. */
async function login(address: string, email: string, password: string): Promise<LoginAnswer> {
  const response = await fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as LoginAnswer['body'];
  return { status: response.status, body };
}

/** POST /api/users/login straight from 127.0.0.2, naming whatever address it likes in X-Forwarded-For. */
function loginDirect(forwardedFor: string, email: string, password: string): Promise<LoginAnswer> {
  return new Promise((done, fail) => {
    const payload = JSON.stringify({ email, password });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: '127.0.0.2',
        method: 'POST',
        path: '/api/users/login',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': forwardedFor,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(text) as LoginAnswer['body'] }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

describe('frame protection and Content-Security-Policy', () => {
  it('the admin is never framed and runs only its own scripts and this page’s nonce’d inline ones', async () => {
    const response = await fetch(`${cms.url}/admin/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(policy)?.[1];
    expect(nonce, policy).toBeDefined();

    // The admin still works under it: every script of the page is the CMS's own file or carries the nonce.
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
      if (src) expect(src, tag).toMatch(/^\/[^/]/);
      else expect(tag).toContain(`nonce="${nonce}"`);
    }

    const next = await fetch(`${cms.url}/admin/login`);
    expect(next.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('the REST API and the files the CMS serves are never framed; API answers run nothing', async () => {
    for (const path of ['/api/users/me', '/api/media', '/monaco/vs/loader.js']) {
      const response = await fetch(`${cms.url}${path}`);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const api = await fetch(`${cms.url}/api/users/me`);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });
});

describe('an editor’s cookie counts only from the CMS’s and the portal’s origins (csrf, cors)', () => {
  let cookie: string;
  beforeAll(async () => {
    const { status, body } = await login('192.0.2.50', cms.editor.email, cms.editor.password);
    expect(status).toBe(200);
    cookie = `payload-token=${body.token}`;
  });

  /** Creating a news item with nothing in it: only a logged-in editor gets as far as validation (400). */
  const createEmptyNews = (headers: Record<string, string>) =>
    fetch(`${cms.url}/api/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: '{}',
    });

  it('refuses a foreign Origin with the editor’s cookie before validation (403, as if anonymous)', async () => {
    const response = await createEmptyNews({ origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain('title');
  });

  it('refuses the cookie on a request that names no origin and does not come from the admin’s pages', async () => {
    expect((await createEmptyNews({})).status).toBe(403);
    expect((await createEmptyNews({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it.each([
    ['the CMS itself', () => ({ origin: cms.url })],
    ['the admin’s own pages (no Origin, Sec-Fetch-Site same-origin)', () => ({ 'sec-fetch-site': 'same-origin' })],
  ])('lets the editor’s cookie through from %s (validation answers)', async (_label, headers) => {
    const response = await createEmptyNews(headers());
    expect(response.status).toBe(400);
  });

  it('answers CORS to the CMS only', async () => {
    const preflight = (origin: string) =>
      fetch(`${cms.url}/api/news`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(cms.url)).headers.get('access-control-allow-origin')).toBe(cms.url);
    for (const origin of ['https://evil.example', PORTAL]) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  describe('the portal’s origin gets nothing of an editor’s session (issue 33)', () => {
    it('reads no session: GET /api/users/me from the portal answers as to nobody, without the token', async () => {
      const response = await fetch(`${cms.url}/api/users/me`, { headers: { cookie, origin: PORTAL } });
      const body = (await response.json()) as { user: unknown; token?: string };
      expect(body.user).toBeNull();
      expect(body.token).toBeUndefined();
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('changes nothing: a PATCH or POST from the portal with the editor’s cookie is refused', async () => {
      const me = (await (
        await fetch(`${cms.url}/api/users/me`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
      ).json()) as { user: { id: number } };
      const patch = await fetch(`${cms.url}/api/users/${me.user.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie, origin: PORTAL },
        body: JSON.stringify({ name: 'portal script' }),
      });
      expect(patch.status).toBe(403);
      expect((await createEmptyNews({ origin: PORTAL })).status).toBe(403);
    });
  });
});

describe('login lockout by account and address', () => {
  it('answers a locked account exactly as an unknown one, and as a wrong password', async () => {
    const attacker = '203.0.113.7';
    const wrong = await login(attacker, cms.editor.email, 'wrong-password');
    const unknown = await login('203.0.113.8', 'nobody@example.jp', 'whatever');
    expect(unknown).toEqual(wrong);
    for (let i = 0; i < 4; i++) expect(await login(attacker, cms.editor.email, 'wrong-password')).toEqual(unknown);

    // Locked at that address now: even the right password gets the very same answer.
    const locked = await login(attacker, cms.editor.email, cms.editor.password);
    expect(locked).toEqual(unknown);
    expect(locked.status).toBe(401);

    // An unknown account locks the same way, so the lock tells nothing either.
    for (let i = 0; i < 6; i++) expect(await login(attacker, 'nobody@example.jp', 'whatever')).toEqual(unknown);
  });

  it('never locks the editor out from another address', async () => {
    const attacker = '203.0.113.9';
    for (let i = 0; i < 8; i++) await login(attacker, cms.editor.email, 'wrong-password');
    expect((await login(attacker, cms.editor.email, cms.editor.password)).status).toBe(401);
    const editor = await login('198.51.100.20', cms.editor.email, cms.editor.password);
    expect(editor.status).toBe(200);
    expect(editor.body.token).toEqual(expect.any(String));
  });

  it('locks an address that tries many accounts', async () => {
    const scanner = '203.0.113.10';
    for (let i = 0; i < 30; i++) await login(scanner, `guess${i}@example.jp`, 'whatever');
    expect((await login(scanner, cms.editor.email, cms.editor.password)).status).toBe(401);
    // That address only: the editor's account is not locked.
    expect((await login('198.51.100.21', cms.editor.email, cms.editor.password)).status).toBe(200);
  });

  it('tells editors on the login page what the lockout does', async () => {
    const html = await (await fetch(`${cms.url}/admin/login`)).text();
    expect(html).toContain('ログインに5回続けて失敗すると、この接続元からは10分間ログインできません。');
  });
});

describe('one account logged in several times at once', () => {
  it('keeps every login’s session: three logins of the editor at the same moment all stay signed in', async () => {
    // Payload writes an account's whole list of sessions at each login (lib/login-turns.ts): without turns, two of
    // the three tokens below were refused.
    const logins = await Promise.all(
      ['198.51.100.31', '198.51.100.32', '198.51.100.33'].map((address) =>
        login(address, cms.editor.email, cms.editor.password),
      ),
    );
    for (const { status } of logins) expect(status).toBe(200);
    for (const { body } of logins) {
      const me = await fetch(`${cms.url}/api/users/me`, { headers: { authorization: `JWT ${body.token}` } });
      expect(((await me.json()) as { user: { email?: string } | null }).user?.email).toBe(cms.editor.email);
    }
  });
});

describe('X-Forwarded-For counts only from a proxy TRUST_PROXY names (issue 33)', () => {
  it('a client reaching the CMS directly cannot choose its address: 12 wrong passwords, then the right one fails', async () => {
    // Each attempt claims another address; the CMS counts them all at this client's own (127.0.0.2).
    for (let i = 0; i < 12; i++) {
      expect((await loginDirect(`198.51.100.${100 + i}`, cms.editor.email, 'wrong')).status).toBe(401);
    }
    const right = await loginDirect('198.51.100.200', cms.editor.email, cms.editor.password);
    expect(right.status).toBe(401);
    expect(right.body.token).toBeUndefined();
  });

  it('naming the editor’s address five times does not lock the editor out', async () => {
    const office = '198.51.100.30';
    for (let i = 0; i < 6; i++) expect((await loginDirect(office, cms.editor.email, 'wrong')).status).toBe(401);
    const editor = await login(office, cms.editor.email, cms.editor.password);
    expect(editor.status).toBe(200);
    expect(editor.body.token).toEqual(expect.any(String));
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the lockout’s counters in Redis (REDIS_URL, issue 33)', () => {
  it('keeps them where every CMS process counts: an address locked through the CMS is there', async () => {
    const scanner = '203.0.113.77';
    for (let i = 0; i < 31; i++) await login(scanner, `scan${i}@example.jp`, 'whatever');
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    try {
      const keys = await redis.keys(`${REDIS_PREFIX}*`);
      expect(keys.some((key) => key.endsWith(`address:${scanner}`))).toBe(true);
      await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });
});

describe('the login takes as long for an account that does not exist (issue 33)', () => {
  it('answers a wrong password of a known account and any unknown address within 50 ms of each other (medians)', async () => {
    const PAIRS = 24;
    const timed = async (address: string, email: string) => {
      const started = performance.now();
      const { status } = await login(address, email, 'not-the-password');
      expect(status).toBe(401);
      return performance.now() - started;
    };
    // Warm-up: the first requests compile and connect.
    await timed('192.0.2.250', 'warm-up@example.jp');
    await timed('192.0.2.251', cms.editor.email);
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each from an address of its own (through the proxy): no lock, and a busy moment hits both; every
    // other pair the other way round, so that going first or second favours neither.
    for (let i = 0; i < PAIRS; i++) {
      const knownOne = () => timed(`192.0.2.${i}`, cms.editor.email);
      const unknownOne = () => timed(`192.0.2.${100 + i}`, `nobody-${i}@example.jp`);
      if (i % 2 === 0) {
        known.push(await knownOne());
        unknown.push(await unknownOne());
      } else {
        unknown.push(await unknownOne());
        known.push(await knownOne());
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
    };
    const difference = Math.abs(median(known) - median(unknown));
    expect(
      difference,
      `medians: known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`,
    ).toBeLessThanOrEqual(50);
  });
});

describe('slow clients (issue 33): headers within the limit, the whole request within its own', () => {
  it('answers 408 in Payload’s error shape to headers that took too long, and disconnects', async () => {
    const held = await trickle({ port, head: headersLeftOpen(port, '/api/users/me'), everyMs: 50, boundMs: 5000 });
    expect(held.status).toBe(408);
    expect(JSON.parse(held.body)).toEqual({ errors: [{ message: expect.any(String) }] });
    expect(held.closedAfterMs).not.toBeNull();
    expect(held.closedAfterMs!).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(held.closedAfterMs!).toBeLessThan(HEADERS_MS + 1000);
  });

  it('answers 408 to a login whose body took longer than the whole request may, and disconnects', async () => {
    const head = bodyLeftOpen(port, '/api/users/login', 'application/json');
    const held = await trickle({ port, head, trickle: '{"email":"x', everyMs: 50, boundMs: 8000 });
    expect(held.status).toBe(408);
    expect(held.closedAfterMs).not.toBeNull();
    expect(held.closedAfterMs!).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(held.closedAfterMs!).toBeLessThan(REQUEST_MS + 1000);
  });

  it('disconnects a client as soon as a request answered before its body arrived has its answer', async () => {
    const head = bodyLeftOpen(port, '/api/nothing-here', 'application/json');
    const held = await trickle({ port, head, trickle: '{"a":1', everyMs: 50, boundMs: 8000 });
    expect(held.status).toBe(404);
    expect(held.closedAfterMs).not.toBeNull();
    expect(held.closedAfterMs! - held.answeredAfterMs!).toBeLessThan(REQUEST_MS / 2);
  });

  it('answers 431 in Payload’s error shape to headers larger than Node takes', async () => {
    const head = `GET /api/users/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`;
    const held = await trickle({ port, head, trickle: '', everyMs: 1000, boundMs: 5000 });
    expect(held.status).toBe(431);
    expect(JSON.parse(held.body)).toEqual({ errors: [{ message: expect.any(String) }] });
  });
});

describe('headers of every answer (issue 33)', () => {
  it('isolates its windows (COOP) and refuses the portal’s list of powerful features: admin, API and files', async () => {
    for (const path of ['/admin/login', '/api/users/me', '/monaco/vs/loader.js']) {
      const response = await fetch(`${cms.url}${path}`);
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(response.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
    }
  });
});
