import Cookies from 'js-cookie';

/** The domain the cookies are shared across; null: host-only. A runtime setting (setCookieDomain). */
let sharedDomain: string | null = null;

/**
 * The deployment's cookie domain, the BFF's COOKIE_DOMAIN as GET /v1/config gives it (config/public-config.ts
 * `followCookieDomain`): set as the app starts, from the configuration the server's page carries.
 */
export function setCookieDomain(domain: string | null): void {
  sharedDomain = domain?.trim() || null;
}

/**
 * Attributes of every cookie the SPA writes (spec portal.md §3: secure, shared across the product's domain).
 * Secure on https and on localhost (browsers treat localhost as a secure context), SameSite=Lax,
 * the deployment's cookie domain (none: host-only).
 */
export function cookieAttributes(days?: number): Cookies.CookieAttributes {
  const { protocol, hostname } = window.location;
  const secure = protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
  return {
    path: '/',
    sameSite: 'Lax',
    secure,
    ...(sharedDomain ? { domain: sharedDomain } : {}),
    ...(days !== undefined ? { expires: days } : {}),
  };
}

/** In the server renderer (ADR 0020): the request's cookies, as far as the BFF passes them on (an allow-list). */
let serverCookies: ((name: string) => string | undefined) | undefined;

export function setServerCookieSource(source: (name: string) => string | undefined): void {
  serverCookies = source;
}

/** A cookie's value; while the server renders a page, the request's (a page rendered from it hydrates alike). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return serverCookies?.(name);
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, days?: number): void {
  Cookies.set(name, value, cookieAttributes(days));
}

/** Removes a cookie whether it was written host-only or on the shared domain. */
export function removeCookie(name: string): void {
  const attributes = cookieAttributes();
  Cookies.remove(name, attributes);
  const { domain: _domain, ...hostOnly } = attributes;
  Cookies.remove(name, hostOnly);
}
