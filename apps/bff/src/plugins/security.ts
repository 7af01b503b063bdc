import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, DEVICE_ERROR_PATH, isFeaturePhone } from '@portal/contracts';
import type { AppConfig } from '../config.ts';
import { isValidCsrfToken, safeEqual } from '../lib/tokens.ts';

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
 * Security by default: a real CSP and the other helmet headers, CSRF protection on state-changing
 * calls (same-origin Origin + double-submit token with an HMAC), feature phones sent to /device-error.
 */
export const securityPlugin = fp<{ config: AppConfig }>(async (app: FastifyInstance, { config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // CMS images are loaded from the CMS host (image URLs are absolute, spec portal.md §7).
        imgSrc: ["'self'", 'data:', new URL(config.cms.publicUrl).origin],
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
    hsts: config.secureCookies,
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      isFeaturePhone(request.headers['user-agent']) &&
      path !== DEVICE_ERROR_PATH &&
      !path.startsWith('/assets/') &&
      path !== '/healthz' &&
      path !== '/readyz'
    ) {
      return reply.redirect(DEVICE_ERROR_PATH, 302);
    }
    if (!UNSAFE_METHODS.has(request.method)) return;
    // The operator API authenticates with a bearer token and reads no cookies: no browser CSRF to defend.
    if (path.startsWith('/v1/operator/')) return;
    const origin = requestOrigin(request.headers);
    if (origin !== config.publicOrigin) {
      return reply.code(403).send({ error: { code: 'forbidden_origin', message: '不正なリクエストです。' } });
    }
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (
      typeof header !== 'string' ||
      !cookie ||
      !safeEqual(header, cookie) ||
      !isValidCsrfToken(config.sessionSecret, header)
    ) {
      return reply
        .code(403)
        .send({ error: { code: 'csrf', message: '不正なリクエストです。ページを再読み込みしてください。' } });
    }
  });
});
