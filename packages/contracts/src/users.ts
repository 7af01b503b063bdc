import { z } from 'zod';

/** The carrier operators a contract's subscription belongs to (boServiceCode, spec portal.md §9). */
export const OPERATOR_CODES = ['BS', 'SD', 'HP', 'IC'] as const;
export type OperatorCode = (typeof OPERATOR_CODES)[number];

/** Subscription of a carrier contract (spec portal.md §3, Contract info). */
export const SubscriptionSchema = z.object({
  boServiceCode: z.enum(OPERATOR_CODES),
  torinoMembrNo: z.string(),
});

export const ContractInfoItemSchema = z.object({
  companyCd: z.string(),
  customerNo: z.string(),
  companyName: z.string(),
  subscriptions: z.array(SubscriptionSchema),
});

/** POST /v1/users/contract-info */
export const ContractInfoResponseSchema = z.object({
  data: z.object({ contractInfo: z.array(ContractInfoItemSchema) }),
});
export type ContractInfoResponse = z.infer<typeof ContractInfoResponseSchema>;
export type ContractInfoItem = z.infer<typeof ContractInfoItemSchema>;

/** An account the member may act as: one per subscription (account chooser, search.md §2 Modals). */
export const AccountSchema = z.object({ id: z.string(), name: z.string() });
export type Account = z.infer<typeof AccountSchema>;

/**
 * The User entity (spec portal.md §3) as POST /v1/users/my returns it.
 * Wire names keep the spec's names; flags the header needs are added under plain names.
 */
export const UserSchema = z.object({
  firstName: z.string(),
  familyName: z.string(),
  /** store number */
  ssoMembrNo: z.string(),
  /** member ID */
  ssoCustomerNo: z.string(),
  ssoSubscriptionId: z.string(),
  /** '1' principal (本人), '0' family (家族) */
  ssoPrincipalFlg: z.enum(['0', '1']),
  authenticationLevel: z.union([z.literal(1), z.literal(2)]),
  crmFlag: z.boolean(),
  loginFlag: z.boolean(),
  priceDiv: z.string(),
  totalPoint: z.number().int().nonnegative(),
  cafePoint: z.number().int().nonnegative().nullable(),
  /** ISO timestamps: the level-1 authentication limit and the user (session) limit. */
  lv1AtLimit: z.iso.datetime({ offset: true }),
  userLimit: z.iso.datetime({ offset: true }),
  corporationId: z.string().nullable(),
  contentsServiceId: z.string(),
  email: z.object({ email: z.string() }),
  /** Business code of the member's brand; CR hides the travel-guide link. */
  businessCode: z.string(),
  cafeteriaEnabled: z.boolean(),
  supplementaryCouponEnabled: z.boolean(),
  /**
   * The member pays at convenience stores with a one-time password: the コンビニ決済ワンタイムパスワード entry shows in the
   * drawer and the PC user menu only then (search.md §6: "one-time-password entries appear only for logged-in users
   * with their flags").
   */
  oneTimePasswordEnabled: z.boolean(),
  /** The operator codes of all the member's subscriptions (drives footer and 給トク rules). */
  operatorCodes: z.array(z.enum(OPERATOR_CODES)),
  accounts: z.array(AccountSchema),
  /** True while a member with several accounts has not yet chosen one in this session. */
  accountChoicePending: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ data: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/** PUT /v1/users/member-info: the account chosen in the account chooser (decision: docs/decisions/0004). */
export const MemberInfoUpdateSchema = z.object({ ssoSubscriptionId: z.string().min(1).max(64) });
export type MemberInfoUpdate = z.infer<typeof MemberInfoUpdateSchema>;

/** A 給トク member is a principal with some subscription of operator code SD (search.md §3). */
export function isKyutokuMember(user: Pick<User, 'ssoPrincipalFlg' | 'operatorCodes'>): boolean {
  return user.ssoPrincipalFlg === '1' && user.operatorCodes.includes('SD');
}
