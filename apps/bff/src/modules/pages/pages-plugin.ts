import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PREVIEW_COOKIE } from '@portal/contracts/cms';
import {
  CLIENT_COOKIES,
  CSRF_COOKIE,
  CSRF_HEADER,
  HINT_COOKIES,
  LANGUAGE_COOKIE,
  SESSION_COOKIE,
} from '@portal/contracts/cookies';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/languages';
import { navOrderIds } from '@portal/contracts/nav-order';
import type { Clock } from '../../lib/clock.ts';
import { issueCsrfToken } from '../../lib/tokens.ts';
import { answerParts, preferredCoding, type SerialisedAnswer } from '../cms/answers.ts';
import type { PageSource } from '../metrics/metrics.ts';
import type { KeptPage, PageCache } from './page-cache.ts';
import type { PageCall, PageRenderer, PageRenderResult } from './renderer.ts';

/** Paths that are never pages: the API, the callbacks, the API docs, the development pages of the BFF, the assets. */
const NOT_PAGES = ['/v1/', '/authorization/', '/swagger', '/dev/outbound/', '/assets/'];
const HTML = 'text/html; charset=utf-8';
/** A request with any of these is not every visitor's: its page is rendered for it alone, never kept. */
const PERSONAL_COOKIES: readonly string[] = [SESSION_COOKIE, PREVIEW_COOKIE, ...Object.values(HINT_COOKIES)];
const PAGE_VARY = 'Cookie, Accept-Encoding';

export interface PagesPluginOptions {
  /** The built SPA (index.html); without it every page answers 503 with a hint to build. */
  distDir: string;
  renderer: PageRenderer | null;
  cache: PageCache;
  clock: Clock;
  /** PUBLIC_ORIGIN: pages render at it, and a page's read-only POSTs carry it as their Origin. */
  origin: string;
  /** SESSION_SECRET: the CSRF pair of a member page's read-only POSTs. */
  csrfSecret: string;
  /**
   * What a page kept for every visitor was rendered from, besides its URL, language and category order: the content
   * of the CMS snapshots and of the catalogue, and until when the same documents are visible.
   */
  content(now: number): { version: string; validUntil: number };
  /** How long a kept page is served before it is rendered again (the CMS snapshots' freshness). */
  freshMs: number;
  recordPage(source: PageSource): void;
  /** The headers of an API answer (plugins/security.ts): what any other answer no route gives carries. */
  apiHeaders: Readonly<Record<string, string>>;
}

/** A visitor's page rendered, or where its route's loader sends the visitor instead (an unknown path: /404). */
type VisitorRender = { kind: 'page'; page: KeptPage } | { kind: 'redirect'; status: number; location: string };

/** A visitor's page in the page cache: everything it was rendered from (its content, language, order and URL). */
function pageKey(contentVersion: string, language: Language, navOrder: string, url: string): string {
  return `${contentVersion}|${language}|${navOrder}|${url}`;
}

