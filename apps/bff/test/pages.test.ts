import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { HINT_COOKIES, LANGUAGE_COOKIE, SESSION_COOKIE } from '@portal/contracts/cookies';
import * as sessionRepository from '../src/modules/auth/repository.ts';
import { MINIMAL_FEED_ROW } from '@portal/db/testing';
import { createCmsTestApp } from './cms/app.ts';
import { startMemberSession } from './helpers.ts';
import { scrape, valueOf } from './metrics/support.ts';

// The SPA's files and pages as the member receives them (ADR 0032): precompressed assets, the page for any Accept
// header, rendered in a render worker after its calls, kept for every visitor (never for a member), under a key naming
// its language, category order and content.

// The session reads, counted: a member's page reads its session once for all its calls.
vi.mock('../src/modules/auth/repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof sessionRepository>();
  return { ...actual, findSessionById: vi.fn(actual.findSessionById) };
});

const SCRIPT = `export const greeting = ${JSON.stringify('こんにちは'.repeat(400))};\n`;

/**
 * The web build's server renderer at the edge (the real one is apps/web/src/entry-server.tsx, tested in the web
 * app): it asks the API through the transport it is given as the real one's loaders do, and writes what it learnt
 * into the page. It fails on /broken, redirects /old-path, leaves /faq to the browser.
 */
const RENDERER = `
const json = async (transport, path, method = 'GET') => {
  const response = await transport(path, { method, headers: {} });
  return { status: response.status, body: response.ok ? JSON.parse(await response.text()) : null };
};
export async function renderPage({ url, language, cookies, transport }) {
  const { pathname } = new URL(url);
  if (pathname === '/broken') throw new Error('the renderer failed');
  if (pathname === '/old-path') return { kind: 'redirect', status: 302, location: '/404' };
  const session = await json(transport, '/v1/top/session');
  const member = session.body.data.authenticated;
  const user = member ? await json(transport, '/v1/users/my', 'POST') : null;
  const news = await json(transport, '/v1/cms/news?limit=1');
  const config = await json(transport, '/v1/config');
  const state = { queries: { mutations: [], queries: [] }, note: '</script><script>alert(1)</script>' };
  if (pathname === '/faq') return { kind: 'browser', state, modules: ['src/features/faq/faq-page.tsx'] };
  const who = member ? 'member ' + user.body.data.familyName : 'visitor';
  const title = news.body ? news.body.data[0].attributes.display_title : 'no news';
  return {
    kind: 'html',
    html: new TextEncoder().encode('<main data-origin="' + new URL(url).origin + '">rendered ' + pathname + ' in ' + language + ' for ' + who + ' order ' + (cookies.ly_nav_order ?? '-') +
      ' hints ' + (cookies.${HINT_COOKIES.level1} ? 'yes' : 'no') + ' news ' + title + ' config ' + (config.body ? 'yes' : 'no') + ' $& $1</main>'),
    state: { ...state, router: { loaderData: {} } },
    modules: pathname === '/' ? ['src/app/home-page.tsx'] : [],
  };
}
`;

function builtSpa(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-spa-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), RENDERER);
  writeFileSync(
    join(dist, 'index.html'),
    // As Vite writes it: the entry script and the preloads of the chunks the entry imports.
    '<!doctype html><html lang="ja"><head>\n' +
      '<script type="module" crossorigin src="/assets/app-abc123.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">\n' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_vendor-1.js'] },
      '_vendor-1.js': { file: 'assets/vendor-1.js' },
      '_content-1.js': { file: 'assets/content-1.js', imports: ['_vendor-1.js'], css: ['assets/content-1.css'] },
      'src/app/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_vendor-1.js', '_content-1.js'] },
    }),
  );
  return dist;
}

const OPERATOR_TOKEN = 'o'.repeat(40);

let t: Awaited<ReturnType<typeof createCmsTestApp>>;
/** The app's log lines (info: Fastify's request lines too). */
const logged: { msg: string; req?: { url: string } }[] = [];

beforeAll(async () => {
  t = await createCmsTestApp({
    env: { WEB_DIST_DIR: builtSpa(), RENDER_THREADS: '1', OPERATOR_API_TOKEN: OPERATOR_TOKEN },
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
  });
});
afterAll(async () => {
  await t.close();
});

