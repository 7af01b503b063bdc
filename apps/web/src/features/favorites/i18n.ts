import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import jaFavorites from '../../locales/ja/favorites.json';
import enFavorites from '../../locales/en/favorites.json';

/** The `favorites` namespace travels with the page's lazy chunk (docs/decisions/0007). */
if (!i18n.hasResourceBundle('ja', 'favorites')) {
  i18n.addResourceBundle('ja', 'favorites', jaFavorites, true, true);
  i18n.addResourceBundle('en', 'favorites', enFavorites, true, true);
}

export function useFavoritesTranslation() {
  return useTranslation('favorites');
}
