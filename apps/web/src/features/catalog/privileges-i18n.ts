import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import jaPrivileges from '../../locales/ja/privileges.json';
import enPrivileges from '../../locales/en/privileges.json';

/**
 * The `privileges` namespace: the privilege lists of the category pages and the top page. Apart from the results'
 * `catalog` namespace, so that those pages carry only these few texts (docs/decisions/0007).
 */
if (!i18n.hasResourceBundle('ja', 'privileges')) {
  i18n.addResourceBundle('ja', 'privileges', jaPrivileges, true, true);
  i18n.addResourceBundle('en', 'privileges', enPrivileges, true, true);
}

export function usePrivilegesTranslation() {
  return useTranslation('privileges');
}
