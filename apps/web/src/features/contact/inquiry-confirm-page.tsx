import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { InquiryRequestSchema, type InquiryRequest } from '@portal/contracts/contact/inquiry';
import { prefectureName } from '@portal/contracts/contact/prefectures';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { clearFormDraft, readFormDraft } from './drafts.ts';
import { useSubmitInquiry } from './api/submit-inquiry.ts';
import { ContactPage } from './components/contact-page.tsx';
import { ConfirmRow } from './components/field.tsx';
import { useContactTranslation } from './i18n.ts';
import { contactPaths } from './paths.ts';
import { sendFailureKey } from './send-failure.ts';

/** Mail inquiry, step 2: what will be sent, read back from the draft; 送信する posts it. */
export function Component() {
  const { t } = useContactTranslation();
  const navigate = useNavigate();
  const [inquiry] = useState<InquiryRequest | null>(() => {
    const parsed = InquiryRequestSchema.safeParse(readFormDraft('mail'));
    return parsed.success ? parsed.data : null;
  });
  const submit = useSubmitInquiry();
  const [failure, setFailure] = useState<ReturnType<typeof sendFailureKey> | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  // Arriving without a complete draft (a bookmark, an expired draft): back to the form.
  if (!inquiry) return <Navigate to={contactPaths.mail} replace />;

  const send = () => {
    setFailure(null);
    submit.mutate(inquiry, {
      onSuccess: (result) => {
        if (!result.ok) {
          if (result.kind !== 'unauthorized') setFailure(sendFailureKey(result));
          return;
        }
        clearFormDraft('mail');
        void navigate(contactPaths.mailFinish, { replace: true, state: { receiptId: result.data.data.id } });
      },
      onError: () => setFailure('form.sendFailed'),
    });
  };

  const empty = t('inquiry.empty');
  return (
    <ContactPage step="confirm">
      <p className="mb-6 text-neutral-800">{t('inquiry.confirmLead')}</p>
      {failure && (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mb-6 rounded-md border border-red-700 bg-red-50 p-3 font-bold text-red-700"
        >
          {t(failure)}
        </p>
      )}
      <dl className="mb-8">
        <ConfirmRow label={t('inquiry.fields.category')}>{t(`inquiry.categories.${inquiry.category}`)}</ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.inquiryText')}>{inquiry.inquiryText}</ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.name')}>{inquiry.name}</ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.nameKana')}>{inquiry.nameKana}</ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.postalCode')}>{inquiry.postalCode}</ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.prefecture')}>
          {inquiry.prefecture ? prefectureName(inquiry.prefecture) : t('inquiry.unselected')}
        </ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.address')}>{inquiry.address || empty}</ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.contactType')}>
          {t(`inquiry.contactTypes.${inquiry.contactType}`)}
        </ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.tel')}>{inquiry.tel}</ConfirmRow>
        <ConfirmRow label={t('inquiry.fields.email')}>{inquiry.email}</ConfirmRow>
      </dl>
      <div className="flex flex-col-reverse items-center justify-center gap-4 sm:flex-row">
        <Link to={contactPaths.mail} className={`${buttonStyles.secondary} w-full sm:w-64`}>
          {t('form.back')}
        </Link>
        <button
          type="button"
          onClick={send}
          disabled={submit.isPending}
          className={`${buttonStyles.primary} w-full sm:w-64`}
        >
          {submit.isPending ? t('form.sending') : t('inquiry.submit')}
        </button>
      </div>
    </ContactPage>
  );
}
