import { describe, expect, it } from 'vitest';
import { CmsUnavailableError, createPayloadCmsSource } from '../../src/adapters/cms-source.ts';
import { payloadFixture } from './support.ts';

type Call = { url: URL; headers: Headers };

/** A fetch answering Payload list pages of the recorded news, `perPage` at a time. */
function payloadFetch(perPage: number) {
  const calls: Call[] = [];
  const all = payloadFixture('news').docs;
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    calls.push({ url, headers: new Headers(init?.headers) });
    const page = Number(url.searchParams.get('page'));
    const docs = all.slice((page - 1) * perPage, page * perPage);
    const totalPages = Math.ceil(all.length / perPage);
    return Response.json({ docs, page, totalPages, totalDocs: all.length, hasNextPage: page < totalPages });
  };
  return { fake, calls, total: all.length };
}

describe('Payload REST source', () => {
  it('reads a whole collection page by page with the API key, depth 2, locale and the published state', async () => {
    const { fake, calls, total } = payloadFetch(4);
    const source = createPayloadCmsSource({
      url: 'http://cms.test',
      apiKey: 'k3y',
      timeoutMs: 1000,
      pageSize: 4,
      fetch: fake,
    });
    const docs = await source.list('news', { locale: 'en', draft: false });
    expect(docs).toHaveLength(total);
    expect(calls.map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    const first = calls[0]!;
    expect(first.url.origin + first.url.pathname).toBe('http://cms.test/api/news');
    expect(Object.fromEntries(first.url.searchParams)).toMatchObject({
      depth: '2',
      limit: '4',
      locale: 'en',
      'fallback-locale': 'ja',
      draft: 'false',
    });
    expect(first.headers.get('authorization')).toBe('users API-Key k3y');
  });

  it('asks for drafts in preview', async () => {
    const { fake, calls } = payloadFetch(100);
    await createPayloadCmsSource({ url: 'http://cms.test', apiKey: 'k', timeoutMs: 1000, fetch: fake }).list('news', {
      locale: 'ja',
      draft: true,
    });
    expect(calls[0]!.url.searchParams.get('draft')).toBe('true');
  });

  it('gives up after the timeout of a call', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const source = createPayloadCmsSource({ url: 'http://cms.test', apiKey: 'k', timeoutMs: 50, fetch: hanging });
    const started = Date.now();
    await expect(source.list('news', { locale: 'ja', draft: false })).rejects.toThrow(CmsUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['an HTTP error', async () => new Response('nope', { status: 403 })],
    ['something that is not a Payload list', async () => Response.json({ message: 'hello' })],
    ['an unreadable body', async () => new Response('<html>', { status: 200 })],
    ['a refused connection', async () => Promise.reject(new TypeError('fetch failed'))],
  ] as const)('reports %s as the CMS being unavailable', async (_label, answer) => {
    const source = createPayloadCmsSource({
      url: 'http://cms.test',
      apiKey: 'k',
      timeoutMs: 1000,
      fetch: answer as typeof fetch,
    });
    await expect(source.list('news', { locale: 'ja', draft: false })).rejects.toThrow(CmsUnavailableError);
  });

  it('fails cleanly without an API key (development without the CMS)', async () => {
    const { fake, calls } = payloadFetch(100);
    const source = createPayloadCmsSource({ url: 'http://cms.test', apiKey: '', timeoutMs: 1000, fetch: fake });
    await expect(source.list('news', { locale: 'ja', draft: false })).rejects.toThrow('CMS_API_KEY is not set');
    expect(calls).toHaveLength(0);
  });
});
