import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import jaMap from '../../../locales/ja/map.json';
import enMap from '../../../locales/en/map.json';

/** The `map` namespace travels with the page's lazy chunk (docs/decisions/0007). */
if (!i18n.hasResourceBundle('ja', 'map')) {
  i18n.addResourceBundle('ja', 'map', jaMap, true, true);
  i18n.addResourceBundle('en', 'map', enMap, true, true);
}

export function useMapTranslation() {
  return useTranslation('map');
}
