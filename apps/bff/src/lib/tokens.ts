import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** A CSRF token: a random nonce and its HMAC, so a token planted by a sibling domain is refused. */
export function issueCsrfToken(secret: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${createHmac('sha256', secret).update(nonce).digest('base64url')}`;
}

export function isValidCsrfToken(secret: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = createHmac('sha256', secret).update(nonce).digest();
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
