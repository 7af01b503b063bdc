import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { CSRF_COOKIE, CSRF_HEADER, DEVICE_ERROR_PATH, isFeaturePhone, SESSION_COOKIE } from '@portal/contracts';
import type { AppConfig } from '../config.ts';
import { isValidCsrfToken, safeEqual } from '../lib/tokens.ts';
import { tileImageSource } from '../modules/catalog/map-tiles.ts';
import { SCRIPTS_AFTER_PAINT_CSP_SOURCE } from '../modules/pages/scripts-after-paint.ts';
import { API_HELMET_OPTIONS, ASSET_HELMET_OPTIONS, helmetHeaders, type SecurityHeaders } from './security-headers.ts';

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
 * The headers of the three kinds of answer, worked out once from the configuration: documents (pages, Swagger UI,
 * development pages), API answers under /v1 (a CSP that allows nothing), hashed assets (nosniff, CORP). The answer
 * front (modules/cms/answer-front.ts) sends the API set too.
 */
export function securityHeaderSets(config: AppConfig): {
  document: SecurityHeaders;
  api: SecurityHeaders;
  asset: SecurityHeaders;
} {
  const helmetOptions: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the loader of a server-rendered page's scripts, allowed by its hash (ADR 0020).
        scriptSrc: ["'self'", SCRIPTS_AFTER_PAINT_CSP_SOURCE],
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
  return {
    document: helmetHeaders(helmetOptions),
    api: helmetHeaders(helmetOptions, API_HELMET_OPTIONS),
    asset: helmetHeaders(helmetOptions, ASSET_HELMET_OPTIONS),
  };
}

/**
 * Security by default: a real CSP and the other helmet headers, CSRF protection on state-changing
 * calls (same-origin Origin + double-submit token with an HMAC bound to the session cookie), feature phones sent to /device-error.
 * The headers are worked out once (securityHeaderSets); one synchronous hook sets them and makes the checks, so a
 * request pays a header copy and a few comparisons (ADR 0019).
 */
export const securityPlugin = fp<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  const { document: documentHeaders, api: apiHeaders, asset: assetHeaders } = securityHeaderSets(config);

  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.headers(
      path.startsWith('/v1/')
        ? apiHeaders
        : request.routeOptions.config.securityHeaders === 'asset'
          ? assetHeaders
          : documentHeaders,
    );
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
