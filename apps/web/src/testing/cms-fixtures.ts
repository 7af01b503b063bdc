import {
  BlockContentsDocumentSchema,
  HeaderFooterDocumentSchema,
  NewsDetailResponseSchema,
  NewsListDocumentSchema,
  NewsMenuResponseSchema,
  OtherContentDocumentSchema,
  SpecialPageDocumentSchema,
  type BlockContentResource,
  type CmsImage,
  type NewsResource,
  type NewsTypeResource,
  type OtherContentResource,
  type Paragraph,
  type SpecialPageResource,
} from '@portal/contracts/cms';

/**
 * /v1/cms documents for tests, built from small factories and parsed by the contract's schemas, so a fixture
 * that drifts from the contract fails loudly here rather than silently in a component.
 */
const jsonapi = { version: '1.1' } as const;
type Margin = 'none' | 'small' | 'medium' | 'large';
const ref = (p: { type: string; id: string }) => ({ type: p.type, id: p.id });

export const CMS_HOST = 'https://cms.example.test';

export function cmsImage(name: string, alt = `${name} の画像`): CmsImage {
  return { url: `${CMS_HOST}/media/${name}`, alt, width: 640, height: 480 };
}

export const paragraph = {
  image(id: string, count: number, display: 'grid' | 'carousel' = 'grid', margin: Margin = 'medium'): Paragraph {
    return {
      type: 'paragraph--image',
      id,
      attributes: {
        display,
        margin,
        items: Array.from({ length: count }, (_, index) => ({
          image: cmsImage(`${id}-${index + 1}.jpg`),
          alt: `画像${index + 1}`,
          link: index === 0 ? '/specialPage' : null,
          thumbnail_text: `サムネイル${index + 1}`,
        })),
      },
    };
  },
  fullHtml(id: string, html: string, margin: Margin = 'medium'): Paragraph {
    return { type: 'paragraph--full_html', id, attributes: { html, margin } };
  },
  heading(id: string, text: string, level: 'h2' | 'h3' | 'h4' | 'h5' = 'h2'): Paragraph {
    return { type: 'paragraph--heading', id, attributes: { text, heading_type: level, margin: 'small' } };
  },
  hierarchical(id: string, title: string, open: boolean, children: Paragraph[]): Paragraph {
    return {
      type: 'paragraph--hierarchical_block',
      id,
      attributes: { title, open, margin: 'medium' },
      relationships: { paragraphs: { data: children.map(ref) } },
    };
  },
  button(
    id: string,
    title: string,
    uri: string,
    buttonType: 'link' | 'button' = 'button',
    alignment: 'left' | 'center' | 'right' = 'center',
  ): Paragraph {
    return {
      type: 'paragraph--button',
      id,
      attributes: { button_type: buttonType, link: { uri, title }, alignment, margin: 'medium' },
    };
  },
  list(
    id: string,
    listType: 'bullet_list' | 'number_list' | 'check_list' | 'annotation_list' | 'no_annotation_list',
    items: string[],
  ): Paragraph {
    return { type: 'paragraph--list', id, attributes: { list_type: listType, items, margin: 'medium' } };
  },
  imagetext(
    id: string,
    format: 'vertical' | 'horizontal',
    imagetextType:
      'image_left_text_right' | 'text_left_image_right' | 'simage_left_text_right' | 'text_left_simage_right',
  ): Paragraph {
    return {
      type: 'paragraph--imagetext',
      id,
      attributes: {
        format,
        imagetext_type: imagetextType,
        title: `${id} の見出し`,
        text: `<p>${id} の本文</p>`,
        image: cmsImage(`${id}.jpg`, `${id} の写真`),
        link: null,
        margin: 'medium',
      },
    };
  },
};

export function newsType(tag: string, name: string): NewsTypeResource {
  return { type: 'news_type', id: `type-${tag}`, attributes: { name, field_tag_code: tag, weight: 0, icon: null } };
}

export const newsTypes = {
  important: newsType('important_message', '重要なお知らせ'),
  service: newsType('service', 'サービス'),
  maintenance: newsType('maintenance', 'メンテナンス'),
};

