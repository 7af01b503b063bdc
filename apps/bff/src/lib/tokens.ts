import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * A CSRF token: a random nonce and an HMAC of it together with the session it was issued to (a hash of the session
 * cookie; a visitor's tokens are bound to having none). A token planted by a sibling domain is refused, and so is
 * another member's valid token (issue 14): the token is good only beside the session cookie it was made for.
 */
export function issueCsrfToken(secret: string, sessionToken: string | undefined): string {
  const nonce = randomToken(18);
  return `${nonce}.${csrfMac(secret, nonce, sessionToken).toString('base64url')}`;
}

export function isValidCsrfToken(secret: string, token: string | undefined, sessionToken: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac, ...rest] = token.split('.');
  if (!nonce || !mac || rest.length > 0) return false;
  const expected = csrfMac(secret, nonce, sessionToken);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function csrfMac(secret: string, nonce: string, sessionToken: string | undefined): Buffer {
  const binding = sessionToken ? sha256(sessionToken) : 'visitor';
  return createHmac('sha256', secret).update(`${binding}.${nonce}`).digest();
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
