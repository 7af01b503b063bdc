import { Suspense } from 'react';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useViewer } from '../../auth/viewer.ts';

const ViewedStays = lazyWidget(() => import('./viewed-stays.tsx').then((m) => m.ViewedStays));

/** The top page's recently viewed stays: members only (visitors have no history), loaded lazily. */
export function ViewedStaysSlot() {
  if (useViewer().kind !== 'member') return null;
  return (
    <WidgetBoundary>
      <Suspense fallback={null}>
        <ViewedStays />
      </Suspense>
    </WidgetBoundary>
  );
}
