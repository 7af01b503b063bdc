/**
 * back_uri / redirectUri accept only same-origin relative paths (ARCHITECTURE.md §4: no open redirects).
 * A safe value starts with a single "/", has no scheme, no authority ("//host"), no backslash tricks
 * and no control characters.
 */
export function isSafeBackUri(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    const url = new URL(value, 'http://portal.invalid');
    return url.origin === 'http://portal.invalid';
  } catch {
    return false;
  }
}

/**
 * The value to send the member back to: the given one when safe, the top page otherwise. It comes back as a URL
 * serialises it — path, query and fragment percent-encoded (`/検索` → `/%E6%A4%9C%E7%B4%A2`) — so it can go in a
 * Location header as it is (issue 14: a Japanese back_uri once lost the login).
 */
export function safeBackUri(value: unknown, fallback = '/'): string {
  if (!isSafeBackUri(value)) return fallback;
  const url = new URL(value, 'http://portal.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}
