import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGE_COOKIE } from '@portal/contracts';
import { AUDIENCE_TTL_SECONDS } from '../../src/modules/cms/audience.ts';
import { createAnswerFront, type AnswerFrontParts } from '../../src/modules/cms/answer-front.ts';
import { serialiseAnswer } from '../../src/modules/cms/answers.ts';
import { CookieJar } from '../helpers.ts';
import { createCmsTestApp } from './app.ts';
import { cmsPreviewToken } from './support.ts';

/**
 * The answer front (ADR 0031): a URL the CMS routes answered before is answered again before Fastify, from the kept
 * answer, byte for byte as the route answers it — and everything the front cannot decide at once reaches the app.
 * Over real HTTP: app.inject calls Fastify's handler and never meets the front.
 */
const OPERATOR_TOKEN = 'o'.repeat(40);
let t: Awaited<ReturnType<typeof createCmsTestApp>>;
let base: string;
/** Answers the app gave (its onResponse hook). */
let reachedApp = 0;

beforeAll(async () => {
  t = await createCmsTestApp({ env: { OPERATOR_API_TOKEN: OPERATOR_TOKEN } });
  // Every answer of the app passes here, those its hooks give too (maintenance, a feature phone).
  t.app.addHook('onResponse', (_request, _reply, done) => {
    reachedApp += 1;
    done();
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

interface Raw {
  status: number;
  /** Every header as it came, in order, but Date (the second it was sent). */
  headers: [string, string][];
  body: Buffer;
  /** Whether it reached the app (else the front answered). */
  app: boolean;
}

function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const before = reachedApp;
  return new Promise((done, fail) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A turn later: the app's onResponse has run by then.
      res.on('end', () =>
        setImmediate(() => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (res.rawHeaders[i]!.toLowerCase() !== 'date') pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          }
          done({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks), app: reachedApp > before });
        }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const header = (res: Raw, name: string) => res.headers.find(([n]) => n.toLowerCase() === name)?.[1];

describe('a URL answered before is answered again before the app, byte for byte', () => {
  // Each case its own URL: its first request is the app's.
  it.each([
    ['the news list, brotli', '/v1/cms/news?limit=100', { 'accept-encoding': 'gzip, deflate, br' }],
    ['the news list, gzip', '/v1/cms/news?limit=98', { 'accept-encoding': 'gzip' }],
    ['the news list, no Accept-Encoding', '/v1/cms/news?limit=97', {}],
    ['the news list in English', '/v1/cms/news?limit=96', { 'accept-encoding': 'br', cookie: `${LANGUAGE_COOKIE}=en` }],
    ['a news item', '/v1/cms/news/1', { 'accept-encoding': 'br' }],
    ['the news menu', '/v1/cms/news/menu', { 'accept-encoding': 'br' }],
    ['block contents', '/v1/cms/block_contents?locationCode=top', { 'accept-encoding': 'br' }],
    ['a small answer (uncompressed)', '/v1/cms/header_footer?bsCode=ZZ', { 'accept-encoding': 'br' }],
    ['a page script', '/v1/cms/script/special_page/1.js', { 'accept-encoding': 'br' }],
  ])('%s', async (_name, path, headers) => {
    const sent = { ...headers, 'x-request-id': 'front-parity-1' };
    const fromApp = await raw(path, sent);
    expect(fromApp.status).toBe(200);
    expect(fromApp.app).toBe(true);
    const fromFront = await raw(path, sent);
    expect(fromFront.app).toBe(false);
    expect(fromFront.status).toBe(200);
    expect(fromFront.headers).toEqual(fromApp.headers);
    expect(fromFront.body.equals(fromApp.body)).toBe(true);
  });

  it('for a signed-in member: the member’s answer, once the session’s audience is remembered', async () => {
    const cookie = await t.loginAs('principal');
    const path = '/v1/cms/news?limit=100';
    const visitor = await raw(path, { 'accept-encoding': 'br' });
    const fromApp = await raw(path, { cookie, 'accept-encoding': 'br', 'x-request-id': 'member-1' });
    expect(fromApp.app).toBe(true);
    const fromFront = await raw(path, { cookie, 'accept-encoding': 'br', 'x-request-id': 'member-1' });
    expect(fromFront.app).toBe(false);
    expect(fromFront.headers).toEqual(fromApp.headers);
    expect(fromFront.body.equals(fromApp.body)).toBe(true);
    expect(fromFront.body.equals(visitor.body)).toBe(false); // the member sees member content
    // The audience is read again after its time: that request goes through the app.
    t.clock.advance(AUDIENCE_TTL_SECONDS * 1000);
    expect((await raw(path, { cookie })).app).toBe(true);
    expect((await raw(path, { cookie })).app).toBe(false);
  });

  it('304 to If-None-Match, as the app answers it', async () => {
    const first = await raw('/v1/cms/news?limit=50', { 'accept-encoding': 'br' });
    const etag = header(first, 'etag')!;
    const ask = { 'accept-encoding': 'br', 'if-none-match': etag, 'x-request-id': 'etag-1' };
    // The same kept answer under a URL not answered yet: the app's own 304.
    const fromApp = await raw('/v1/cms/news?page=1&limit=50', ask);
    expect(fromApp.app).toBe(true);
    const fromFront = await raw('/v1/cms/news?limit=50', ask);
    expect(fromFront.app).toBe(false);
    expect(fromApp.status).toBe(304);
    expect(fromFront.status).toBe(304);
    expect(fromFront.headers).toEqual(fromApp.headers);
    expect(fromFront.body.length).toBe(0);
  });

  it('a new request id for each answer unless the caller sent a safe one', async () => {
    await raw('/v1/cms/news?limit=7');
    const ids = [await raw('/v1/cms/news?limit=7'), await raw('/v1/cms/news?limit=7')].map((r) => {
      expect(r.app).toBe(false);
      return header(r, 'x-request-id');
    });
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    const unsafe = await raw('/v1/cms/news?limit=7', { 'x-request-id': 'has space' });
    expect(unsafe.app).toBe(false);
    expect(header(unsafe, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts its answers in the request metric under the route’s pattern, and its snapshot reads as hits', async () => {
    const metric = async () => {
      const text = (await raw('/metrics')).body.toString();
      const count = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
      return {
        answers: count(
          /portal_http_request_duration_seconds_count\{method="GET",route="\/v1\/cms\/news\/:id",status_code="200"\} (\d+)/,
        ),
        hits: count(/portal_cms_cache_hits_total(?:\{[^}]*\})? (\d+)/),
      };
    };
    await raw('/v1/cms/news/7');
    const before = await metric();
    for (let i = 0; i < 3; i += 1) expect((await raw('/v1/cms/news/7')).app).toBe(false);
    const after = await metric();
    expect(after.answers - before.answers).toBe(3);
    expect(after.hits - before.hits).toBe(3);
  });
});

describe('the server the front sits in', () => {
  it('has the timeouts Fastify gives the server it makes itself', () => {
    expect(t.app.server.keepAliveTimeout).toBe(72_000); // Fastify's default (Node's is 5 s)
    expect(t.app.server.requestTimeout).toBe(0); // Fastify's default (Node's is 300 s)
    expect(t.app.server.timeout).toBe(0);
  });
});

describe('what the front leaves to the app', () => {
  const path = '/v1/cms/news?limit=20';
  beforeAll(async () => {
    await raw(path);
    expect((await raw(path)).app).toBe(false);
  });

  it('HEAD, a body, a feature phone, an unknown URL or an unknown query', async () => {
    expect((await raw(path, {}, 'HEAD')).app).toBe(true);
    expect((await raw(path, { 'content-length': '0' })).app).toBe(true);
    expect((await raw(path, { 'transfer-encoding': 'chunked' })).app).toBe(true);
    const phone = await raw(path, { 'user-agent': 'DoCoMo/2.0 P903i(c100;TB;W24H12)' });
    expect(phone.app).toBe(true);
    expect(phone.status).toBe(302);
    expect((await raw('/v1/cms/news?limit=21')).app).toBe(true);
    const bad = await raw('/v1/cms/news?year=abc');
    expect(bad.status).toBe(400);
    expect((await raw('/v1/cms/news?year=abc')).app).toBe(true); // an answer that was no kept answer is never learned
    expect((await raw('/v1/cms/news/no-such-news')).app).toBe(true);
    expect((await raw('/v1/cms/news/no-such-news')).app).toBe(true);
  });

  it('a session whose audience is not remembered, a language not answered yet', async () => {
    const cookie = await t.loginAs('club');
    expect((await raw(path, { cookie })).app).toBe(true);
    expect((await raw(path, { cookie })).app).toBe(false);
    expect((await raw(path, { cookie: `${LANGUAGE_COOKIE}=en` })).app).toBe(true);
    expect((await raw(path, { cookie: `${LANGUAGE_COOKIE}=en` })).app).toBe(false);
  });

  it('a snapshot no longer fresh: the app reads (and refreshes) it', async () => {
    t.clock.advance(61_000);
    expect((await raw(path)).app).toBe(true);
    await t.cache.settle();
    // The refreshed snapshot is a new one: its answer is built again by the app, then answered by the front.
    expect((await raw(path)).app).toBe(true);
    expect((await raw(path)).app).toBe(false);
  });

  it('preview: never learned, always the app (which checks the preview session)', async () => {
    const refused = await raw(`${path}&previewMode=1`);
    expect(refused.status).toBe(403);
    const jar = new CookieJar();
    const start = await t.app.inject({
      method: 'GET',
      url: `/v1/cms/preview?token=${encodeURIComponent(await cmsPreviewToken({ now: t.clock.now() }))}`,
    });
    jar.store(start);
    for (let i = 0; i < 2; i += 1) {
      const preview = await raw(`${path}&previewMode=1`, { cookie: jar.header() });
      expect(preview.app).toBe(true);
      expect(preview.status).toBe(200);
      expect(header(preview, 'cache-control')).toBe('no-store');
    }
  });

  it('maintenance: the app answers 503, from the moment it is switched on', async () => {
    const operator = { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' };
    const switchTo = (enabled: boolean) =>
      t.app.inject({ method: 'PUT', url: '/v1/operator/maintenance', headers: operator, payload: { enabled } });
    expect((await switchTo(true)).statusCode).toBe(200);
    try {
      const closed = await raw(path);
      expect(closed.app).toBe(true);
      expect(closed.status).toBe(503);
    } finally {
      expect((await switchTo(false)).statusCode).toBe(200);
    }
    expect((await raw(path)).status).toBe(200);
    expect((await raw(path)).app).toBe(false);
  });
});

describe('the front’s own rules', () => {
  async function frontWith(overrides: Partial<AnswerFrontParts>) {
    const answer = { ...(await serialiseAnswer({ a: 1 }, { schema: null, type: 'text/plain', compression: 'fast' })) };
    const front = createAnswerFront({ maxUrls: 2 });
    front.attach({
      cms: { peekKept: () => answer },
      maintenance: { peek: () => ({ on: false, since: null, retryAfterSeconds: 0, forced: false }) },
      securityHeaders: { 'x-content-type-options': 'nosniff' },
      parseCookie: () => ({}),
      log: { isLevelEnabled: () => false } as unknown as FastifyBaseLogger,
      observe: () => {},
      ...overrides,
    });
    const ask = (url: string) => {
      const written: unknown[] = [];
      const response = {
        writeHead: (...args: unknown[]) => written.push(args),
        end: () => {},
      } as unknown as ServerResponse;
      const request = { method: 'GET', url, headers: {} } as IncomingMessage;
      return front.answer(request, response);
    };
    return { front, ask };
  }

  it('stands aside while the logger writes request lines (Fastify writes them; the front would not)', async () => {
    const quiet = await frontWith({});
    quiet.front.learn('/v1/cms/x', '/v1/cms/x', 'x');
    expect(quiet.ask('/v1/cms/x')).toBe(true);
    const logging = await frontWith({
      log: { isLevelEnabled: (l: string) => l === 'info' } as unknown as FastifyBaseLogger,
    });
    logging.front.learn('/v1/cms/x', '/v1/cms/x', 'x');
    expect(logging.ask('/v1/cms/x')).toBe(false);
  });

  it('stands aside when the maintenance switch was not read lately, or is on', async () => {
    for (const peek of [() => null, () => ({ on: true, since: new Date(), retryAfterSeconds: 60, forced: false })]) {
      const { front, ask } = await frontWith({ maintenance: { peek } });
      front.learn('/v1/cms/x', '/v1/cms/x', 'x');
      expect(ask('/v1/cms/x')).toBe(false);
    }
  });

  it('keeps at most maxUrls URLs, the one least recently asked for forgotten; never a long or absolute-form URL', async () => {
    const { front, ask } = await frontWith({});
    front.learn('/a', '/a', 'a');
    front.learn('/b', '/b', 'b');
    expect(ask('/a')).toBe(true); // /a answered: /b is now the least recently asked for
    front.learn('/c', '/c', 'c');
    expect(front.size).toBe(2);
    expect(ask('/b')).toBe(false);
    expect(ask('/a')).toBe(true);
    expect(ask('/c')).toBe(true);
    front.learn('http://portal.test/v1/cms/x', '/v1/cms/x', 'x');
    front.learn(`/v1/cms/news?category=${'a'.repeat(600)}`, '/v1/cms/news', 'n');
    expect(front.size).toBe(2);
  });

  it('answers nothing once detached (the app is closing: its answers end keep-alive connections)', async () => {
    const { front, ask } = await frontWith({});
    front.learn('/v1/cms/x', '/v1/cms/x', 'x');
    front.detach();
    expect(ask('/v1/cms/x')).toBe(false);
  });

  it('an answer sent is never handed to the app, even when its bookkeeping fails', async () => {
    const warned: unknown[] = [];
    const log = { isLevelEnabled: () => false, warn: (...args: unknown[]) => warned.push(args) };
    const { front, ask } = await frontWith({
      log: log as unknown as FastifyBaseLogger,
      observe: () => {
        throw new Error('metrics broke');
      },
    });
    front.learn('/v1/cms/x', '/v1/cms/x', 'x');
    expect(ask('/v1/cms/x')).toBe(true);
    expect(warned).toHaveLength(1);
  });
});