const brotli = { 'accept-encoding': 'gzip, deflate, br' };
const text = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
  (res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.rawPayload)
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.rawPayload)
      : res.rawPayload
  ).toString('utf8');

/** How many pages have gone out from each source (the app's own metric). */
async function pagesSent(): Promise<Record<string, number>> {
  const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Object.fromEntries(
    [...metrics.matchAll(/^portal_pages_total\{source="(\w+)"\} (\d+)$/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
}

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...brotli, ...headers } });
  return { res, html: text(res) };
}

describe('built assets', () => {
  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ])('go out as the %s copy the build wrote, with Vary: Accept-Encoding', async (encoding, decode) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('carry only the subresource headers, not the document ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: brotli });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('answer 404 when missing, never the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-000.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it.each(['/.vite/manifest.json', '/index.html'])('keep %s from browsers: it is the BFF’s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).not.toContain('"isEntry"');
    expect(res.body).not.toContain('<div id="root"></div>');
  });
});

describe('a page', () => {
  it.each(['*/*', 'text/html', 'application/json', ''])('answers HTML to Accept %j', async (accept) => {
    const res = await t.app.inject({ method: 'GET', url: '/information', headers: accept ? { accept } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Scripts by origin only: no inline script, no nonce, nothing that ties a page to one request.
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).not.toMatch(/nonce|sha256|unsafe-inline/);
    expect(res.body).not.toMatch(/<script>/);
  });

  it('leaves /v1 to the API: JSON 404 for an unknown call, whatever Accept says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('holds the HTML the renderer made after its calls, answered by the BFF’s own routes', async () => {
    const { res, html } = await page('/?from=render');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The replacement is a function: `$&` in the page is text.
    expect(html).toContain('<div id="root"><main data-origin="http://portal.test">rendered / in ja for visitor order');
    expect(html).toContain('$& $1</main></div>');
    // The CMS answered the renderer's call (the fake CMS's first news item).
    expect(html).not.toContain('news no news');
    expect(html).toMatch(/<html lang="ja">/);
  });

  it('renders at the portal’s origin whatever form the request’s target takes', async () => {
    const { html } = await page('//attacker.example/leisure?target');
    expect(html).toContain('rendered /leisure in ja');
    expect(html).not.toContain('attacker.example');
  });

  it('preloads its route’s chunks and stylesheets from the build manifest, not what the entry loads', async () => {
    const { html } = await page('/?preloads');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/content-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/content-1.css">');
    expect(head.match(/vendor-1\.js/g)).toHaveLength(1);
  });

  it('carries its state in a data block no answer can break out of', async () => {
    const { html } = await page('/?state');
    const block = /<script type="application\/json" id="portal-ssr">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(block).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(JSON.parse(block)).toMatchObject({ note: '</script><script>alert(1)</script>' });
    expect(html.indexOf('id="portal-ssr"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('goes to the browser with the shell’s data when its route is not rendered on the server', async () => {
    const { res, html } = await page('/faq');
    expect(res.statusCode).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="portal-ssr"');
  });

  it('answers the redirect of its route’s loader (an unknown path goes to /404)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/old-path' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/404');
  });

  it('goes out as built when its render fails: the browser renders it and asks for its data', async () => {
    const { res, html } = await page('/broken');
    expect(res.statusCode).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('portal-ssr');
  });

  it('is logged as one request: its own calls are not requests of their own in the log', async () => {
    logged.length = 0;
    await page('/?logged');
    await t.app.inject({ method: 'GET', url: '/v1/config' });
    const requests = logged.filter((line) => line.msg === 'request completed').map((line) => line.req?.url);
    expect(requests).toEqual(['/?logged', '/v1/config']);
  });

  it('is counted as one request in the metrics: its own calls are not counted as API calls', async () => {
    const calls = async (route: string) =>
      valueOf(await scrape(t.app), 'portal_http_request_duration_seconds_count', { method: 'GET', route }) ?? 0;
    const [newsBefore, sessionBefore] = [await calls('/v1/cms/news'), await calls('/v1/top/session')];
    await page('/?counted');
    expect(await calls('/v1/cms/news')).toBe(newsBefore);
    expect(await calls('/v1/top/session')).toBe(sessionBefore);
    // The same call from a browser is counted.
    await t.app.inject({ method: 'GET', url: '/v1/cms/news?limit=1' });
    expect(await calls('/v1/cms/news')).toBe(newsBefore + 1);
  });

  it('is compressed as the browser accepts', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const none = await t.app.inject({ method: 'GET', url: '/' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toContain('rendered /');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(none.body);
  });
});

describe('a visitor’s page (ADR 0032)', () => {
  it('is rendered once, then served from the page cache to the next visitors, with a validator', async () => {
    const before = await pagesSent();
    const first = await page('/leisure?once');
    const second = await page('/leisure?once');
    const after = await pagesSent();
    expect(after.rendered! - before.rendered!).toBe(1);
    expect(after.kept! - before.kept!).toBe(1);
    expect(second.html).toBe(first.html);
    expect(second.res.headers['cache-control']).toBe('no-cache');
    expect(second.res.headers.vary).toBe('Cookie, Accept-Encoding');
    const etag = String(second.res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/leisure?once',
      headers: { ...brotli, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sets no cookie: it is the same for every visitor', async () => {
    const { res } = await page('/leisure?cookies');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is another page in another language, never the Japanese one', async () => {
    const japanese = await page('/leisure?language');
    const english = await page('/leisure?language', { cookie: `${LANGUAGE_COOKIE}=en` });
    expect(japanese.html).toContain('in ja');
    expect(english.html).toContain('in en');
    expect(english.html).toMatch(/<html lang="en">/);
    const again = await page('/leisure?language', { cookie: `${LANGUAGE_COOKIE}=en` });
    expect(again.html).toBe(english.html);
  });

  it('follows the category order of the nav-order cookie, whatever date the cookie carries', async () => {
    const order = (date: string) =>
      `ly_nav_order=${encodeURIComponent(JSON.stringify({ order: ['crly7', 'crly2'], lastUpdateDate: date }))}`;
    const before = await pagesSent();
    const first = await page('/?order', { cookie: order('2026/11/01') });
    const later = await page('/?order', { cookie: order('2026/11/28') });
    const plain = await page('/?order');
    const after = await pagesSent();
    expect(first.html).toContain('"crly7","crly2","crly1"');
    expect(later.html).toBe(first.html);
    expect(plain.html).not.toContain('"crly7","crly2"');
    expect(after.rendered! - before.rendered!).toBe(2);
  });

  it('is rendered again once the CMS content it shows has changed', async () => {
    const first = await page('/gourmet?content');
    t.source.setOverride((collection, options) => {
      if (collection !== 'news') return undefined;
      return [{ id: 'n1', display_title: '新しいお知らせ', status: 'published', ...options }] as never;
    });
    t.cache.clearMemory();
    // The next API call reads the CMS again (what the snapshots' freshness would bring).
    await t.app.inject({ method: 'GET', url: '/v1/cms/news?limit=1' });
    const second = await page('/gourmet?content');
    t.source.setOverride(null);
    t.cache.clearMemory();
    expect(second.html).not.toBe(first.html);
  });
});

/** One privilege imported through the operator API (docs/catalog-feed.md). */
async function importPrivilege(menuNm: string) {
  const operator = (method: 'POST' | 'PUT', url: string, payload: string, type = 'application/json') =>
    t.app.inject({
      method,
      url: `/v1/operator/${url}`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': type },
      payload,
    });
  const opened = await operator('POST', 'catalog/imports', JSON.stringify({ format: 'jsonl' }));
  const { id } = opened.json<{ data: { id: string } }>().data;
  const row = {
    ...MINIMAL_FEED_ROW,
    menuNo: '3000001',
    menuNm,
    publishedFrom: '2026-01-01T00:00:00Z',
  };
  await operator('PUT', `catalog/imports/${id}/parts/0`, `${JSON.stringify(row)}\n`, 'application/x-ndjson');
  const applied = await t.app.inject({
    method: 'POST',
    url: `/v1/operator/catalog/imports/${id}/apply`,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(applied.statusCode, applied.body).toBe(200);
}

describe('a visitor’s page and the catalogue', () => {
  it('is rendered again after an import that changed the catalogue, not after one that changed nothing', async () => {
    await importPrivilege('カタログの版');
    const before = await pagesSent();
    await page('/leisure?catalogue');
    await page('/leisure?catalogue');
    await importPrivilege('カタログの版');
    await page('/leisure?catalogue');
    const unchanged = await pagesSent();
    // Rendered once, then kept: the same file again did not change the catalogue's version.
    expect(unchanged.rendered! - before.rendered!).toBe(1);
    await importPrivilege('カタログの新しい版');
    await page('/leisure?catalogue');
    const after = await pagesSent();
    expect(after.rendered! - unchanged.rendered!).toBe(1);
  });
});

describe('the answers every page shares', () => {
  it('are asked once by a render thread while fresh, for members and visitors alike, and again after a change of content', async () => {
    const asked: string[] = [];
    // Every request a route handles, the page's own calls too (Fastify's diagnostics channel).
    const onHandler = (message: unknown) => asked.push((message as { request: FastifyRequest }).request.url);
    subscribe('tracing:fastify.request.handler:start', onHandler);
    try {
      await importPrivilege('共有の答え');
      const { token } = await startMemberSession(t, 'principal');
      const cookie = `${SESSION_COOKIE}=${token}`;
      const pages = [
        await page('/leisure?shared=1', { cookie }),
        await page('/leisure?shared=2', { cookie }),
        await page('/leisure?shared=3'),
      ];
      // GET /v1/config answers `public, max-age=300`: the thread (RENDER_THREADS=1) asked for it once.
      for (const { html } of pages) expect(html).toContain('config yes');
      expect(asked.filter((url) => url === '/v1/config')).toHaveLength(1);
      // What is the member's or varies is asked for each page.
      expect(asked.filter((url) => url === '/v1/top/session')).toHaveLength(3);
      expect(asked.filter((url) => url === '/v1/cms/news?limit=1')).toHaveLength(3);
      await importPrivilege('共有の答えの新しい版');
      expect((await page('/leisure?shared=4', { cookie })).html).toContain('config yes');
      expect(asked.filter((url) => url === '/v1/config')).toHaveLength(2);
    } finally {
      unsubscribe('tracing:fastify.request.handler:start', onHandler);
    }
  });
});

describe('a member’s page', () => {
  it('is rendered for them with their cookies, never kept, and a visitor never gets it', async () => {
    const { token } = await startMemberSession(t, 'principal');
    const now = t.clock.now().getTime();
    const cookie =
      `${SESSION_COOKIE}=${token}; ${HINT_COOKIES.level1}=${now + 3_600_000}; ` +
      `${HINT_COOKIES.userLimit}=${now + 86_400_000}`;
    const before = await pagesSent();
    const member = await page('/leisure?audience', { cookie });
    const again = await page('/leisure?audience', { cookie });
    const visitor = await page('/leisure?audience');
    const after = await pagesSent();
    // Asked as the member: the session, and their POST /v1/users/my with a CSRF pair of the renderer's own.
    expect(member.html).toMatch(/for member \S+/);
    expect(member.html).toContain('hints yes');
    expect(member.res.headers['cache-control']).toBe('private, no-cache');
    expect(member.res.headers.etag).toBeUndefined();
    expect(again.html).toMatch(/for member \S+/);
    expect(visitor.html).toContain('for visitor');
    expect(visitor.html).toContain('hints no');
    expect(after.rendered! - before.rendered!).toBe(3);
    expect(after.kept! - before.kept!).toBe(0);
  });

  it('reads the member’s session once for all of its calls', async () => {
    const { token } = await startMemberSession(t, 'principal');
    const reads = vi.mocked(sessionRepository.findSessionById);
    reads.mockClear();
    // The renderer's calls: GET /v1/top/session, POST /v1/users/my and the news, two of them guarded.
    const member = await page('/leisure?once', { cookie: `${SESSION_COOKIE}=${token}` });
    expect(member.html).toMatch(/for member \S+/);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('is rendered alone for hint cookies that outlived their session, which the page’s session call clears', async () => {
    const now = t.clock.now().getTime();
    const before = await pagesSent();
    const { res, html } = await page('/leisure?hints', { cookie: `${HINT_COOKIES.level1}=${now + 3_600_000}` });
    const after = await pagesSent();
    // The hints are not the renderer's to see without a session, and the page is no one else's.
    expect(html).toContain('for visitor');
    expect(html).toContain('hints no');
    expect(after.kept! - before.kept!).toBe(0);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(new RegExp(`${HINT_COOKIES.level1}=;`));
  });
});
