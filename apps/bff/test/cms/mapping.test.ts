import { describe, expect, it } from 'vitest';
import {
  BlockContentsDocumentSchema,
  NewsDetailResponseSchema,
  NewsListDocumentSchema,
  NewsMenuResponseSchema,
  OtherContentDocumentSchema,
  SpecialPageDocumentSchema,
  acceptCmsPage,
  paragraphsOf,
} from '@portal/contracts/cms';
import {
  BlockContentRowSchema,
  NewsRowSchema,
  NewsTypeRowSchema,
  OtherPageRowSchema,
  SpecialPageRowSchema,
  parseRows,
} from '../../src/modules/cms/rows.ts';
import {
  blockContentsDocument,
  newsDetailResponse,
  newsListDocument,
  newsMenuResponse,
  otherContentDocument,
  specialPageDocument,
} from '../../src/modules/cms/serializers.ts';
import { jsonApiErrors, menuAsJsonApi, payloadFixture } from './support.ts';

const options = { publicUrl: 'https://cms.example.jp' };
const news = parseRows(NewsRowSchema, payloadFixture('news').docs);
const newsById = (id: string) => news.find((n) => n.id === id)!;

describe('Payload rows from the recorded answers', () => {
  it('reads every recorded document (none left out)', () => {
    expect(news).toHaveLength(payloadFixture('news').docs.length);
    expect(parseRows(BlockContentRowSchema, payloadFixture('block-contents').docs)).toHaveLength(4);
    expect(parseRows(SpecialPageRowSchema, payloadFixture('special-pages').docs)).toHaveLength(3);
    expect(parseRows(OtherPageRowSchema, payloadFixture('other-pages').docs)).toHaveLength(2);
  });

  it('leaves out a document that does not fit and skips blocks of an unknown type', () => {
    const broken = { id: 99, title: 'no date' };
    const odd = structuredClone(payloadFixture('news').docs[0]!);
    (odd.paragraphs as unknown[]).push({ id: 'x', blockType: 'video', url: 'https://example.jp/v.mp4' });
    const invalid: unknown[] = [];
    const rows = parseRows(NewsRowSchema, [broken, odd], (doc) => invalid.push(doc));
    expect(invalid).toEqual([broken]);
    expect(rows[0]!.paragraphs.map((p) => p.blockType)).toEqual([
      'heading',
      'full_html',
      'hierarchical_block',
      'button',
      'imagetext',
    ]);
  });
});

