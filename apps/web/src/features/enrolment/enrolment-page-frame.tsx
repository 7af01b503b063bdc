import type { ReactNode } from 'react';
import { RoutePageFrame } from '../../components/ui/route-page-frame.tsx';

/** Page chrome of the enrolment screens: title and breadcrumb of the route, then a white panel. */
export function EnrolmentPage({ children, steps }: { children: ReactNode; steps?: ReactNode }) {
  return (
    <RoutePageFrame>
      {steps}
      <div className="flex flex-col gap-4 rounded-lg bg-white p-4 sm:p-6">{children}</div>
    </RoutePageFrame>
  );
}
