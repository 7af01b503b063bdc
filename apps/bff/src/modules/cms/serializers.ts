import type {
  BlockContentResource,
  CmsImage,
  IncludedResource,
  NewsMenuResponse,
  NewsResource,
  NewsTypeResource,
  OtherContentResource,
  Paragraph,
  SpecialPageResource,
} from '@portal/contracts/cms';
import { japanDate, japanYear } from '../../lib/japan-time.ts';
import type {
  BlockRow,
  BlockContentRow,
  HeaderFooterRow,
  MediaRow,
  NewsRow,
  NewsTypeRow,
  OtherPageRow,
  SpecialPageRow,
} from './rows.ts';

/**
 * Serializers: Payload rows → the JSON:API documents of /v1/cms (packages/contracts/src/cms.ts).
 * Pure functions; the only setting they need is the CMS host that prefixes image URLs.
 */
export interface SerializeOptions {
  /** CMS_PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
}

export const JSONAPI = { version: '1.1' } as const;

export function imageOf(media: MediaRow | null, options: SerializeOptions): CmsImage | null {
  if (!media?.url) return null;
  const url = /^https?:\/\//.test(media.url)
    ? media.url
    : `${options.publicUrl}${media.url.startsWith('/') ? '' : '/'}${media.url}`;
  return {
    url,
    alt: media.alt ?? '',
    width: media.width == null ? null : Math.round(media.width),
    height: media.height == null ? null : Math.round(media.height),
  };
}

/** The Japan-time calendar day of a Payload date, YYYY-MM-DD. */
export function japanCalendarDay(value: string): string {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value.slice(0, 10) : japanDate(new Date(ms));
}

const ref = (p: { type: string; id: string }) => ({ type: p.type, id: p.id });

/**
 * Paragraphs of a document, flattened into `included` order: each block, and after a hierarchical block its
 * children, which it references through its own `relationships.paragraphs`. Returns the document's top-level
 * references and the paragraph resources.
 */
export function serializeParagraphs(
  blocks: readonly BlockRow[],
  ownerKey: string,
  options: SerializeOptions,
): { refs: { type: string; id: string }[]; paragraphs: Paragraph[] } {
  const paragraphs: Paragraph[] = [];
  const idOf = (block: BlockRow, path: string) => block.id || `${ownerKey}-${path}`;
  const leaf = (block: Exclude<BlockRow, { blockType: 'hierarchical_block' }>, id: string): Paragraph | null => {
    const margin = block.margin ?? 'medium';
    switch (block.blockType) {
      case 'image':
        return {
          type: 'paragraph--image',
          id,
          attributes: {
            display: block.display,
            items: block.items.flatMap((item) => {
              const image = imageOf(item.image, options);
              if (!image) return [];
              return [
                {
                  image,
                  alt: item.alt || image.alt,
                  link: item.link || null,
                  thumbnail_text: item.thumbnailText || null,
                },
              ];
            }),
            margin,
          },
        };
      case 'full_html':
        return { type: 'paragraph--full_html', id, attributes: { html: block.html, margin } };
      case 'heading':
        return {
          type: 'paragraph--heading',
          id,
          attributes: { text: block.text, heading_type: block.headingType, margin },
        };
      case 'button':
        return {
          type: 'paragraph--button',
          id,
          attributes: {
            button_type: block.buttonType,
            link: { uri: block.linkUri, title: block.linkTitle },
            alignment: block.alignment,
            margin,
          },
        };
      case 'list':
        return {
          type: 'paragraph--list',
          id,
          attributes: { list_type: block.listType, items: block.items.map((i) => i.text), margin },
        };
      case 'imagetext':
        return {
          type: 'paragraph--imagetext',
          id,
          attributes: {
            format: block.format,
            imagetext_type: block.imagetextType,
            title: block.title,
            text: block.text,
            image: imageOf(block.image, options),
            link: block.link || null,
            margin,
          },
        };
    }
  };

  const refs = blocks.flatMap((block, index) => {
    const id = idOf(block, String(index));
    if (block.blockType !== 'hierarchical_block') {
      const p = leaf(block, id);
      if (!p) return [];
      paragraphs.push(p);
      return [ref(p)];
    }
    const children = block.paragraphs.flatMap((child, childIndex) => {
      const p = leaf(child, idOf(child, `${index}-${childIndex}`));
      return p ? [p] : [];
    });
    const parent: Paragraph = {
      type: 'paragraph--hierarchical_block',
      id,
      attributes: { title: block.title, open: block.open ?? false, margin: block.margin ?? 'medium' },
      relationships: { paragraphs: { data: children.map(ref) } },
    };
    paragraphs.push(parent, ...children);
    return [ref(parent)];
  });
  return { refs, paragraphs };
}

/** JSON:API forbids a resource twice in `included`; the first occurrence wins. */
export function uniqueResources<T extends { type: string; id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function serializeNewsType(row: NewsTypeRow, options: SerializeOptions): NewsTypeResource {
  return {
    type: 'news_type',
    id: row.id,
    attributes: { name: row.name, field_tag_code: row.tagCode, weight: row.weight, icon: imageOf(row.icon, options) },
  };
}

export function serializeNews(
  row: NewsRow,
  options: SerializeOptions & { withParagraphs: boolean },
): { resource: NewsResource; included: IncludedResource[] } {
  const body = options.withParagraphs ? serializeParagraphs(row.paragraphs, `news-${row.id}`, options) : null;
  const newsType = row.newsType ? serializeNewsType(row.newsType, options) : null;
  const resource: NewsResource = {
    type: 'news',
    id: row.id,
    attributes: {
      title: row.title,
      display_title: row.displayTitle || row.title,
      pub_date: japanCalendarDay(row.pubDate),
      changed: row.updatedAt,
      field_start_date: row.startDate,
      field_end_date: row.endDate,
      important_news: row.importantNews,
      sort_order: row.sortOrder,
      link: row.link || null,
      related_link: row.relatedLink?.uri ? { uri: row.relatedLink.uri, title: row.relatedLink.title ?? '' } : null,
      release_company: row.releaseCompany ?? '',
      alias: row.alias || null,
    },
    relationships: {
      news_type: { data: newsType ? ref(newsType) : null },
      paragraphs: { data: body?.refs ?? [] },
    },
  };
  return { resource, included: [...(newsType ? [newsType] : []), ...(body?.paragraphs ?? [])] };
}

/** GET /v1/cms/news/{id}: the spec's envelope around a one-entry document. */
export function newsDetailResponse(row: NewsRow, options: SerializeOptions) {
  const { resource, included } = serializeNews(row, { ...options, withParagraphs: true });
  return { data: { detail: { body: { jsonapi: JSONAPI, data: [resource], included: uniqueResources(included) } } } };
}

export function newsListDocument(
  rows: readonly NewsRow[],
  page: { count: number; page: number; limit: number; links: { self: string; next?: string; prev?: string } },
  options: SerializeOptions,
) {
  const serialized = rows.map((row) => serializeNews(row, { ...options, withParagraphs: false }));
  return {
    jsonapi: JSONAPI,
    data: serialized.map((s) => s.resource),
    included: uniqueResources(serialized.flatMap((s) => s.included)).filter(
      (r): r is NewsTypeResource => r.type === 'news_type',
    ),
    meta: { count: page.count, page: page.page, limit: page.limit },
    links: page.links,
  };
}

/**
 * GET /v1/cms/news/menu: categories are the news types by weight (id = tag code; the client adds すべて),
 * years are the Japan-time years that have news for this audience, newest first, named `N年`.
 */
export function newsMenuResponse(types: readonly NewsTypeRow[], news: readonly NewsRow[]): NewsMenuResponse {
  const categories = [...types]
    .sort((a, b) => a.weight - b.weight || a.name.localeCompare(b.name, 'ja') || a.id.localeCompare(b.id))
    .map((t) => ({
      type: 'news_category' as const,
      id: `category-${t.tagCode}`,
      attributes: { name: t.name, id: t.tagCode, year: null },
    }));
  const years = [...new Set(news.flatMap((n) => newsYear(n) ?? []))].sort((a, b) => b - a);
  return {
    data: {
      objects: [
        {
          jsonapi: JSONAPI,
          data: [
            ...categories,
            ...years.map((year) => ({
              type: 'news_year' as const,
              id: `year-${year}`,
              attributes: { name: `${year}年`, id: null, year },
            })),
          ],
        },
      ],
    },
  };
}

/** The Japan-time year of a news item's publication date. */
export function newsYear(row: Pick<NewsRow, 'pubDate'>): number | null {
  const ms = Date.parse(row.pubDate);
  return Number.isNaN(ms) ? null : japanYear(new Date(ms));
}

function pageResource<R>(
  row: { id: string; paragraphs: readonly BlockRow[] },
  kind: string,
  withParagraphs: boolean,
  options: SerializeOptions,
  build: (refs: { type: string; id: string }[]) => R,
): { resource: R; paragraphs: Paragraph[] } {
  if (!withParagraphs) return { resource: build([]), paragraphs: [] };
  const body = serializeParagraphs(row.paragraphs, `${kind}-${row.id}`, options);
  return { resource: build(body.refs), paragraphs: body.paragraphs };
}

/** A document of page-like resources with every paragraph they reference, each once, in `included`. */
function pagesDocument<R>(parts: { resource: R; paragraphs: Paragraph[] }[]) {
  return {
    jsonapi: JSONAPI,
    data: parts.map((p) => p.resource),
    included: uniqueResources(parts.flatMap((p) => p.paragraphs)),
  };
}

export function blockContentsDocument(rows: readonly BlockContentRow[], options: SerializeOptions) {
  const parts = rows.map((row) =>
    pageResource(row, 'block', true, options, (refs): BlockContentResource => ({
      type: 'block_content',
      id: row.id,
      attributes: {
        title: row.title,
        location_code: row.locationCode,
        css_code: row.cssCode || null,
        js_code: row.jsCode || null,
        sort_order: row.sortOrder,
      },
      relationships: { paragraphs: { data: refs } },
    })),
  );
  return pagesDocument(parts);
}

/** Special pages: the list (no paragraphs, to stay small) or one page by alias with its paragraphs. */
export function specialPageDocument(
  rows: readonly SpecialPageRow[],
  options: SerializeOptions & { withParagraphs: boolean },
) {
  const parts = rows.map((row) =>
    pageResource(row, 'special', options.withParagraphs, options, (refs): SpecialPageResource => ({
      type: 'special_page',
      id: row.id,
      attributes: {
        title: row.title,
        display_title: row.displayTitle || row.title,
        alias: row.alias,
        banner: imageOf(row.banner, options),
        publish_location: row.publishLocation,
        special_category: row.specialCategories,
        js_code: row.jsCode || null,
        css_code: row.cssCode || null,
        changed: row.updatedAt,
      },
      relationships: { paragraphs: { data: refs } },
    })),
  );
  return pagesDocument(parts);
}

export function otherContentDocument(rows: readonly OtherPageRow[], options: SerializeOptions) {
  const parts = rows.map((row) =>
    pageResource(row, 'other', true, options, (refs): OtherContentResource => ({
      type: 'other_content',
      id: row.id,
      attributes: {
        title: row.title,
        other_id: row.otherId,
        js_code: row.jsCode || null,
        css_code: row.cssCode || null,
        changed: row.updatedAt,
      },
      relationships: { paragraphs: { data: refs } },
    })),
  );
  return pagesDocument(parts);
}

export function headerFooterDocument(row: HeaderFooterRow | null) {
  return {
    jsonapi: JSONAPI,
    data: row
      ? {
          type: 'header_footer' as const,
          id: row.id,
          attributes: { bscode: row.bscode, field_header: row.fieldHeader ?? '', field_footer: row.fieldFooter ?? '' },
        }
      : null,
  };
}
