import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockContentsDocumentSchema,
  CmsErrorDocumentSchema,
  HeaderFooterDocumentSchema,
  NewsDetailResponseSchema,
  NewsListDocumentSchema,
  NewsMenuResponseSchema,
  OtherContentDocumentSchema,
  SpecialPageDocumentSchema,
  acceptCmsPage,
} from '@portal/contracts/cms';
import { CMS_PUBLIC_URL, createCmsTestApp, expectDocument } from './app.ts';
import { menuAsJsonApi } from './support.ts';

let t: Awaited<ReturnType<typeof createCmsTestApp>>;
beforeAll(async () => {
  t = await createCmsTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const newsIds = async (url: string, headers: Record<string, string> = {}) =>
  expectDocument(await get(url, headers), NewsListDocumentSchema).data.map((n) => n.id);

describe('GET /v1/cms/news', () => {
  it('lists what a visitor may see: published, in its window, for everyone; newest day first, then sort order', async () => {
    const res = await get('/v1/cms/news');
    const doc = expectDocument(res, NewsListDocumentSchema);
    // 9 and 1 share the day 2026-11-21: 9 has sort order 10. 2 (ly-member), 3 (CR), 4 (future), 5 (ended), 6 (draft) hidden.
    expect(doc.data.map((n) => n.id)).toEqual(['9', '1', '7', '8']);
    expect(doc.meta).toEqual({ count: 4, page: 1, limit: 20 });
    expect(doc.links).toEqual({ self: 'http://portal.test/v1/cms/news?page=1&limit=20' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });

  it.each([
    ['principal', 'an LY member with an active membership also sees the ly-member campaign', ['9', '1', '2', '7', '8']],
    ['newcomer', 'an LY member without membership loses what excludes ly-nonmember', ['9', '1', '8']],
    ['club', 'a CR member also sees the CR news', ['9', '1', '3', '7', '8']],
  ])('%s: %s', async (member, _label, expected) => {
    expect(await newsIds('/v1/cms/news', { cookie: await t.loginAs(member) })).toEqual(expected);
  });

  it('filters by category (tag code), Japan-time year and importance', async () => {
    expect(await newsIds('/v1/cms/news?category=service')).toEqual(['9', '8']);
    expect(await newsIds('/v1/cms/news?year=2025')).toEqual(['7', '8']);
    expect(await newsIds('/v1/cms/news?important=1')).toEqual(['1']);
    expect(await newsIds('/v1/cms/news?important=0&year=2026')).toEqual(['9']);
    expect(await newsIds('/v1/cms/news?category=nothing')).toEqual([]);
  });

  it('pages with absolute links', async () => {
    const doc = expectDocument(await get('/v1/cms/news?page=2&limit=1&category=service'), NewsListDocumentSchema);
    expect(doc.data.map((n) => n.id)).toEqual(['8']);
    expect(doc.meta).toEqual({ count: 2, page: 2, limit: 1 });
    expect(doc.links).toEqual({
      self: 'http://portal.test/v1/cms/news?category=service&page=2&limit=1',
      prev: 'http://portal.test/v1/cms/news?category=service&page=1&limit=1',
    });
  });

  it('answers in English with the language cookie (Japanese where nothing is translated)', async () => {
    const doc = expectDocument(await get('/v1/cms/news', { cookie: 'ly_lang=en' }), NewsListDocumentSchema);
    expect(doc.data.find((n) => n.id === '1')?.attributes.title).toBe('System maintenance');
    expect(doc.data.find((n) => n.id === '9')?.attributes.title).toBe('サービス改善のお知らせ');
    expect(t.source.calls.some((c) => c.options.locale === 'en' && !c.options.draft)).toBe(true);
  });

  it('refuses a malformed query', async () => {
    expect((await get('/v1/cms/news?year=abc')).statusCode).toBe(400);
    expect((await get('/v1/cms/news?limit=1000')).statusCode).toBe(400);
  });
});

describe('GET /v1/cms/news/menu and /v1/cms/news/{id}', () => {
  it('menu: categories by weight and the years with news for this audience (menu is not taken for an id)', async () => {
    const menu = expectDocument(await get('/v1/cms/news/menu'), NewsMenuResponseSchema, menuAsJsonApi);
    const years = menu.data.objects[0]!.data.filter((i) => i.type === 'news_year').map((i) => i.attributes.name);
    expect(years).toEqual(['2026年', '2025年']);
    expect(menu.data.objects[0]!.data[0]!.attributes).toEqual({
      name: '重要なお知らせ',
      id: 'important_message',
      year: null,
    });
  });

  it('detail: data.detail.body holds a JSON:API document with the news type and paragraphs', async () => {
    const res = await get('/v1/cms/news/1');
    const detail = expectDocument(res, NewsDetailResponseSchema, (b) => b.data.detail.body);
    expect(detail.data.detail.body.data).toHaveLength(1);
    expect(detail.data.detail.body.included.map((r) => r.type)).toContain('paragraph--hierarchical_block');
    const image = detail.data.detail.body.included.find((r) => r.type === 'paragraph--image');
    expect(image?.type === 'paragraph--image' && image.attributes.items[0]!.image.url).toBe(
      `${CMS_PUBLIC_URL}/api/media/file/gourmet-1.jpg`,
    );
  });

  it('detail by alias', async () => {
    const detail = expectDocument(
      await get('/v1/cms/news/year-end-2025'),
      NewsDetailResponseSchema,
      (b) => b.data.detail.body,
    );
    expect(detail.data.detail.body.data[0]!.id).toBe('7');
  });

  it.each([
    ['an unknown id', '/v1/cms/news/404', {}],
    ['a draft', '/v1/cms/news/6', {}],
    ['news for another audience (CR only, visitor)', '/v1/cms/news/3', {}],
    ['news excluded for ly-nonmember', '/v1/cms/news/7', { member: 'newcomer' }],
  ])('404 for %s, as a JSON:API error document', async (_label, url, who: { member?: string }) => {
    const res = await get(url, who.member ? { cookie: await t.loginAs(who.member) } : {});
    expect(res.statusCode).toBe(404);
    const body = CmsErrorDocumentSchema.parse(res.json());
    expect(body.errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });
});

describe('pages and blocks', () => {
  it('block_contents: the location’s blocks by sort order, targeted (CR block only for CR members)', async () => {
    const visitor = expectDocument(await get('/v1/cms/block_contents?locationCode=top'), BlockContentsDocumentSchema);
    expect(visitor.data.map((b) => b.id)).toEqual(['2', '1']);
    const club = expectDocument(
      await get('/v1/cms/block_contents?locationCode=top', { cookie: await t.loginAs('club') }),
      BlockContentsDocumentSchema,
    );
    expect(club.data.map((b) => b.id)).toEqual(['4', '2', '1']);
    const leisure = expectDocument(
      await get('/v1/cms/block_contents?locationCode=leisure'),
      BlockContentsDocumentSchema,
    );
    expect(leisure.data.map((b) => b.attributes.title)).toEqual(['レジャー 特集']);
    expect((await get('/v1/cms/block_contents?locationCode=moon')).statusCode).toBe(400);
  });

  it('special_page list: by view area and category, sort order, page_limit, without paragraphs; drafts hidden', async () => {
    const home = expectDocument(await get('/v1/cms/special_page?view_area=Home'), SpecialPageDocumentSchema);
    expect(home.data.map((p) => p.attributes.alias)).toEqual(['autumn-point']);
    const listing = expectDocument(
      await get('/v1/cms/special_page?view_area=Listing&page_limit=1'),
      SpecialPageDocumentSchema,
    );
    expect(listing.data.map((p) => p.attributes.alias)).toEqual(['autumn-point']);
    expect(listing.included).toEqual([]);
    const relax = expectDocument(
      await get('/v1/cms/special_page?category=relax_and_beauty'),
      SpecialPageDocumentSchema,
    );
    expect(relax.data.map((p) => p.attributes.alias)).toEqual(['relax-spa']);
  });

  it('special_page?sp_id: one page that passes the CMS page rule; an unknown or draft alias gives no entry', async () => {
    const page = expectDocument(await get('/v1/cms/special_page?sp_id=autumn-point'), SpecialPageDocumentSchema);
    expect(acceptCmsPage(page)?.attributes.banner?.url).toBe(`${CMS_PUBLIC_URL}/api/media/file/campaign-autumn.jpg`);
    const missing = expectDocument(await get('/v1/cms/special_page?sp_id=draft-page'), SpecialPageDocumentSchema);
    expect(missing.data).toEqual([]);
  });

  it('other_content: the page by other_id with its paragraphs', async () => {
    const doc = expectDocument(await get('/v1/cms/other_content?other_id=travel_guide'), OtherContentDocumentSchema);
    expect(acceptCmsPage(doc)?.attributes.title).toBe('トラベルサービスの使い方');
    const none = expectDocument(await get('/v1/cms/other_content?other_id=unknown'), OtherContentDocumentSchema);
    expect(none.data).toEqual([]);
  });

  it('header_footer: the HTML of the business code, or null data', async () => {
    const cr = expectDocument(await get('/v1/cms/header_footer?bsCode=CR'), HeaderFooterDocumentSchema);
    expect(cr.data?.attributes).toEqual({
      bscode: 'CR',
      field_header: '<div class="cr-header">子育てクラブ</div>',
      field_footer: '<div class="cr-footer">子育てクラブ事務局</div>',
    });
    expect(expectDocument(await get('/v1/cms/header_footer?bsCode=ZZ'), HeaderFooterDocumentSchema).data).toBeNull();
  });
});

describe('scripts of pages (ADR 0009)', () => {
  it('serves a page’s js_code as a same-origin script under the page’s targeting', async () => {
    const res = await get('/v1/cms/script/special_page/1.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe("console.log('autumn')");
    expect(res.headers.etag).toBeDefined();
    expect((await get('/v1/cms/script/other_content/2.js')).body).toBe("console.log('faq')");
  });

  it.each([
    ['a page without a script', '/v1/cms/script/special_page/2.js', 404],
    ['a draft page', '/v1/cms/script/special_page/3.js', 404],
    ['news (no script field in the model)', '/v1/cms/script/news/1.js', 404],
    ['another kind', '/v1/cms/script/block_content/1.js', 400],
    ['a name that is not a script', '/v1/cms/script/special_page/1.css', 400],
  ])('refuses %s', async (_label, url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});

describe('OpenAPI', () => {
  it('documents every /v1/cms call', async () => {
    const res = await get('/swagger/dist/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths).filter((p) =>
      p.startsWith('/v1/cms'),
    );
    expect(paths.sort()).toEqual([
      '/v1/cms/block_contents',
      '/v1/cms/header_footer',
      '/v1/cms/news',
      '/v1/cms/news/menu',
      '/v1/cms/news/{id}',
      '/v1/cms/other_content',
      '/v1/cms/preview',
      '/v1/cms/preview/end',
      '/v1/cms/preview/status',
      '/v1/cms/script/{kind}/{file}',
      '/v1/cms/special_page',
    ]);
  });
});

describe('CSP', () => {
  it('lets the portal’s pages load images from the CMS host', async () => {
    const csp = (await get('/information')).headers['content-security-policy'] as string;
    expect(csp).toContain(`img-src 'self' data: ${CMS_PUBLIC_URL}`);
  });
});

describe('HTTP caching toward the SPA', () => {
  it('answers 304 to a matching If-None-Match, and 200 when the content differs', async () => {
    const first = await get('/v1/cms/news');
    const etag = first.headers.etag as string;
    const again = await get('/v1/cms/news', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const member = await get('/v1/cms/news', { 'if-none-match': etag, cookie: await t.loginAs('principal') });
    expect(member.statusCode).toBe(200);
    expect(member.headers.etag).not.toBe(etag);
  });
});

describe('CMS unavailable', () => {
  it('cold cache: 502 コンテンツの読み込みに失敗しました as a JSON:API error document', async () => {
    const cold = await createCmsTestApp();
    try {
      cold.source.setDown(true);
      const res = await cold.app.inject({ method: 'GET', url: '/v1/cms/news' });
      expect(res.statusCode).toBe(502);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        errors: [{ status: '502', code: 'cms_unavailable', title: 'コンテンツの読み込みに失敗しました' }],
      });
    } finally {
      await cold.close();
    }
  });

  it('warm cache: keeps serving the last good content through an outage, and new content after it', async () => {
    const warm = await createCmsTestApp();
    try {
      const before = await warm.app.inject({ method: 'GET', url: '/v1/cms/news' });
      warm.source.setDown(true);
      warm.clock.advance(3_600_000);
      const during = await warm.app.inject({ method: 'GET', url: '/v1/cms/news' });
      expect(during.statusCode).toBe(200);
      expect(during.body).toBe(before.body);

      warm.source.setDown(false);
      warm.source.setOverride((collection, options) =>
        collection === 'news' && options.locale === 'ja' ? [] : undefined,
      );
      warm.clock.advance(10_000);
      await warm.app.inject({ method: 'GET', url: '/v1/cms/news' }); // triggers the background refresh
      await warm.cache.settle();
      const after = await warm.app.inject({ method: 'GET', url: '/v1/cms/news' });
      expect(after.json<{ data: unknown[] }>().data).toEqual([]);
    } finally {
      await warm.close();
    }
  });

  it('reads each collection snapshot once while it is fresh', async () => {
    const fresh = await createCmsTestApp();
    try {
      for (let i = 0; i < 5; i += 1) await fresh.app.inject({ method: 'GET', url: '/v1/cms/news' });
      await fresh.app.inject({ method: 'GET', url: '/v1/cms/news/menu' });
      expect(fresh.source.calls.map((c) => c.collection)).toEqual(['news', 'news-types']);
      fresh.clock.advance(61_000);
      const stale = await fresh.app.inject({ method: 'GET', url: '/v1/cms/news' });
      expect(stale.statusCode).toBe(200);
      await fresh.cache.settle();
      expect(fresh.source.calls.map((c) => c.collection)).toEqual(['news', 'news-types', 'news']);
    } finally {
      await fresh.close();
    }
  });
});
