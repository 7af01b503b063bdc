import { describe, expect, it } from 'vitest';
import { isKyutokuMember } from '../src/users.ts';
import { CLIENT_COOKIES, HINT_COOKIES, LOCAL_STORAGE_KEYS } from '../src/cookies.ts';

describe('給トク member (search.md §3)', () => {
  it('is a principal with a subscription of operator code SD', () => {
    expect(isKyutokuMember({ ssoPrincipalFlg: '1', operatorCodes: ['SD'] })).toBe(true);
    expect(isKyutokuMember({ ssoPrincipalFlg: '1', operatorCodes: ['BS', 'SD'] })).toBe(true);
  });
  it('is not a family member, even with SD', () => {
    expect(isKyutokuMember({ ssoPrincipalFlg: '0', operatorCodes: ['SD'] })).toBe(false);
  });
  it('is not a principal without SD', () => {
    expect(isKyutokuMember({ ssoPrincipalFlg: '1', operatorCodes: ['BS', 'HP'] })).toBe(false);
  });
});

describe('client persistence (spec portal.md §3)', () => {
  it('keeps the spec names of the level cookies', () => {
    expect(HINT_COOKIES).toEqual({
      level1: 'LYLv1AtLimitAuthenticatedCookie',
      userLimit: 'LYUserLimitCookie',
      level2: 'LYLv2AtLimitAuthenticatedCookie',
    });
  });
  it('keeps login info and the register date for 7 days', () => {
    for (const key of ['loginInfo', 'registerDate'] as const) expect(CLIENT_COOKIES[key].days).toBe(7);
  });
  it('keeps nav order and clicked news for 3650 days, and in local storage too (with the tutorial)', () => {
    expect(CLIENT_COOKIES.navOrder.days).toBe(3650);
    expect(CLIENT_COOKIES.clickedNews.days).toBe(3650);
    expect(Object.keys(LOCAL_STORAGE_KEYS).sort()).toEqual(['clickedNews', 'navOrder', 'tutorial']);
  });
});