describe('news detail (data.detail.body)', () => {
  const response = newsDetailResponse(newsById('1'), options);
  const body = response.data.detail.body;

  it('is a valid contract answer and a valid JSON:API 1.1 document', () => {
    expect(NewsDetailResponseSchema.parse(response)).toEqual(response);
    expect(jsonApiErrors(body)).toEqual([]);
    expect(body.jsonapi).toEqual({ version: '1.1' });
  });

  it('maps the attributes, with pub_date as the Japan-time day', () => {
    expect(body.data[0]!.attributes).toEqual({
      title: 'システムメンテナンスのお知らせ',
      display_title: '【重要】システムメンテナンスのお知らせ',
      pub_date: '2026-11-21',
      changed: '2026-11-18T01:02:03.000Z',
      field_start_date: null,
      field_end_date: null,
      important_news: true,
      sort_order: 0,
      link: null,
      related_link: { uri: 'https://example.jp/maintenance', title: '詳しくはこちら' },
      release_company: 'ライフエール運営事務局',
      alias: null,
    });
  });

  it('includes the news type (with its icon on the CMS host) and the paragraphs in order', () => {
    const resource = body.data[0]!;
    expect(resource.relationships.news_type.data).toEqual({ type: 'news_type', id: '2' });
    expect(body.included[0]).toEqual({
      type: 'news_type',
      id: '2',
      attributes: { name: 'メンテナンス', field_tag_code: 'maintenance', weight: 1, icon: null },
    });
    expect(paragraphsOf(resource, body.included).map((p) => p.type)).toEqual([
      'paragraph--heading',
      'paragraph--full_html',
      'paragraph--hierarchical_block',
      'paragraph--button',
      'paragraph--imagetext',
    ]);
  });

  it('makes the children of a hierarchical block included paragraphs referenced by its relationships', () => {
    const section = body.included.find((p) => p.type === 'paragraph--hierarchical_block');
    expect(section?.type).toBe('paragraph--hierarchical_block');
    if (section?.type !== 'paragraph--hierarchical_block') return;
    expect(section.attributes).toEqual({ title: 'よくあるご質問', open: false, margin: 'large' });
    const children = paragraphsOf(section, body.included);
    expect(children.map((c) => c.type)).toEqual(['paragraph--list', 'paragraph--image']);
    expect(children[0]!.attributes).toEqual({
      list_type: 'bullet_list',
      items: ['ログインできません', 'ポイントは失効しますか'],
      margin: 'medium',
    });
  });

  it('prefixes image URLs with the CMS host and falls back to the media alt text', () => {
    const image = body.included.find((p) => p.type === 'paragraph--image');
    expect(image?.attributes).toEqual({
      display: 'grid',
      items: [
        {
          image: {
            url: 'https://cms.example.jp/api/media/file/gourmet-1.jpg',
            alt: 'グルメ特集',
            width: 1200,
            height: 630,
          },
          alt: 'グルメ特集',
          link: '/gourmet',
          thumbnail_text: 'グルメ',
        },
      ],
      margin: 'medium',
    });
    const imagetext = body.included.find((p) => p.type === 'paragraph--imagetext');
    expect(imagetext?.attributes).toMatchObject({
      format: 'horizontal',
      imagetext_type: 'image_left_text_right',
      title: '旅行ガイド',
      text: '<p>旅の準備はこちら</p>',
      image: {
        url: 'https://cms.example.jp/api/media/file/travel-guide.jpg',
        alt: '旅行ガイド',
        width: 800,
        height: 600,
      },
      link: '/otherPage?other_id=travel_guide',
    });
    const button = body.included.find((p) => p.type === 'paragraph--button');
    expect(button?.attributes).toEqual({
      button_type: 'link',
      link: { uri: '/faq', title: 'よくあるご質問へ' },
      alignment: 'center',
      margin: 'small',
    });
  });

  it('gives pub_date the Japan-time day even when the UTC day is the one before (2024-12-31T15:30Z → 2025-01-01)', () => {
    const body8 = newsDetailResponse(newsById('8'), options).data.detail.body;
    expect(body8.data[0]!.attributes.pub_date).toBe('2025-01-01');
    expect(body8.data[0]!.attributes.link).toBe('https://example.jp/new-year');
    expect(body8.data[0]!.attributes.display_title).toBe('新年のごあいさつ');
  });
});

describe('news list', () => {
  const doc = newsListDocument(
    [newsById('9'), newsById('1'), newsById('2')],
    { count: 3, page: 1, limit: 20, links: { self: 'http://portal.test/v1/cms/news?page=1&limit=20' } },
    options,
  );

  it('is valid for the contract and JSON:API 1.1, with each news type included once and no paragraphs', () => {
    expect(NewsListDocumentSchema.parse(doc)).toEqual(doc);
    expect(jsonApiErrors(doc)).toEqual([]);
    expect(doc.included.map((t) => t.attributes.field_tag_code)).toEqual(['service', 'maintenance', 'campaign']);
    expect(doc.data.every((n) => n.relationships.paragraphs.data.length === 0)).toBe(true);
  });
});

