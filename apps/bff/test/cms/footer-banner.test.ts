import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockContentsDocumentSchema, FOOTER_BANNER_LOCATION } from '@portal/contracts/cms';
import type { PayloadDoc } from '../../src/adapters/cms-source.ts';
import { CMS_PUBLIC_URL, createCmsTestApp, expectDocument } from './app.ts';
import { payloadFixture } from './support.ts';

/**
 * The footer's mini-banner (spec portal.md §2 "Footer"; docs/cms-content-model.md "Header notices and footer
 * mini-banner"): block contents of their own location code, targeted like every block.
 */
function banner(id: number, title: string, bscodes: string[], file: string): PayloadDoc {
  return {
    id,
    title,
    locationCode: FOOTER_BANNER_LOCATION,
    sortOrder: id,
    cssCode: null,
    jsCode: null,
    paragraphs: [
      {
        id: `banner-${id}`,
        blockType: 'image',
        blockName: null,
        margin: 'none',
        display: 'grid',
        items: [
          {
            id: `banner-${id}-item`,
            image: { id: 90 + id, alt: title, url: `/api/media/file/${file}`, width: 600, height: 400 },
            alt: title,
            link: '/guide',
            thumbnailText: title,
          },
        ],
      },
    ],
    _status: 'published',
    startDate: null,
    endDate: null,
    bscodes,
    courses: [],
    excludedCourses: [],
    updatedAt: '2026-11-18T01:02:03.000Z',
    createdAt: '2026-11-18T01:02:03.000Z',
  };
}

let t: Awaited<ReturnType<typeof createCmsTestApp>>;
beforeAll(async () => {
  t = await createCmsTestApp();
  t.source.setOverride((collection, options) =>
    collection === 'block-contents'
      ? [
          ...payloadFixture('block-contents', options.locale).docs,
          banner(11, 'ご利用ガイド', [], 'guide.jpg'),
          banner(12, '子育てクラブ会員さまへ', ['CR'], 'club.jpg'),
        ]
      : undefined,
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /v1/cms/block_contents?locationCode=footer_banner', () => {
  it('answers the mini-banner blocks with their images on the CMS host, and none of the top page’s', async () => {
    const doc = expectDocument(
      await get('/v1/cms/block_contents?locationCode=footer_banner'),
      BlockContentsDocumentSchema,
    );
    expect(doc.data.map((b) => b.attributes.title)).toEqual(['ご利用ガイド']);
    expect(doc.data[0]?.attributes.location_code).toBe('footer_banner');
    const [image] = doc.included;
    expect(image?.type === 'paragraph--image' && image.attributes.items[0]?.image.url).toBe(
      `${CMS_PUBLIC_URL}/api/media/file/guide.jpg`,
    );
    const top = expectDocument(await get('/v1/cms/block_contents?locationCode=top'), BlockContentsDocumentSchema);
    expect(top.data.map((b) => b.attributes.location_code)).not.toContain('footer_banner');
  });

  it('targets the banners like every block: the CR banner only for CR members', async () => {
    const club = expectDocument(
      await get('/v1/cms/block_contents?locationCode=footer_banner', { cookie: await t.loginAs('club') }),
      BlockContentsDocumentSchema,
    );
    expect(club.data.map((b) => b.attributes.title)).toEqual(['ご利用ガイド', '子育てクラブ会員さまへ']);
  });
});