/** The page's language: the language cookie when it names one, else Japanese. */
function languageOf(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** The category order of the nav-order cookie (its ids; the date it carries changes nothing on a page). */
function navOrderOf(value: string | undefined): string {
  let stored: unknown;
  try {
    stored = value ? JSON.parse(value) : undefined;
  } catch {
    stored = undefined;
  }
  return JSON.stringify({ order: navOrderIds(stored) });
}

/**
 * The SPA's pages (ADR 0032): every GET outside the API answers a document, whatever its Accept header says (curl,
 * crawlers and link previews send `*\/*`). A page marked server-rendered in the web app's route table arrives as HTML
 * rendered after its route loaders, any other with the data of the shell for the browser to render.
 *
 * - A visitor's page (no session, no staff preview) is the same for every visitor of the same language and category
 *   order: it is kept (page-cache.ts) under a key naming all it was rendered from, served from there to the next
 *   visitors, and rendered again once it is no longer valid (served once more meanwhile). It carries nothing of a
 *   request: no cookie, no CSRF token, no nonce (the CSP allows scripts by origin only).
 * - A member's page is rendered for them, with their cookies, and never kept.
 */
export const pagesPlugin = fp<PagesPluginOptions>(async (app, options) => {
  const { renderer, cache, clock } = options;
  const indexFile = resolve(options.distDir, 'index.html');
  const template = existsSync(indexFile) ? Buffer.from(readFileSync(indexFile, 'utf8')) : null;
  if (!template) app.log.warn({ distDir: options.distDir }, 'the SPA is not built: run `npm run build`');
  /** The renders under way of visitors' pages, by key: whoever asks meanwhile waits for the same one. */
  const rendering = new Map<string, Promise<VisitorRender>>();

  /**
   * The page's URL at the portal's public origin: its path and query only, whatever form the request's target took
   * (`//host/path` or an absolute `http://host/path` names no other site for the renderer).
   */
  function pageUrl(target: string): string {
    const { pathname, search } = new URL(target, 'http://target.invalid');
    return new URL(`${pathname}${search}`, options.origin).href;
  }

  /** Headers of the page request that its calls pass on. */
  function passedOn(request: FastifyRequest): Record<string, string> {
    const headers: Record<string, string> = { 'x-request-id': request.id };
    const agent = request.headers['user-agent'];
    if (typeof agent === 'string') headers['user-agent'] = agent;
    return headers;
  }

  /** A visitor's page is rendered as for any visitor: its calls carry only the language. */
  function visitorCall(request: FastifyRequest, language: Language): PageCall {
    return {
      cookie: language === DEFAULT_LANGUAGE ? undefined : `${LANGUAGE_COOKIE}=${language}`,
      headers: passedOn(request),
      remoteAddress: request.ip,
      post: null,
    };
  }

  /** A page of this request's own: the calls carry its cookies, a read-only POST its own CSRF pair. */
  function requestCall(request: FastifyRequest): PageCall {
    const cookie = request.headers.cookie;
    const csrf = issueCsrfToken(options.csrfSecret, request.cookies[SESSION_COOKIE]);
    const others = (cookie ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair && !pair.startsWith(`${CSRF_COOKIE}=`));
    return {
      cookie,
      headers: passedOn(request),
      remoteAddress: request.ip,
      post: {
        origin: options.origin,
        cookie: [...others, `${CSRF_COOKIE}=${csrf}`].join('; '),
        header: { [CSRF_HEADER]: csrf },
      },
    };
  }

  function sendTemplate(reply: FastifyReply) {
    options.recordPage('template');
    return reply.type(HTML).header('cache-control', 'no-cache').send(template);
  }

  function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: SerialisedAnswer, validated: boolean) {
    const { status, headers, body } = answerParts(
      answer,
      { acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] },
      validated,
    );
    for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]);
    return reply.code(status).send(body ?? undefined);
  }

  function answerOf(result: PageRenderResult): SerialisedAnswer | null {
    const { outcome } = result;
    if (outcome.kind !== 'page') return null;
    const buffer = (bytes: Uint8Array | null) =>
      bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
    const identity = buffer(outcome.identity);
    return {
      type: HTML,
      identity: identity ?? Buffer.alloc(0),
      br: buffer(outcome.br),
      gzip: buffer(outcome.gzip),
      etags: { identity: `"${outcome.hash}"`, br: `"${outcome.hash}-br"`, gzip: `"${outcome.hash}-gz"` },
    };
  }

  /** A visitor's page from the page cache, rendered (once, whoever else asks meanwhile) when it is not there. */
  async function visitorPage(request: FastifyRequest, reply: FastifyReply, url: string) {
    const language = languageOf(request.cookies[LANGUAGE_COOKIE]);
    const navOrder = navOrderOf(request.cookies[CLIENT_COOKIES.navOrder.name]);
    const now = clock.now().getTime();
    const content = options.content(now);
    const key = pageKey(content.version, language, navOrder, url);
    const kept = await cache.get(key);
    const render = () => {
      let running = rendering.get(key);
      if (!running) {
        running = (async () => {
          const result = await renderer!.render({
            url: pageUrl(url),
            language,
            contentVersion: content.version,
            cookies: { [CLIENT_COOKIES.navOrder.name]: navOrder },
            codings: ['identity', 'br', 'gzip'],
            kept: true,
            call: visitorCall(request, language),
          });
          if (result.outcome.kind === 'redirect') return result.outcome;
          const answer = answerOf(result)!;
          // Valid until the next change of what it shows (a window's start or end), at most as long as the snapshots
          // it came from are fresh: then the next visitor's render reads them again (and refreshes them).
          const rendered = options.content(clock.now().getTime());
          const page = { answer, validUntil: Math.min(rendered.validUntil, now + options.freshMs) };
          // Under the key of what it was rendered from: the content may have changed while it rendered.
          cache.keep(pageKey(rendered.version, language, navOrder, url), page);
          options.recordPage(result.outcome.rendered ? 'rendered' : 'browser');
          return { kind: 'page', page } as const;
        })().finally(() => rendering.delete(key));
        rendering.set(key, running);
      }
      return running;
    };
    if (kept) {
      // Past its validity, the page goes out once more while it is rendered again for the next visitors.
      if (now >= kept.validUntil)
        render().catch((error: unknown) => request.log.error({ err: error }, 'page render failed'));
      options.recordPage('kept');
      return sendAnswer(request, reply.header('cache-control', 'no-cache'), kept.answer, true);
    }
    const rendered = await render();
    if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    return sendAnswer(request, reply.header('cache-control', 'no-cache'), rendered.page.answer, true);
  }

  /**
   * A page rendered for this request alone: a member's, one under a staff preview, or a browser's whose hint cookies
   * outlived its session (the page's session call clears them, as the browser's would).
   */
  async function personalPage(request: FastifyRequest, reply: FastifyReply, url: string) {
    const member = request.cookies[SESSION_COOKIE] !== undefined;
    const language = languageOf(request.cookies[LANGUAGE_COOKIE]);
    const cookies: Record<string, string> = {
      [CLIENT_COOKIES.navOrder.name]: navOrderOf(request.cookies[CLIENT_COOKIES.navOrder.name]),
    };
    // The level-1 check of a member page (the browser's guard reads the same hints).
    if (member) {
      for (const name of Object.values(HINT_COOKIES)) {
        const value = request.cookies[name];
        if (value !== undefined) cookies[name] = value;
      }
    }
    const coding = preferredCoding(request.headers['accept-encoding']);
    const result = await renderer!.render({
      url: pageUrl(url),
      language,
      contentVersion: options.content(clock.now().getTime()).version,
      cookies,
      codings: [coding],
      kept: false,
      call: requestCall(request),
    });
    const { outcome } = result;
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, outcome.status);
    // A member's session slides and its hints follow it as the page's calls went.
    for (const cookie of result.setCookies) reply.header('set-cookie', cookie);
    options.recordPage(outcome.rendered ? 'rendered' : 'browser');
    return sendAnswer(request, reply.header('cache-control', 'private, no-cache'), answerOf(result)!, false);
  }

  // Not a route of its own: a page is whatever no route answers (a wildcard route would also take the API's URLs
  // that no route can read, which answer 414 and 400 in the API's shape, app.ts).
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.some((prefix) => url.startsWith(prefix));
    if (!isPage) {
      return reply
        .code(404)
        .headers(options.apiHeaders)
        .send({ error: { code: 'not_found', message: 'ページが見つかりません。' } });
    }
    // A document: helmet's headers with the portal's CSP (plugins/security.ts).
    reply.helmet();
    if (!template) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The SPA is not built: run `npm run build`.');
    }
    reply.header('vary', PAGE_VARY);
    if (request.method === 'HEAD' || !renderer) return sendTemplate(reply);
    try {
      const personal = PERSONAL_COOKIES.some((name) => request.cookies[name] !== undefined);
      return await (personal ? personalPage(request, reply, url) : visitorPage(request, reply, url));
    } catch (error) {
      // The page goes as it was built: the browser renders it and asks for its data itself.
      request.log.error({ err: error, url }, 'page render failed: the page is rendered in the browser');
      return sendTemplate(reply);
    }
  });
});
