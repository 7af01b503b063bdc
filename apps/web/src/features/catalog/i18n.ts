import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../../lib/i18n.ts';
import jaCatalog from '../../locales/ja/catalog.json';

/** The `catalog` namespace travels with the page's lazy chunk (docs/decisions/0007). */
addFeatureNamespace('catalog', jaCatalog, () => import('../../locales/en/catalog.json'));

export function useCatalogTranslation() {
  return useTranslation('catalog');
}
