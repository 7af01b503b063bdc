import { useEffect, useRef } from 'react';
import type { User } from '@portal/contracts/users';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { paths } from '../../../config/paths.ts';
import { useStore } from '../../../lib/external-store.ts';
import { usePublicConfig } from '../../../config/public-config.ts';
import { oneTimePasswordHref } from '../drawer-sections.ts';
import { menuStore, setMenu } from '../menu-store.ts';
import { useLogoutAction } from '../use-logout-action.ts';
import { MemberNumbers } from '../../../components/member-badge.tsx';
import { UserMenuButtonFace, userMenuButtonClass } from './user-menu-button-face.tsx';

/**
 * The PC user menu (search.md §6): 会員ID and 店頭番号, then マイページ, 申込履歴, 閲覧履歴, 会員設定, ログアウト, with
 * コンビニ決済ワンタイムパスワード after 申込履歴 (the drawer's member links have it; docs/payments-one-time-password.md).
 * A popover dialog of links (React Aria: Escape and outside clicks close it, focus returns to the button).
 */
export function UserMenu({ user, openOnMount = false }: { user: User; openOnMount?: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Pressed before this code arrived (header.tsx): focus the real trigger first, so the menu gives it back on close.
  useEffect(() => {
    if (!openOnMount) return;
    trigger.current?.focus();
    setMenu('userMenu', true);
  }, [openOnMount]);
  const { t } = useTranslation('layout');
  const open = useStore(menuStore).userMenu;
  const { logout, isPending } = useLogoutAction();
  const close = () => setMenu('userMenu', false);
  const oneTimePassword = oneTimePasswordHref(user, usePublicConfig().data);
  const links = [
    { to: paths.mypage.top, label: t('userMenu.mypage') },
    { to: paths.mypage.orders, label: t('userMenu.orders') },
    ...(oneTimePassword ? [{ to: oneTimePassword, label: t('userMenu.oneTimePassword') }] : []),
    { to: paths.mypage.visits, label: t('userMenu.visits') },
    { to: paths.mypage.setting, label: t('userMenu.settings') },
  ];
  const item = 'flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm text-neutral-900 hover:bg-brand-50';

  return (
    <DialogTrigger isOpen={open} onOpenChange={(next) => setMenu('userMenu', next)}>
      <Button ref={trigger} className={userMenuButtonClass}>
        <UserMenuButtonFace user={user} />
      </Button>
      <Popover
        placement="bottom end"
        offset={6}
        className="w-72 rounded-xl border border-neutral-200 bg-white shadow-lg outline-none"
      >
        <Dialog aria-label={t('userMenu.menuLabel')} className="flex flex-col gap-2 p-3 outline-none">
          <div className="rounded-lg bg-neutral-50 p-3">
            <MemberNumbers user={user} />
          </div>
          <ul className="flex flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={item} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-neutral-200 pt-1">
              <Button className={item} onPress={logout} isPending={isPending}>
                {t('userMenu.logout')}
              </Button>
            </li>
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
