import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedCarrierData } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { buildApp } from '../src/app.ts';
import { createOidcIdentityProvider } from '../src/adapters/identity-provider.ts';
import { loadConfig } from '../src/config.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { acceptRequestId, requestIdStorage } from '../src/lib/request-id.ts';
import { fakeCmsSource, payloadFixture } from './cms/support.ts';
import { NOW, ORIGIN, createTestApp } from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An HTTP stub on a free port that records the X-Request-Id of every call it answers. */
async function startStub(answer: (req: IncomingMessage, res: ServerResponse, base: string) => void) {
  const seen: Array<{ path: string; requestId: string | undefined }> = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', requestId: req.headers['x-request-id'] as string | undefined });
    answer(req, res, base);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((done) => server.close(() => done())) };
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('the request id', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a new UUID, echoed in X-Request-Id, when the caller sends none', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/healthz' });
    const b = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('keeps the caller’s X-Request-Id when it is a short safe token', async () => {
    for (const id of ['trace-7f3a.42', '9b2f1c8e-3d4a-4e5b-8c6d-7e8f9a0b1c2d', 'Root:1-abc_DEF']) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/config', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('makes a new one for an unsafe X-Request-Id (too long, spaces, markup, quotes, empty)', async () => {
    for (const id of ['a'.repeat(65), 'two words', '<script>', 'x"y', '', '-leading', 'a,b']) {
      expect(acceptRequestId(id), id).toBeNull();
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], id).toMatch(UUID);
    }
    expect(acceptRequestId(['a', 'b'])).toBeNull();
  });

  it('is echoed on answers refused before any route (a 404, a malformed URL)', async () => {
    const notFound = await t.app.inject({ method: 'GET', url: '/v1/nothing', headers: { 'x-request-id': 'r-404' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toBe('r-404');
    const malformed = await t.app.inject({ method: 'GET', url: '/v1/%ED%A0%80', headers: { 'x-request-id': 'r-400' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['x-request-id']).toBe('r-400');
  });
});

describe('the request id on the calls to the CMS', () => {
  let cms: Awaited<ReturnType<typeof startStub>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Payload's REST API as the BFF reads it: every collection in one page.
    cms = await startStub((req, res) => {
      const url = new URL(req.url ?? '/', 'http://cms.invalid');
      const collection = url.pathname.replace('/api/', '') as Parameters<typeof payloadFixture>[0];
      const locale = url.searchParams.get('locale') === 'en' ? 'en' : 'ja';
      json(res, 200, { docs: payloadFixture(collection, locale).docs, hasNextPage: false, page: 1 });
    });
    t = await createTestApp({ env: { CMS_URL: cms.base, CMS_API_KEY: 'stub-key' } });
  });
  afterAll(async () => {
    await t?.close();
    await cms?.close();
  });
  afterEach(() => {
    cms.seen.length = 0;
  });

  it('carries the caller’s X-Request-Id to every CMS call the request makes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/cms/news', headers: { 'x-request-id': 'news-trace-1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('news-trace-1');
    expect(cms.seen.length).toBeGreaterThan(0);
    expect(cms.seen.map((call) => call.requestId)).toEqual(cms.seen.map(() => 'news-trace-1'));
  });

  it('carries the id it made when the caller sent none', async () => {
    // A collection the first test did not read (the cache keeps what it read).
    const res = await t.app.inject({ method: 'GET', url: '/v1/cms/special_page' });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(cms.seen.length).toBeGreaterThan(0);
    expect(new Set(cms.seen.map((call) => call.requestId))).toEqual(new Set([id]));
  });
});

describe('the request id on the calls to the identity providers', () => {
  let idp: Awaited<ReturnType<typeof startStub>>;
  beforeAll(async () => {
    // An OpenID Connect issuer's discovery document; its token endpoint refuses every code.
    idp = await startStub((req, res, base) => {
      if (req.url === '/sso/.well-known/openid-configuration') {
        return json(res, 200, {
          issuer: `${base}/sso`,
          authorization_endpoint: `${base}/sso/auth`,
          token_endpoint: `${base}/sso/token`,
          jwks_uri: `${base}/sso/jwks`,
          end_session_endpoint: `${base}/sso/session/end`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (req.url === '/sso/token') return json(res, 400, { error: 'invalid_grant' });
      return json(res, 404, { error: 'not_found' });
    });
  });
  afterAll(() => idp?.close());

  it('carries the login request’s id to the provider’s discovery', async () => {
    const t = await createTestApp({ env: { SSO_ISSUER: `${idp.base}/sso` } });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/top/login?back_uri=%2F',
        headers: { 'x-request-id': 'login-trace-9' },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toContain(`${idp.base}/sso/auth?`);
      expect(idp.seen).toContainEqual({ path: '/sso/.well-known/openid-configuration', requestId: 'login-trace-9' });
    } finally {
      await t.close();
    }
  });

  it('carries the callback’s id to the token endpoint', async () => {
    const provider = createOidcIdentityProvider({
      name: 'sso',
      issuer: `${idp.base}/sso`,
      clientId: 'portal',
      clientSecret: 'secret',
    });
    await expect(
      requestIdStorage.run('callback-trace-3', () =>
        provider.completeAuthorization(new URL(`${ORIGIN}/authorization/cb?code=c0de&state=st4te`), {
          state: 'st4te',
          nonce: 'n0nce',
          codeVerifier: 'v'.repeat(43),
        }),
      ),
    ).rejects.toThrow();
    expect(idp.seen).toContainEqual({ path: '/sso/token', requestId: 'callback-trace-3' });
  });
});

describe('the request id in the log', () => {
  /** The app with its log lines in `lines`, at `level`, over a fake CMS. */
  async function appWithLog(level: string) {
    const database = await createTestDatabase();
    const clock = fixedClock(NOW);
    await seedCarrierData(database.db, { now: clock.now() });
    const lines: string[] = [];
    const source = fakeCmsSource();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: ORIGIN, SESSION_SECRET: 'a'.repeat(64) }),
      db: database.db,
      clock,
      cms: { source },
      logger: { level, stream: { write: (line) => lines.push(line) } },
    });
    return { app, database, lines, source };
  }

  it('is on every line written while a request runs, the app’s own lines too (a CMS document left out)', async () => {
    const { app, database, lines, source } = await appWithLog('info');
    // A news document the portal cannot read: the CMS module logs it through app.log, not request.log.
    source.setOverride((collection) => (collection === 'news' ? [{ id: 'broken' }] : undefined));
    try {
      await app.ready();
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url: '/v1/cms/news', headers: { 'x-request-id': 'log-trace-5' } });
      expect(res.statusCode).toBe(200);
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
      expect(logged.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['CMS document left out: unexpected shape', 'request completed']),
      );
      for (const [i, entry] of logged.entries()) {
        expect(entry.reqId, entry.msg).toBe('log-trace-5');
        // Once: the request's own logger binds it, the mixin adds it only to the app's lines.
        expect(lines[i]!.match(/"reqId"/g), entry.msg).toHaveLength(1);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('writes one access line per request at info, with the request, its status and its time', async () => {
    const { app, database, lines } = await appWithLog('info');
    try {
      await app.ready();
      lines.length = 0;
      const res = await app.inject({
        method: 'GET',
        url: '/v1/cms/news?page=1',
        headers: { 'x-request-id': 'one-line-7' },
      });
      expect(res.statusCode).toBe(200);
      const logged = lines.map(
        (line) =>
          JSON.parse(line) as {
            msg: string;
            reqId: string;
            req?: { method: string; url: string };
            res?: { statusCode: number };
            responseTime?: number;
          },
      );
      expect(logged.map((l) => l.msg)).toEqual(['request completed']);
      expect(logged[0]).toMatchObject({
        reqId: 'one-line-7',
        req: { method: 'GET', url: '/v1/cms/news?page=1' },
        res: { statusCode: 200 },
      });
      expect(logged[0]!.responseTime).toBeTypeOf('number');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('logs the arrival of a request too at debug', async () => {
    const { app, database, lines } = await appWithLog('debug');
    try {
      await app.ready();
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/v1/config' });
      const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages.indexOf('incoming request')).toBeGreaterThanOrEqual(0);
      expect(messages.indexOf('incoming request')).toBeLessThan(messages.indexOf('request completed'));
    } finally {
      await app.close();
      await database.close();
    }
  });
});
