import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../lib/format-number.ts';
import { userFor, testConfig } from '../../testing/fixtures.ts';
import { kyutokuHref } from './drawer-sections.ts';
import { footerPointServices, showsCafeTile, showsSupplementaryCoupon, showsTravelGuide } from './member-display.ts';

describe('header and drawer display rules', () => {
  it('shows the cafe point tile only to logged-in members with the cafeteria enabled and a cafe point value', () => {
    expect(showsCafeTile(undefined)).toBe(false);
    expect(showsCafeTile(userFor('principal'))).toBe(true);
    expect(showsCafeTile(userFor('principal', { cafeteriaEnabled: false }))).toBe(false);
    expect(showsCafeTile(userFor('principal', { cafePoint: null }))).toBe(false);
  });

  it('shows 補助クーポン only when logged in and the flag is set', () => {
    expect(showsSupplementaryCoupon(undefined)).toBe(false);
    expect(showsSupplementaryCoupon(userFor('principal'))).toBe(true);
    expect(showsSupplementaryCoupon(userFor('family'))).toBe(false);
  });

  it('hides トラベルサービスの使い方 for business code CR', () => {
    expect(showsTravelGuide(undefined)).toBe(true);
    expect(showsTravelGuide(userFor('principal'))).toBe(true);
    expect(showsTravelGuide(userFor('club'))).toBe(false);
  });

  it('formats points with thousands separators (the tiles use formatNumber)', () => {
    expect(formatNumber(12300)).toBe('12,300');
    expect(formatNumber(0)).toBe('0');
  });

  it('links 給トク払い to the payment URL for 給トク members (principal with SD), otherwise to the information page', () => {
    expect(kyutokuHref(userFor('kyutoku'), testConfig)).toBe('https://pay.example.test/kyutoku');
    expect(kyutokuHref(userFor('principal'), testConfig)).toBe('/otherPage?other_id=kyutoku');
    expect(kyutokuHref(userFor('kyutoku', { ssoPrincipalFlg: '0' }), testConfig)).toBe('/otherPage?other_id=kyutoku');
  });
});

describe('footer point services', () => {
  it('shows all three to visitors', () => {
    expect(footerPointServices(undefined)).toEqual({ health: true, incentive: true, platform: true });
  });

  it('shows health and incentive to members only with HP and IC subscriptions', () => {
    expect(footerPointServices(userFor('healthpoint'))).toEqual({ health: true, incentive: true, platform: true });
    expect(footerPointServices(userFor('principal'))).toEqual({ health: false, incentive: false, platform: true });
    expect(footerPointServices(userFor('principal', { operatorCodes: ['BS', 'IC'] }))).toEqual({
      health: false,
      incentive: true,
      platform: true,
    });
  });
});
