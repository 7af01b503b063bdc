import type { z } from 'zod';
import type { NewsListQuerySchema, SpecialPageQuerySchema } from '@portal/contracts/cms';
import type { CmsCollection, CmsLocale, CmsSource } from '../../adapters/cms-source.ts';
import type { SnapshotCache } from './cache.ts';
import {
  BlockContentRowSchema,
  CourseRowSchema,
  HeaderFooterRowSchema,
  NewsRowSchema,
  NewsTypeRowSchema,
  OtherPageRowSchema,
  SpecialPageRowSchema,
  parseRows,
  type CourseRow,
  type NewsRow,
} from './rows.ts';
import {
  blockContentsDocument,
  headerFooterDocument,
  japanCalendarDay,
  newsDetailResponse,
  newsListDocument,
  newsMenuResponse,
  newsYear,
  otherContentDocument,
  specialPageDocument,
} from './serializers.ts';
import { isPublishedFor, isVisible, type TargetingContext } from './targeting.ts';

/** One CMS request: its language, whether it previews (drafts, no cache), and whom it is for. */
export interface CmsReadContext {
  locale: CmsLocale;
  preview: boolean;
  targeting: TargetingContext;
}

export interface CmsServiceOptions {
  source: CmsSource;
  cache: SnapshotCache;
  /** CMS_PUBLIC_URL: prefix of image URLs. */
  publicUrl: string;
  /** The portal's origin, for the absolute pagination links of the news list. */
  publicOrigin: string;
  onInvalidDocument?: (collection: CmsCollection, error: z.ZodError) => void;
}

/**
 * News order (documented in the OpenAPI summary): publication day (Japan time), newest first; on the same day the higher
 * sort order first; then the latest change; then the id, so pages never shuffle.
 */
export function compareNews(a: NewsRow, b: NewsRow): number {
  const dayA = japanCalendarDay(a.pubDate);
  const dayB = japanCalendarDay(b.pubDate);
  if (dayA !== dayB) return dayA < dayB ? 1 : -1;
  if (a.sortOrder !== b.sortOrder) return b.sortOrder - a.sortOrder;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return Number(b.id) - Number(a.id) || b.id.localeCompare(a.id);
}

const byPageOrder = (a: { sortOrder: number; id: string }, b: { sortOrder: number; id: string }) =>
  a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id) || a.id.localeCompare(b.id);

