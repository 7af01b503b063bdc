import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbItems, useRouteHandle } from '../../lib/route-handle.ts';
import { PageFrame } from './page-frame.tsx';

/**
 * The page frame of a page titled by its route: the route handle's title (the site's name without one) and the
 * route's breadcrumb. Every page whose title is its route's uses it.
 */
export function RoutePageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  return (
    <PageFrame title={handle ? t(`titles.${handle.title}`) : t('siteName')} breadcrumb={breadcrumb}>
      {children}
    </PageFrame>
  );
}
