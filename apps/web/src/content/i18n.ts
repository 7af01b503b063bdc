import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../lib/i18n.ts';
import jaCms from '../locales/ja/cms.json';

/**
 * The `cms` namespace travels with the CMS chunks, not with the entry (docs/decisions/0007): both languages
 * are small, so they are registered together when the first CMS module loads.
 */
addFeatureNamespace('cms', jaCms, () => import('../locales/en/cms.json'));

export function useCmsTranslation() {
  return useTranslation('cms');
}
