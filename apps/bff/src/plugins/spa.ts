import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Built files live under /assets/: a missing one is a 404, never the page. */
const ASSET_PREFIX = '/assets/';

/**
 * Serves the built SPA's files: hashed assets cached for a year and sent precompressed (brotli or gzip, as the
 * browser accepts; the build writes both, ADR 0018), the few unhashed files (public/images) revalidated by their
 * ETag. The pages themselves are modules/pages' (ADR 0032), which answers whatever no route does.
 */
export const spaPlugin = fp<{ distDir: string }>(async (app, { distDir }) => {
  if (!existsSync(distDir)) return;
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
    // The build manifest is for the BFF (page preloads), not for browsers; nor is index.html, the pages' template.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/') && pathName !== '/index.html',
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
});
