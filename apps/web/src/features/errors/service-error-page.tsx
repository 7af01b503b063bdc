import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { ErrorLayout } from './error-layout.tsx';

/** One page for /line-busy-error and /contract-error, chosen by the route's type value. */
export function Component() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const kind = useRouteHandle()?.serviceError ?? 'busy';
  return kind === 'contract' ? (
    <ErrorLayout title={tc('titles.contractError')} message={t('contract.message')} showTopLink={false} />
  ) : (
    <ErrorLayout title={tc('titles.busyError')} message={t('busy.message')} />
  );
}
