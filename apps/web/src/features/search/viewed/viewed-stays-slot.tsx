import { Suspense } from 'react';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport.tsx';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useViewer } from '../../auth/viewer.ts';

const ViewedStays = lazyWidget(() => import('./viewed-stays.tsx').then((m) => m.ViewedStays));

/**
 * The top page's recently viewed stays: members only (visitors have no history), below the fold, so its carousel
 * and its call come when the member scrolls to it (margin 0: on a phone its place is little more than a screen
 * down, and the first view should not pay for it).
 */
export function ViewedStaysSlot() {
  if (useViewer().kind !== 'member') return null;
  return (
    <WhenNearViewport margin="0px">
      <WidgetBoundary>
        <Suspense fallback={null}>
          <ViewedStays />
        </Suspense>
      </WidgetBoundary>
    </WhenNearViewport>
  );
}
