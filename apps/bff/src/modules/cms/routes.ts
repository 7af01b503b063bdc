import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_COOKIE, SESSION_COOKIE, isSafeBackUri } from '@portal/contracts';
import {
  BlockContentsDocumentSchema,
  BlockContentsQuerySchema,
  CmsErrorDocumentSchema,
  HeaderFooterDocumentSchema,
  HeaderFooterQuerySchema,
  NewsDetailResponseSchema,
  NewsListDocumentSchema,
  NewsListQuerySchema,
  NewsMenuResponseSchema,
  OtherContentDocumentSchema,
  OtherContentQuerySchema,
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  PreviewQuerySchema,
  PreviewStartQuerySchema,
  PreviewStatusResponseSchema,
  SpecialPageDocumentSchema,
  SpecialPageQuerySchema,
} from '@portal/contracts/cms';
import { CmsUnavailableError } from '../../adapters/cms-source.ts';
import type { CookieWriter } from '../../lib/cookies.ts';
import { ACCESS, ERRORS, redirectAnswer } from '../../lib/openapi.ts';
import { ANSWER_VARY, KEPT_CACHE_CONTROL, answerParts, type SerialisedAnswer } from './answers.ts';
import { previewParameters, type PreviewSessions } from './preview.ts';
import type { CmsReadContext, CmsService } from './service.ts';

export interface CmsRoutesOptions {
  cms: CmsService;
  /** Staff preview sessions (the `portal_preview` cookie). */
  previews: PreviewSessions;
  cookies: CookieWriter;
}

const errorDocument = (status: number, code: string, title: string) => ({
  errors: [{ status: String(status), code, title }],
});
const CMS_UNAVAILABLE = errorDocument(502, 'cms_unavailable', 'コンテンツの読み込みに失敗しました');
const PREVIEW_FORBIDDEN = errorDocument(403, 'preview_forbidden', 'プレビューを表示する権限がありません。');
const PREVIEW_TOKEN_USED = errorDocument(
  403,
  'preview_token_used',
  'このプレビューのリンクは使用済みです。CMSで「プレビュー」をもう一度押してください。',
);
const NEWS_NOT_FOUND = errorDocument(404, 'not_found', 'お知らせを読み込めませんでした。');
const SCRIPT_NOT_FOUND = errorDocument(404, 'not_found', 'スクリプトはありません。');

const withPreview = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.extend(PreviewQuerySchema.shape);
/** The CMS calls answer their own errors as JSON:API error documents; a bad parameter gets the BFF's error body. */
const cmsError = (description: string) => CmsErrorDocumentSchema.describe(description);
const PREVIEW_REFUSED = cmsError('preview_forbidden: preview parameters need a valid staff preview session');
const errors = {
  400: ERRORS.invalidRequest,
  403: PREVIEW_REFUSED,
  502: cmsError('cms_unavailable: the CMS failed and no stored copy is left'),
};
const tags = ['cms'];
/** The module compresses its own answers (answers.ts), so @fastify/compress's hooks stay off its routes. */
const ROUTE = { compress: false, decompress: false } as const;

/**
 * /v1/cms: the CMS gateway (spec portal.md §7, search.md §7; docs/cms-content-model.md).
 * Every answer applies targeting for the visitor, the signed-in member, or — with a staff preview session and
 * preview parameters — the previewed member, course and day. Ordinary answers are sent serialised as the service
 * keeps them (answers.ts; ADR 0019): the body in the coding the browser prefers, a strong ETag per coding, 304 on
 * If-None-Match, `Cache-Control: private, no-cache` and `Vary: Cookie, Accept-Encoding` (they vary by member and
 * coding). Preview answers are `no-store`, without validator, and never cached.
 * The 200 schemas stay on the routes for the OpenAPI document; the bodies are Buffers, which Fastify sends without
 * calling the serializer (the service has checked them against the same schemas when it built them).
 */
