import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import jaMembership from '../../locales/ja/membership.json';
import enMembership from '../../locales/en/membership.json';

/** The `membership` namespace travels with the lazily loaded point history (docs/decisions/0007). */
if (!i18n.hasResourceBundle('ja', 'membership')) {
  i18n.addResourceBundle('ja', 'membership', jaMembership, true, true);
  i18n.addResourceBundle('en', 'membership', enMembership, true, true);
}

export function usePointsTranslation() {
  return useTranslation('membership');
}
