import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponseSchema, PublicConfigResponseSchema } from '@portal/contracts';
import { browserCookies, CookieJar, createTestApp, csrfOf, fetchCsrf, ORIGIN, startMemberSession } from './helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security by default', () => {
  it('sends a real Content-Security-Policy without unsafe-inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers a CSP that allows nothing, and no document-only headers', async () => {
    for (const url of ['/v1/config', '/v1/top/session', '/v1/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection']) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });

  it('gives pages the document headers, the same on every page', async () => {
    const top = await t.app.inject({ method: 'GET', url: '/' });
    const other = await t.app.inject({ method: 'GET', url: '/information?x=1' });
    for (const res of [top, other]) {
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data:");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    expect(other.headers['content-security-policy']).toBe(top.headers['content-security-policy']);
  });

  it("refuses to start with a document's route outside the documents' context, where it would go without helmet's headers", async () => {
    const other = await createTestApp();
    try {
      expect(() => other.app.get('/elsewhere', async () => 'a document')).toThrow(
        "/elsewhere is not the API's: register it in the documents' context",
      );
      // An API call is welcome there.
      expect(() => other.app.get('/v1/elsewhere', async () => ({}))).not.toThrow();
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('refuses a state-changing call without a same-origin Origin', async () => {
    const jar = new CookieJar();
    const token = await fetchCsrf(t.app, jar);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/top/logout',
      headers: { cookie: jar.header(), 'x-csrf-token': token, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_origin');
  });

  it('refuses a state-changing call without the CSRF token, or with one that is not the cookie', async () => {
    const jar = new CookieJar();
    const token = await fetchCsrf(t.app, jar);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/top/logout',
      headers: { cookie: jar.header(), origin: ORIGIN },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('csrf');
    const other = new CookieJar();
    const otherToken = await fetchCsrf(t.app, other);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/v1/top/logout',
      headers: { cookie: jar.header(), origin: ORIGIN, 'x-csrf-token': otherToken },
    });
    expect(mismatch.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v1/top/logout',
      headers: { cookie: 'portal_csrf=forged.value', origin: ORIGIN, 'x-csrf-token': 'forged.value' },
    });
    expect(forged.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/top/logout',
      headers: { cookie: jar.header(), origin: ORIGIN, 'x-csrf-token': token },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses another member's valid token: a token is bound to the session it was issued with (issue 14)", async () => {
    const mine = browserCookies(t.config.sessionSecret, (await startMemberSession(t, 'principal')).token);
    const theirs = browserCookies(t.config.sessionSecret, (await startMemberSession(t, 'family')).token);
    const post = (cookie: string, token: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/my',
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': token ?? '' },
      });
    // The attacker's own valid pair, planted beside the victim's session cookie: refused.
    const victimSession = mine.split(';')[0]!;
    const planted = `${victimSession}; ${theirs.split('; ')[1]!}`;
    const refused = await post(planted, csrfOf(theirs));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('csrf');
    // A visitor's token does not serve a session either.
    const visitor = browserCookies(t.config.sessionSecret);
    expect((await post(`${victimSession}; ${visitor}`, csrfOf(visitor))).statusCode).toBe(403);
    expect((await post(mine, csrfOf(mine))).statusCode).toBe(200);
    // Once the session cookie is gone (a logout in another tab), its token meets the route's 401, not a refusal.
    const ended = mine.split('; ')[1]!;
    expect((await post(ended, csrfOf(mine))).statusCode).toBe(401);
  });

  it("hands out a new token after a login: the visitor's token is not good beside the session", async () => {
    const jar = new CookieJar();
    const visitorToken = await fetchCsrf(t.app, jar);
    jar.cookies.set('portal_sid', (await startMemberSession(t, 'principal')).token);
    const memberToken = await fetchCsrf(t.app, jar);
    expect(memberToken).not.toBe(visitorToken);
    expect(jar.get('portal_csrf')).toBe(memberToken);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/my',
      headers: { cookie: jar.header(), origin: ORIGIN, 'x-csrf-token': memberToken },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['DoCoMo/2.0 P903i(c100;TB;W24H12)', 'KDDI-CA39 UP.Browser/6.2.0.13.1.5', 'SoftBank/1.0/930SH/SHJ001'])(
    'redirects a feature phone to /device-error on every route: %s',
    async (ua) => {
      for (const url of ['/', '/information', '/memberStatus', '/v1/top/login']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': ua, accept: 'text/html' } });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/device-error');
      }
      const page = await t.app.inject({
        method: 'GET',
        url: '/device-error',
        headers: { 'user-agent': ua, accept: 'text/html' },
      });
      expect(page.statusCode).not.toBe(302);
    },
  );
});

describe('answers to malformed requests (issue 14)', () => {
  it.each([
    ['malformed JSON', '{"a":', 'application/json', 400, 'invalid_request'],
    ['an empty JSON body', '', 'application/json', 400, 'invalid_request'],
    ['a media type the API does not read', 'a=1', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
  ])('answers %s in the usual shape, without the framework’s text', async (_label, payload, type, status, code) => {
    const jar = new CookieJar();
    const token = await fetchCsrf(t.app, jar);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contact/inquiries',
      payload,
      headers: { cookie: jar.header(), origin: ORIGIN, 'x-csrf-token': token, 'content-type': type },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.body).not.toMatch(/FST_|Unexpected|content-type|JSON/i);
  });
});

describe('answers to URLs the router cannot read (issue 14)', () => {
  it.each([
    ['/v1/catalog/menus/%ED%A0%80', 400, 'invalid_request'],
    ['/v1/contact/postal-codes/%C0%AF', 400, 'invalid_request'],
    [`/v1/catalog/menus/${'1'.repeat(200)}`, 414, 'uri_too_long'],
  ])('%s → %s in the usual shape, without echoing the path', async (url, status, code) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(res.body).not.toContain('%');
  });
});

