import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../i18n.ts';
import jaSearch from '../../locales/ja/search.json';

/**
 * The `search` namespace travels with the lazily loaded search panel, not with the entry
 * (docs/decisions/0007): both languages are registered when the panel's first module loads.
 */
addFeatureNamespace('search', jaSearch, () => import('../../locales/en/search.json'));

export function useSearchTranslation() {
  return useTranslation('search');
}
