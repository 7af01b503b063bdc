import { describe, expect, it } from 'vitest';
import { isSafeBackUri, safeBackUri } from '../src/back-uri.ts';

describe('back_uri accepts only same-origin relative paths (no open redirects)', () => {
  it.each([
    '/',
    '/memberStatus',
    '/mypage/coupon/member?sort=getCouponDatetime',
    '/mypage/orders?page=1&sortOrder=desc',
    '/information/12#body',
    '/specialPage/detail?spid=spring-campaign',
  ])('accepts %s', (value) => {
    expect(isSafeBackUri(value)).toBe(true);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash authority', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a leading slash', 'memberStatus'],
    ['a control character', '/path\nLocation: https://evil.example'],
    ['a tab that browsers strip', '/\t/evil.example'],
    ['an empty value', ''],
    ['a non-string', 42],
    ['an over-long value', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_label, value) => {
    expect(isSafeBackUri(value)).toBe(false);
  });

  it('falls back to the top page, or to the given fallback', () => {
    expect(safeBackUri('https://evil.example')).toBe('/');
    expect(safeBackUri(undefined, '/entryConfirm')).toBe('/entryConfirm');
    expect(safeBackUri('/favorite', '/entryConfirm')).toBe('/favorite');
  });
});
