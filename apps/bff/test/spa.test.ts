import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINT_COOKIES } from '@portal/contracts/cookies';
import { seedPrivileges } from '@portal/db';
import { createTestApp, startMemberSession } from './helpers.ts';
import { firstLoadDataElement } from '../src/modules/pages/first-load-data.ts';
import { SCRIPTS_AFTER_PAINT } from '../src/modules/pages/scripts-after-paint.ts';
import { preferredEncoding } from '../src/plugins/spa.ts';

// The built SPA as the member receives it (issue 11, ADR 0018): precompressed assets, compressed answers, the page
// for any Accept header, and the first-load answers inside the page.

const SCRIPT = `export const greeting = ${JSON.stringify('こんにちは'.repeat(400))};\n`;

/**
 * The server renderer at the edge (the real one is apps/web/src/entry-server.tsx, tested in the web app): it
 * renders the page's path and the answers it was given, fails on /leisure and declines /information.
 */
const RENDERER = `export async function renderPage({ url, answers }) {
  const { pathname } = new URL(url);
  if (pathname === '/leisure') throw new Error('the renderer failed');
  if (pathname === '/information') return null;
  return {
    html: '<main>rendered ' + pathname + ' at ' + new URL(url).origin + ' $& $1 with ' + Object.keys(answers).join(',') + '</main>',
    state: { queries: { queries: [] }, router: { loaderData: {} }, note: '</script><script>alert(1)</script>' },
    usedAnswers: pathname === '/specialPage/detail' ? ['/v1/config'] : [],
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
      '_content-1.js': { file: 'assets/content-1.js', imports: ['_vendor-1.js'] },
      'src/app/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_vendor-1.js', '_content-1.js'] },
      'src/features/catalog/category/category-page.tsx': {
        file: 'assets/category-page-1.js',
        imports: ['_content-1.js'],
      },
    }),
  );
  return dist;
}

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: builtSpa() } });
});
afterAll(async () => {
  await t.close();
});

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

  it('go out as they are to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('carry only the subresource headers, not the document ones', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
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
});

describe('the page', () => {
  it.each(['*/*', 'text/html', 'application/json', ''])('answers HTML to Accept %j', async (accept) => {
    const res = await t.app.inject({ method: 'GET', url: '/information', headers: accept ? { accept } : {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('leaves /v1 to the API: JSON 404 for an unknown call, whatever Accept says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('carries the answers of its first-load calls, and the CSRF cookie of the session probe', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const block = /<script type="application\/json" id="portal-first-load">(.*?)<\/script>/s.exec(res.body);
    expect(block).not.toBeNull();
    const answers = JSON.parse(block![1]!) as Record<string, { status: number; body: unknown }>;
    expect(answers['/v1/top/session']).toMatchObject({ status: 200, body: { data: { authenticated: false } } });
    expect(answers['/v1/config']).toMatchObject({ status: 200 });
    // The test app's CMS is unreachable: its calls are left to the SPA, which shows its own error state.
    expect(answers['/v1/cms/block_contents?locationCode=top']).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toContain('portal_csrf');
  });

  it('carries a signed-in member’s POST /v1/users/my, asked with a CSRF pair of its own', async () => {
    const { token } = await startMemberSession(t, 'principal');
    // The browser's own CSRF cookie, even a stale one, does not stand in the way of the member's call.
    const cookie = `portal_sid=${token}; portal_csrf=the-browsers-own`;
    const res = await t.app.inject({ method: 'GET', url: '/memberStatus', headers: { accept: 'text/html', cookie } });
    const block = /<script type="application\/json" id="portal-first-load">(.*?)<\/script>/s.exec(res.body);
    const answers = JSON.parse(block![1]!) as Record<string, { status: number; body: { data?: unknown } }>;
    expect(answers['POST /v1/users/my']).toMatchObject({
      status: 200,
      body: { data: { familyName: '山田', businessCode: 'LY' } },
    });
    expect(answers['/v1/users/my']).toBeUndefined();
    expect(answers['/v1/serviceusage/service_usage_status']).toMatchObject({ status: 200 });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('asks a visitor’s page no member call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.body).not.toContain('POST /v1/users/my');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('chooses the encoding for Accept-Encoding %j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('preloads its route and widget modules, but not what the entry already loads', async () => {
    // /leisure: its rendering fails in this test, so the SPA renders it with the scripts in the head.
    const res = await t.app.inject({ method: 'GET', url: '/leisure', headers: { accept: 'text/html' } });
    const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/vendor-1.js', '/assets/category-page-1.js', '/assets/content-1.js']);
    expect(res.body).not.toContain('home-page-1.js');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
  });

  it('keeps the build manifest from browsers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json', headers: { accept: '*/*' } });
    expect(res.headers['content-type']).not.toContain('application/json');
  });

  it('is compressed for a browser', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('portal-first-load');
  });

  it('cannot be broken out of by an answer that holds a closing script tag', () => {
    const element = firstLoadDataElement({
      answers: { '/v1/x': { status: 200, body: { html: '</script><script>alert(1)</script>\u2028' } } },
      setCookies: [],
      personal: false,
    });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(element.slice(element.indexOf('>') + 1, -'</script>'.length))).toEqual({
      '/v1/x': { status: 200, body: { html: '</script><script>alert(1)</script>\u2028' } },
    });
  });
});

describe('a server-rendered page (ADR 0020)', () => {
  const root = (body: string) => /<div id="root">(.*?)<\/div><script/s.exec(body)?.[1];
  const state = (body: string) => /<script type="application\/json" id="portal-ssr">(.*?)<\/script>/s.exec(body)?.[1];

  it('holds the HTML the renderer made with the page’s answers, and the state to hydrate it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const html = root(res.body);
    // `$&` and `$1` stay text: the HTML is not a replacement pattern.
    // At the portal's public origin, with the 200 answers only (the test app's CMS is unreachable; its catalogue is
    // empty but answers).
    expect(html).toBe(
      '<main>rendered / at http://portal.test $& $1 with /v1/top/session,/v1/config,' +
        '/v1/catalog/menus?sort=recommended&size=6</main>',
    );
    // The first-load answers, the state, the list of scripts and their loader: nothing else closes a script.
    expect(res.body.match(/<\/script>/g)).toHaveLength(4);
    expect(JSON.parse(state(res.body)!)).toMatchObject({ note: '</script><script>alert(1)</script>' });
  });

  it('loads its scripts after its first paint, by the one inline script the CSP allows by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    const list = /<script type="application\/json" id="portal-scripts">(.*?)<\/script>/s.exec(res.body)?.[1];
    expect(JSON.parse(list!)).toEqual({
      entry: '/assets/app-abc123.js',
      preload: ['/assets/vendor-1.js', '/assets/home-page-1.js', '/assets/content-1.js'],
    });
    const inline = /<script>(.*?)<\/script><\/body>/s.exec(res.body)?.[1];
    expect(inline).toBe(SCRIPTS_AFTER_PAINT);
    const digest = createHash('sha256').update(inline!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${digest}';`);
  });

  it('offers the browser’s API client only the answers the render did not use', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/specialPage/detail?spid=x',
      headers: { accept: 'text/html' },
    });
    // The render used /v1/config: it travels in the state only, or a later refetch would take the old answer.
    const firstLoad = /id="portal-first-load">(.*?)<\/script>/s.exec(res.body)![1]!;
    expect(Object.keys(JSON.parse(firstLoad) as object)).toEqual(['/v1/top/session']);
  });

  it('is made of a results page with the search the SPA makes from the same URL (page 0-based)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/menus?keyword=%E6%B8%A9%E6%B3%89&areaMidClassCd=&page=2',
      headers: { accept: 'text/html' },
    });
    expect(root(res.body)).toContain('rendered /menus at');
    expect(root(res.body)).toContain('/v1/catalog/menus?keyword=%E6%B8%A9%E6%B3%89&page=1');
  });

  it.each(['/menus/', '/dp/menus/', '/public-stay/menus/'])(
    'is made of a privilege’s page at %s{menuNo} with its detail',
    async (prefix) => {
      await seedPrivileges(t.db, 50);
      const search = await t.app.inject({ method: 'GET', url: '/v1/catalog/menus?size=1' });
      const menuNo = (search.json() as { data: { content: { menuNo: string }[] } }).data.content[0]!.menuNo;
      const res = await t.app.inject({ method: 'GET', url: `${prefix}${menuNo}`, headers: { accept: 'text/html' } });
      expect(root(res.body)).toContain(`/v1/catalog/menus/${menuNo}`);
    },
  );

  it.each([
    ['a page that is not a key page', '/faq', undefined],
    ['a page the renderer declines', '/information', undefined],
    ['a page whose rendering fails', '/leisure', undefined],
    ['a page in English (its resources load in the browser)', '/', 'ly_lang=en'],
  ])('is not made of %s: the SPA renders it', async (_, url, cookie) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('portal-ssr');
    expect(res.body).toContain('portal-first-load');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
    expect(res.body).not.toContain('portal-scripts');
  });

  /** A level-1 page as a signed-in member's browser asks for it: the session and both hint cookies. */
  async function memberPage(url: string) {
    const { token } = await startMemberSession(t, 'principal');
    const later = String(t.clock.now().getTime() + 60_000);
    return t.app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'text/html',
        cookie: `portal_sid=${token}; ${HINT_COOKIES.level1}=${later}; ${HINT_COOKIES.userLimit}=${later}`,
      },
    });
  }

  it('is made of a member’s status page when the browser’s level-1 guard would let it show, with their answers', async () => {
    const res = await memberPage('/memberStatus');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<main>rendered /memberStatus');
    expect(res.body).toContain('/v1/points/benepo');
    expect(res.body).toContain('POST /v1/users/my');
    expect(state(res.body)).toBeDefined();
    expect(res.body).toContain('portal-scripts');
  });

  it('is made of a member’s favourites with the page of the URL, asked as the SPA asks it', async () => {
    const res = await memberPage('/favorite?page=2');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<main>rendered /favorite');
    expect(res.body).toContain('/v1/favorite/menu-item-info?itemType=favorite&page=1&size=10&sort=dateAdded,desc');
  });

  it('is made of a member’s one-time password page, with the header’s member call only', async () => {
    const res = await memberPage('/oneTimePassword');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<main>rendered /oneTimePassword');
    expect(res.body).toContain('POST /v1/users/my');
    expect(res.body).toContain('portal-scripts');
  });

  it.each([
    ['no hint cookie', () => ''],
    [
      'an expired level-1 hint',
      (now: number) => `; ${HINT_COOKIES.level1}=${now - 1}; ${HINT_COOKIES.userLimit}=${now + 60_000}`,
    ],
    ['no user-limit hint', (now: number) => `; ${HINT_COOKIES.level1}=${now + 60_000}`],
  ])(
    'is not made of a member’s status page with %s: the guard sends the browser to the login first',
    async (_, hints) => {
      const { token } = await startMemberSession(t, 'principal');
      const res = await t.app.inject({
        method: 'GET',
        url: '/memberStatus',
        headers: { accept: 'text/html', cookie: `portal_sid=${token}${hints(t.clock.now().getTime())}` },
      });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('portal-ssr');
    },
  );
});

describe('API answers', () => {
  it('are compressed when large enough, as the browser accepts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/enum/categories',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toHaveProperty('data');
  });
});
