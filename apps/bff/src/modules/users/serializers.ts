import type { ContractInfoItem, User } from '@portal/contracts';
import type { CarrierMember, CarrierSubscription } from '../carrier/gateway.ts';
import type { SessionRow } from '../auth/repository.ts';

/** Row shape → wire shape of the User entity (spec portal.md §3). */
export function serializeUser(input: {
  member: CarrierMember;
  subscriptions: CarrierSubscription[];
  session: SessionRow;
  level: 1 | 2;
  benepo: number;
  cafe: number | null;
}): User {
  const { member, subscriptions, session } = input;
  return {
    firstName: member.firstName,
    familyName: member.familyName,
    ssoMembrNo: member.membrNo,
    ssoCustomerNo: member.customerNo,
    ssoSubscriptionId: session.subscriptionId,
    ssoPrincipalFlg: member.principal ? '1' : '0',
    authenticationLevel: input.level,
    crmFlag: false,
    loginFlag: true,
    priceDiv: '1',
    totalPoint: input.benepo,
    cafePoint: input.cafe,
    lv1AtLimit: session.expiresAt.toISOString(),
    userLimit: session.userLimitAt.toISOString(),
    corporationId: member.corporationId,
    contentsServiceId: member.businessCode,
    email: { email: member.email },
    businessCode: member.businessCode,
    cafeteriaEnabled: member.cafeteriaEnabled,
    supplementaryCouponEnabled: member.supplementaryCouponEnabled,
    oneTimePasswordEnabled: member.oneTimePasswordEnabled,
    operatorCodes: [...new Set(subscriptions.map((s) => s.boServiceCode))],
    accounts: subscriptions.map((s) => ({
      id: s.id,
      name: s.contract.companyName ? `${s.label} ${s.contract.companyName}` : s.label,
    })),
    accountChoicePending: session.accountChoicePending && subscriptions.length > 1,
  };
}

/** Subscriptions grouped by their contract (POST /v1/users/contract-info). */
export function serializeContractInfo(subscriptions: CarrierSubscription[]): ContractInfoItem[] {
  const byContract = new Map<string, ContractInfoItem>();
  for (const s of subscriptions) {
    const key = `${s.contract.companyCd}/${s.contract.customerNo}`;
    const item = byContract.get(key) ?? { ...s.contract, subscriptions: [] };
    item.subscriptions.push({ boServiceCode: s.boServiceCode, torinoMembrNo: s.torinoMembrNo });
    byContract.set(key, item);
  }
  return [...byContract.values()];
}
