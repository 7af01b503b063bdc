import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ContactPage } from './components/contact-page.tsx';
import { useContactTranslation } from './i18n.ts';
import { receiptFrom } from './send-failure.ts';

/** Opinion box, step 3 (spec portal.md §2 "opinion box register"): thanks. */
export function Component() {
  const { t } = useContactTranslation();
  const receiptId = receiptFrom(useLocation().state);
  return (
    <ContactPage step="done">
      <div className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-xl font-bold text-neutral-900">{t('opinion.registerHeading')}</h2>
        {receiptId && (
          <p>
            {t('form.receiptNo')}：<strong data-testid="receipt-id">{receiptId}</strong>
          </p>
        )}
        <p className="max-w-2xl text-left text-neutral-800">{t('opinion.registerText')}</p>
        <Link to="/" className={`${buttonStyles.primary} w-full sm:w-64`}>
          {t('form.toTop')}
        </Link>
      </div>
    </ContactPage>
  );
}
