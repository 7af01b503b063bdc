import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../i18n.ts';
import jaNavigation from '../../locales/ja/navigation.json';

/**
 * The `navigation` namespace (mega-menu, keyword overlay, viewed stays) travels with those lazy chunks, not with
 * the entry (docs/decisions/0007): both languages are registered when the first of them loads.
 */
addFeatureNamespace('navigation', jaNavigation, () => import('../../locales/en/navigation.json'));

export function useNavigationTranslation() {
  return useTranslation('navigation');
}
