import { Suspense, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@portal/contracts/constants';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';

/** The mega-menu, its categories call and its React code load only on a desktop-wide screen (ADR 0007). */
const MegaMenu = lazyWidget(() => import('./mega-menu.tsx').then((m) => m.MegaMenu));

const DESKTOP = `(min-width: ${BREAKPOINTS.lg}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(DESKTOP);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(DESKTOP).matches ?? false,
    () => false,
  );
}

/**
 * The row's room while its code and its calls load: the eleven groups wrap to two 40 px rows under a 1 px border
 * at every width from 1024 px, so the page under the header does not move down when they arrive.
 */
export function MegaMenuPlaceholder() {
  return (
    <div aria-hidden="true" className="h-[5.0625rem] border-t border-neutral-100" data-testid="mega-menu-placeholder" />
  );
}

/** The header's mega-menu row at 1024 px and wider (spec search.md §2); a failure leaves the header as it is. */
export function MegaMenuSlot() {
  if (!useIsDesktop()) return null;
  return (
    <WidgetBoundary>
      <Suspense fallback={<MegaMenuPlaceholder />}>
        <MegaMenu />
      </Suspense>
    </WidgetBoundary>
  );
}
