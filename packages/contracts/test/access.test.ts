import { describe, expect, it } from 'vitest';
import { isLevel1Path, isMemberOnlyPath, isMypagePath, LEVEL1_PATHS, SPEC_LEVEL1_PATHS } from '../src/access.ts';

describe('assurance levels by route (spec portal.md §6)', () => {
  it('needs level 1 for memberStatus, favorite, entry, registerSuccess, app-withdraw, app-continue, withdrawFinish', () => {
    expect([...SPEC_LEVEL1_PATHS].sort()).toEqual(
      [
        '/app-continue',
        '/app-withdraw',
        '/entry',
        '/favorite',
        '/memberStatus',
        '/registerSuccess',
        '/withdrawFinish',
      ].sort(),
    );
    expect(isLevel1Path('/information')).toBe(false);
  });
  it('needs level 1 too for the member steps reached from them: /orders/*, /opinion*, /oneTimePassword', () => {
    expect(LEVEL1_PATHS.filter((path) => !(SPEC_LEVEL1_PATHS as readonly string[]).includes(path))).toEqual([
      '/orders/confirm',
      '/orders/complete',
      '/opinion',
      '/opinionConfirm',
      '/opinionRegister',
      '/oneTimePassword',
    ]);
  });
  it.each(['/mypage', '/mypage/coupon/member', '/mypage/orders', '/mypage/benepo', '/mypage/setting'])(
    'needs level 2 for %s',
    (path) => {
      expect(isMypagePath(path)).toBe(true);
    },
  );
  it('does not take look-alikes for my-page paths', () => {
    expect(isMypagePath('/mypages')).toBe(false);
    expect(isMypagePath('/information/mypage')).toBe(false);
  });
  it('judges a back_uri with its query and hash by its path', () => {
    expect(isMemberOnlyPath('/mypage/orders?page=1&sortOrder=desc')).toBe(true);
    expect(isMemberOnlyPath('/memberStatus#top')).toBe(true);
    expect(isMemberOnlyPath('/information?category=all')).toBe(false);
    expect(isMemberOnlyPath('/orders/confirm?type=continue')).toBe(true);
    expect(isMemberOnlyPath('/opinionConfirm')).toBe(true);
    expect(isMemberOnlyPath('/oneTimePassword')).toBe(true);
  });
});
