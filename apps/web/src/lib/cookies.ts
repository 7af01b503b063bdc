import Cookies from 'js-cookie';
import { env } from '../config/env.ts';

/**
 * Attributes of every cookie the SPA writes (spec portal.md §3: secure, shared across the product's domain).
 * Secure on https and on localhost (browsers treat localhost as a secure context), SameSite=Lax,
 * domain from VITE_COOKIE_DOMAIN (empty → host-only).
 */
export function cookieAttributes(days?: number): Cookies.CookieAttributes {
  const { protocol, hostname } = window.location;
  const secure = protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
  return {
    path: '/',
    sameSite: 'Lax',
    secure,
    ...(env.cookieDomain ? { domain: env.cookieDomain } : {}),
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
