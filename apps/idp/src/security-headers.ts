import { randomBytes } from 'node:crypto';

import type { Middleware } from 'koa';

const NONCE = Symbol('cspNonce');

/**
 * A strict CSP on every response: no inline code but what carries this response's nonce. Forms may
 * post to the IdP itself and to the portal (Chromium checks `form-action` on the redirects that
 * follow a form post: login → resume → portal callback, logout → post_logout_redirect_uri).
 * oidc-provider's own auto-submitting form_post pages add their script hash to `script-src`.
 */
export function securityHeaders(portalOrigin: string): Middleware {
  return async function setSecurityHeaders(ctx, next) {
    const nonce = randomBytes(16).toString('base64');
    (ctx.state as Record<symbol, string>)[NONCE] = nonce;
    ctx.set(
      'content-security-policy',
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "img-src 'self' data:",
        `form-action 'self' ${portalOrigin}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    );
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('referrer-policy', 'no-referrer');
    await next();
  };
}

/** The nonce that `securityHeaders` chose for this response. */
export function cspNonce(ctx: { state: unknown }): string {
  const nonce = (ctx.state as Record<symbol, string | undefined>)[NONCE];
  if (nonce === undefined) throw new Error('securityHeaders middleware is not installed');
  return nonce;
}
