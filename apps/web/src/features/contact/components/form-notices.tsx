import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useContactTranslation } from '../i18n.ts';
import { receiptFrom } from '../send-failure.ts';
import { ContactPage } from './contact-page.tsx';

/** A draft from an earlier visit was put back into the form; 入力内容をクリア starts over. */
export function DraftRestoredNotice({ onClear }: { onClear: () => void }) {
  const { t } = useContactTranslation();
  return (
    <div role="status" className="mb-6 flex flex-wrap items-center gap-3 rounded-md bg-brand-50 p-3 text-sm">
      <span>{t('form.draftRestored')}</span>
      <button type="button" className={buttonStyles.secondarySmall} onClick={onClear}>
        {t('form.clearDraft')}
      </button>
    </div>
  );
}

/** After a submit with errors: one announced line above the form (each message stays at its field). */
export function ErrorSummary({ show }: { show: boolean }) {
  const { t } = useContactTranslation();
  if (!show) return null;
  return (
    <p role="alert" className="mb-6 rounded-md border border-red-700 bg-red-50 p-3 font-bold text-red-700">
      {t('form.errorSummary')}
    </p>
  );
}

/** The last step of both forms: heading, the receipt number handed over by the confirm screen, texts, top link. */
export function FinishScreen({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useContactTranslation();
  const receiptId = receiptFrom(useLocation().state);
  return (
    <ContactPage step="done">
      <div className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-xl font-bold text-neutral-900">{heading}</h2>
        {receiptId && (
          <p>
            {t('form.receiptNo')}：<strong data-testid="receipt-id">{receiptId}</strong>
          </p>
        )}
        {children}
        <Link to="/" className={`${buttonStyles.primary} w-full sm:w-64`}>
          {t('form.toTop')}
        </Link>
      </div>
    </ContactPage>
  );
}
