import type { FastifyReply } from 'fastify';
import { BACK_URI_COOKIE, CSRF_COOKIE, HINT_COOKIES, SESSION_COOKIE } from '@portal/contracts';
import { PREVIEW_COOKIE } from '@portal/contracts/cms';
import type { AppConfig } from '../config.ts';

export const LOGIN_STATE_COOKIE = 'portal_login_state';

/** Cookie writing in one place: flags follow the deployment (Secure on https, shared domain for hints). */
export function createCookieWriter(config: AppConfig) {
  const base = { path: '/', sameSite: 'lax' as const, secure: config.secureCookies };
  const shared = { ...base, ...(config.cookieDomain ? { domain: config.cookieDomain } : {}) };

  return {
    setSession(reply: FastifyReply, token: string, maxAgeSeconds: number) {
      reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true, maxAge: maxAgeSeconds });
    },
    clearSession(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
    },
    setCsrf(reply: FastifyReply, token: string) {
      reply.setCookie(CSRF_COOKIE, token, { ...base, httpOnly: false });
    },
    setLoginState(reply: FastifyReply, state: string) {
      reply.setCookie(LOGIN_STATE_COOKIE, state, { ...base, path: '/authorization', httpOnly: true, maxAge: 600 });
    },
    clearLoginState(reply: FastifyReply) {
      reply.clearCookie(LOGIN_STATE_COOKIE, { ...base, path: '/authorization', httpOnly: true });
    },
    /**
     * The spec's level cookies, written as hints for the SPA's route guards (never trusted by the server).
     * Values are the limits as epoch milliseconds; the cookies expire with them.
     */
    setHints(reply: FastifyReply, limits: { level1: Date; userLimit: Date; level2: Date | null }, now: Date) {
      const write = (name: string, at: Date) =>
        reply.setCookie(name, String(at.getTime()), {
          ...shared,
          httpOnly: false,
          maxAge: Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000)),
        });
      write(HINT_COOKIES.level1, limits.level1);
      write(HINT_COOKIES.userLimit, limits.userLimit);
      if (limits.level2 && limits.level2 > now) write(HINT_COOKIES.level2, limits.level2);
      else reply.clearCookie(HINT_COOKIES.level2, { ...shared, httpOnly: false });
    },
    clearHints(reply: FastifyReply) {
      for (const name of Object.values(HINT_COOKIES)) reply.clearCookie(name, { ...shared, httpOnly: false });
    },
    /** Staff preview session (its own JWT), host-only and httpOnly: never shared with sibling sites. */
    setPreview(reply: FastifyReply, token: string, maxAgeSeconds: number) {
      reply.setCookie(PREVIEW_COOKIE, token, { ...base, httpOnly: true, maxAge: maxAgeSeconds });
    },
    clearPreview(reply: FastifyReply) {
      reply.clearCookie(PREVIEW_COOKIE, { ...base, httpOnly: true });
    },
    clearBackUri(reply: FastifyReply) {
      reply.clearCookie(BACK_URI_COOKIE, { ...shared, httpOnly: false });
    },
  };
}

export type CookieWriter = ReturnType<typeof createCookieWriter>;
