import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';
import { WidgetBoundary } from '../components/ui/widget-boundary.tsx';
import { useStore } from '../lib/external-store.ts';
import { lazyWidget } from '../lib/lazy-page.ts';
import { useScrollLock } from '../lib/scroll-lock.ts';
import { useAppHeight } from '../lib/use-app-height.ts';
import { AccountChooserGate } from '../features/account-chooser/components/account-chooser-gate.tsx';
import { useSession } from '../lib/session/get-session.ts';
import { LoginGuidanceGate } from '../features/auth/components/login-guidance-gate.tsx';
import { useSessionKeepAlive } from '../features/auth/use-session-keep-alive.ts';
import { useLoginInfoCookie } from '../features/auth/login-info.ts';
import { useViewer } from '../lib/session/viewer.ts';
import { BottomNavigation } from '../features/layout/components/bottom-navigation.tsx';
import { Footer } from '../features/layout/components/footer.tsx';
import { AppProgress } from '../features/layout/components/global-progress.tsx';
import { Header } from '../features/layout/components/header.tsx';
import { KeywordSearchButton } from '../features/keyword-search/keyword-search-button.tsx';
import { MegaMenuSlot } from '../features/mega-menu/mega-menu-slot.tsx';
import { HeaderNotices } from '../features/layout/components/header-notices.tsx';
import { SkipLink } from '../features/layout/components/skip-link.tsx';
import { closeMenus, isAnyMenuOpen, menuStore, setMenu } from '../features/layout/menu-store.ts';
import { usePreview } from '../content/preview-state.ts';

const DrawerMenu = lazyWidget(() => import('../features/layout/components/drawer-menu.tsx').then((m) => m.DrawerMenu));
// The search modal of the header's 検索 button and of the bottom navigation (spec search.md §2): lazy, so the search
// panel and its texts stay out of the first load.
const SearchPanelModal = lazyWidget(() =>
  import('./search-panel/search-panel-modal.tsx').then((m) => m.SearchPanelModal),
);
// Development builds only: the branch is dropped from production bundles.
const DevOverlay = import.meta.env.DEV
  ? lazyWidget(() => import('../features/dev-tools/dev-overlay.tsx').then((m) => m.DevOverlay))
  : null;

const PreviewBanner = lazyWidget(() =>
  import('../features/preview/components/preview-banner.tsx').then((m) => m.PreviewBanner),
);

const closeDrawer = () => setMenu('slideMenu', false);
const headerKeywordSearch = (className: string) => <KeywordSearchButton className={className} />;
const headerMegaMenu = <MegaMenuSlot />;
const closeSearch = () => setMenu('searchModal', false);

/**
 * Scroll positions are kept per history entry. React Router names the entry a document was loaded into `default` in
 * every document of the tab (its history state is still empty), so a page loaded as a new document would open where
 * another page was left: that entry goes by the browser's own key for it (the Navigation API), which the browser
 * keeps across reloads and back and forward.
 */
export function scrollKey(location: Location): string {
  if (location.key !== 'default') return location.key;
  const { navigation } = window as { navigation?: { currentEntry?: { key?: string } | null } };
  return navigation?.currentEntry?.key ?? `${location.pathname}${location.search}`;
}

/** The page chrome around every route: skip link, progress, header, main, footer, mobile nav and modals. */
export function AppShell() {
  const location = useLocation();
  const menus = useStore(menuStore);
  const mainRef = useRef<HTMLElement>(null);
  const session = useSession();
  const preview = usePreview();

  useAppHeight();
  useScrollLock(isAnyMenuOpen(menus));
  useSessionKeepAlive(session.data?.authenticated === true);
  const viewer = useViewer();
  useLoginInfoCookie(viewer);

  // Menus close on route change (spec portal.md §2).
  useEffect(() => {
    closeMenus();
  }, [location.pathname, location.search]);

  return (
    <div className="flex min-h-[var(--app-height,100dvh)] flex-col bg-neutral-50 text-neutral-900">
      <SkipLink />
      <AppProgress mainRef={mainRef} />
      <Header keywordSearch={headerKeywordSearch} megaMenu={headerMegaMenu} />
      {/* The editors' notices (field_header of the CMS) under the header bar: they scroll away with the page. */}
      <HeaderNotices />
      <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 pb-16 outline-none lg:pb-0">
        <Outlet />
      </main>
      <Footer />
      <BottomNavigation />
      <Toaster />
      <WidgetBoundary>
        <Suspense fallback={null}>
          {menus.slideMenu && <DrawerMenu onClose={closeDrawer} />}
          {menus.searchModal && <SearchPanelModal onClose={closeSearch} />}
          {DevOverlay && <DevOverlay />}
          {preview && <PreviewBanner preview={preview} />}
        </Suspense>
      </WidgetBoundary>
      <LoginGuidanceGate />
      <AccountChooserGate />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
