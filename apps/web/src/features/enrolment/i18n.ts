import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../../lib/i18n.ts';
import jaMembership from '../../locales/ja/membership.json';

/** The `membership` namespace travels with the lazily loaded enrolment pages (docs/decisions/0007). */
addFeatureNamespace('membership', jaMembership, () => import('../../locales/en/membership.json'));

export function useEnrolmentTranslation() {
  return useTranslation('membership');
}
