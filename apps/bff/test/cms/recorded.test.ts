import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BlockContentsDocumentSchema,
  CMS_LOCATION_CODES,
  HeaderFooterDocumentSchema,
  NewsDetailResponseSchema,
  NewsListDocumentSchema,
  NewsMenuResponseSchema,
  OTHER_PAGE_IDS,
  OtherContentDocumentSchema,
  SpecialPageDocumentSchema,
  acceptCmsPage,
} from '@portal/contracts/cms';
import type { CmsCollection } from '../../src/adapters/cms-source.ts';
import {
  BlockContentRowSchema,
  CourseRowSchema,
  HeaderFooterRowSchema,
  NewsRowSchema,
  NewsTypeRowSchema,
  OtherPageRowSchema,
  SpecialPageRowSchema,
  parseRows,
  type BlockRow,
} from '../../src/modules/cms/rows.ts';
import { createCmsTestApp, expectDocument } from './app.ts';
import { menuAsJsonApi, payloadFixture } from './support.ts';

/**
 * The answers recorded from the real CMS (fixtures/record-payload.ts): the gateway must read every document and
 * every block of the editors' seed content, and turn them into valid documents for visitors and members.
 */
const schemas: [CmsCollection, z.ZodType][] = [
  ['news', NewsRowSchema],
  ['news-types', NewsTypeRowSchema],
  ['block-contents', BlockContentRowSchema],
  ['special-pages', SpecialPageRowSchema],
  ['other-pages', OtherPageRowSchema],
  ['header-footers', HeaderFooterRowSchema],
  ['courses', CourseRowSchema],
];

const countBlocks = (blocks: readonly object[] | undefined): number =>
  (blocks ?? []).reduce((sum: number, b) => {
    const children = (b as { paragraphs?: unknown }).paragraphs;
    return sum + 1 + (Array.isArray(children) ? countBlocks(children as object[]) : 0);
  }, 0);

describe('recorded Payload answers', () => {
  it.each(schemas.flatMap(([c, s]) => (['ja', 'en'] as const).map((l) => [c, l, s] as const)))(
    '%s (%s): every document and every block is read',
    (collection, locale, schema) => {
      const raw = payloadFixture(collection, locale, 'recorded').docs;
      const invalid: unknown[] = [];
      const rows = parseRows(schema, raw, (_doc, error) => invalid.push(error.issues));
      expect(invalid).toEqual([]);
      expect(rows).toHaveLength(raw.length);
      const parsedBlocks = (rows as { paragraphs?: BlockRow[] }[]).map((r) => countBlocks(r.paragraphs));
      const rawBlocks = (raw as { paragraphs?: { paragraphs?: unknown }[] }[]).map((r) => countBlocks(r.paragraphs));
      expect(parsedBlocks).toEqual(rawBlocks);
    },
  );
});

describe('the recorded answers are the current seed (re-recorded with fixtures/record-payload.ts)', () => {
  it('hold what issue 13 added to the seed: the header notices, the footer mini-banner and the 給トク払い page', () => {
    const headers = payloadFixture('header-footers', 'ja', 'recorded').docs as { fieldHeader?: string }[];
    expect(headers.some((doc) => (doc.fieldHeader ?? '').trim() !== '')).toBe(true);
    const blocks = JSON.stringify(payloadFixture('block-contents', 'ja', 'recorded').docs);
    expect(blocks).toContain('footer_banner');
    const others = JSON.stringify(payloadFixture('other-pages', 'ja', 'recorded').docs);
    expect(others).toContain('kyutoku');
  });
});

describe('the gateway on the recorded seed content', () => {
  let t: Awaited<ReturnType<typeof createCmsTestApp>>;
  beforeAll(async () => {
    t = await createCmsTestApp({ fixtures: 'recorded' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const audiences = [
    ['a visitor', null],
    ['an LY member', 'principal'],
    ['an LY non-member', 'newcomer'],
    ['a CR member', 'club'],
  ] as const;

  it.each(audiences)('every call gives %s valid documents', async (_label, member) => {
    const headers = member ? { cookie: await t.loginAs(member) } : {};
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

    const list = expectDocument(await get('/v1/cms/news?limit=100'), NewsListDocumentSchema);
    expect(list.data.length).toBeGreaterThan(10);
    for (const news of list.data.slice(0, 10)) {
      expectDocument(await get(`/v1/cms/news/${news.id}`), NewsDetailResponseSchema, (b) => b.data.detail.body);
    }
    expectDocument(await get('/v1/cms/news/menu'), NewsMenuResponseSchema, menuAsJsonApi);
    for (const locationCode of CMS_LOCATION_CODES) {
      expectDocument(await get(`/v1/cms/block_contents?locationCode=${locationCode}`), BlockContentsDocumentSchema);
    }
    const specials = expectDocument(await get('/v1/cms/special_page?view_area=Listing'), SpecialPageDocumentSchema);
    for (const page of specials.data) {
      const detail = expectDocument(
        await get(`/v1/cms/special_page?sp_id=${page.attributes.alias}`),
        SpecialPageDocumentSchema,
      );
      expect(acceptCmsPage(detail), page.attributes.alias).not.toBeNull();
    }
    for (const otherId of OTHER_PAGE_IDS) {
      expectDocument(await get(`/v1/cms/other_content?other_id=${otherId}`), OtherContentDocumentSchema);
    }
    expect(
      expectDocument(await get('/v1/cms/header_footer?bsCode=CR'), HeaderFooterDocumentSchema).data,
    ).not.toBeNull();
  });
});
