import { Suspense, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../config/ui.ts';
import { WidgetBoundary } from '../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../lib/lazy-page.ts';

/** The mega-menu, its categories call and its React code load only on a desktop-wide screen (ADR 0007). */
const MegaMenu = lazyWidget(() => import('./mega-menu.tsx').then((m) => m.MegaMenu));

const DESKTOP = `(min-width: ${BREAKPOINTS.lg}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(DESKTOP);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

type Width = 'desktop' | 'narrow' | 'unknown';

/** The screen's width class; 'unknown' while the server renders and the browser hydrates its HTML. */
function useWidth(): Width {
  return useSyncExternalStore<Width>(
    subscribe,
    () => (window.matchMedia?.(DESKTOP).matches ? 'desktop' : 'narrow'),
    () => 'unknown',
  );
}

/**
 * The row's room while its code and its calls load: the eleven groups wrap to two 40 px rows under a 1 px border
 * at every width from 1024 px, so the page under the header does not move down when they arrive.
 */
export function MegaMenuPlaceholder({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`h-[5.0625rem] border-t border-neutral-100 ${className}`}
      data-testid="mega-menu-placeholder"
    />
  );
}

/**
 * The header's mega-menu row at 1024 px and wider (spec search.md §2); a failure leaves the header as it is. A
 * server-rendered page (ADR 0020) cannot know the width: its HTML holds the row's room on desktop screens only
 * (CSS), so the page does not move down when the browser fills the row in.
 */
export function MegaMenuSlot() {
  const width = useWidth();
  if (width === 'unknown') return <MegaMenuPlaceholder className="hidden lg:block" />;
  if (width === 'narrow') return null;
  return (
    <WidgetBoundary>
      <Suspense fallback={<MegaMenuPlaceholder />}>
        <MegaMenu />
      </Suspense>
    </WidgetBoundary>
  );
}
