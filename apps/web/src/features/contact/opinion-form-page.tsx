import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  AGE_BANDS,
  EMPTY_OPINION,
  GENDERS,
  OPINION_TEXT_MAX,
  OPINION_TOPICS,
  OpinionFormSchema,
} from '@portal/contracts/contact/opinion';
import { charCount } from '@portal/contracts/contact/text-rules';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { clearFormDraft, readFormDraft, writeFormDraft } from './drafts.ts';
import { ContactPage } from './components/contact-page.tsx';
import { DraftRestoredNotice, ErrorSummary } from './components/form-notices.tsx';
import { ChoiceGroup, FieldError, fieldAria, focusFirstError, inputClass } from './components/field.tsx';
import { useContactTranslation } from './i18n.ts';
import { contactPaths } from './paths.ts';

export type OpinionDraft = typeof EMPTY_OPINION;

/** Restores a draft onto the empty form, ignoring anything malformed. */
export function restoreOpinion(draft: unknown): OpinionDraft {
  const result = structuredClone(EMPTY_OPINION);
  if (typeof draft !== 'object' || draft === null) return result;
  const d = draft as Partial<OpinionDraft>;
  for (const topic of OPINION_TOPICS) {
    const saved = d.topics?.[topic];
    if (saved && typeof saved.selected === 'boolean' && typeof saved.text === 'string') result.topics[topic] = saved;
  }
  if (typeof d.gender === 'string') result.gender = d.gender;
  if (typeof d.ageBand === 'string') result.ageBand = d.ageBand;
  return result;
}

/**
 * Opinion box, step 1 (spec portal.md §3 "Opinion form", §5): three choices, each with its text shown while ticked
 * (several may be ticked), gender and age band.
 */
export function Component() {
  const { t } = useContactTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [restored] = useState(() => readFormDraft<unknown>('opinion'));
  const {
    register,
    handleSubmit,
    control,
    subscribe,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<OpinionDraft>({
    defaultValues: restoreOpinion(restored),
    resolver: zodResolver(OpinionFormSchema) as unknown as Resolver<OpinionDraft>,
    shouldFocusError: false,
  });

  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: ({ values }) => writeFormDraft('opinion', values) });
  }, [subscribe]);

  const onValid = (values: OpinionDraft) => {
    writeFormDraft('opinion', values);
    void navigate(contactPaths.opinionConfirm);
  };

  const topicsError = errors.topics?.root?.message ?? errors.topics?.message;
  const topics = useWatch({ control, name: 'topics' });

  return (
    <ContactPage step="input">
      <p className="mb-6 text-neutral-800">{t('opinion.lead')}</p>
      {restored !== undefined && (
        <DraftRestoredNotice
          onClear={() => {
            clearFormDraft('opinion');
            reset(structuredClone(EMPTY_OPINION));
          }}
        />
      )}
      <ErrorSummary show={isSubmitted && Object.keys(errors).length > 0} />
      <form
        ref={formRef}
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => void handleSubmit(onValid, () => focusFirstError(formRef.current))(event)}
      >
        <ChoiceGroup id="topics" legend={t('opinion.topicsLegend')} required error={topicsError}>
          <div className="flex w-full flex-col gap-4">
            {OPINION_TOPICS.map((topic, index) => {
              const textId = `topics-${topic}-text`;
              const textError = errors.topics?.[topic]?.text?.message;
              const selected = topics[topic].selected;
              const length = charCount(topics[topic].text);
              return (
                <div key={topic} className="flex flex-col gap-2">
                  <label className="inline-flex min-h-10 items-center gap-2 font-bold">
                    <input
                      type="checkbox"
                      {...register(`topics.${topic}.selected`)}
                      aria-controls={textId}
                      aria-expanded={selected}
                      {...(index === 0 ? { 'aria-invalid': topicsError ? 'true' : 'false' } : {})}
                      className="size-5 accent-brand-600"
                    />
                    {t(`opinion.topics.${topic}`)}
                  </label>
                  <div id={textId} hidden={!selected} className="flex flex-col gap-1.5 pl-7">
                    <label htmlFor={`${textId}-input`} className="sr-only">
                      {t('opinion.commentLabel', { topic: t(`opinion.topics.${topic}`) })}
                    </label>
                    <FieldError id={`${textId}-input`} code={selected ? textError : undefined} />
                    {selected && (
                      <textarea
                        {...register(`topics.${topic}.text`)}
                        {...fieldAria(`${textId}-input`, textError, true)}
                        rows={4}
                        className={inputClass(!!textError)}
                      />
                    )}
                    <p
                      id={`${textId}-input-hint`}
                      className={`text-right text-sm ${length > OPINION_TEXT_MAX ? 'font-bold text-red-700' : 'text-neutral-700'}`}
                    >
                      {t('form.charCount', { count: length, max: OPINION_TEXT_MAX })}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        </ChoiceGroup>

        <ChoiceGroup id="gender" legend={t('opinion.gender')} required error={errors.gender?.message}>
          {GENDERS.map((gender, index) => (
            <label key={gender} className="inline-flex min-h-10 items-center gap-2">
              <input
                type="radio"
                value={gender}
                {...register('gender')}
                {...(index === 0 ? { 'aria-invalid': errors.gender ? 'true' : 'false' } : {})}
                className="size-5 accent-brand-600"
              />
              {t(`opinion.genders.${gender}`)}
            </label>
          ))}
        </ChoiceGroup>

        <ChoiceGroup id="ageBand" legend={t('opinion.ageBand')} required error={errors.ageBand?.message}>
          {AGE_BANDS.map((band, index) => (
            <label key={band} className="inline-flex min-h-10 items-center gap-2">
              <input
                type="radio"
                value={band}
                {...register('ageBand')}
                {...(index === 0 ? { 'aria-invalid': errors.ageBand ? 'true' : 'false' } : {})}
                className="size-5 accent-brand-600"
              />
              {t(`opinion.ageBands.${band}`)}
            </label>
          ))}
        </ChoiceGroup>

        <div className="flex justify-center pt-2">
          <button type="submit" className={`${buttonStyles.primary} w-full sm:w-80`}>
            {t('form.toConfirm')}
          </button>
        </div>
      </form>
    </ContactPage>
  );
}