/** The /v1/cms answers: snapshots of collections (cached unless preview), targeting, then the documents. */
export function createCmsService(options: CmsServiceOptions) {
  const { source, cache } = options;
  const serialize = { publicUrl: options.publicUrl };

  async function rows<S extends z.ZodType>(collection: CmsCollection, schema: S, ctx: CmsReadContext) {
    const read = async () =>
      parseRows(schema, await source.list(collection, { locale: ctx.locale, draft: ctx.preview }), (_doc, error) =>
        options.onInvalidDocument?.(collection, error),
      );
    if (ctx.preview) return read();
    return (await cache.get(`${collection}:${ctx.locale}`, read)).value;
  }

  const visible = <T extends Parameters<typeof isVisible>[0]>(list: readonly T[], ctx: CmsReadContext) =>
    list.filter((row) => isVisible(row, ctx.targeting));

  return {
    async newsList(ctx: CmsReadContext, query: z.output<typeof NewsListQuerySchema>) {
      const { page, limit } = query;
      const all = visible(await rows('news', NewsRowSchema, ctx), ctx)
        .filter((n) => !query.category || n.newsType?.tagCode === query.category)
        .filter((n) => query.year === undefined || newsYear(n) === query.year)
        .filter((n) => query.important === undefined || n.importantNews === (query.important === '1'))
        .sort(compareNews);
      const link = (p: number) => {
        const params = new URLSearchParams();
        if (query.category) params.set('category', query.category);
        if (query.year !== undefined) params.set('year', String(query.year));
        if (query.important !== undefined) params.set('important', query.important);
        params.set('page', String(p));
        params.set('limit', String(limit));
        return `${options.publicOrigin}/v1/cms/news?${params}`;
      };
      const lastPage = Math.max(1, Math.ceil(all.length / limit));
      return newsListDocument(
        all.slice((page - 1) * limit, page * limit),
        {
          count: all.length,
          page,
          limit,
          links: {
            self: link(page),
            ...(page < lastPage ? { next: link(page + 1) } : {}),
            ...(page > 1 ? { prev: link(Math.min(page - 1, lastPage)) } : {}),
          },
        },
        serialize,
      );
    },

    /** A news item by id or alias, when this audience may see it. */
    async newsDetail(ctx: CmsReadContext, id: string) {
      const found = visible(await rows('news', NewsRowSchema, ctx), ctx).find((n) => n.id === id || n.alias === id);
      return found ? newsDetailResponse(found, serialize) : null;
    },

    async newsMenu(ctx: CmsReadContext) {
      const [types, news] = await Promise.all([
        rows('news-types', NewsTypeRowSchema, ctx),
        rows('news', NewsRowSchema, ctx),
      ]);
      return newsMenuResponse(types, visible(news, ctx));
    },

    /** Block contents of a location, in sort order (ascending). */
    async blockContents(ctx: CmsReadContext, locationCode: string) {
      const list = visible(await rows('block-contents', BlockContentRowSchema, ctx), ctx)
        .filter((b) => b.locationCode === locationCode)
        .sort(byPageOrder);
      return blockContentsDocument(list, serialize);
    },

    /**
     * One special page by alias (with its paragraphs), or the list: filtered by view area and category, in sort
     * order (ascending), at most page_limit, without paragraphs.
     */
    async specialPage(ctx: CmsReadContext, query: z.infer<typeof SpecialPageQuerySchema>) {
      const all = visible(await rows('special-pages', SpecialPageRowSchema, ctx), ctx);
      if (query.sp_id !== undefined) {
        return specialPageDocument(
          all.filter((p) => p.alias === query.sp_id),
          { ...serialize, withParagraphs: true },
        );
      }
      const list = all
        .filter((p) => !query.view_area || p.publishLocation.includes(query.view_area))
        .filter((p) => !query.category || p.specialCategories.includes(query.category))
        .sort(byPageOrder)
        .slice(0, query.page_limit ?? undefined);
      return specialPageDocument(list, { ...serialize, withParagraphs: false });
    },

    async otherContent(ctx: CmsReadContext, otherId: string) {
      const list = visible(await rows('other-pages', OtherPageRowSchema, ctx), ctx).filter(
        (p) => p.otherId === otherId,
      );
      return otherContentDocument(list, serialize);
    },

    async headerFooter(ctx: CmsReadContext, bsCode: string) {
      const found = (await rows('header-footers', HeaderFooterRowSchema, ctx)).find(
        (h) => h.bscode === bsCode && isPublishedFor(h, ctx.targeting),
      );
      return headerFooterDocument(found ?? null);
    },

    /**
     * The editor's script of a page, when this audience may see the page (ADR 0009: served as a same-origin
     * script). News have no script field in the model, so only special pages and other pages have one.
     */
    async script(
      ctx: CmsReadContext,
      kind: 'special_page' | 'other_content' | 'news',
      id: string,
    ): Promise<string | null> {
      if (kind === 'news') return null;
      const list =
        kind === 'special_page'
          ? visible(await rows('special-pages', SpecialPageRowSchema, ctx), ctx)
          : visible(await rows('other-pages', OtherPageRowSchema, ctx), ctx);
      return list.find((p) => p.id === id)?.jsCode || null;
    },

    /** The course catalogue (preview's course choices), read directly. */
    async courses(locale: CmsLocale): Promise<CourseRow[]> {
      return parseRows(CourseRowSchema, await source.list('courses', { locale, draft: false }));
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
