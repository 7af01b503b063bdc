import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * A CSRF token: a random nonce, the tag of the session it was issued to (an HMAC of the session cookie; `v` for a
 * visitor) and an HMAC of both. A token planted by a sibling domain is refused, and so is another member's valid token
 * beside this member's session cookie (issue 14). A request without a session cookie carries nothing of a member to
 * protect: there a valid token of any tag is good, so a tab whose session ended elsewhere meets the route's 401 (and
 * goes to the login), not a CSRF refusal.
 */
export function issueCsrfToken(secret: string, sessionToken: string | undefined): string {
  const nonce = randomToken(18);
  const tag = sessionTag(secret, sessionToken);
  return `${nonce}.${tag}.${csrfMac(secret, nonce, tag).toString('base64url')}`;
}

export function isValidCsrfToken(secret: string, token: string | undefined, sessionToken: string | undefined): boolean {
  if (!token) return false;
  const [nonce, tag, mac, ...rest] = token.split('.');
  if (!nonce || !tag || !mac || rest.length > 0) return false;
  if (sessionToken && !safeEqual(tag, sessionTag(secret, sessionToken))) return false;
  const expected = csrfMac(secret, nonce, tag);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sessionTag(secret: string, sessionToken: string | undefined): string {
  if (!sessionToken) return 'v';
  return createHmac('sha256', secret).update(`session:${sessionToken}`).digest('base64url').slice(0, 22);
}

function csrfMac(secret: string, nonce: string, tag: string): Buffer {
  return createHmac('sha256', secret).update(`${tag}.${nonce}`).digest();
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
