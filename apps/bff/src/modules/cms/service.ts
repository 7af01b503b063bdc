import type { z } from 'zod';
import {
  BlockContentsDocumentSchema,
  HeaderFooterDocumentSchema,
  NewsDetailResponseSchema,
  NewsListDocumentSchema,
  NewsMenuResponseSchema,
  OtherContentDocumentSchema,
  SpecialPageDocumentSchema,
  type NewsListQuerySchema,
  type PreviewQuery,
  type SpecialPageQuerySchema,
} from '@portal/contracts/cms';
import type { CmsCollection, CmsLocale, CmsSource } from '../../adapters/cms-source.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  JSON_TYPE,
  createAnswerCache,
  serialiseAnswer,
  type AnswerCache,
  type Compression,
  type SerialisedAnswer,
} from './answers.ts';
import type { Audiences } from './audience.ts';
import type { SnapshotCache } from './cache.ts';
import {
  BlockContentRowSchema,
  HeaderFooterRowSchema,
  NewsRowSchema,
  NewsTypeRowSchema,
  OtherPageRowSchema,
  SpecialPageRowSchema,
  parseRows,
  type NewsRow,
  type OtherPageRow,
  type SpecialPageRow,
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
import {
  audienceKey,
  isPublishedFor,
  isVisible,
  japanDay,
  nextWindowChange,
  type TargetingContext,
} from './targeting.ts';

/** One CMS request: its language, whether it previews (drafts, no cache), and whom it is for. */
export interface CmsReadContext {
  locale: CmsLocale;
  preview: boolean;
  targeting: TargetingContext;
}

export interface CmsServiceOptions {
  source: CmsSource;
  cache: SnapshotCache;
  clock: Clock;
  /** Whom answers are for: the session's member, once per session, or the previewed member (audience.ts). */
  audiences: Pick<Audiences, 'ofSession' | 'ofPreview'>;
  /** Serialised answers per audience, language and query (default: 64 MiB in memory). */
  answers?: AnswerCache;
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

/** What an answer is: its key among the cached ones (route and query), its contract, its media type. */
interface AnswerSpec {
  key: string;
  /** The zod contract of the 200 answer; null for a text (a page's script). */
  schema: z.ZodType | null;
  type?: string;
}

/**
 * The /v1/cms answers: snapshots of collections (cached unless preview), targeting, then the documents — served
 * serialised (answers.ts): built once per audience, language, query and snapshot, and again when a document's
 * window starts or ends.
 */
export function createCmsService(options: CmsServiceOptions) {
  const { source, cache, clock, audiences } = options;
  const answers = options.answers ?? createAnswerCache();
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

  /**
   * The serialised answer `build` makes from `snapshots` for this request. Preview: built every time, never kept,
   * compressed fast. Otherwise the kept answer of this key,
   * audience and language while the same snapshots are served and no window of theirs has started or ended.
   * `build` answers null for "not found" (not kept).
   */
  function answer(
    ctx: CmsReadContext,
    spec: AnswerSpec,
    snapshots: readonly (readonly object[])[],
    build: () => unknown,
  ): Promise<SerialisedAnswer | null> {
    const type = spec.type ?? JSON_TYPE;
    const serialiseOnce = async (compression: Compression) => {
      const value = build();
      return value == null ? null : serialiseAnswer(value, { schema: spec.schema, type, compression });
    };
    const { time } = ctx.targeting;
    if (ctx.preview || time.kind !== 'instant') return serialiseOnce('fast');
    const now = time.at.getTime();
    const key = `${spec.key}|${audienceKey(ctx.targeting.audience)}|${ctx.locale}`;
    return answers.get(key, snapshots, now, async () => {
      const built = await serialiseOnce('best');
      return { answer: built, validUntil: nextWindowChange(snapshots, now) };
    });
  }

  let state: { version: string; validUntil: number } | null = null;

  return {
    /**
     * What a page rendered now from the CMS depends on (ADR 0032): the content of the snapshots in memory (the same
     * name in every replica holding the same content), and until when the same documents are visible (the next start
     * or end of a window among them). Worked out again when either changes.
     */
    contentState(now: number): { version: string; validUntil: number } {
      const version = cache.contentVersion();
      if (state?.version !== version || now >= state.validUntil) {
        const lists = cache.values().filter(Array.isArray) as Parameters<typeof nextWindowChange>[0];
        state = { version, validUntil: nextWindowChange(lists, now) };
      }
      return state;
    },

    /** An ordinary request's reading: published content, now, for the member of the session cookie (or a visitor). */
    async readContext(locale: CmsLocale, sessionToken: string | undefined): Promise<CmsReadContext> {
      const at = clock.now();
      return {
        locale,
        preview: false,
        targeting: {
          audience: await audiences.ofSession(sessionToken),
          time: { kind: 'instant', at },
          includeDrafts: false,
        },
      };
    },

    /**
     * A staff preview's reading (the caller has checked the preview session): drafts, for the member of
     * subscriptionId overridden by courseParentId/courseId, on the Japan-time day of previewDate (see japanDay).
     */
    async previewContext(locale: CmsLocale, params: PreviewQuery): Promise<CmsReadContext> {
      const at = clock.now();
      return {
        locale,
        preview: true,
        targeting: {
          audience: await audiences.ofPreview(params, locale),
          time: params.previewDate ? japanDay(params.previewDate) : { kind: 'instant', at },
          includeDrafts: true,
        },
      };
    },

    async newsList(ctx: CmsReadContext, query: z.output<typeof NewsListQuerySchema>) {
      const { page, limit } = query;
      const news = await rows('news', NewsRowSchema, ctx);
      const link = (p: number) => {
        const params = new URLSearchParams();
        if (query.category) params.set('category', query.category);
        if (query.year !== undefined) params.set('year', String(query.year));
        if (query.important !== undefined) params.set('important', query.important);
        params.set('page', String(p));
        params.set('limit', String(limit));
        return `${options.publicOrigin}/v1/cms/news?${params}`;
      };
      const key = `news?${JSON.stringify([query.category, query.year, query.important, page, limit])}`;
      const spec = { key, schema: NewsListDocumentSchema };
      return answer(ctx, spec, [news], () => {
        const all = visible(news, ctx)
          .filter((n) => !query.category || n.newsType?.tagCode === query.category)
          .filter((n) => query.year === undefined || newsYear(n) === query.year)
          .filter((n) => query.important === undefined || n.importantNews === (query.important === '1'))
          .sort(compareNews);
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
      });
    },

    /** A news item by id or alias, when this audience may see it; null otherwise. */
    async newsDetail(ctx: CmsReadContext, id: string) {
      const news = await rows('news', NewsRowSchema, ctx);
      return answer(ctx, { key: `news/${id}`, schema: NewsDetailResponseSchema }, [news], () => {
        const found = visible(news, ctx).find((n) => n.id === id || n.alias === id);
        return found ? newsDetailResponse(found, serialize) : null;
      });
    },

    async newsMenu(ctx: CmsReadContext) {
      const [types, news] = await Promise.all([
        rows('news-types', NewsTypeRowSchema, ctx),
        rows('news', NewsRowSchema, ctx),
      ]);
      return answer(ctx, { key: 'news/menu', schema: NewsMenuResponseSchema }, [types, news], () =>
        newsMenuResponse(types, visible(news, ctx)),
      );
    },

    /** Block contents of a location, in sort order (ascending). */
    async blockContents(ctx: CmsReadContext, locationCode: string) {
      const blocks = await rows('block-contents', BlockContentRowSchema, ctx);
      const spec = { key: `block_contents?${locationCode}`, schema: BlockContentsDocumentSchema };
      return answer(ctx, spec, [blocks], () => {
        const list = visible(blocks, ctx)
          .filter((b) => b.locationCode === locationCode)
          .sort(byPageOrder);
        return blockContentsDocument(list, serialize);
      });
    },

    /**
     * One special page by alias (with its paragraphs), or the list: filtered by view area and category, in sort
     * order (ascending), at most page_limit, without paragraphs.
     */
    async specialPage(ctx: CmsReadContext, query: z.infer<typeof SpecialPageQuerySchema>) {
      const pages = await rows('special-pages', SpecialPageRowSchema, ctx);
      const key = `special_page?${JSON.stringify([query.sp_id, query.view_area, query.category, query.page_limit])}`;
      return answer(ctx, { key, schema: SpecialPageDocumentSchema }, [pages], () => {
        const all = visible(pages, ctx);
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
      });
    },

    async otherContent(ctx: CmsReadContext, otherId: string) {
      const pages = await rows('other-pages', OtherPageRowSchema, ctx);
      return answer(ctx, { key: `other_content?${otherId}`, schema: OtherContentDocumentSchema }, [pages], () =>
        otherContentDocument(
          visible(pages, ctx).filter((p) => p.otherId === otherId),
          serialize,
        ),
      );
    },

    async headerFooter(ctx: CmsReadContext, bsCode: string) {
      const all = await rows('header-footers', HeaderFooterRowSchema, ctx);
      return answer(ctx, { key: `header_footer?${bsCode}`, schema: HeaderFooterDocumentSchema }, [all], () => {
        const found = all.find((h) => h.bscode === bsCode && isPublishedFor(h, ctx.targeting));
        return headerFooterDocument(found ?? null);
      });
    },

    /**
     * The editor's script of a page, when this audience may see the page (ADR 0009: served as a same-origin
     * script), or null. News have no script field in the model, so only special pages and other pages have one.
     */
    async script(
      ctx: CmsReadContext,
      kind: 'special_page' | 'other_content' | 'news',
      id: string,
    ): Promise<SerialisedAnswer | null> {
      if (kind === 'news') return null;
      const pages: readonly (SpecialPageRow | OtherPageRow)[] =
        kind === 'special_page'
          ? await rows('special-pages', SpecialPageRowSchema, ctx)
          : await rows('other-pages', OtherPageRowSchema, ctx);
      const spec = { key: `script/${kind}/${id}`, schema: null, type: 'text/javascript; charset=utf-8' };
      return answer(ctx, spec, [pages], () => visible(pages, ctx).find((p) => p.id === id)?.jsCode || null);
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