export const cmsRoutes: FastifyPluginAsyncZod<CmsRoutesOptions> = async (app, ctx) => {
  const { cms, previews } = ctx;

  /**
   * Whom and what a request reads (the service works it out). Preview parameters need a valid `portal_preview`
   * session (else 403, never silently ignored).
   */
  async function readContext(request: FastifyRequest, reply: FastifyReply): Promise<CmsReadContext | null> {
    const locale = request.cookies[LANGUAGE_COOKIE] === 'en' ? 'en' : 'ja';
    const params = previewParameters(request.query as Record<string, unknown>);
    if (!params) {
      reply.header('cache-control', KEPT_CACHE_CONTROL).header('vary', ANSWER_VARY);
      return cms.readContext(locale, request.cookies[SESSION_COOKIE]);
    }
    reply.header('cache-control', 'no-store').header('vary', ANSWER_VARY);
    if (!(await previews.current(request.cookies[PREVIEW_COOKIE]))) {
      await reply.code(403).send(PREVIEW_FORBIDDEN);
      return null;
    }
    return cms.previewContext(locale, params);
  }

  /** A serialised answer in the accepted coding; with its ETag or 304, unless preview (no-store, no validator). */
  function send(request: FastifyRequest, reply: FastifyReply, answer: SerialisedAnswer, preview: boolean) {
    const { status, headers, body } = answerParts(
      answer,
      { acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] },
      !preview,
    );
    for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]);
    return body ? reply.code(status).send(body) : reply.code(status).send();
  }

  /**
   * Runs a read and sends its answer; null (nothing for this audience) → 404 `notFound`; a CMS failure with no
   * stored copy left answers 502 コンテンツの読み込みに失敗しました.
   */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    read: (context: CmsReadContext) => Promise<SerialisedAnswer | null>,
    notFound: object = NEWS_NOT_FOUND,
  ): Promise<void> {
    // Awaiting a reply waits for it to be sent (Fastify's reply is thenable), as returning it would.
    try {
      const context = await readContext(request, reply);
      if (!context) return;
      const found = await read(context);
      if (!found) await reply.code(404).send(notFound);
      else await send(request, reply, found, context.preview);
    } catch (error) {
      if (!(error instanceof CmsUnavailableError)) throw error;
      request.log.warn({ err: error }, 'CMS unavailable and no stored copy');
      await reply.code(502).header('cache-control', 'no-store').send(CMS_UNAVAILABLE);
    }
  }

  app.get(
    '/v1/cms/news',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'listNews',
        summary: 'News list: targeted, newest publication date first, then higher sort_order, then latest change',
        security: ACCESS.content,
        querystring: withPreview(NewsListQuerySchema),
        response: { 200: NewsListDocumentSchema, ...errors },
      },
    },
    (request, reply) => answer(request, reply, (c) => cms.newsList(c, request.query)),
  );

  // Registered before /news/:id so that "menu" is never taken for an id.
  app.get(
    '/v1/cms/news/menu',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'getNewsMenu',
        summary: 'News side menu: categories (news types by weight, id = tag code) and years that have news',
        security: ACCESS.content,
        querystring: PreviewQuerySchema,
        response: { 200: NewsMenuResponseSchema, ...errors },
      },
    },
    (request, reply) => answer(request, reply, (c) => cms.newsMenu(c)),
  );

  app.get(
    '/v1/cms/news/:id',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'getNews',
        summary: 'News detail by id or alias, in the envelope data.detail.body (404 when unknown or not for you)',
        security: ACCESS.content,
        params: z.object({ id: z.string().min(1).max(128) }),
        querystring: PreviewQuerySchema,
        response: {
          200: NewsDetailResponseSchema,
          ...errors,
          404: cmsError('not_found: no such news, or not for this visitor or member'),
        },
      },
    },
    (request, reply) => answer(request, reply, (c) => cms.newsDetail(c, request.params.id), NEWS_NOT_FOUND),
  );

  app.get(
    '/v1/cms/block_contents',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'listBlockContents',
        summary: 'Block contents of a location (top or a category), by sort_order ascending',
        security: ACCESS.content,
        querystring: withPreview(BlockContentsQuerySchema),
        response: { 200: BlockContentsDocumentSchema, ...errors },
      },
    },
    (request, reply) => answer(request, reply, (c) => cms.blockContents(c, request.query.locationCode)),
  );

  app.get(
    '/v1/cms/special_page',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'getSpecialPages',
        summary:
          'Special pages: ?sp_id=alias gives that page with its paragraphs; otherwise the list by view_area and ' +
          'category, by sort_order ascending, at most page_limit entries, without paragraphs',
        security: ACCESS.content,
        querystring: withPreview(SpecialPageQuerySchema),
        response: { 200: SpecialPageDocumentSchema, ...errors },
      },
    },
    (request, reply) => answer(request, reply, (c) => cms.specialPage(c, request.query)),
  );

  app.get(
    '/v1/cms/other_content',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'getOtherContent',
        summary: 'Other page by other_id (travel_guide, goriyou, faq, …) with its paragraphs',
        security: ACCESS.content,
        querystring: withPreview(OtherContentQuerySchema),
        response: { 200: OtherContentDocumentSchema, ...errors },
      },
    },
    (request, reply) => answer(request, reply, (c) => cms.otherContent(c, request.query.other_id)),
  );

  app.get(
    '/v1/cms/header_footer',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'getHeaderFooter',
        summary: 'CMS header and footer HTML of a business code (data is null when there is none)',
        security: ACCESS.content,
        querystring: withPreview(HeaderFooterQuerySchema),
        response: { 200: HeaderFooterDocumentSchema, ...errors },
      },
    },
    (request, reply) => answer(request, reply, (c) => cms.headerFooter(c, request.query.bsCode)),
  );

  app.get(
    '/v1/cms/script/:kind/:file',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'getPageScript',
        summary:
          "A page's js_code as a same-origin script (ADR 0009), under the page's targeting and preview rules; " +
          '404 when the page has none or is not for you',
        security: ACCESS.content,
        params: z.object({
          kind: z.enum(['special_page', 'other_content', 'news']),
          file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.js$/),
        }),
        querystring: PreviewQuerySchema,
        response: {
          200: {
            description: 'The script (application/javascript)',
            content: { 'application/javascript': { schema: z.string() } },
          },
          ...errors,
          404: cmsError('not_found: the page has no script, or is not for this visitor or member'),
        },
      },
    },
    (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      const id = request.params.file.slice(0, -'.js'.length);
      return answer(request, reply, (c) => cms.script(c, request.params.kind, id), SCRIPT_NOT_FOUND);
    },
  );

  // ---------- Preview session ----------

  app.get(
    '/v1/cms/preview',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'startPreview',
        summary:
          "Start a staff preview: verifies the CMS's signed token and exchanges it, once, for the portal_preview " +
          'cookie (1 hour), then redirects (303) to /preview?path=… (path must be a portal path, else /). A token ' +
          'used before is refused (403 preview_token_used), except in the browser it was exchanged in, which ' +
          'holds the session already and is redirected again',
        // The CMS's token is the credential; a preview session already held is read when the token was used.
        security: ACCESS.visitorOrPreview,
        querystring: PreviewStartQuerySchema,
        response: {
          303: redirectAnswer('To /preview?path=…, with the portal_preview cookie set'),
          400: ERRORS.invalidRequest,
          403: cmsError(
            'preview_forbidden: the CMS’s token is not valid or has expired; preview_token_used: the token was ' +
              'exchanged before, in another browser',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const started = await previews.start(request.query.token, request.cookies[PREVIEW_COOKIE]);
      if (started.outcome === 'forbidden') return reply.code(403).send(PREVIEW_FORBIDDEN);
      if (started.outcome === 'used') return reply.code(403).send(PREVIEW_TOKEN_USED);
      if (started.outcome === 'started') ctx.cookies.setPreview(reply, started.token, PREVIEW_SESSION_SECONDS);
      const path = isSafeBackUri(request.query.path) ? request.query.path : '/';
      return reply.redirect(`/preview?path=${encodeURIComponent(path)}`, 303);
    },
  );

  app.get(
    '/v1/cms/preview/status',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'getPreviewStatus',
        summary: 'Whether this browser holds a staff preview session',
        security: ACCESS.visitorOrPreview,
        response: { 200: PreviewStatusResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await previews.current(request.cookies[PREVIEW_COOKIE]);
      return { data: { active: session !== null, expiresAt: session?.expiresAt.toISOString() ?? null } };
    },
  );

  app.post(
    '/v1/cms/preview/end',
    {
      ...ROUTE,
      schema: {
        tags,
        operationId: 'endPreview',
        summary: 'End the staff preview session (CSRF-protected)',
        security: ACCESS.csrf,
        response: { 200: PreviewStatusResponseSchema, 403: ERRORS.csrf },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      ctx.cookies.clearPreview(reply);
      return { data: { active: false, expiresAt: null } };
    },
  );
};
