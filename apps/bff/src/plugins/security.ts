import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { CSRF_COOKIE, CSRF_HEADER, DEVICE_ERROR_PATH, isFeaturePhone, SESSION_COOKIE } from '@portal/contracts';
import { PERMISSIONS_POLICY } from '@portal/contracts/permissions-policy';
import type { AppConfig } from '../config.ts';
import { isValidCsrfToken, safeEqual } from '../lib/tokens.ts';
import { tileImageSource } from '../modules/catalog/map-tiles.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `asset`: a hashed script, stylesheet or image, which keeps only the subresource headers (nosniff, CORP). */
    securityHeaders?: 'document' | 'asset';
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Origin of a state-changing request, from Origin or, failing that, Referer. */
function requestOrigin(headers: Record<string, string | string[] | undefined>): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * The document headers (pages, Swagger UI, development pages): helmet's, with the portal's CSP. Scripts come from the
 * portal's origin only, with no inline script and no per-request nonce (ADR 0032: a page kept for every visitor carries
 * nothing of one request); its data travels in JSON data blocks, which are not scripts.
 */
export function documentHelmetOptions(config: AppConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // CMS images are loaded from the CMS host (image URLs are absolute, spec portal.md §7); the map's tiles from
        // its tile server, when one is configured.
        imgSrc: [
          "'self'",
          'data:',
          new URL(config.cms.publicUrl).origin,
          ...(config.map.tileUrl ? [tileImageSource(config.map.tileUrl)] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies,
  };
}

/**
 * What the headers of an API answer keep (OWASP's REST security headers): nothing of it is ever a document that
 * loads anything, so its CSP allows nothing at all and no framing; nosniff, the cross-origin resource policy and
 * (over https) HSTS stay. The document-only headers (COOP, referrer and DNS-prefetch policies, X-Frame-Options, which
 * frame-ancestors supersedes, the legacy IE and Flash ones) would cost ~700 bytes on every call.
 */
export function apiSecurityHeaders(config: Pick<AppConfig, 'secureCookies'>): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(config.secureCookies ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** What the headers of a hashed asset keep: only those that protect a subresource (nosniff, CORP). */
export const ASSET_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** The paths of the API's calls and of the build's hashed assets: every other path is a document's. */
function isDocumentPath(url: string): boolean {
  return !url.startsWith('/v1/') && !url.startsWith('/assets/');
}

/**
 * Security by default: the API's headers on its answers (a CSP that allows nothing), CSRF protection on
 * state-changing calls (same-origin Origin + double-submit token with an HMAC bound to the session cookie), feature
 * phones sent to /device-error. For the whole app; the documents' headers are `documentHeadersPlugin`'s.
 */
export const securityPlugin = fp<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  const apiHeaders = apiSecurityHeaders(config);
  // A document's route outside the documents' context (app.ts) would go without helmet's headers: refused at start.
  app.addHook('onRoute', function (route) {
    if (isDocumentPath(route.url ?? '') && !this.hasReplyDecorator('helmet')) {
      throw new Error(`${route.url} is not the API's: register it in the documents' context (app.ts)`);
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '/';
    const asset = !path.startsWith('/v1/') && request.routeOptions.config.securityHeaders === 'asset';
    // The powerful features no page uses, refused on every answer that can be a document: pages, the API's answers,
    // the rest (issue 33). Not on the build's hashed scripts and stylesheets, where a policy governs nothing and its
    // 170 bytes, times the two dozen files of a first load, were 4 KB of the 150 KB budget.
    if (!asset) reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (path.startsWith('/v1/')) reply.headers(apiHeaders);
    else if (asset) reply.headers(ASSET_SECURITY_HEADERS);
    if (
      isFeaturePhone(request.headers['user-agent']) &&
      path !== DEVICE_ERROR_PATH &&
      !path.startsWith('/assets/') &&
      path !== '/healthz' &&
      path !== '/readyz'
    ) {
      void reply.redirect(DEVICE_ERROR_PATH, 302);
      return;
    }
    // The operator API authenticates with a bearer token and reads no cookies: no browser CSRF to defend.
    if (!UNSAFE_METHODS.has(request.method) || path.startsWith('/v1/operator/')) return done();
    const origin = requestOrigin(request.headers);
    if (origin !== config.publicOrigin) {
      void reply.code(403).send({ error: { code: 'forbidden_origin', message: '不正なリクエストです。' } });
      return;
    }
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (
      typeof header !== 'string' ||
      !cookie ||
      !safeEqual(header, cookie) ||
      !isValidCsrfToken(config.sessionSecret, header, request.cookies[SESSION_COOKIE])
    ) {
      void reply
        .code(403)
        .send({ error: { code: 'csrf', message: '不正なリクエストです。ページを再読み込みしてください。' } });
      return;
    }
    done();
  });
});

/**
 * helmet's headers with the portal's CSP on documents (@fastify/helmet): every route of the context this is
 * registered in (app.ts's documents: the pages, the sign-in callbacks, health, metrics, the development pages) but
 * the API's calls and the hashed assets (which keep their own small sets, `securityPlugin`), and the pages, which no
 * route answers (modules/pages calls `reply.helmet()`). helmet runs two hooks on every request of its context, one of
 * them async: kept out of the API's context, they cost its calls nothing (ADR 0032, amendment "the documents'
 * context").
 */
export const documentHeadersPlugin = fp<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  app.addHook('onRoute', (route) => {
    if (isDocumentPath(route.url ?? '')) route.helmet ??= {};
  });
  await app.register(helmet, { ...documentHelmetOptions(config), global: false });
});
