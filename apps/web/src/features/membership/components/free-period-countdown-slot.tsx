import { Suspense } from 'react';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useViewer } from '../../../lib/session/viewer.ts';

const CountdownWidget = lazyWidget(() => import('./countdown-widget.tsx').then((m) => m.CountdownWidget));

/**
 * The free-period countdown on the top page (spec portal.md §4: popups and banners count down the free
 * period): members only, loaded lazily so visitors and the first load pay nothing for it.
 */
export function FreePeriodCountdownSlot() {
  if (useViewer().kind !== 'member') return null;
  return (
    <WidgetBoundary>
      <Suspense fallback={null}>
        <CountdownWidget />
      </Suspense>
    </WidgetBoundary>
  );
}
