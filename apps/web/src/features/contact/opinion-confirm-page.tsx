import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  OPINION_TOPICS,
  OpinionFormSchema,
  OpinionRequestSchema,
  toOpinionRequest,
  type OpinionRequest,
} from '@portal/contracts/contact/opinion';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { clearFormDraft, readFormDraft } from './drafts.ts';
import { useSubmitOpinion } from './api/submit-opinion.ts';
import { ContactPage } from './components/contact-page.tsx';
import { ConfirmRow } from './components/field.tsx';
import { useContactTranslation } from './i18n.ts';
import { contactPaths } from './paths.ts';
import { sendFailureKey } from './send-failure.ts';

function opinionFromDraft(): OpinionRequest | null {
  const form = OpinionFormSchema.safeParse(readFormDraft('opinion'));
  if (!form.success) return null;
  const request = OpinionRequestSchema.safeParse(toOpinionRequest(form.data));
  return request.success ? request.data : null;
}

/** Opinion box, step 2 (spec portal.md §2 "opinion box confirm"): 登録する posts the ticked texts. */
export function Component() {
  const { t } = useContactTranslation();
  const navigate = useNavigate();
  const [opinion] = useState(opinionFromDraft);
  const submit = useSubmitOpinion();
  const [failure, setFailure] = useState<ReturnType<typeof sendFailureKey> | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  if (!opinion) return <Navigate to={contactPaths.opinion} replace />;

  const send = () => {
    setFailure(null);
    submit.mutate(opinion, {
      onSuccess: (result) => {
        if (!result.ok) {
          if (result.kind !== 'unauthorized') setFailure(sendFailureKey(result));
          return;
        }
        clearFormDraft('opinion');
        void navigate(contactPaths.opinionRegister, { replace: true, state: { receiptId: result.data.data.id } });
      },
      onError: () => setFailure('form.sendFailed'),
    });
  };

  return (
    <ContactPage step="confirm">
      <p className="mb-6 text-neutral-800">{t('opinion.confirmLead')}</p>
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
        {OPINION_TOPICS.filter((topic) => opinion.comments[topic] !== undefined).map((topic) => (
          <ConfirmRow key={topic} label={t(`opinion.topics.${topic}`)}>
            {opinion.comments[topic]}
          </ConfirmRow>
        ))}
        <ConfirmRow label={t('opinion.gender')}>{t(`opinion.genders.${opinion.gender}`)}</ConfirmRow>
        <ConfirmRow label={t('opinion.ageBand')}>{t(`opinion.ageBands.${opinion.ageBand}`)}</ConfirmRow>
      </dl>
      <div className="flex flex-col-reverse items-center justify-center gap-4 sm:flex-row">
        <Link to={contactPaths.opinion} className={`${buttonStyles.secondary} w-full sm:w-64`}>
          {t('form.back')}
        </Link>
        <button
          type="button"
          onClick={send}
          disabled={submit.isPending}
          className={`${buttonStyles.primary} w-full sm:w-64`}
        >
          {submit.isPending ? t('form.sending') : t('opinion.submit')}
        </button>
      </div>
    </ContactPage>
  );
}
