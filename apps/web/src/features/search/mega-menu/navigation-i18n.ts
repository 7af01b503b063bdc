import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import jaNavigation from '../../../locales/ja/navigation.json';
import enNavigation from '../../../locales/en/navigation.json';

/**
 * The `navigation` namespace (mega-menu, keyword overlay, viewed stays) travels with those lazy chunks, not with
 * the entry (docs/decisions/0007): both languages are registered when the first of them loads.
 */
if (!i18n.hasResourceBundle('ja', 'navigation')) {
  i18n.addResourceBundle('ja', 'navigation', jaNavigation, true, true);
  i18n.addResourceBundle('en', 'navigation', enNavigation, true, true);
}

export function useNavigationTranslation() {
  return useTranslation('navigation');
}
