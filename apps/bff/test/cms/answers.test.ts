import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NewsListDocumentSchema } from '@portal/contracts/cms';
import {
  COMPRESSION_THRESHOLD,
  JSON_TYPE,
  answerParts,
  createAnswerCache,
  matchesAnswer,
  preferredCoding,
  selectBody,
  serialiseAnswer,
} from '../../src/modules/cms/answers.ts';
import { createSnapshotCache } from '../../src/modules/cms/cache.ts';
import { createCmsService, type CmsReadContext } from '../../src/modules/cms/service.ts';
import { VISITOR, audienceOfMember, nextWindowChange } from '../../src/modules/cms/targeting.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { NOW } from '../helpers.ts';
import { fakeCmsSource } from './support.ts';

const document = (n: number) => ({
  jsonapi: { version: '1.1' },
  data: [],
  included: [],
  meta: { count: n, page: 1, limit: 20 },
  links: { self: `http://portal.test/v1/cms/news?${'x'.repeat(n)}` },
});

describe('Accept-Encoding: the coding a browser prefers (RFC 9110 §12.5.3)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR;q=1.0', 'br'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
  ])('%j → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('a serialised answer', () => {
  it('is the contract-encoded JSON, with brotli and gzip copies that decode to the same bytes', async () => {
    const value = document(2000);
    const answer = await serialiseAnswer(value, {
      schema: NewsListDocumentSchema,
      type: JSON_TYPE,
      compression: 'best',
    });
    expect(answer.identity.toString()).toBe(JSON.stringify(NewsListDocumentSchema.parse(value)));
    expect(brotliDecompressSync(answer.br!)).toEqual(answer.identity);
    expect(gunzipSync(answer.gzip!)).toEqual(answer.identity);
    expect(answer.br!.length).toBeLessThan(answer.identity.length);
    expect(answer.etags.identity).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(answer.etags.br).toBe(answer.etags.identity.replace(/"$/, '-br"'));
    expect(answer.etags.gzip).toBe(answer.etags.identity.replace(/"$/, '-gz"'));
  });

  it('stays uncompressed below the threshold', async () => {
    const answer = await serialiseAnswer(document(1), {
      schema: NewsListDocumentSchema,
      type: JSON_TYPE,
      compression: 'best',
    });
    expect(answer.identity.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect([answer.br, answer.gzip]).toEqual([null, null]);
    expect(selectBody(answer, 'br')).toMatchObject({ coding: 'identity', body: answer.identity });
  });

  it('refuses a document that breaks its contract, as the route serializer did', async () => {
    await expect(
      serialiseAnswer({ data: 'not a list' }, { schema: NewsListDocumentSchema, type: JSON_TYPE, compression: 'best' }),
    ).rejects.toThrow();
  });

  it('matches If-None-Match with any coding’s validator, weak or strong, or *', async () => {
    const answer = await serialiseAnswer(document(2000), {
      schema: NewsListDocumentSchema,
      type: JSON_TYPE,
      compression: 'fast',
    });
    expect(matchesAnswer(answer.etags.identity, answer)).toBe(true);
    expect(matchesAnswer(`"other", ${answer.etags.br}`, answer)).toBe(true);
    expect(matchesAnswer(`W/${answer.etags.gzip}`, answer)).toBe(true);
    expect(matchesAnswer('*', answer)).toBe(true);
    expect(matchesAnswer('"other"', answer)).toBe(false);
    expect(matchesAnswer(undefined, answer)).toBe(false);
  });

  it('answers 304 with the validator and no body; unvalidated (preview) never 304 and has no ETag', async () => {
    const answer = await serialiseAnswer(document(2000), {
      schema: NewsListDocumentSchema,
      type: JSON_TYPE,
      compression: 'fast',
    });
    expect(answerParts(answer, { acceptEncoding: 'br', ifNoneMatch: undefined }, true)).toEqual({
      status: 200,
      headers: ['content-type', JSON_TYPE, 'etag', answer.etags.br, 'content-encoding', 'br'],
      body: answer.br,
    });
    expect(answerParts(answer, { acceptEncoding: 'gzip', ifNoneMatch: answer.etags.br }, true)).toEqual({
      status: 304,
      headers: ['content-type', JSON_TYPE, 'etag', answer.etags.gzip],
      body: null,
    });
    expect(answerParts(answer, { acceptEncoding: undefined, ifNoneMatch: answer.etags.identity }, false)).toEqual({
      status: 200,
      headers: ['content-type', JSON_TYPE],
      body: answer.identity,
    });
  });
});

describe('the answer cache', () => {
  const build = (n: number) => async () => ({
    answer: await serialiseAnswer(document(n), {
      schema: NewsListDocumentSchema,
      type: JSON_TYPE,
      compression: 'fast',
    }),
    validUntil: 10_000,
  });

  it('keeps an answer while its snapshots are the same objects and its window lasts', async () => {
    const cache = createAnswerCache();
    const snapshot = [{ id: '1' }];
    const first = await cache.get('k', [snapshot], 0, build(10));
    expect(await cache.get('k', [snapshot], 9_999, build(20))).toBe(first);
    expect(await cache.get('k', [[...snapshot]], 9_999, build(30))).not.toBe(first); // a refreshed snapshot
    const again = await cache.get('k', [snapshot], 1, build(40));
    expect(await cache.get('k', [snapshot], 10_000, build(50))).not.toBe(again); // a window started or ended
  });

  it('shares one build between concurrent misses; does not keep "not found" or a failed build', async () => {
    const cache = createAnswerCache();
    let builds = 0;
    const counted = async () => {
      builds += 1;
      return build(10)();
    };
    const [a, b] = await Promise.all([cache.get('k', [], 0, counted), cache.get('k', [], 0, counted)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    expect(await cache.get('missing', [], 0, async () => ({ answer: null, validUntil: Infinity }))).toBeNull();
    await expect(cache.get('broken', [], 0, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.size).toBe(1);
  });

  it('forgets the least recently built answers past its byte budget', async () => {
    const cache = createAnswerCache({ maxBytes: 5_000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, [], 0, build(2_000));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(cache.size).toBeLessThan(3);
    const kept = await cache.get('c', [], 0, build(10));
    expect(kept!.identity.length).toBeGreaterThan(2_000); // the newest survived
  });
});

describe('targeting windows bound an answer', () => {
  it('next change: the first start or end after now', () => {
    const rows = [
      { startDate: '2026-11-30T15:00:00.000Z', endDate: null },
      { startDate: null, endDate: '2026-11-25T00:00:00.000Z' },
      { startDate: '2026-01-01T00:00:00.000Z', endDate: 'not a date' },
    ];
    expect(nextWindowChange([rows], Date.parse(NOW))).toBe(Date.parse('2026-11-25T00:00:00.000Z'));
    expect(nextWindowChange([rows], Date.parse('2026-12-01T00:00:00Z'))).toBe(Infinity);
    expect(nextWindowChange([[], rows], Date.parse('2026-11-25T00:00:00.000Z'))).toBe(
      Date.parse('2026-11-30T15:00:00.000Z'),
    );
  });
});

describe('the CMS service on a cache hit', () => {
  function setup() {
    const clock = fixedClock(NOW);
    const source = fakeCmsSource();
    const cms = createCmsService({
      source,
      cache: createSnapshotCache({ clock, freshSeconds: 30 * 86_400, staleSeconds: 86_400 }),
      publicUrl: 'https://cms.example.jp',
      publicOrigin: 'http://portal.test',
      clock,
      // No session and no preview here: each read below is given its audience.
      audiences: { ofSession: () => VISITOR, ofPreview: async () => VISITOR },
    });
    const ctx = (audience = VISITOR, locale: 'ja' | 'en' = 'ja'): CmsReadContext => ({
      locale,
      preview: false,
      targeting: { audience, time: { kind: 'instant', at: clock.now() }, includeDrafts: false },
    });
    return { clock, source, cms, ctx };
  }
  const query = { page: 1, limit: 20 };
  const ids = (answer: { identity: Buffer } | null) =>
    (JSON.parse(answer!.identity.toString()) as { data: { id: string }[] }).data.map((n) => n.id);

  it('hands out the very answer it built: no JSON, no schema, no hash, no compression per request', async () => {
    const { cms, ctx } = setup();
    const first = await cms.newsList(ctx(), query);
    expect(await cms.newsList(ctx(), query)).toBe(first);
  });

  it('keeps one answer per audience, language and query', async () => {
    const { cms, ctx } = setup();
    const visitor = await cms.newsList(ctx(), query);
    const member = await cms.newsList(ctx(audienceOfMember({ businessCode: 'LY', membershipActive: true })), query);
    const english = await cms.newsList(ctx(VISITOR, 'en'), query);
    const page2 = await cms.newsList(ctx(), { page: 1, limit: 2 });
    expect(new Set([visitor, member, english, page2]).size).toBe(4);
    expect(ids(member)).toContain('2'); // the ly-member campaign
    expect(ids(visitor)).not.toContain('2');
  });

  it('builds again when a document’s window starts, from the same snapshot', async () => {
    const { cms, ctx, clock, source } = setup();
    const before = await cms.newsList(ctx(), query);
    clock.set(new Date('2026-11-30T15:00:00.000Z')); // news 4 starts
    const after = await cms.newsList(ctx(), query);
    expect(after).not.toBe(before);
    expect(ids(before)).not.toContain('4');
    expect(ids(after)).toContain('4');
    expect(source.calls.filter((c) => c.collection === 'news')).toHaveLength(1);
  });

  it('keeps no "not found" answer, and never keeps a preview answer', async () => {
    const { cms, ctx } = setup();
    expect(await cms.newsDetail(ctx(), 'no-such-news')).toBeNull();
    const preview: CmsReadContext = { ...ctx(), preview: true, targeting: { ...ctx().targeting, includeDrafts: true } };
    const a = await cms.newsList(preview, query);
    const b = await cms.newsList(preview, query);
    expect(a).not.toBe(b);
    expect(ids(a)).toContain('6'); // the draft
    expect(ids(await cms.newsList(ctx(), query))).not.toContain('6');
  });
});
