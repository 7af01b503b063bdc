import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/v1/', '/authorization/', '/swagger', '/dev/outbound/'];
/** Built files live under /assets/: a missing one is a 404, never the page. */
const ASSET_PREFIX = '/assets/';

/**
 * Serves the built SPA: hashed assets cached for a year and sent precompressed (brotli or gzip, as the browser
 * accepts; the build writes both, ADR 0018), index.html never cached, and the history fallback: every unknown
 * GET outside the API answers index.html whatever its Accept header says (curl, crawlers and link previews send
 * `*\/*`); the SPA routes it, or to /404.
 */
export const spaPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const indexFile = resolve(distDir, 'index.html');
  // Read once: index.html changes only with a new build, which comes with a restart.
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
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
        return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
      }
      return reply.code(503).type('text/plain; charset=utf-8').send('The SPA is not built: run `npm run build`.');
    }
    return reply.code(404).send({ error: { code: 'not_found', message: 'ページが見つかりません。' } });
  });
});
