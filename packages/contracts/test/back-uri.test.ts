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

  it.each([
    ['/検索', '/%E6%A4%9C%E7%B4%A2'],
    ['/menus?keyword=温泉 宿', '/menus?keyword=%E6%B8%A9%E6%B3%89%20%E5%AE%BF'],
    ['/menus?keyword=%E6%B8%A9%E6%B3%89', '/menus?keyword=%E6%B8%A9%E6%B3%89'],
    ['/information/12#本文', '/information/12#%E6%9C%AC%E6%96%87'],
  ])('gives %s back percent-encoded, ready for a Location header (issue 14): %s', (value, expected) => {
    expect(safeBackUri(value)).toBe(expected);
    expect(safeBackUri(value)).toMatch(/^[\x21-\x7e]+$/);
  });
});
