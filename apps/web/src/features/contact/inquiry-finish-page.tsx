import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ContactPage } from './components/contact-page.tsx';
import { useContactTranslation } from './i18n.ts';
import { receiptFrom } from './send-failure.ts';

/** Mail inquiry, step 3 (spec portal.md §2 "mail inquiry finish"): received, with its receipt number. */
export function Component() {
  const { t } = useContactTranslation();
  const receiptId = receiptFrom(useLocation().state);
  return (
    <ContactPage step="done">
      <div className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-xl font-bold text-neutral-900">{t('inquiry.finishHeading')}</h2>
        {receiptId && (
          <p>
            {t('form.receiptNo')}：<strong data-testid="receipt-id">{receiptId}</strong>
          </p>
        )}
        <p className="max-w-2xl text-left text-neutral-800">{t('inquiry.finishText')}</p>
        <p className="max-w-2xl text-left text-sm text-neutral-700">{t('inquiry.finishNote')}</p>
        <Link to="/" className={`${buttonStyles.primary} w-full sm:w-64`}>
          {t('form.toTop')}
        </Link>
      </div>
    </ContactPage>
  );
}
