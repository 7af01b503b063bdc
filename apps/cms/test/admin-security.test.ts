import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type StartedCms } from '../test-support/start-cms.ts';
import { freePort } from './free-port.ts';

/**
 * The admin's defences on the started CMS (docs/decisions/0008-payload-cms.md, amendment 2026-11-25): an editor can
 * publish script that runs on the portal, so an editor's session is worth as much as the portal.
 */
const PORTAL = 'http://localhost:3000';
let cms: StartedCms;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cms-security-'));
  cms = await startCms({ port: await freePort(), dataDir, content: 'sample', portalOrigin: PORTAL });
});
afterAll(async () => {
  await cms?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** POST /api/users/login from a client at `address` (what a proxy or next start puts in X-Forwarded-For). */
async function login(address: string, email: string, password: string) {
  const response = await fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { token?: string; errors?: unknown };
  return { status: response.status, body };
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
    ['the portal', () => ({ origin: PORTAL })],
    ['the admin’s own pages (no Origin, Sec-Fetch-Site same-origin)', () => ({ 'sec-fetch-site': 'same-origin' })],
  ])('lets the editor’s cookie through from %s (validation answers)', async (_label, headers) => {
    const response = await createEmptyNews(headers());
    expect(response.status).toBe(400);
  });

  it('answers CORS to the portal and the CMS only', async () => {
    const preflight = (origin: string) =>
      fetch(`${cms.url}/api/news`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const portal = await preflight(PORTAL);
    expect(portal.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(portal.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight(cms.url)).headers.get('access-control-allow-origin')).toBe(cms.url);
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
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