describe('session probe and configuration', () => {
  it('answers an anonymous visitor without 401 and hands out a CSRF token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/top/session' });
    expect(res.statusCode).toBe(200);
    const body = SessionResponseSchema.parse(res.json());
    expect(body.data).toMatchObject({ authenticated: false, level: 0, expiresAt: null });
    expect(res.cookies.find((c) => c.name === 'portal_csrf')?.value).toBe(body.data.csrfToken);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the external sites configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/config' });
    const body = PublicConfigResponseSchema.parse(res.json());
    expect(body.data.mypageBaseUrl).toBe(`${ORIGIN}/dev/outbound/mypage`);
  });

  it.each([
    ['POST', '/v1/users/my'],
    ['POST', '/v1/users/contract-info'],
    ['GET', '/v1/points/benepo'],
    ['GET', '/v1/points/cafe'],
  ] as const)('answers 401 to %s %s without a session', async (method, url) => {
    const jar = new CookieJar();
    const token = await fetchCsrf(t.app, jar);
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: jar.header(), origin: ORIGIN, 'x-csrf-token': token },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('ignores forged level cookies: the hints never authorise', async () => {
    const jar = new CookieJar();
    jar.cookies.set('portal_sid', 'forged');
    const token = await fetchCsrf(t.app, jar);
    const future = String(Date.now() + 3_600_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/my',
      headers: {
        cookie: `${jar.header()}; LYLv1AtLimitAuthenticatedCookie=${future}; LYUserLimitCookie=${future}; LYLv2AtLimitAuthenticatedCookie=${future}`,
        origin: ORIGIN,
        'x-csrf-token': token,
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/swagger/dist/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/v1/top/login',
      '/v1/top/sb-login',
      '/v1/top/sb-logout',
      '/v1/top/sb-user-regist',
      '/v1/top/sb-user-withdrawal',
      '/v1/top/refresh-token',
      '/v1/users/my',
      '/v1/users/contract-info',
      '/v1/users/member-info',
      '/authorization/cb',
      '/authorization/cbSB',
      '/authorization/cb-withdraw',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('answers unknown API paths with JSON 404 and unknown pages with the SPA', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    // The test app has no built SPA; the history fallback still claims the path.
    expect(page.statusCode).toBe(503);
  });
});

describe('security headers over https (production)', () => {
  let https: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    https = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://portal.example' } });
  });
  afterAll(async () => {
    await https?.close();
  });

  it('adds HSTS to pages and API answers, and upgrade-insecure-requests to the page CSP only', async () => {
    const page = await https.app.inject({ method: 'GET', url: '/information' });
    const api = await https.app.inject({ method: 'GET', url: '/v1/config' });
    for (const res of [page, api]) expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('Permissions-Policy on every answer (issue 33)', () => {
  it('refuses the powerful features no page uses to pages and API calls; the build’s scripts carry none', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');
    const site = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const page = await site.app.inject({ method: 'GET', url: '/information' });
      const api = await site.app.inject({ method: 'GET', url: '/v1/config' });
      const asset = await site.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect([page.statusCode, api.statusCode, asset.statusCode]).toEqual([200, 200, 200]);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      // The build's scripts never become documents: no policy there (its bytes count against the first load).
      expect(asset.headers['permissions-policy']).toBeUndefined();
      for (const [what, res] of Object.entries({ page, api })) {
        const policy = String(res.headers['permissions-policy']);
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
          expect(policy, what).toContain(`${feature}=()`);
        }
      }
      // The document keeps its opener isolation (the API and assets are never documents).
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await site.close();
    }
  });
});
