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

/** 2026-11-21 → 2026年11月21日 (ja) or 2026/11/21 (en). */
export function formatDate(date: string, language: string): string {
  const [y, m, d] = date.split('-');
  return language.startsWith('ja') ? `${y}年${Number(m)}月${Number(d)}日` : `${y}/${m}/${d}`;
}
