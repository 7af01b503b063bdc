import { Suspense } from 'react';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useViewer } from '../../../lib/session/viewer.ts';
import { usePointExpiryNotice } from '../api/point-expiry-notice.ts';

/** The notice, with the membership texts: loaded only when there are points to tell of. */
const PointExpiryNotice = lazyWidget(() => import('./point-expiry-notice.tsx').then((m) => m.PointExpiryNotice));

/** Most members have no points expiring soon: they load the call, not the notice's code (as the countdown). */
function PointExpiryNoticeWhenExpiring() {
  const { data } = usePointExpiryNotice();
  if (!data || data.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PointExpiryNotice />
    </Suspense>
  );
}

/**
 * The point expiry notice on the top page: members only, its code loaded lazily and only when something expires, so
 * that visitors and the first load pay nothing for it (as the free-period countdown).
 */
export function PointExpiryNoticeSlot() {
  if (useViewer().kind !== 'member') return null;
  return (
    <WidgetBoundary>
      <PointExpiryNoticeWhenExpiring />
    </WidgetBoundary>
  );
}
