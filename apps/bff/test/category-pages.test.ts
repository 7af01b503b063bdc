import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MenuSearchQuerySchema } from '@portal/contracts/catalog';
import { CATEGORY_PAGE_LARGE_CODES } from '@portal/contracts/catalog-lists';
import { seedPrivileges } from '@portal/db';
import { pageNeeds } from '../src/modules/pages/first-load-data.ts';
import { createTestApp } from './helpers.ts';

// issue 12: the category pages and the top page's 今月のおすすめ優待 carry their catalogue answers inside the page
// (ADR 0018), asked with the URLs the SPA builds (@portal/contracts/catalog-pages), and the server renders the category
// nav in the order of the browser's nav-order cookie, the only cookie of the browser's it is given (ADR 0020).

const visitor = { member: false, level1Hints: false };

describe('the first-load calls of the category pages and the top page', () => {
  it.each(Object.entries(CATEGORY_PAGE_LARGE_CODES))(
    '/%s asks for its CMS blocks, the categories, and its newest and ranking lists of large category %s',
    (page, code) => {
      const needs = pageNeeds(`/${page}`, new URLSearchParams(), visitor);
      expect(needs.calls).toEqual([
        `/v1/cms/block_contents?locationCode=${page}`,
        '/v1/enum/categories',
        `/v1/catalog/menus?catLrgClassCd=${code}&sort=newest&size=6`,
        `/v1/catalog/menus?catLrgClassCd=${code}&sort=recommended&size=6`,
      ]);
      expect(needs.serverRendered).toBe(true);
    },
  );

  it('/footer_banner is no category page: the footer mini-banner’s location code is not a route', () => {
    expect(pageNeeds('/footer_banner', new URLSearchParams(), visitor)).toEqual({
      calls: [],
      modules: [],
      serverRendered: false,
    });
  });

  it('/ asks for 今月のおすすめ優待: the six most recommended privileges', () => {
    expect(pageNeeds('/', new URLSearchParams(), visitor).calls).toContain('/v1/catalog/menus?sort=recommended&size=6');
  });

  it('/weeklyPicks is server-rendered with 今週のおすすめ優待: the six privileges published last', () => {
    expect(pageNeeds('/weeklyPicks', new URLSearchParams(), visitor)).toEqual({
      calls: ['/v1/catalog/menus?sort=newest&size=6'],
      modules: ['src/features/catalog/picks/weekly-picks-page.tsx'],
      serverRendered: true,
    });
  });

  it('/map is server-rendered with its filters’ code lists and, once the URL holds a condition, its markers', () => {
    const plain = pageNeeds('/map', new URLSearchParams(), visitor);
    expect(plain.serverRendered).toBe(true);
    expect(plain.calls).toEqual(['/v1/enum/categories', '/v1/enum/codes/area/large']);
    // The selection and empty values are the page's alone; a box the map cannot read is not asked for.
    const tokyo = pageNeeds('/map', new URLSearchParams('areaMidClassCd=13&menuNo=2000001&keyword=&bbox=x'), visitor);
    expect(tokyo.calls).toEqual([
      '/v1/enum/categories',
      '/v1/enum/codes/area/large',
      '/v1/catalog/map?areaMidClassCd=13',
    ]);
  });

  it('asks only searches the API accepts as they are', () => {
    const searches = [
      ...Object.keys(CATEGORY_PAGE_LARGE_CODES).flatMap(
        (page) => pageNeeds(`/${page}`, new URLSearchParams(), visitor).calls,
      ),
      ...pageNeeds('/', new URLSearchParams(), visitor).calls,
      ...pageNeeds('/weeklyPicks', new URLSearchParams(), visitor).calls,
    ].filter((call) => call.startsWith('/v1/catalog/menus?'));
    expect(searches).toHaveLength(24);
    for (const search of searches) {
      const query = MenuSearchQuerySchema.parse(Object.fromEntries(new URL(search, 'http://x').searchParams));
      expect(query.size).toBe(6);
    }
  });
});

/** A built SPA whose server renderer shows what it was given: the answers' keys and the cookies. */
function builtSpa(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-category-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(root, 'dist-server', 'entry-server.js'),
    `export async function renderPage({ url, answers, cookies }) {
  return {
    html: '<main>' + JSON.stringify({ path: new URL(url).pathname, answers: Object.keys(answers), cookies }) + '</main>',
    state: { queries: { queries: [] }, router: { loaderData: {} } },
    usedAnswers: [],
  };
}
`,
  );
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ja"><head>\n<script type="module" crossorigin src="/assets/app-1.js"></script>\n' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets/app-1.js'), 'export {};\n');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/app-1.js', isEntry: true } }),
  );
  return dist;
}

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: builtSpa() } });
  await seedPrivileges(t.db, 400);
});
afterAll(async () => {
  await t.close();
});

const rendered = (body: string) =>
  JSON.parse(/<main>(.*?)<\/main>/s.exec(body)![1]!) as { path: string; answers: string[]; cookies: object };
const firstLoad = (body: string) =>
  JSON.parse(/id="portal-first-load">(.*?)<\/script>/s.exec(body)![1]!) as Record<
    string,
    { status: number; body: { data: { content?: { catLrgClassCd: string }[]; categories?: unknown[] } } }
  >;

describe('a category page as the browser receives it', () => {
  it('carries its catalogue answers: the categories and six privileges of its large category in each list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gourmet', headers: { accept: 'text/html' } });
    const answers = firstLoad(res.body);
    expect(answers['/v1/enum/categories']?.body.data.categories?.length).toBeGreaterThan(100);
    for (const sort of ['newest', 'recommended']) {
      const list = answers[`/v1/catalog/menus?catLrgClassCd=113&sort=${sort}&size=6`];
      expect(list?.status, sort).toBe(200);
      expect(list?.body.data.content).toHaveLength(6);
      expect(list?.body.data.content?.every((item) => item.catLrgClassCd === '113')).toBe(true);
    }
    expect(rendered(res.body).answers).toEqual(
      expect.arrayContaining(['/v1/catalog/menus?catLrgClassCd=113&sort=recommended&size=6']),
    );
  });

  it('is rendered with the browser’s nav-order cookie and no other cookie of the browser’s', async () => {
    const order = JSON.stringify({ order: ['crly7', 'crly1'], lastUpdateDate: '2026/11/25' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/leisure',
      headers: {
        accept: 'text/html',
        cookie: `portal_sid=not-a-session; ly_nav_order=${encodeURIComponent(order)}; back_uri=%2Fx`,
      },
    });
    expect(rendered(res.body).cookies).toEqual({ ly_nav_order: order });
  });

  it('top page: carries the answer of 今月のおすすめ優待', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(firstLoad(res.body)['/v1/catalog/menus?sort=recommended&size=6']?.body.data.content).toHaveLength(6);
    expect(rendered(res.body).cookies).toEqual({});
  });
});
