import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../../../lib/i18n.ts';
import jaFavorites from '../../../locales/ja/favorites.json';

/** The `favorites` namespace travels with the page's lazy chunk (docs/decisions/0007). */
addFeatureNamespace('favorites', jaFavorites, () => import('../../../locales/en/favorites.json'));

export function useFavoritesTranslation() {
  return useTranslation('favorites');
}
