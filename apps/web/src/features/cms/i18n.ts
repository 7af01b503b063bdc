import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import jaCms from '../../locales/ja/cms.json';
import enCms from '../../locales/en/cms.json';

/**
 * The `cms` namespace travels with the CMS chunks, not with the entry (docs/decisions/0007): both languages
 * are small, so they are registered together when the first CMS module loads.
 */
if (!i18n.hasResourceBundle('ja', 'cms')) {
  i18n.addResourceBundle('ja', 'cms', jaCms, true, true);
  i18n.addResourceBundle('en', 'cms', enCms, true, true);
}

export function useCmsTranslation() {
  return useTranslation('cms');
}
