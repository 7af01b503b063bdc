import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../../lib/i18n.ts';
import jaPrivileges from '../../locales/ja/privileges.json';

/**
 * The `privileges` namespace: the privilege lists of the category pages and the top page. Apart from the results'
 * `catalog` namespace, so that those pages carry only these few texts (docs/decisions/0007).
 */
addFeatureNamespace('privileges', jaPrivileges, () => import('../../locales/en/privileges.json'));

export function usePrivilegesTranslation() {
  return useTranslation('privileges');
}
