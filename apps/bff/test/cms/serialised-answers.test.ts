import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberships } from '@portal/db';
import { NewsListDocumentSchema } from '@portal/contracts/cms';
import { fixedClock } from '../../src/lib/clock.ts';
import { AUDIENCE_TTL_SECONDS } from '../../src/modules/cms/audience.ts';
import { createSnapshotCache } from '../../src/modules/cms/cache.ts';
import { CookieJar, NOW, createTestApp } from '../helpers.ts';
import { createCmsTestApp, expectDocument } from './app.ts';
import { cmsPreviewToken, fakeCmsSource } from './support.ts';

/**
 * /v1/cms answers as they go on the wire (ADR 0019): serialised once per audience, language and query, sent in the
 * coding the browser accepts, with validators per coding; the member's audience worked out once per session.
 */
let t: Awaited<ReturnType<typeof createCmsTestApp>>;
beforeAll(async () => {
  t = await createCmsTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decode = (res: Awaited<ReturnType<typeof get>>) => {
  const raw = res.rawPayload;
  const coding = res.headers['content-encoding'];
  return coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
};
const NEWS = '/v1/cms/news?limit=100';

describe('codings', () => {
  it('a cached hit answers the same bytes as the miss that built it', async () => {
    const miss = await get('/v1/cms/news?limit=99');
    const hit = await get('/v1/cms/news?limit=99');
    expect(hit.rawPayload).toEqual(miss.rawPayload);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expectDocument(hit, NewsListDocumentSchema);
  });

  it('identity without Accept-Encoding; brotli and gzip bodies decode to the same JSON', async () => {
    const identity = await get(NEWS);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(NEWS, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(NEWS, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
    expect(decode(br)).toEqual(identity.rawPayload);
    expect(decode(gzip)).toEqual(identity.rawPayload);
    for (const res of [identity, br, gzip]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    }
    const doc = NewsListDocumentSchema.parse(JSON.parse(decode(br).toString()));
    expect(doc.data.map((n) => n.id)).toEqual(['9', '1', '7', '8']);
  });

  it('small answers stay uncompressed whatever the browser accepts', async () => {
    const res = await get('/v1/cms/header_footer?bsCode=ZZ', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ jsonapi: { version: '1.1' }, data: null });
  });

  it('ETag per coding; 304 to If-None-Match with any of them, with the headers of a 200', async () => {
    const br = await get(NEWS, { 'accept-encoding': 'br' });
    const identity = await get(NEWS);
    expect(br.headers.etag).toBe((identity.headers.etag as string).replace(/"$/, '-br"'));
    const again = await get(NEWS, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(again.headers['cache-control']).toBe('private, no-cache');
    const weak = await get(NEWS, { 'if-none-match': `W/${identity.headers.etag as string}` });
    expect(weak.statusCode).toBe(304);
    const changed = await get(NEWS, { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
  });

  it('a script keeps its type, its validator and 304', async () => {
    const script = await get('/v1/cms/script/special_page/1.js', { 'accept-encoding': 'br' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toBe("console.log('autumn')");
    const again = await get('/v1/cms/script/special_page/1.js', { 'if-none-match': script.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('OpenAPI', () => {
  it('still documents the 200 answers the routes now send pre-serialised', async () => {
    const doc = (await get('/swagger/dist/json')).json<{
      paths: Record<
        string,
        { get?: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> } }
      >;
    }>();
    for (const path of ['/v1/cms/news', '/v1/cms/news/menu', '/v1/cms/news/{id}', '/v1/cms/block_contents']) {
      const schema = doc.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema as
        { properties?: Record<string, unknown> } | undefined;
      expect(Object.keys(schema?.properties ?? {}), path).toContain('data');
    }
  });
});

describe('security headers', () => {
  it('CMS answers carry the same security headers as every other API answer', async () => {
    const pick = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            // The request id differs from answer to answer by design.
            (name.startsWith('x-') && name !== 'x-request-id') ||
            name.startsWith('cross-origin') ||
            [
              'content-security-policy',
              'origin-agent-cluster',
              'referrer-policy',
              'strict-transport-security',
            ].includes(name),
        ),
      );
    const other = pick((await get('/v1/config')).headers);
    expect(Object.keys(other)).toEqual(
      expect.arrayContaining(['content-security-policy', 'cross-origin-resource-policy', 'x-content-type-options']),
    );
    for (const url of [NEWS, NEWS, '/v1/cms/news/no-such-news', '/v1/cms/news?year=abc', '/v1/cms/preview/status']) {
      expect(pick((await get(url, { 'accept-encoding': 'br' })).headers), url).toEqual(other);
    }
  });
});

describe('the member’s audience, once per session', () => {
  it(`is read once per session, and again after ${AUDIENCE_TTL_SECONDS} s or with a new session`, async () => {
    const cookie = await t.loginAs('principal');
    // Every statement sent to the database (the hot reads are prepared statements: no query builder call each time),
    // less the maintenance switch, which every replica reads at most every 5 s whoever asks.
    const client = (t.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
    const reads = vi.spyOn(client, 'query');
    const audienceReads = () =>
      reads.mock.calls.filter(([statement]) => !JSON.stringify(statement).includes('maintenance')).length;
    try {
      await get(NEWS, { cookie });
      const first = audienceReads();
      expect(first).toBeGreaterThan(0); // the session, the member, the membership
      for (let i = 0; i < 5; i += 1) expect((await get(NEWS, { cookie })).statusCode).toBe(200);
      expect(audienceReads()).toBe(first);

      t.clock.advance(AUDIENCE_TTL_SECONDS * 1000);
      await get(NEWS, { cookie });
      expect(audienceReads()).toBe(2 * first);

      const other = await t.loginAs('principal');
      reads.mockClear();
      await get(NEWS, { cookie: other });
      expect(audienceReads()).toBe(first);
    } finally {
      reads.mockRestore();
    }
  });

  it('a changed membership shows at most the TTL later', async () => {
    const cookie = await t.loginAs('principal');
    const ids = async () => expectDocument(await get(NEWS, { cookie }), NewsListDocumentSchema).data.map((n) => n.id);
    const asMember = await ids();
    const visitor = expectDocument(await get(NEWS), NewsListDocumentSchema).data.map((n) => n.id);
    await t.db
      .update(memberships)
      .set({ status: 'withdrawn' })
      .where(and(eq(memberships.memberId, 'principal'), eq(memberships.status, 'active')));
    try {
      t.clock.advance(AUDIENCE_TTL_SECONDS * 1000 - 1000);
      expect(await ids()).toEqual(asMember);
      t.clock.advance(1000);
      const asNonMember = await ids();
      expect(asNonMember).not.toEqual(asMember);
      expect(asNonMember).not.toEqual(visitor); // ly-nonmember, not a visitor
    } finally {
      await t.db
        .update(memberships)
        .set({ status: 'active' })
        .where(and(eq(memberships.memberId, 'principal'), eq(memberships.status, 'withdrawn')));
    }
  });

  it('a session cookie that is no live session gets the visitor’s answer', async () => {
    const visitor = await get(NEWS);
    const unknown = await get(NEWS, { cookie: 'portal_sid=not-a-session' });
    expect(unknown.rawPayload).toEqual(visitor.rawPayload);
  });
});

describe('preview is never cached', () => {
  it('reads the CMS for every preview request, sends no validator, and leaves the cached answers alone', async () => {
    const jar = new CookieJar();
    const start = await get(
      `/v1/cms/preview?token=${encodeURIComponent(await cmsPreviewToken({ now: t.clock.now() }))}`,
    );
    expect(start.statusCode).toBe(303);
    jar.store(start);
    const published = await get(NEWS, { 'accept-encoding': 'br' });
    const drafts = () => t.source.calls.filter((c) => c.options.draft).length;
    const before = drafts();
    const previews = [];
    for (let i = 0; i < 2; i += 1) {
      previews.push(await get(`${NEWS}&previewMode=1`, { cookie: jar.header(), 'accept-encoding': 'br' }));
    }
    expect(drafts()).toBe(before + 2);
    for (const preview of previews) {
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers.etag).toBeUndefined();
      expect(preview.headers['content-encoding']).toBe('br');
      NewsListDocumentSchema.parse(JSON.parse(decode(preview).toString()));
    }
    const after = await get(NEWS, { 'accept-encoding': 'br' });
    expect(after.rawPayload).toEqual(published.rawPayload);
  });
});

describe('stale-if-error with serialised answers', () => {
  it('through an outage: the last good snapshot keeps answering, and a window that starts meanwhile takes effect', async () => {
    const warm = await createCmsTestApp({ staleSeconds: 30 * 86_400 });
    try {
      const list = async () =>
        expectDocument(await warm.app.inject({ method: 'GET', url: '/v1/cms/news' }), NewsListDocumentSchema).data.map(
          (n) => n.id,
        );
      const before = await list();
      expect(before).not.toContain('4');
      warm.source.setDown(true);
      warm.clock.set(new Date('2026-11-30T15:00:00.000Z')); // long past fresh; news 4 starts
      expect(await list()).toEqual(['4', ...before]);
      expect(await list()).toEqual(['4', ...before]);
    } finally {
      await warm.close();
    }
  });
});

// With TEST_REDIS_URL (CI): the snapshots behind the answers are shared through Redis, as with REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('serialised answers on snapshots shared through Redis', () => {
  it('a second instance, the CMS down, answers the very bytes of the first', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    const keyPrefix = `portal-cms-answers-test-${process.pid}:`;
    const instance = async () => {
      const clock = fixedClock(NOW);
      const source = fakeCmsSource();
      const cache = createSnapshotCache({ clock, freshSeconds: 60, staleSeconds: 86_400, redis, keyPrefix });
      return { source, ...(await createTestApp({ clock, cms: { source, cache } })) };
    };
    const first = await instance();
    const second = await instance();
    try {
      const warm = await first.app.inject({ method: 'GET', url: NEWS, headers: { 'accept-encoding': 'br' } });
      second.source.setDown(true);
      const fromRedis = await second.app.inject({ method: 'GET', url: NEWS, headers: { 'accept-encoding': 'br' } });
      expect(fromRedis.statusCode).toBe(200);
      expect(fromRedis.rawPayload).toEqual(warm.rawPayload);
      expect(second.source.calls).toHaveLength(0);
    } finally {
      await first.close();
      await second.close();
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
