import type { PublicConfig } from '@portal/contracts/config';
import { isKyutokuMember, type User } from '@portal/contracts/users';
import { paths } from '../../config/paths.ts';
import { showsSupplementaryCoupon } from './member-display.ts';

/** 給トク払い: the payment URL for 給トク members, otherwise the information page (search.md §6). */
export function kyutokuHref(user: User, config: Pick<PublicConfig, 'kyutokuPaymentUrl'> | undefined): string {
  return isKyutokuMember(user) && config ? config.kyutokuPaymentUrl : paths.kyutokuInformation;
}

/**
 * コンビニ決済ワンタイムパスワード: /oneTimePassword on the life host (spec search.md §2), which is the portal itself
 * unless LIFE_HOST_URL names another (docs/payments-one-time-password.md). Undefined until the configuration is known.
 */
export function oneTimePasswordHref(config: Pick<PublicConfig, 'lifeHostUrl'> | undefined): string | undefined {
  return config ? `${config.lifeHostUrl.replace(/\/+$/, '')}${paths.oneTimePassword}` : undefined;
}

/**
 * The drawer's sections (spec portal.md §2, search.md §6): クーポン, 会員証, お気に入り, 閲覧履歴, 申込履歴
 * (ライフサービス・トラベル and 給トク払い, then コンビニ決済ワンタイムパスワード: paying for an application), 会員設定,
 * ご利用ガイド, お知らせ. Member sections only when logged in.
 */
export interface DrawerLink {
  labelKey: string;
  to: string;
  /** Absolute URLs (the 給トク payment page) are plain links, not router links. */
  external?: boolean;
}

export interface DrawerSection {
  id: string;
  headingKey: string;
  links: DrawerLink[];
}

export function drawerSections(
  user: User | undefined,
  config: Pick<PublicConfig, 'kyutokuPaymentUrl' | 'lifeHostUrl'> | undefined,
): DrawerSection[] {
  const publicSections: DrawerSection[] = [
    // ご利用ガイド is the other page goriyou, as in the mega-menu (search.md §2): one label, one destination.
    { id: 'guide', headingKey: 'drawer.guide', links: [{ labelKey: 'drawer.guide', to: paths.guide }] },
    { id: 'news', headingKey: 'drawer.news', links: [{ labelKey: 'drawer.news', to: paths.information }] },
  ];
  if (!user) return publicSections;

  const kyutoku = kyutokuHref(user, config);
  const oneTimePassword = oneTimePasswordHref(config);
  return [
    {
      id: 'coupons',
      headingKey: 'drawer.coupons',
      links: [
        { labelKey: 'drawer.myCoupon', to: paths.mypage.coupons },
        ...(showsSupplementaryCoupon(user)
          ? [{ labelKey: 'drawer.supplementaryCoupon', to: paths.mypage.supplementaryCoupons }]
          : []),
      ],
    },
    {
      id: 'memberCard',
      headingKey: 'drawer.memberCard',
      links: [{ labelKey: 'drawer.webMemberCard', to: paths.mypage.personalCard }],
    },
    {
      id: 'favorites',
      headingKey: 'drawer.favorites',
      links: [{ labelKey: 'drawer.favorites', to: paths.mypage.favorites }],
    },
    { id: 'visits', headingKey: 'drawer.visits', links: [{ labelKey: 'drawer.visits', to: paths.mypage.visits }] },
    {
      id: 'orders',
      headingKey: 'drawer.orders',
      links: [
        { labelKey: 'drawer.lifeTravel', to: paths.mypage.orders },
        { labelKey: 'drawer.kyutoku', to: kyutoku, external: /^https?:\/\//.test(kyutoku) },
        // An absolute URL: the router follows it itself when the life host is the portal, else the browser leaves.
        ...(oneTimePassword ? [{ labelKey: 'drawer.oneTimePassword', to: oneTimePassword }] : []),
      ],
    },
    {
      id: 'settings',
      headingKey: 'drawer.settings',
      links: [{ labelKey: 'drawer.settings', to: paths.mypage.setting }],
    },
    ...publicSections,
  ];
}
