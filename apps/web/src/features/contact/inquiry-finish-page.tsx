import { useLocation } from 'react-router';
import { FinishScreen } from './components/form-notices.tsx';
import { useContactTranslation } from './i18n.ts';
import { acknowledgementMailedFrom } from './send-failure.ts';

/**
 * Mail inquiry, step 3 (spec portal.md §2 "mail inquiry finish"): received, with its receipt number. It promises an
 * acknowledgement mail only when the BFF sent one: an address gets a limited number an hour (issue 33).
 */
export function Component() {
  const { t } = useContactTranslation();
  const mailed = acknowledgementMailedFrom(useLocation().state);
  return (
    <FinishScreen heading={t('inquiry.finishHeading')}>
      {mailed ? (
        <>
          <p className="max-w-2xl text-left text-neutral-800">{t('inquiry.finishText')}</p>
          <p className="max-w-2xl text-left text-sm text-neutral-700">{t('inquiry.finishNote')}</p>
        </>
      ) : (
        <p className="max-w-2xl text-left text-neutral-800">{t('inquiry.finishTextWithoutMail')}</p>
      )}
    </FinishScreen>
  );
}
