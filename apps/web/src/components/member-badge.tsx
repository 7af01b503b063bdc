import type { User } from '@portal/contracts/users';
import { useTranslation } from 'react-i18next';

/** 本人 (ssoPrincipalFlg '1') or 家族 ('0'). */
export function memberKindKey(user: Pick<User, 'ssoPrincipalFlg'>): 'member.principal' | 'member.family' {
  return user.ssoPrincipalFlg === '1' ? 'member.principal' : 'member.family';
}

/** "familyName firstName", or null when both are empty (shown as 氏名未設定). */
export function memberName(user: Pick<User, 'familyName' | 'firstName'>): string | null {
  const name = [user.familyName.trim(), user.firstName.trim()].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** 本人/家族 badge. */
export function MemberKindBadge({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  return (
    <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs font-bold text-brand-800">
      {t(memberKindKey(user))}
    </span>
  );
}

/** The member's name, or 氏名未設定. */
export function useMemberName(user: User): string {
  const { t } = useTranslation('layout');
  return memberName(user) ?? t('member.nameUnset');
}

/** 会員ID and 店頭番号. */
export function MemberNumbers({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-neutral-800">
      <dt>{t('member.memberId')}</dt>
      <dd className="font-mono">{user.ssoCustomerNo}</dd>
      <dt>{t('member.storeNumber')}</dt>
      <dd className="font-mono">{user.ssoMembrNo}</dd>
    </dl>
  );
}
