/**
 * Test members of the development identity provider and the embedded carrier gateway.
 *
 * One file feeds three readers: apps/idp (who can sign in), packages/db seed (carrier contract,
 * membership and point data of the embedded CarrierGateway/PointsLedger) and the e2e fixtures.
 * Every persona signs in with the password `password`.
 */

export type OperatorCode = 'BS' | 'SD' | 'HP' | 'IC';

export interface PersonaSubscription {
  /** ssoSubscriptionId: the account a member chooses in the account chooser. */
  subscriptionId: string;
  boServiceCode: OperatorCode;
  torinoMembrNo: string;
  /** How the account is named in the account chooser (line number and holder). */
  label: string;
}

export interface PersonaContract {
  companyCd: string;
  customerNo: string;
  companyName: string;
  subscriptions: PersonaSubscription[];
}

export type MembershipSeed =
  | { status: 'none' }
  | { status: 'active'; plan: 'general'; joinedDaysAgo: number }
  | { status: 'active'; plan: 'club'; joinedDaysAgo: number; freePeriodEndsInDays: number };

export interface Persona {
  loginId: string;
  /** Japanese label shown on the development login page. */
  label: string;
  /** What this persona is for, in Japanese, shown on the login page and in the README. */
  description: string;
  familyName: string;
  firstName: string;
  email: string;
  /** ssoCustomerNo: member ID. */
  customerNo: string;
  /** ssoMembrNo: store number. */
  membrNo: string;
  principal: boolean;
  /** Business code of the member's service brand; CR is the child-raising club brand. */
  businessCode: 'LY' | 'CR';
  corporationId: string | null;
  /** Whether the member's company offers the cafeteria (cafe point) plan. */
  cafeteriaEnabled: boolean;
  /** Whether supplementary (subsidy) coupons are offered to the member. */
  supplementaryCouponEnabled: boolean;
  /**
   * Whether the member pays applications at convenience stores with a one-time password (コンビニ決済ワンタイムパスワード):
   * the carrier's flag that shows the entry (search.md §6 "entries appear only for logged-in users with their flags").
   */
  oneTimePasswordEnabled: boolean;
  /** Whether the contract and device can use the service at all. */
  eligible: boolean;
  contracts: PersonaContract[];
  membership: MembershipSeed;
  points: { benepo: number; cafe: number | null };
}

export const PERSONA_PASSWORD = 'password';

