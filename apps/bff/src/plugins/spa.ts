import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { hasLevel1Hints } from '@portal/contracts/access';
import {
  collectFirstLoadData,
  type FirstLoadPosts,
  firstLoadDataElement,
  isMemberRequest,
  pageNeeds,
} from '../modules/pages/first-load-data.ts';
import type { Clock } from '../lib/clock.ts';
import { createModulePreloads } from '../modules/pages/module-preloads.ts';
import { loadScriptsAfterPaint } from '../modules/pages/scripts-after-paint.ts';
import { loadServerRenderer } from '../modules/pages/server-render.ts';

const API_PREFIXES = ['/v1/', '/authorization/', '/swagger', '/dev/outbound/'];
/** Built files live under /assets/: a missing one is a 404, never the page. */
const ASSET_PREFIX = '/assets/';
const HEAD_END = '</head>';
const BODY_END = '</body>';
const EMPTY_ROOT = '<div id="root"></div>';

/** brotli when the browser takes it, else gzip, else none (q=0 refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressText(text: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(text, { level: 6 });
}

/**
 * Serves the built SPA: hashed assets cached for a year and sent precompressed (brotli or gzip, as the browser
 * accepts; the build writes both, ADR 0018), index.html never cached, and the history fallback: every unknown
 * GET outside the API answers index.html whatever its Accept header says (curl, crawlers and link previews send
 * `*\/*`); the SPA routes it, or to /404. The page carries the answers of its first-load API calls (ADR 0018).
 */
export const spaPlugin = fp<{ distDir: string; posts: FirstLoadPosts; clock: Clock }>(async (app, options) => {
  const { distDir, posts, clock } = options;
  const indexFile = resolve(distDir, 'index.html');
  // Read once: index.html changes only with a new build, which comes with a restart.
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const modulePreloads = createModulePreloads(distDir);
  const renderPage = indexHtml ? await loadServerRenderer(distDir, app.log) : null;
  if (indexHtml) {
    // A hashed asset is a script, stylesheet or image, never a document: the document headers (CSP, frame and
    // referrer policies…) mean nothing on it, yet would cost ~650 bytes on each of the dozens of first-load
    // requests over HTTP/1.1. It keeps nosniff and its cross-origin resource policy.
    app.addHook('onRoute', (route) => {
      if (!route.url?.startsWith(ASSET_PREFIX)) return;
      route.config = { ...(route.config as object), securityHeaders: 'asset' } as typeof route.config;
    });
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build manifest is for the BFF (module preloads), not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      // The ETag alone revalidates the few unhashed files (public/images); hashed ones are never revalidated.
      lastModified: false,
      acceptRanges: false,
      setHeaders(res, path) {
        const hashed = path.includes('/assets/');
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A hashed file never changes and is never revalidated: its ETag would be bytes on every first load.
        if (hashed) res.removeHeader('etag');
      },
    });
  } else {
    app.log.warn({ distDir }, 'the SPA is not built: run `npm run build`');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(ASSET_PREFIX) &&
      !API_PREFIXES.some((p) => path.startsWith(p))
    ) {
      if (indexHtml) {
        reply.code(200).type('text/html; charset=utf-8').header('vary', 'Cookie');
        if (request.method === 'HEAD') return reply.header('cache-control', 'no-cache').send(indexHtml);
        const url = new URL(request.url, 'http://portal.invalid');
        const needs = pageNeeds(url.pathname, url.searchParams, {
          member: isMemberRequest(request),
          level1Hints: hasLevel1Hints(request.cookies, clock.now().getTime()),
        });
        const data = await collectFirstLoadData(app, request, needs, posts);
        for (const cookie of data.setCookies) reply.header('set-cookie', cookie);
        // With a member's answers inside, the page is theirs alone: no shared cache may keep it.
        reply.header('cache-control', data.personal ? 'private, no-cache' : 'no-cache');
        // The public key pages arrive as HTML (ADR 0020); any other page, or a failed render, is rendered by the SPA.
        const rendered =
          renderPage && needs.serverRendered
            ? await renderPage({ url: new URL(request.url, posts.origin).href, data, cookies: request.cookies })
            : null;
        // Not a route, so the compression hook does not see this answer: compress it here.
        // The answers the render used travel in its state: offered again, a later refetch would take the old one.
        for (const key of rendered?.usedAnswers ?? []) delete data.answers[key];
        // Replacer functions: a `$&` or `$'` inside an answer or the HTML is text, not a replacement pattern.
        let html = indexHtml
          .replace(HEAD_END, () => `${modulePreloads(needs.modules)}${HEAD_END}`)
          .replace(BODY_END, () => `${firstLoadDataElement(data)}${rendered?.stateElement ?? ''}${BODY_END}`);
        if (rendered) {
          html = loadScriptsAfterPaint(html).replace(EMPTY_ROOT, () => `<div id="root">${rendered.html}</div>`);
        }
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        reply.header('vary', 'Cookie, Accept-Encoding');
        if (!encoding) return reply.send(html);
        return reply.header('content-encoding', encoding).send(await compressText(html, encoding));
      }
      return reply.code(503).type('text/plain; charset=utf-8').send('The SPA is not built: run `npm run build`.');
    }
    return reply.code(404).send({ error: { code: 'not_found', message: 'ページが見つかりません。' } });
  });
});
