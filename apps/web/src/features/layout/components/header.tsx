import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/contracts/users';
import { paths } from '../../../config/paths.ts';
import { BellIcon, CouponIcon, HeartIcon, MenuIcon } from '../../../components/ui/icons.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { buildLoginUrl } from '../../../lib/auth-redirect.ts';
import { useStore } from '../../../lib/external-store.ts';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { MemberLink } from '../../../components/member-link.tsx';
import { useExpectedViewerKind, useViewer } from '../../../lib/session/viewer.ts';
import { usePreview } from '../../../content/preview-state.ts';
import { menuStore, openMenu } from '../menu-store.ts';
import { showsSupplementaryCoupon, showsTravelGuide } from '../member-display.ts';
import { PointTiles } from './point-tiles.tsx';
import { UserMenuButtonFace, userMenuButtonClass } from './user-menu-button-face.tsx';

const loadUserMenu = () => import('./user-menu.tsx').then((module) => module.UserMenu);
const UserMenu = lazyWidget(loadUserMenu);

/** The brand mark: decorative, so the link's visible text stays part of its accessible name. */
function LogoMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className="size-8">
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M9 22V9h3v10.5h7V22z" fill="#fff" />
    </svg>
  );
}

/** The news bell: only on the top page; scrolls to the news section. */
function NewsBell() {
  const { t } = useTranslation('layout');
  const scrollToNews = () => {
    const news = document.getElementById('news');
    news?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    news?.focus({ preventScroll: true });
  };
  return (
    <button type="button" onClick={scrollToNews} aria-label={t('header.newsBell')} className={iconButton}>
      <BellIcon />
    </button>
  );
}

// 36 px icon buttons under 640 px: with the logo, the news bell, ログイン and the menu they fit a 360 px screen.
const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-neutral-800 hover:bg-neutral-100 sm:size-10';
const navLinkLook =
  'min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-neutral-900 hover:bg-neutral-100';
const navLink = `inline-flex ${navLinkLook}`;
const loginLink =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-md bg-brand-600 px-3 text-sm font-bold text-white hover:bg-brand-700 sm:px-4';

/**
 * Room for what the session call will bring (ログイン, or a member's point tiles and user menu from 1024 px), so
 * that nothing in the header moves when it answers. Hidden from assistive technology: it says nothing.
 */
function AccountPlaceholder({ expected }: { expected: 'member' | 'visitor' }) {
  const { t } = useTranslation('layout');
  if (expected === 'visitor') {
    return (
      <span aria-hidden="true" className={`${loginLink} invisible`} data-testid="account-placeholder">
        {t('header.login')}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="hidden items-center gap-2 lg:flex" data-testid="account-placeholder">
      <SkeletonBar tone="light" className="h-10 w-56 rounded-lg" />
      <SkeletonBar tone="light" className="h-10 w-44 rounded-lg" />
    </span>
  );
}

/**
 * The user menu's button. React Aria's menu (~30 KB) is fetched when the member reaches for the button (pointer
 * over it, focus on it), not with every member's page (ADR 0018), and takes the button's place when it is pressed:
 * the real trigger then takes the focus and opens the menu, so Escape brings the focus back to it.
 */
function UserMenuSlot({ user }: { user: User }) {
  const [pressed, setPressed] = useState(false);
  const prefetch = () => void loadUserMenu().catch(() => undefined);
  const standIn = (
    <button
      type="button"
      className={userMenuButtonClass}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setPressed(true)}
    >
      <UserMenuButtonFace user={user} />
    </button>
  );
  if (!pressed) return standIn;
  return (
    <WidgetBoundary fallback={standIn}>
      <Suspense fallback={standIn}>
        <UserMenu user={user} openOnMount />
      </Suspense>
    </WidgetBoundary>
  );
}

/**
 * The header's search widgets. They belong to the keyword-search and mega-menu features; the app shell hands them
 * in, so the page chrome does not import them.
 */
export interface HeaderSearchWidgets {
  /** The keyword search button, in the header's icon-button look (the class it is given). */
  keywordSearch: (className: string) => ReactNode;
  /** The mega menu under the bar. */
  megaMenu: ReactNode;
}

/** Header (spec portal.md §2 "Header", search.md §6). */
export function Header({ keywordSearch, megaMenu }: HeaderSearchWidgets) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  const location = useLocation();
  const viewer = useViewer();
  const menus = useStore(menuStore);
  const user = viewer.kind === 'member' ? viewer.user : undefined;
  const expected = useExpectedViewerKind(viewer);
  const accountPending = viewer.kind === 'unknown' || (viewer.kind === 'member' && !user);
  const isTop = location.pathname === '/';
  // Spec: the login button shows "when logged out and not in preview".
  const inPreview = usePreview() !== null;

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:px-4 lg:h-16">
        <Link
          to="/"
          aria-label={t('header.homeLink')}
          className="flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md text-lg font-bold text-brand-700 sm:gap-2 sm:text-xl"
        >
          <LogoMark />
          <span>{tc('siteName')}</span>
        </Link>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 lg:gap-2">
          {isTop && <NewsBell />}
          <button
            type="button"
            className={`${navLinkLook} hidden lg:inline-flex`}
            aria-haspopup="dialog"
            aria-expanded={menus.searchModal}
            onClick={() => openMenu('searchModal')}
          >
            {t('search.title')}
          </button>
          {keywordSearch(iconButton)}
          <span className="hidden lg:block">
            {/* /map: the privileges of an area on a map (features/catalog/map). */}
            <Link to="/map" className={navLink}>
              {t('header.mapSearch')}
            </Link>
          </span>

          <nav aria-label={t('header.memberNav')} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              <li>
                <MemberLink to={paths.mypage.coupons} className={navLink}>
                  <CouponIcon className="size-5" />
                  {t('header.myCoupon')}
                </MemberLink>
              </li>
              {showsSupplementaryCoupon(user) && (
                <li>
                  <MemberLink to={paths.mypage.supplementaryCoupons} className={navLink}>
                    <CouponIcon className="size-5" />
                    {t('header.supplementaryCoupon')}
                  </MemberLink>
                </li>
              )}
              <li>
                <MemberLink to={paths.mypage.favorites} className={navLink}>
                  <HeartIcon className="size-5" />
                  {t('header.favorites')}
                </MemberLink>
              </li>
            </ul>
          </nav>

          {user && (
            <div className="hidden lg:block">
              <PointTiles user={user} />
            </div>
          )}
          {user && (
            <div className="hidden lg:block">
              <UserMenuSlot user={user} />
            </div>
          )}
          {viewer.kind === 'visitor' && !inPreview && (
            <a href={buildLoginUrl(`${location.pathname}${location.search}`)} className={loginLink}>
              {t('header.login')}
            </a>
          )}
          {accountPending && !(expected === 'visitor' && inPreview) && <AccountPlaceholder expected={expected} />}
          <button
            type="button"
            className={`${iconButton} lg:hidden`}
            aria-expanded={menus.slideMenu}
            aria-haspopup="dialog"
            onClick={() => openMenu('slideMenu')}
          >
            <MenuIcon />
            <span className="sr-only">{t('header.openMenu')}</span>
          </button>
        </div>
      </div>
      {megaMenu}
      {showsTravelGuide(user) && (
        <div className="border-t border-neutral-100">
          <div className="mx-auto flex max-w-6xl justify-end px-4">
            <Link
              to={paths.travelGuide}
              className="inline-flex min-h-10 items-center text-sm text-brand-700 underline-offset-2 hover:underline"
            >
              {t('header.travelGuide')}
            </Link>
          </div>
        </div>
      )}
    </header>
  );
}
