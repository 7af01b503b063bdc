import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import jaSearch from '../../locales/ja/search.json';
import enSearch from '../../locales/en/search.json';

/**
 * The `search` namespace travels with the lazily loaded search panel, not with the entry
 * (docs/decisions/0007): both languages are registered when the panel's first module loads.
 */
if (!i18n.hasResourceBundle('ja', 'search')) {
  i18n.addResourceBundle('ja', 'search', jaSearch, true, true);
  i18n.addResourceBundle('en', 'search', enSearch, true, true);
}

export function useSearchTranslation() {
  return useTranslation('search');
}