export const personas = [
  {
    loginId: 'principal',
    label: '一般会員（本人）',
    description:
      '入会済みの本人会員。BS契約、ベネポ12,300pt・カフェポイント5,000pt、コンビニ決済ワンタイムパスワードあり',
    familyName: '山田',
    firstName: '太郎',
    email: 'taro.yamada@example.jp',
    customerNo: '100000000001',
    membrNo: '5500000001',
    principal: true,
    businessCode: 'LY',
    corporationId: null,
    cafeteriaEnabled: true,
    supplementaryCouponEnabled: true,
    oneTimePasswordEnabled: true,
    eligible: true,
    contracts: [
      {
        companyCd: 'C001',
        customerNo: '100000000001',
        companyName: '山田 太郎',
        subscriptions: [
          { subscriptionId: 'S-0001-01', boServiceCode: 'BS', torinoMembrNo: 'T0000000101', label: '090-1234-5678' },
        ],
      },
    ],
    membership: { status: 'active', plan: 'general', joinedDaysAgo: 400 },
    points: { benepo: 12300, cafe: 5000 },
  },
  {
    loginId: 'family',
    label: '家族会員',
    description: '入会済み契約の家族会員',
    familyName: '山田',
    firstName: '花子',
    email: 'hanako.yamada@example.jp',
    customerNo: '100000000002',
    membrNo: '5500000002',
    principal: false,
    businessCode: 'LY',
    corporationId: null,
    cafeteriaEnabled: false,
    supplementaryCouponEnabled: false,
    oneTimePasswordEnabled: false,
    eligible: true,
    contracts: [
      {
        companyCd: 'C001',
        customerNo: '100000000001',
        companyName: '山田 太郎',
        subscriptions: [
          { subscriptionId: 'S-0001-02', boServiceCode: 'BS', torinoMembrNo: 'T0000000102', label: '090-1234-9999' },
        ],
      },
    ],
    membership: { status: 'active', plan: 'general', joinedDaysAgo: 400 },
    points: { benepo: 800, cafe: null },
  },
  {
    loginId: 'club',
    label: '子育て応援クラブ会員',
    description: '無料期間中の子育て応援クラブ会員（無料期間はあと20日）',
    familyName: '佐藤',
    firstName: '美咲',
    email: 'misaki.sato@example.jp',
    customerNo: '100000000003',
    membrNo: '5500000003',
    principal: true,
    businessCode: 'CR',
    corporationId: null,
    cafeteriaEnabled: false,
    supplementaryCouponEnabled: false,
    oneTimePasswordEnabled: false,
    eligible: true,
    contracts: [
      {
        companyCd: 'C003',
        customerNo: '100000000003',
        companyName: '佐藤 美咲',
        subscriptions: [
          { subscriptionId: 'S-0003-01', boServiceCode: 'BS', torinoMembrNo: 'T0000000301', label: '080-2345-6789' },
        ],
      },
    ],
    membership: { status: 'active', plan: 'club', joinedDaysAgo: 190, freePeriodEndsInDays: 20 },
    points: { benepo: 1500, cafe: null },
  },
  {
    loginId: 'kyutoku',
    label: '給トク会員',
    description: 'SD契約の本人会員（給トク払いが使える）',
    familyName: '鈴木',
    firstName: '一郎',
    email: 'ichiro.suzuki@example.jp',
    customerNo: '100000000004',
    membrNo: '5500000004',
    principal: true,
    businessCode: 'LY',
    corporationId: 'CORP-0100',
    cafeteriaEnabled: true,
    supplementaryCouponEnabled: true,
    oneTimePasswordEnabled: false,
    eligible: true,
    contracts: [
      {
        companyCd: 'C004',
        customerNo: '100000000004',
        companyName: '株式会社ひかり製作所',
        subscriptions: [
          { subscriptionId: 'S-0004-01', boServiceCode: 'SD', torinoMembrNo: 'T0000000401', label: '070-3456-7890' },
        ],
      },
    ],
    membership: { status: 'active', plan: 'general', joinedDaysAgo: 120 },
    points: { benepo: 4200, cafe: 12000 },
  },
  {
    loginId: 'healthpoint',
    label: 'ヘルスポイント会員',
    description: 'HP・IC契約のある会員（ヘルスケア・インセンティブのリンクが出る）',
    familyName: '高橋',
    firstName: '健',
    email: 'ken.takahashi@example.jp',
    customerNo: '100000000005',
    membrNo: '5500000005',
    principal: true,
    businessCode: 'LY',
    corporationId: null,
    cafeteriaEnabled: false,
    supplementaryCouponEnabled: false,
    oneTimePasswordEnabled: false,
    eligible: true,
    contracts: [
      {
        companyCd: 'C005',
        customerNo: '100000000005',
        companyName: '高橋 健',
        subscriptions: [
          { subscriptionId: 'S-0005-01', boServiceCode: 'HP', torinoMembrNo: 'T0000000501', label: '090-4567-8901' },
          { subscriptionId: 'S-0005-02', boServiceCode: 'IC', torinoMembrNo: 'T0000000502', label: '090-4567-8901' },
        ],
      },
    ],
    membership: { status: 'active', plan: 'general', joinedDaysAgo: 60 },
    points: { benepo: 300, cafe: null },
  },
  {
    loginId: 'multi',
    label: '法人会員（複数アカウント）',
    description: '3回線を持つ法人会員（アカウント選択が出る）',
    familyName: '田中',
    firstName: '誠',
    email: 'makoto.tanaka@example.jp',
    customerNo: '100000000006',
    membrNo: '5500000006',
    principal: true,
    businessCode: 'LY',
    corporationId: 'CORP-0200',
    cafeteriaEnabled: true,
    supplementaryCouponEnabled: false,
    oneTimePasswordEnabled: false,
    eligible: true,
    contracts: [
      {
        companyCd: 'C006',
        customerNo: '100000000006',
        companyName: '株式会社みらい商事',
        subscriptions: [
          {
            subscriptionId: 'S-0006-01',
            boServiceCode: 'BS',
            torinoMembrNo: 'T0000000601',
            label: '090-5678-0001（営業部）',
          },
          {
            subscriptionId: 'S-0006-02',
            boServiceCode: 'BS',
            torinoMembrNo: 'T0000000602',
            label: '090-5678-0002（総務部）',
          },
          {
            subscriptionId: 'S-0006-03',
            boServiceCode: 'BS',
            torinoMembrNo: 'T0000000603',
            label: '090-5678-0003（開発部）',
          },
        ],
      },
    ],
    membership: { status: 'active', plan: 'general', joinedDaysAgo: 700 },
    points: { benepo: 25000, cafe: 3000 },
  },
  {
    loginId: 'newcomer',
    label: '未入会のお客さま',
    description: '利用条件を満たす未入会のキャリア契約者',
    familyName: '伊藤',
    firstName: 'さくら',
    email: 'sakura.ito@example.jp',
    customerNo: '100000000007',
    membrNo: '5500000007',
    principal: true,
    businessCode: 'LY',
    corporationId: null,
    cafeteriaEnabled: false,
    supplementaryCouponEnabled: false,
    oneTimePasswordEnabled: false,
    eligible: true,
    contracts: [
      {
        companyCd: 'C007',
        customerNo: '100000000007',
        companyName: '伊藤 さくら',
        subscriptions: [
          { subscriptionId: 'S-0007-01', boServiceCode: 'BS', torinoMembrNo: 'T0000000701', label: '080-6789-0123' },
        ],
      },
    ],
    membership: { status: 'none' },
    points: { benepo: 0, cafe: null },
  },
  {
    loginId: 'ineligible',
    label: 'ご利用いただけないお客さま',
    description: 'サービスを利用できない契約・端末のお客さま',
    familyName: '渡辺',
    firstName: '翔',
    email: 'sho.watanabe@example.jp',
    customerNo: '100000000008',
    membrNo: '5500000008',
    principal: true,
    businessCode: 'LY',
    corporationId: null,
    cafeteriaEnabled: false,
    supplementaryCouponEnabled: false,
    oneTimePasswordEnabled: false,
    eligible: false,
    contracts: [
      {
        companyCd: 'C008',
        customerNo: '100000000008',
        companyName: '渡辺 翔',
        subscriptions: [
          { subscriptionId: 'S-0008-01', boServiceCode: 'BS', torinoMembrNo: 'T0000000801', label: '070-7890-1234' },
        ],
      },
    ],
    membership: { status: 'none' },
    points: { benepo: 0, cafe: null },
  },
  {
    loginId: 'noname',
    label: '氏名未登録の会員',
    description: '氏名が登録されていない会員（氏名未設定と表示）',
    familyName: '',
    firstName: '',
    email: 'noname@example.jp',
    customerNo: '100000000009',
    membrNo: '5500000009',
    principal: true,
    businessCode: 'LY',
    corporationId: null,
    cafeteriaEnabled: false,
    supplementaryCouponEnabled: false,
    oneTimePasswordEnabled: false,
    eligible: true,
    contracts: [
      {
        companyCd: 'C009',
        customerNo: '100000000009',
        companyName: '',
        subscriptions: [
          { subscriptionId: 'S-0009-01', boServiceCode: 'BS', torinoMembrNo: 'T0000000901', label: '090-8901-2345' },
        ],
      },
    ],
    membership: { status: 'active', plan: 'general', joinedDaysAgo: 30 },
    points: { benepo: 100, cafe: null },
  },
] as const satisfies readonly Persona[];

export type PersonaLoginId = (typeof personas)[number]['loginId'];

export function findPersona(loginId: string): Persona | undefined {
  return personas.find((p) => p.loginId === loginId);
}

/** The accounts a persona may sign in as: one per subscription (ssoSubscriptionId). */
export function personaAccounts(persona: Persona): PersonaSubscription[] {
  return persona.contracts.flatMap((c) => c.subscriptions);
}
