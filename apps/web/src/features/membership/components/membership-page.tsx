import type { ReactNode } from 'react';
import { RoutePageFrame } from '../../../components/ui/route-page-frame.tsx';

/**
 * Page chrome of the membership screens: title and breadcrumb of the route, then a white panel (busy while the
 * page's data loads).
 */
export function MembershipPage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <RoutePageFrame>
      <div aria-busy={busy || undefined} className="flex flex-col gap-4 rounded-lg bg-white p-4 sm:p-6">
        {children}
      </div>
    </RoutePageFrame>
  );
}
