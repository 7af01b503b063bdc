import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import jaContact from '../../locales/ja/contact.json';
import enContact from '../../locales/en/contact.json';

/** The `contact` namespace travels with the lazily loaded contact pages (docs/decisions/0007). */
if (!i18n.hasResourceBundle('ja', 'contact')) {
  i18n.addResourceBundle('ja', 'contact', jaContact, true, true);
  i18n.addResourceBundle('en', 'contact', enContact, true, true);
}

export function useContactTranslation() {
  return useTranslation('contact');
}
