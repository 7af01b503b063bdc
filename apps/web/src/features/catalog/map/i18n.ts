import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../../../lib/i18n.ts';
import jaMap from '../../../locales/ja/map.json';

/** The `map` namespace travels with the page's lazy chunk (docs/decisions/0007). */
addFeatureNamespace('map', jaMap, () => import('../../../locales/en/map.json'));

export function useMapTranslation() {
  return useTranslation('map');
}
