import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { InquiryRequestSchema, type InquiryRequest } from '@portal/contracts/contact/inquiry';
import { prefectureName } from '@portal/contracts/contact/prefectures';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { readFormDraft } from './drafts.ts';
import { submitInquiry } from './api/submit-inquiry.ts';
import { ContactPage } from './components/contact-page.tsx';
import { ConfirmRow } from './components/field.tsx';
import { SendFailureAlert, useConfirmSend } from './confirm-send.tsx';
import { useContactTranslation } from './i18n.ts';
import { contactPaths } from './paths.ts';

/** Mail inquiry, step 2: what will be sent, read back from the draft; 送信する posts it. */
export function Component() {
  const { t } = useContactTranslation();
  const [inquiry] = useState<InquiryRequest | null>(() => {
    const parsed = InquiryRequestSchema.safeParse(readFormDraft('mail'));
    return parsed.success ? parsed.data : null;
  });
  const { send, pending, failure } = useConfirmSend({
    draft: 'mail',
    post: submitInquiry,
    finishPath: contactPaths.mailFinish,
  });

  // Arriving without a complete draft (a bookmark, an expired draft): back to the form.
  if (!inquiry) return <Navigate to={contactPaths.mail} replace />;

  const empty = t('inquiry.empty');
  return (
    <ContactPage step="confirm">
      <p className="mb-6 text-neutral-800">{t('inquiry.confirmLead')}</p>
      <SendFailureAlert failure={failure} />
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
          onClick={() => send(inquiry)}
          disabled={pending}
          className={`${buttonStyles.primary} w-full sm:w-64`}
        >
          {pending ? t('form.sending') : t('inquiry.submit')}
        </button>
      </div>
    </ContactPage>
  );
}
