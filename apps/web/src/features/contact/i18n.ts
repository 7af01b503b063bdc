import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../../lib/i18n.ts';
import jaContact from '../../locales/ja/contact.json';

/** The `contact` namespace travels with the lazily loaded contact pages (docs/decisions/0007). */
addFeatureNamespace('contact', jaContact, () => import('../../locales/en/contact.json'));

export function useContactTranslation() {
  return useTranslation('contact');
}
