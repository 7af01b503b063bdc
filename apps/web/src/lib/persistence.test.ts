import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIES, LOCAL_STORAGE_KEYS } from '@portal/contracts/cookies';
import { readCookie, cookieAttributes } from './cookies.ts';
import { persistence } from './persistence.ts';

describe('client persistence (spec portal.md §3)', () => {
  it('keeps login info and register date in 7-day cookies', () => {
    expect(CLIENT_COOKIES.loginInfo.days).toBe(7);
    expect(CLIENT_COOKIES.registerDate.days).toBe(7);
    persistence.loginInfo.write({ contentsServiceId: 'LY0001', loginState: true, firstLoginCheckFlag: false });
    expect(JSON.parse(readCookie(CLIENT_COOKIES.loginInfo.name) ?? '')).toEqual({
      contentsServiceId: 'LY0001',
      loginState: true,
      firstLoginCheckFlag: false,
    });
    expect(persistence.loginInfo.read()?.contentsServiceId).toBe('LY0001');
  });

  it('keeps nav order and clicked news in 3650-day cookies and in localStorage', () => {
    expect(CLIENT_COOKIES.navOrder.days).toBe(3650);
    expect(CLIENT_COOKIES.clickedNews.days).toBe(3650);
    const order = { order: ['crly2', 'crly1'], lastUpdateDate: '2025-01-01' };
    persistence.navOrder.write(order);
    expect(JSON.parse(readCookie(CLIENT_COOKIES.navOrder.name) ?? '')).toEqual(order);
    expect(JSON.parse(window.localStorage.getItem(LOCAL_STORAGE_KEYS.navOrder) ?? '')).toEqual(order);
    persistence.clickedNews.write({ ids: ['n1'], lastUpdateDate: '2025-01-02' });
    expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.clickedNews)).toContain('n1');
    expect(readCookie(CLIENT_COOKIES.clickedNews.name)).toContain('n1');
  });

  it('keeps the tutorial status in localStorage only', () => {
    persistence.tutorial.write({ done: true });
    expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.tutorial)).toBe('{"done":true}');
    expect(document.cookie).not.toContain(LOCAL_STORAGE_KEYS.tutorial);
  });

  it('ignores a malformed cookie JSON', () => {
    document.cookie = `${CLIENT_COOKIES.registerDate.name}=%7Bnot-json; path=/`;
    expect(persistence.registerDate.read()).toBeUndefined();
  });

  it('writes cookies for the given lifetime, SameSite=Lax, Secure on https and localhost, host-only without a domain', () => {
    const attributes = cookieAttributes(CLIENT_COOKIES.loginInfo.days);
    expect(attributes).toMatchObject({ path: '/', sameSite: 'Lax', secure: true, expires: 7 });
    expect(attributes.domain).toBeUndefined();
    expect(cookieAttributes(CLIENT_COOKIES.navOrder.days).expires).toBe(3650);
  });
});
