import { Suspense } from 'react';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useViewer } from '../../auth/viewer.ts';

const PointExpiryNotice = lazyWidget(() => import('./point-expiry-notice.tsx').then((m) => m.PointExpiryNotice));

/**
 * The point expiry notice on the top page: members only, loaded lazily so that visitors and the first load pay
 * nothing for it (as the free-period countdown).
 */
export function PointExpiryNoticeSlot() {
  if (useViewer().kind !== 'member') return null;
  return (
    <WidgetBoundary>
      <Suspense fallback={null}>
        <PointExpiryNotice />
      </Suspense>
    </WidgetBoundary>
  );
}
