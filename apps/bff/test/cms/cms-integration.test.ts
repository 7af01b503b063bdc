import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockContentsDocumentSchema,
  HeaderFooterDocumentSchema,
  NewsDetailResponseSchema,
  NewsListDocumentSchema,
  NewsMenuResponseSchema,
  OtherContentDocumentSchema,
  SpecialPageDocumentSchema,
  acceptCmsPage,
} from '@portal/contracts/cms';
import { CookieJar, createTestApp } from '../helpers.ts';
import { expectDocument } from './app.ts';
import { cmsPreviewToken, menuAsJsonApi } from './support.ts';

/**
 * The gateway against the real CMS (Payload, SQLite, the editors' seed content), started by the CMS's own
 * test support; then the outage: a warm gateway keeps serving, a cold one answers 502.
 */
const START_CMS = resolve(import.meta.dirname, '../../../cms/test-support/start-cms.ts');
const available = existsSync(START_CMS);

/** A port nobody listens on now (the CMS's own tests start CMSes in parallel). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

interface StartedCms {
  url: string;
  apiKey: string;
  previewSecret: string;
  stop(): Promise<void>;
}
type StartCms = (options: { port: number; dataDir: string }) => Promise<StartedCms>;

if (!available) {
  console.warn(`CMS integration test skipped: ${START_CMS} does not exist yet`);
}

describe.skipIf(!available)('CMS gateway against the real Payload CMS', () => {
  let cms: StartedCms;
  let dataDir: string;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    const { startCms } = (await import(pathToFileURL(START_CMS).href)) as { startCms: StartCms };
    dataDir = mkdtempSync(join(tmpdir(), 'bff-cms-it-'));
    cms = await startCms({ port: await freePort(), dataDir });
    t = await createTestApp({
      env: {
        CMS_URL: cms.url,
        CMS_PUBLIC_URL: cms.url,
        CMS_API_KEY: cms.apiKey,
        PREVIEW_TOKEN_SECRET: cms.previewSecret,
      },
    });
  }, 240_000);

  afterAll(async () => {
    await t?.close();
    await cms?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the seeded news: list, menu and a detail, as contract and JSON:API 1.1 documents', async () => {
    const list = expectDocument(await get('/v1/cms/news?limit=100'), NewsListDocumentSchema);
    expect(list.data.length).toBeGreaterThan(10);
    expect(list.included.length).toBeGreaterThan(0);
    const menu = expectDocument(await get('/v1/cms/news/menu'), NewsMenuResponseSchema, menuAsJsonApi);
    expect(menu.data.objects[0]!.data.filter((i) => i.type === 'news_category')).toHaveLength(5);
    const first = list.data[0]!;
    const detail = expectDocument(
      await get(`/v1/cms/news/${first.id}`),
      NewsDetailResponseSchema,
      (b) => b.data.detail.body,
    );
    expect(detail.data.detail.body.data[0]!.attributes.title).toBe(first.attributes.title);
  });

  it('reads pages and blocks; image URLs point at the CMS host and load', async () => {
    const top = expectDocument(await get('/v1/cms/block_contents?locationCode=top'), BlockContentsDocumentSchema);
    expect(top.data.length).toBeGreaterThan(0);
    const image = top.included.flatMap((p) => (p.type === 'paragraph--image' ? p.attributes.items : []))[0];
    expect(image?.image.url.startsWith(`${cms.url}/api/media/file/`)).toBe(true);
    const file = await fetch(image!.image.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);

    const specials = expectDocument(await get('/v1/cms/special_page?view_area=Listing'), SpecialPageDocumentSchema);
    const alias = specials.data[0]!.attributes.alias;
    const detail = expectDocument(await get(`/v1/cms/special_page?sp_id=${alias}`), SpecialPageDocumentSchema);
    expect(acceptCmsPage(detail)).not.toBeNull();
    const faq = expectDocument(await get('/v1/cms/other_content?other_id=faq'), OtherContentDocumentSchema);
    expect(acceptCmsPage(faq)).not.toBeNull();
    expect(
      expectDocument(await get('/v1/cms/header_footer?bsCode=CR'), HeaderFooterDocumentSchema).data,
    ).not.toBeNull();
  });

  it('previews drafts with a token signed by the CMS’s secret', async () => {
    const jar = new CookieJar();
    const token = await cmsPreviewToken({ secret: cms.previewSecret, now: t.clock.now() });
    const start = await get(`/v1/cms/preview?token=${encodeURIComponent(token)}&path=%2Finformation`);
    expect(start.statusCode).toBe(303);
    jar.store(start);
    const published = expectDocument(await get('/v1/cms/news?limit=100'), NewsListDocumentSchema);
    const preview = await get('/v1/cms/news?limit=100&previewMode=1', { cookie: jar.header() });
    expect(preview.headers['cache-control']).toBe('no-store');
    const drafts = expectDocument(preview, NewsListDocumentSchema);
    expect(drafts.meta.count).toBeGreaterThan(published.meta.count);
  });

  it('outage: the warm gateway keeps serving what it read; a cold one answers 502 コンテンツの読み込みに失敗しました', async () => {
    const before = await get('/v1/cms/news');
    expect(before.statusCode).toBe(200);
    await cms.stop();

    t.clock.advance(3_600_000); // long past the fresh window: the gateway must ask the CMS, which is gone
    const during = await get('/v1/cms/news');
    expect(during.statusCode).toBe(200);
    expect(during.body).toBe(before.body);

    const cold = await createTestApp({
      env: { CMS_URL: cms.url, CMS_API_KEY: cms.apiKey, CMS_PUBLIC_URL: cms.url, CMS_TIMEOUT_MS: '1000' },
    });
    try {
      const res = await cold.app.inject({ method: 'GET', url: '/v1/cms/news' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        errors: [{ status: '502', code: 'cms_unavailable', title: 'コンテンツの読み込みに失敗しました' }],
      });
    } finally {
      await cold.close();
    }
  });
});
