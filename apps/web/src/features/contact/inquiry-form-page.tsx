import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  CONTACT_TYPES,
  EMPTY_INQUIRY,
  INQUIRY_CATEGORIES,
  INQUIRY_LIMITS,
  InquiryRequestSchema,
  type InquiryFormValues,
} from '@portal/contracts/contact/inquiry';
import { PREFECTURES } from '@portal/contracts/contact/prefectures';
import { charCount } from '@portal/contracts/contact/text-rules';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { clearFormDraft, readFormDraft, writeFormDraft } from './drafts.ts';
import { useViewer } from '../../lib/session/viewer.ts';
import { usePublicConfig } from '../../config/public-config.ts';
import { getPostalAddress } from './api/get-postal-address.ts';
import { ContactPage } from './components/contact-page.tsx';
import { DraftRestoredNotice, ErrorSummary } from './components/form-notices.tsx';
import { ChoiceGroup, Field, fieldAria, focusFirstError, inputClass } from './components/field.tsx';
import { useContactTranslation } from './i18n.ts';
import { contactPaths } from './paths.ts';

/** Mail inquiry, step 1 (spec portal.md §3 "Mail inquiry form", §5): every field, validated as the BFF does. */
export function Component() {
  const { t } = useContactTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const config = usePublicConfig().data;
  const [restored] = useState(() => readFormDraft<Partial<InquiryFormValues>>('mail'));
  const [addressNote, setAddressNote] = useState<'addressFilled' | 'addressNotFound' | null>(null);
  const {
    register,
    handleSubmit,
    control,
    subscribe,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<InquiryFormValues>({
    defaultValues: { ...EMPTY_INQUIRY, ...restored },
    resolver: zodResolver(InquiryRequestSchema) as unknown as Resolver<InquiryFormValues>,
    shouldFocusError: false,
  });

  // The draft follows every keystroke (in this browser only: docs/decisions/0013).
  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: ({ values }) => writeFormDraft('mail', values) });
  }, [subscribe]);

  // Seven digits fill the prefecture and the address from the shipped postal-code dataset.
  const postalCode = useWatch({ control, name: 'postalCode' });
  const lastLookup = useRef<string | null>(restored?.postalCode ?? null);
  useEffect(() => {
    if (!/^[0-9]{7}$/.test(postalCode) || postalCode === lastLookup.current) return;
    lastLookup.current = postalCode;
    const controller = new AbortController();
    void getPostalAddress(postalCode, controller.signal).then((address) => {
      if (controller.signal.aborted) return;
      if (!address) {
        setAddressNote('addressNotFound');
        return;
      }
      const options = { shouldDirty: true, shouldValidate: isSubmitted };
      setValue('prefecture', address.prefecture, options);
      setValue('address', `${address.city}${address.town}`.slice(0, INQUIRY_LIMITS.address), options);
      setAddressNote('addressFilled');
    });
    return () => controller.abort();
  }, [postalCode, setValue, isSubmitted]);

  // A member starts with the name and address the portal knows (not the confirmation: that is typed again).
  const viewer = useViewer();
  const member = viewer.kind === 'member' ? viewer.user : undefined;
  useEffect(() => {
    if (!member || restored) return;
    const name = `${member.familyName} ${member.firstName}`.trim();
    if (name && !getValues('name')) setValue('name', name);
    if (member.email.email && !getValues('email')) setValue('email', member.email.email);
  }, [member, restored, getValues, setValue]);

  const onValid = (values: InquiryFormValues) => {
    writeFormDraft('mail', values);
    void navigate(contactPaths.mailConfirm);
  };

  const error = (name: keyof InquiryFormValues) => errors[name]?.message;
  const textLength = charCount(useWatch({ control, name: 'inquiryText' }));

  return (
    <ContactPage step="input">
      <p className="mb-6 text-neutral-800">{t('inquiry.lead')}</p>
      {restored && (
        <DraftRestoredNotice
          onClear={() => {
            clearFormDraft('mail');
            reset(EMPTY_INQUIRY);
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
        <Field id="category" label={t('inquiry.fields.category')} required error={error('category')}>
          <select
            {...register('category')}
            {...fieldAria('category', error('category'))}
            className={inputClass(!!error('category'))}
          >
            <option value="">{t('inquiry.fields.categoryPlaceholder')}</option>
            {INQUIRY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`inquiry.categories.${c}`)}
              </option>
            ))}
          </select>
        </Field>

        <Field id="inquiryText" label={t('inquiry.fields.inquiryText')} required error={error('inquiryText')}>
          <textarea
            {...register('inquiryText')}
            {...fieldAria('inquiryText', error('inquiryText'), true)}
            rows={INQUIRY_LIMITS.inquiryTextRows}
            className={inputClass(!!error('inquiryText'))}
          />
          <p
            id="inquiryText-hint"
            className={`text-right text-sm ${textLength > INQUIRY_LIMITS.inquiryText ? 'font-bold text-red-700' : 'text-neutral-700'}`}
          >
            {t('form.charCount', { count: textLength, max: INQUIRY_LIMITS.inquiryText })}
          </p>
        </Field>

        <Field id="name" label={t('inquiry.fields.name')} required error={error('name')}>
          <input
            {...register('name')}
            {...fieldAria('name', error('name'))}
            autoComplete="name"
            className={inputClass(!!error('name'))}
          />
        </Field>

        <Field
          id="nameKana"
          label={t('inquiry.fields.nameKana')}
          required
          error={error('nameKana')}
          hint={t('inquiry.fields.nameKanaHint')}
        >
          <input
            {...register('nameKana')}
            {...fieldAria('nameKana', error('nameKana'), true)}
            className={inputClass(!!error('nameKana'))}
          />
        </Field>

        <Field
          id="postalCode"
          label={t('inquiry.fields.postalCode')}
          required
          error={error('postalCode')}
          hint={t('inquiry.fields.postalCodeHint')}
        >
          <input
            {...register('postalCode')}
            {...fieldAria('postalCode', error('postalCode'), true)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={INQUIRY_LIMITS.postalCode}
            className={`${inputClass(!!error('postalCode'))} sm:max-w-48`}
          />
          <p aria-live="polite" className="text-sm text-neutral-800">
            {addressNote ? t(`inquiry.${addressNote}`) : ''}
          </p>
        </Field>

        <Field id="prefecture" label={t('inquiry.fields.prefecture')} required={false} error={error('prefecture')}>
          <select
            {...register('prefecture')}
            {...fieldAria('prefecture', error('prefecture'))}
            autoComplete="address-level1"
            className={`${inputClass(!!error('prefecture'))} sm:max-w-64`}
          >
            <option value="">{t('inquiry.fields.prefecturePlaceholder')}</option>
            {PREFECTURES.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>

        <Field id="address" label={t('inquiry.fields.address')} required={false} error={error('address')}>
          <input
            {...register('address')}
            {...fieldAria('address', error('address'))}
            autoComplete="street-address"
            className={inputClass(!!error('address'))}
          />
        </Field>

        <ChoiceGroup id="contactType" legend={t('inquiry.fields.contactType')} required error={error('contactType')}>
          {CONTACT_TYPES.map((type, index) => (
            <label key={type} className="inline-flex min-h-10 items-center gap-2">
              <input
                type="radio"
                value={type}
                {...register('contactType')}
                {...(index === 0 ? { 'aria-invalid': error('contactType') ? 'true' : 'false' } : {})}
                className="size-5 accent-brand-600"
              />
              {t(`inquiry.contactTypes.${type}`)}
            </label>
          ))}
        </ChoiceGroup>

        <Field
          id="tel"
          label={t('inquiry.fields.tel')}
          required
          error={error('tel')}
          hint={t('inquiry.fields.telHint')}
        >
          <input
            {...register('tel')}
            {...fieldAria('tel', error('tel'), true)}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className={`${inputClass(!!error('tel'))} sm:max-w-64`}
          />
        </Field>

        <Field id="email" label={t('inquiry.fields.email')} required error={error('email')}>
          <input
            {...register('email')}
            {...fieldAria('email', error('email'))}
            type="email"
            autoComplete="email"
            className={inputClass(!!error('email'))}
          />
        </Field>

        <Field
          id="emailConfirm"
          label={t('inquiry.fields.emailConfirm')}
          required
          error={error('emailConfirm')}
          hint={t('inquiry.fields.emailConfirmHint')}
        >
          <input
            {...register('emailConfirm')}
            {...fieldAria('emailConfirm', error('emailConfirm'), true)}
            type="email"
            autoComplete="off"
            className={inputClass(!!error('emailConfirm'))}
          />
        </Field>

        <ChoiceGroup id="privacy" legend={t('inquiry.fields.privacy')} required error={error('privacyConsent')}>
          <div className="flex flex-col gap-2">
            <p className="text-sm text-neutral-800">
              {t('inquiry.fields.privacyText')}{' '}
              {config && (
                <a href={config.privacyPolicyUrl} className="text-brand-700 underline underline-offset-2">
                  {t('inquiry.fields.privacyPolicyLink')}
                </a>
              )}
            </p>
            <label className="inline-flex min-h-10 items-center gap-2 font-bold">
              <input
                type="checkbox"
                {...register('privacyConsent')}
                aria-invalid={error('privacyConsent') ? 'true' : 'false'}
                className="size-5 accent-brand-600"
              />
              {t('inquiry.fields.privacyConsent')}
            </label>
          </div>
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
