import { HINT_COOKIES } from '@portal/contracts/cookies';
import { findPersona, personaAccounts, type Persona } from '@portal/personas';
import { PublicConfigSchema, type PublicConfig } from '@portal/contracts/config';
import type { Session } from '../lib/session/get-session.ts';
import { UserSchema, type User } from '@portal/contracts/users';

/** The User the BFF would answer for a persona (POST /v1/users/my), validated by the contract. */
export function userFor(loginId: string, overrides: Partial<User> = {}): User {
  const persona: Persona | undefined = findPersona(loginId);
  if (!persona) throw new Error(`unknown persona ${loginId}`);
  const subscriptions = personaAccounts(persona);
  const inOneHour = new Date(Date.now() + 3_600_000).toISOString();
  return UserSchema.parse({
    firstName: persona.firstName,
    familyName: persona.familyName,
    ssoMembrNo: persona.membrNo,
    ssoCustomerNo: persona.customerNo,
    ssoSubscriptionId: subscriptions[0]?.subscriptionId ?? '',
    ssoPrincipalFlg: persona.principal ? '1' : '0',
    authenticationLevel: 1,
    crmFlag: false,
    loginFlag: true,
    priceDiv: '1',
    totalPoint: persona.points.benepo,
    cafePoint: persona.points.cafe,
    lv1AtLimit: inOneHour,
    userLimit: inOneHour,
    corporationId: persona.corporationId,
    contentsServiceId: 'LY0001',
    email: { email: persona.email },
    businessCode: persona.businessCode,
    cafeteriaEnabled: persona.cafeteriaEnabled,
    supplementaryCouponEnabled: persona.supplementaryCouponEnabled,
    operatorCodes: [...new Set(subscriptions.map((s) => s.boServiceCode))],
    accounts: subscriptions.map((s) => ({ id: s.subscriptionId, name: s.label })),
    accountChoicePending: subscriptions.length > 1,
    ...overrides,
  });
}

export const testConfig: PublicConfig = PublicConfigSchema.parse({
  environment: 'local',
  mypageBaseUrl: 'https://mypage.example.test',
  lifeHostUrl: 'https://life.example.test',
  stayHostUrl: 'https://stay.example.test',
  shopHostUrl: 'https://shop.example.test',
  bookingSiteUrl: 'https://booking.example.test',
  kyutokuPaymentUrl: 'https://pay.example.test/kyutoku',
  healthPointUrl: 'https://health.example.test',
  incentivePointUrl: 'https://incentive.example.test',
  pointPlatformUrl: 'https://points.example.test',
  privacyPolicyUrl: 'https://www.example.test/privacy',
  commercialTransactionsUrl: 'https://www.example.test/tokushoho',
  // A deployment's own number (GET /v1/config), not the development sample.
  customerCentre: {
    phone: '0120-123-456',
    hours: { opens: '10:00', closes: '18:00' },
    contractLineHours: { opens: '10:00', closes: '19:00' },
  },
});

export function sessionFor(authenticated: boolean): Session {
  return {
    authenticated,
    level: authenticated ? 1 : 0,
    expiresAt: authenticated ? new Date(Date.now() + 3_600_000).toISOString() : null,
    csrfToken: 'csrf-test-token',
  };
}

/** The level-1 hint cookies a login leaves (valid for an hour), for tests of level-1 pages. */
export function setLoginHints(): void {
  const inOneHour = String(Date.now() + 3_600_000);
  document.cookie = `${HINT_COOKIES.level1}=${inOneHour}; path=/`;
  document.cookie = `${HINT_COOKIES.userLimit}=${inOneHour}; path=/`;
}
