import { FinishScreen } from './components/form-notices.tsx';
import { useContactTranslation } from './i18n.ts';

/** Mail inquiry, step 3 (spec portal.md §2 "mail inquiry finish"): received, with its receipt number. */
export function Component() {
  const { t } = useContactTranslation();
  return (
    <FinishScreen heading={t('inquiry.finishHeading')}>
      <p className="max-w-2xl text-left text-neutral-800">{t('inquiry.finishText')}</p>
      <p className="max-w-2xl text-left text-sm text-neutral-700">{t('inquiry.finishNote')}</p>
    </FinishScreen>
  );
}
