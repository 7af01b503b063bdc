import type { ReactNode } from 'react';
import { isContactMessageCode } from '@portal/contracts/contact/messages';
import { useContactTranslation } from '../i18n.ts';

export const inputClass = (invalid: boolean) =>
  [
    'block w-full rounded-md border bg-white px-3 py-2 text-base text-neutral-900 outline-none',
    'focus-visible:ring-2 focus-visible:ring-brand-600',
    invalid ? 'border-red-700 bg-red-50' : 'border-neutral-400',
  ].join(' ');

/** The ids and ARIA wiring of one input: its error and hint are read with it, and it says when it is invalid. */
export function fieldAria(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/** The message of a field, right under its label, as the spec words it. */
export function FieldError({ id, code }: { id: string; code: string | undefined }) {
  const { t } = useContactTranslation();
  if (!code) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-bold text-red-700">
      <span aria-hidden="true">⚠ </span>
      <span>{isContactMessageCode(code) ? t(`errors.${code}`) : code}</span>
    </p>
  );
}

export function RequiredMark({ required }: { required: boolean }) {
  const { t } = useContactTranslation();
  return (
    <span
      className={[
        'ml-2 rounded px-1.5 py-0.5 text-xs font-bold',
        required ? 'bg-red-700 text-white' : 'bg-neutral-200 text-neutral-800',
      ].join(' ')}
    >
      {required ? t('form.required') : t('form.optional')}
    </span>
  );
}

/** A labelled row: label (with 必須/任意), message, hint, then the input. */
export function Field({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-neutral-900">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldError id={id} code={error} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/** A group of radios or checkboxes: fieldset and legend, its message, then the choices. */
export function ChoiceGroup({
  id,
  legend,
  required,
  error,
  children,
}: {
  id: string;
  legend: string;
  required: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset id={id} className="flex flex-col gap-1.5" {...(error ? { 'aria-describedby': `${id}-error` } : {})}>
      <legend className="mb-1.5 font-bold text-neutral-900">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldError id={id} code={error} />
      <div
        className={[
          'flex flex-wrap gap-x-6 gap-y-2 rounded-md p-2',
          error ? 'border border-red-700 bg-red-50' : '',
        ].join(' ')}
      >
        {children}
      </div>
    </fieldset>
  );
}

/** Moves focus to the first invalid input of a form (in page order), after React has painted the messages. */
export function focusFirstError(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  });
}

export function ConfirmRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-neutral-200 py-3 sm:grid-cols-[14rem_1fr]">
      <dt className="font-bold text-neutral-900">{label}</dt>
      <dd className="break-words whitespace-pre-wrap text-neutral-900">{children}</dd>
    </div>
  );
}
