import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import jaCatalog from '../../locales/ja/catalog.json';
import enCatalog from '../../locales/en/catalog.json';

/** The `catalog` namespace travels with the page's lazy chunk (docs/decisions/0007). */
if (!i18n.hasResourceBundle('ja', 'catalog')) {
  i18n.addResourceBundle('ja', 'catalog', jaCatalog, true, true);
  i18n.addResourceBundle('en', 'catalog', enCatalog, true, true);
}

export function useCatalogTranslation() {
  return useTranslation('catalog');
}
