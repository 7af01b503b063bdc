import { Link, useLoaderData, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DevPageFrame } from './dev-page-frame.tsx';
import './dev-resources.ts';

/** /page-list and /dev/routes: every path of the route table (the route's loader lists them). */
export function Component() {
  const { t } = useTranslation('dev');
  const location = useLocation();
  const routes = useLoaderData<string[]>();
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
