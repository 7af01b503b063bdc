import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../../lib/i18n.ts';
import jaTutorial from '../../locales/ja/tutorial.json';

addFeatureNamespace('tutorial', jaTutorial, () => import('../../locales/en/tutorial.json'));

export function useTutorialTranslation() {
  return useTranslation('tutorial');
}
