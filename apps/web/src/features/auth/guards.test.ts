import { describe, expect, it } from 'vitest';
import { HINT_COOKIES } from '@portal/contracts/cookies';
import { decideLevel1Access, decideMypageAccess, isHintPresent, LEVEL1_PATHS } from './guards.ts';

const now = Date.parse('2025-06-01T12:00:00+09:00');
const future = String(now + 60_000);
const past = String(now - 1);
const level1 = { [HINT_COOKIES.level1]: future, [HINT_COOKIES.userLimit]: future };

describe('hint cookies', () => {
  it.each([
    ['missing', undefined, false],
    ['empty', '', false],
    ['not a number', 'yes', false],
    ['in the past', past, false],
    ['exactly now', String(now), false],
    ['in the future', future, true],
  ])('treats a %s limit as %s', (_label, value, present) => {
    expect(isHintPresent(value, now)).toBe(present);
  });
});

describe('level-1 routes (spec portal.md §6)', () => {
  it('are memberStatus, favorite, entry, registerSuccess, app-withdraw, app-continue and withdrawFinish, and the member steps reached from them', () => {
    expect(LEVEL1_PATHS).toEqual([
      '/memberStatus',
      '/favorite',
      '/entry',
      '/registerSuccess',
      '/app-withdraw',
      '/app-continue',
      '/withdrawFinish',
      '/orders/confirm',
      '/orders/complete',
      '/opinion',
      '/opinionConfirm',
      '/opinionRegister',
      '/oneTimePassword',
    ]);
  });

  it('allow when the level-1 cookie and the user-limit cookie are both present', () => {
    expect(decideLevel1Access({ pathname: '/memberStatus', search: '', cookies: level1, now })).toEqual({
      kind: 'allow',
    });
  });

  it.each([
    ['no cookies', {}],
    ['only the level-1 cookie', { [HINT_COOKIES.level1]: future }],
    ['only the user-limit cookie', { [HINT_COOKIES.userLimit]: future }],
    ['an expired level-1 cookie', { [HINT_COOKIES.level1]: past, [HINT_COOKIES.userLimit]: future }],
    ['an expired user-limit cookie', { [HINT_COOKIES.level1]: future, [HINT_COOKIES.userLimit]: past }],
  ])('send the member to login with back_uri when there is %s', (_label, cookies) => {
    expect(decideLevel1Access({ pathname: '/favorite', search: '?page=2', cookies, now })).toEqual({
      kind: 'login',
      backUri: '/favorite?page=2',
      loginUrl: '/v1/top/login?back_uri=%2Ffavorite%3Fpage%3D2',
    });
  });

  it('add auth_type=1 to the entry login', () => {
    expect(decideLevel1Access({ pathname: '/entry', search: '', cookies: {}, now })).toMatchObject({
      kind: 'login',
      loginUrl: '/v1/top/login?back_uri=%2Fentry&auth_type=1',
    });
  });
});

describe('my-page routes (level 2)', () => {
  const base = 'https://mypage.example.test';

  it.each([
    ['/mypage', ''],
    ['/mypage/coupon/member', '?sort=getCouponDatetime'],
    ['/mypage/orders', '?page=1&sortOrder=desc'],
    ['/mypage/benepo', ''],
    ['/mypage/setting', ''],
  ])('redirect %s%s to the my-page site when the level-2 cookie is present', (pathname, search) => {
    expect(
      decideMypageAccess({ pathname, search, cookies: { [HINT_COOKIES.level2]: future }, now, mypageBaseUrl: base }),
    ).toEqual({ kind: 'external', url: `${base}${pathname}${search}` });
  });

  it.each([
    ['missing', {}],
    ['expired', { [HINT_COOKIES.level2]: past }],
  ])('send the member to the higher-assurance login (acr_value=2) when the level-2 cookie is %s', (_label, cookies) => {
    expect(
      decideMypageAccess({
        pathname: '/mypage/orders',
        search: '?page=1&sortOrder=desc',
        cookies,
        now,
        mypageBaseUrl: base,
      }),
    ).toEqual({
      kind: 'login',
      backUri: '/mypage/orders?page=1&sortOrder=desc',
      loginUrl: '/v1/top/login?acr_value=2&back_uri=%2Fmypage%2Forders%3Fpage%3D1%26sortOrder%3Ddesc',
    });
  });

  it('do not accept level-1 cookies in place of the level-2 cookie', () => {
    expect(
      decideMypageAccess({ pathname: '/mypage', search: '', cookies: level1, now, mypageBaseUrl: base }).kind,
    ).toBe('login');
  });
});