describe('news menu (data.objects[0])', () => {
  it("deviates from JSON:API only by the spec's attributes.id", () => {
    const menu = newsMenuResponse(parseRows(NewsTypeRowSchema, payloadFixture('news-types').docs), news);
    expect(jsonApiErrors(menu.data.objects[0]).some((e) => e.endsWith('/attributes must NOT be valid'))).toBe(true);
  });

  const menu = newsMenuResponse(parseRows(NewsTypeRowSchema, payloadFixture('news-types').docs), news);

  it('lists the news types by weight (id = tag code), then the years that have news, newest first, as N年', () => {
    expect(NewsMenuResponseSchema.parse(menu)).toEqual(menu);
    expect(jsonApiErrors(menuAsJsonApi(menu))).toEqual([]);
    const items = menu.data.objects[0]!.data;
    expect(items.filter((i) => i.type === 'news_category').map((i) => [i.attributes.name, i.attributes.id])).toEqual([
      ['重要なお知らせ', 'important_message'],
      ['メンテナンス', 'maintenance'],
      ['サービス', 'service'],
      ['キャンペーン', 'campaign'],
      ['その他', 'other'],
    ]);
    expect(items.filter((i) => i.type === 'news_year').map((i) => [i.attributes.name, i.attributes.year])).toEqual([
      ['2026年', 2026],
      ['2025年', 2025],
    ]);
  });
});

describe('pages', () => {
  it('block contents: paragraphs of every block, carousel images on the CMS host, CSS and JS passed on', () => {
    const doc = blockContentsDocument(parseRows(BlockContentRowSchema, payloadFixture('block-contents').docs), options);
    expect(BlockContentsDocumentSchema.parse(doc)).toEqual(doc);
    expect(jsonApiErrors(doc)).toEqual([]);
    const top = doc.data.find((b) => b.id === '2')!;
    expect(top.attributes).toEqual({
      title: 'トップ ごあんない',
      location_code: 'top',
      css_code: '.notice{color:#c00}',
      js_code: "console.log('top')",
      sort_order: 1,
    });
    const carousel = doc.included.find((p) => p.type === 'paragraph--image');
    expect(carousel?.type === 'paragraph--image' && carousel.attributes.items.map((i) => i.image.url)).toEqual([
      'https://cms.example.jp/api/media/file/campaign-autumn.jpg',
      'https://cms.example.jp/api/media/file/gourmet-1.jpg',
      'https://cms.example.jp/api/media/file/travel-guide.jpg',
    ]);
    const imagetext = doc.included.find((p) => p.type === 'paragraph--imagetext');
    expect(imagetext?.type === 'paragraph--imagetext' && imagetext.attributes.image).toBeNull();
  });

  it('special page detail passes the CMS page rule (one entry with a full-HTML paragraph)', () => {
    const rows = parseRows(SpecialPageRowSchema, payloadFixture('special-pages').docs);
    const doc = specialPageDocument(
      rows.filter((r) => r.alias === 'autumn-point'),
      { ...options, withParagraphs: true },
    );
    expect(SpecialPageDocumentSchema.parse(doc)).toEqual(doc);
    expect(jsonApiErrors(doc)).toEqual([]);
    const page = acceptCmsPage(doc);
    expect(page?.attributes).toMatchObject({
      title: '秋のポイント特集',
      display_title: '秋のポイント大還元',
      alias: 'autumn-point',
      banner: {
        url: 'https://cms.example.jp/api/media/file/campaign-autumn.jpg',
        alt: '秋のキャンペーン',
        width: 1200,
        height: 630,
      },
      publish_location: ['Home', 'Listing'],
      special_category: ['point'],
      js_code: "console.log('autumn')",
    });
  });

  it('other page (faq): sections with their children, accepted by the CMS page rule', () => {
    const rows = parseRows(OtherPageRowSchema, payloadFixture('other-pages').docs);
    const doc = otherContentDocument(
      rows.filter((r) => r.otherId === 'faq'),
      options,
    );
    expect(OtherContentDocumentSchema.parse(doc)).toEqual(doc);
    expect(jsonApiErrors(doc)).toEqual([]);
    expect(acceptCmsPage(doc)).not.toBeNull();
    const sections = paragraphsOf(doc.data[0]!, doc.included).filter((p) => p.type === 'paragraph--hierarchical_block');
    expect(sections.map((s) => s.attributes)).toEqual([
      { title: '会員登録について', open: true, margin: 'medium' },
      { title: 'ポイントについて', open: false, margin: 'medium' },
    ]);
    expect(paragraphsOf(sections[1]!, doc.included).map((p) => p.type)).toEqual([
      'paragraph--full_html',
      'paragraph--button',
    ]);
  });
});
