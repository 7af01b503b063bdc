import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { mapSearchUrl } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { usePublicConfig } from '../site-config/api/get-public-config.ts';

/**
 * /map: the map search is a page of the life-service site, like its result lists (docs/search-rules.md).
 * The portal's own path forwards there with its query, replacing itself so back returns to where the user was.
 */
export function Component() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const { search } = useLocation();
  const target = config.data ? `${mapSearchUrl(config.data.lifeHostUrl)}${search}` : null;
  useEffect(() => {
    if (target) browserNavigation.replace(target);
  }, [target]);
  if (config.isError) {
    return (
      <p role="alert" className="p-6 text-center">
        {t('map.loadFailed')}
      </p>
    );
  }
  return (
    <p role="status" className="p-6 text-center text-neutral-700">
      {t('map.redirecting')}
    </p>
  );
}
