import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createRoutes } from '../../app/routes.tsx';
import { queryClient } from '../../app/query-client.ts';
import type { RouteObject } from 'react-router';
import { DevPageFrame } from './dev-page-frame.tsx';
import './dev-resources.ts';

function collectPaths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? prefix || '/'
      : route.path
        ? `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
        : prefix;
    const children = route.children ? collectPaths(route.children, own) : [];
    return route.path || route.index ? [own, ...children] : children;
  });
}

/** /page-list and /dev/routes: every path of the route table. */
export function Component() {
  const { t } = useTranslation('dev');
  const location = useLocation();
  const routes = [...new Set(collectPaths(createRoutes(queryClient)))].filter((path) => path !== '/*');
  return (
    <DevPageFrame title={location.pathname === '/dev/routes' ? t('links.devRoutes') : t('pageListHeading')}>
      <ul className="grid gap-1 sm:grid-cols-2">
        {routes.map((path) => (
          <li key={path}>
            <Link to={path.replace('*', '').replace(':id', '1')} className="font-mono text-sm text-brand-700 underline">
              {path}
            </Link>
          </li>
        ))}
      </ul>
    </DevPageFrame>
  );
}