export function news(
  id: string,
  overrides: Partial<NewsResource['attributes']> & { typeTag?: string; paragraphs?: Paragraph[] } = {},
): NewsResource {
  const { typeTag = 'service', paragraphs = [], ...attributes } = overrides;
  return {
    type: 'news',
    id,
    attributes: {
      title: `お知らせ${id}`,
      display_title: `お知らせ${id}`,
      pub_date: '2026-04-01',
      changed: '2026-04-01T00:00:00.000Z',
      field_start_date: null,
      field_end_date: null,
      important_news: false,
      sort_order: 0,
      link: null,
      related_link: null,
      release_company: 'ライフエール株式会社',
      alias: null,
      ...attributes,
    },
    relationships: {
      news_type: { data: { type: 'news_type', id: `type-${typeTag}` } },
      paragraphs: { data: paragraphs.map(ref) },
    },
  };
}

export function newsListDocument(items: NewsResource[], meta: { count?: number; page?: number; limit?: number } = {}) {
  return NewsListDocumentSchema.parse({
    jsonapi,
    data: items,
    included: Object.values(newsTypes),
    meta: { count: meta.count ?? items.length, page: meta.page ?? 1, limit: meta.limit ?? 20 },
    links: {},
  });
}

export function newsDetailResponse(items: NewsResource[], paragraphs: Paragraph[] = []) {
  return NewsDetailResponseSchema.parse({
    data: { detail: { body: { jsonapi, data: items, included: [...Object.values(newsTypes), ...paragraphs] } } },
  });
}

export function newsMenuResponse(categories: { id: string; name: string }[], years: number[]) {
  return NewsMenuResponseSchema.parse({
    data: {
      objects: [
        {
          jsonapi,
          data: [
            ...categories.map((c) => ({
              type: 'news_category',
              id: `category-${c.id}`,
              attributes: { name: c.name, id: c.id, year: null },
            })),
            ...years.map((year) => ({
              type: 'news_year',
              id: `year-${year}`,
              attributes: { name: `${year}年`, id: null, year },
            })),
          ],
        },
      ],
    },
  });
}

export function blockContent(
  id: string,
  paragraphs: Paragraph[],
  overrides: Partial<BlockContentResource['attributes']> = {},
): BlockContentResource {
  return {
    type: 'block_content',
    id,
    attributes: {
      title: `ブロック${id}`,
      location_code: 'top',
      css_code: null,
      js_code: null,
      sort_order: 0,
      ...overrides,
    },
    relationships: { paragraphs: { data: paragraphs.map(ref) } },
  };
}

export function blockContentsDocument(blocks: BlockContentResource[], paragraphs: Paragraph[]) {
  return BlockContentsDocumentSchema.parse({ jsonapi, data: blocks, included: paragraphs });
}

export function specialPage(
  alias: string,
  paragraphs: Paragraph[] = [],
  overrides: Partial<SpecialPageResource['attributes']> = {},
): SpecialPageResource {
  return {
    type: 'special_page',
    id: `sp-${alias}`,
    attributes: {
      title: `特集 ${alias}`,
      display_title: `特集 ${alias}`,
      alias,
      banner: cmsImage(`${alias}-banner.jpg`),
      publish_location: ['Home', 'Listing'],
      special_category: ['point'],
      js_code: null,
      css_code: null,
      changed: '2026-04-01T00:00:00.000Z',
      ...overrides,
    },
    relationships: { paragraphs: { data: paragraphs.map(ref) } },
  };
}

export function specialPageDocument(pages: SpecialPageResource[], paragraphs: Paragraph[] = []) {
  return SpecialPageDocumentSchema.parse({ jsonapi, data: pages, included: paragraphs });
}

export function otherContent(
  otherId: string,
  paragraphs: Paragraph[],
  overrides: Partial<OtherContentResource['attributes']> = {},
): OtherContentResource {
  return {
    type: 'other_content',
    id: `other-${otherId}`,
    attributes: {
      title: `ページ ${otherId}`,
      other_id: otherId,
      js_code: null,
      css_code: null,
      changed: '2026-04-01T00:00:00.000Z',
      ...overrides,
    },
    relationships: { paragraphs: { data: paragraphs.map(ref) } },
  };
}

export function otherContentDocument(pages: OtherContentResource[], paragraphs: Paragraph[]) {
  return OtherContentDocumentSchema.parse({ jsonapi, data: pages, included: paragraphs });
}

export function headerFooterDocument(footer: string | null, header = '') {
  return HeaderFooterDocumentSchema.parse({
    jsonapi,
    data:
      footer === null
        ? null
        : {
            type: 'header_footer',
            id: 'hf-CR',
            attributes: { bscode: 'CR', field_header: header, field_footer: footer },
          },
  });
}
