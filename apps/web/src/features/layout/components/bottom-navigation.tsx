import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { CardIcon, CouponIcon, HeartIcon, HomeIcon, SearchIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { useStore } from '../../../lib/external-store.ts';
import { clearLocalSession } from '../../../lib/session/clear-local-session.ts';
import { MemberLink } from '../../../components/member-link.tsx';
import { menuStore, openMenu } from '../menu-store.ts';

const item =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[0.6875rem] font-medium text-neutral-800 hover:text-brand-700';

/** Mobile bottom navigation under 1024 px (search.md §2). */
export function BottomNavigation() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const queryClient = useQueryClient();
  const menus = useStore(menuStore);

  const onHome = () => {
    // Home from /session-time-out first clears the (already expired) auth session.
    if (location.pathname === paths.sessionTimeOut) void clearLocalSession(queryClient);
  };

  return (
    <nav
      aria-label={t('bottomNav.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="grid grid-cols-6">
        <li>
          <Link to="/" className={item} onClick={onHome} aria-current={location.pathname === '/' ? 'page' : undefined}>
            <HomeIcon />
            {t('bottomNav.home')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={`${item} w-full`}
            aria-haspopup="dialog"
            aria-expanded={menus.searchModal}
            onClick={() => openMenu('searchModal')}
          >
            <SearchIcon />
            {t('bottomNav.search')}
          </button>
        </li>
        <li>
          <MemberLink to={paths.mypage.coupons} className={item}>
            <CouponIcon />
            {t('bottomNav.myCoupon')}
          </MemberLink>
        </li>
        <li>
          <MemberLink to={paths.mypage.top} className={item}>
            <UserIcon />
            {t('bottomNav.mypage')}
          </MemberLink>
        </li>
        <li>
          <MemberLink to={paths.mypage.favorites} className={item}>
            <HeartIcon />
            {t('bottomNav.favorites')}
          </MemberLink>
        </li>
        <li>
          <MemberLink to={paths.mypage.personalCard} className={item}>
            <CardIcon />
            {t('bottomNav.memberCard')}
          </MemberLink>
        </li>
      </ul>
    </nav>
  );
}
