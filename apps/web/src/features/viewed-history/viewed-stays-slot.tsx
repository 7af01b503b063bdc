import { Suspense } from 'react';
import { WhenNearViewport } from '../../components/ui/when-near-viewport.tsx';
import { WidgetBoundary } from '../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../lib/lazy-page.ts';
import { useViewer } from '../../lib/session/viewer.ts';

const ViewedStays = lazyWidget(() => import('./viewed-stays.tsx').then((m) => m.ViewedStays));

/**
 * The top page's recently viewed stays: members only (visitors have no history). Below the fold, under the
 * categories and the special pages: the carousel and its call come as the member scrolls towards it, not with the
 * first load (ADR 0018, the 150 KB budget), early enough to be in place when it comes into view.
 */
export function ViewedStaysSlot() {
  if (useViewer().kind !== 'member') return null;
  return (
    <WhenNearViewport margin="200px">
      <WidgetBoundary>
        <Suspense fallback={null}>
          <ViewedStays />
        </Suspense>
      </WidgetBoundary>
    </WhenNearViewport>
  );
}
