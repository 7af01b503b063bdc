import { describe, expect, it } from 'vitest';
import { loginInfoFor } from './login-info.ts';

// issue 13 / spec portal.md §3: loginInfo (contentsServiceId, loginState, firstLoginCheckFlag), nothing more.
describe('loginInfoFor', () => {
  it('a member: their contents service id, signed in, first login seen', () => {
    expect(loginInfoFor('LY0001', undefined)).toEqual({
      contentsServiceId: 'LY0001',
      loginState: true,
      firstLoginCheckFlag: true,
    });
  });

  it('a visitor who never signed in here: nothing seen', () => {
    expect(loginInfoFor(null, undefined)).toEqual({
      contentsServiceId: null,
      loginState: false,
      firstLoginCheckFlag: false,
    });
  });

  it('after logging out: signed out, no service id, the first login still seen', () => {
    const member = loginInfoFor('LY0001', undefined);
    expect(loginInfoFor(null, member)).toEqual({
      contentsServiceId: null,
      loginState: false,
      firstLoginCheckFlag: true,
    });
  });

  it('holds exactly the spec’s three fields', () => {
    expect(Object.keys(loginInfoFor('LY0001', undefined)).sort()).toEqual([
      'contentsServiceId',
      'firstLoginCheckFlag',
      'loginState',
    ]);
  });
});
