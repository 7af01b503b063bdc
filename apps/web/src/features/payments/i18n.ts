import { useTranslation } from 'react-i18next';
import { addFeatureNamespace } from '../../lib/i18n.ts';
import jaPayments from '../../locales/ja/payments.json';

/** The `payments` namespace travels with the lazily loaded one-time-password page (docs/decisions/0007). */
addFeatureNamespace('payments', jaPayments, () => import('../../locales/en/payments.json'));

export function usePaymentsTranslation() {
  return useTranslation('payments');
}
