import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import {
  OPINION_TOPICS,
  OpinionFormSchema,
  OpinionRequestSchema,
  toOpinionRequest,
  type OpinionRequest,
} from '@portal/contracts/contact/opinion';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { readFormDraft } from './drafts.ts';
import { submitOpinion } from './api/submit-opinion.ts';
import { ContactPage } from './components/contact-page.tsx';
import { ConfirmRow } from './components/field.tsx';
import { SendFailureAlert, useConfirmSend } from './confirm-send.tsx';
import { useContactTranslation } from './i18n.ts';
import { contactPaths } from './paths.ts';

function opinionFromDraft(): OpinionRequest | null {
  const form = OpinionFormSchema.safeParse(readFormDraft('opinion'));
  if (!form.success) return null;
  const request = OpinionRequestSchema.safeParse(toOpinionRequest(form.data));
  return request.success ? request.data : null;
}

/** Opinion box, step 2 (spec portal.md §2 "opinion box confirm"): 登録する posts the ticked texts. */
export function Component() {
  const { t } = useContactTranslation();
  const [opinion] = useState(opinionFromDraft);
  const { send, pending, failure } = useConfirmSend({
    draft: 'opinion',
    post: submitOpinion,
    finishPath: contactPaths.opinionRegister,
  });

  if (!opinion) return <Navigate to={contactPaths.opinion} replace />;

  return (
    <ContactPage step="confirm">
      <p className="mb-6 text-neutral-800">{t('opinion.confirmLead')}</p>
      <SendFailureAlert failure={failure} />
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
          onClick={() => send(opinion)}
          disabled={pending}
          className={`${buttonStyles.primary} w-full sm:w-64`}
        >
          {pending ? t('form.sending') : t('opinion.submit')}
        </button>
      </div>
    </ContactPage>
  );
}
