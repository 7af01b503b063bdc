import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { ErrorLayout } from './error-layout.tsx';

/** The portal's maintenance state (GET /lifeyell/info/maintenance.json, open while the API is closed). */
export const MAINTENANCE_INFO_PATH = '/lifeyell/info/maintenance.json';
/** How often the page asks whether the maintenance has ended. */
export const MAINTENANCE_POLL_MS = 30_000;

async function maintenanceOn(signal: AbortSignal): Promise<boolean> {
  const response = await fetch(MAINTENANCE_INFO_PATH, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`maintenance info: HTTP ${response.status}`);
  const body = (await response.json()) as { maintenance?: unknown };
  return body.maintenance !== false;
}

/**
 * /maintenance: where pages send everyone while the portal is under maintenance (docs/operations-maintenance.md).
 * It asks every 30 s whether the maintenance has ended, and then takes the member to the top page by itself.
 */
export function Component() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const state = useQuery({
    queryKey: ['site-info', 'maintenance'],
    queryFn: ({ signal }) => maintenanceOn(signal),
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });
  const ended = state.data === false;
  useEffect(() => {
    if (ended) browserNavigation.assign('/');
  }, [ended]);
  return (
    <ErrorLayout
      title={tc('titles.maintenance')}
      message={t('maintenance.message')}
      detail={t('maintenance.detail')}
      showTopLink={false}
    />
  );
}
