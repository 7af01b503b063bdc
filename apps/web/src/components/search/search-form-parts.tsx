import type { FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { isSearchKey } from '../../lib/search/form-rules.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { inputClass, labelClass } from './field-error.tsx';
import { keywordInputProps } from './keyword-input.ts';

/**
 * A search form of the header panel: no browser validation (the spec's messages are shown instead), and the
 * submit runs the form's search (spec search.md §2: search is a full navigation built by the form).
 */
export function SearchForm({
  onSearch,
  className,
  children,
}: {
  onSearch: () => void;
  className: string;
  children: ReactNode;
}) {
  const { t } = useSearchTranslation();
  return (
    <form
      noValidate
      aria-label={t('form.search')}
      className={className}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
    </form>
  );
}

/** Enter in a text field searches, but not while an IME is composing (spec search.md §5). */
export function searchOnEnter(search: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (isSearchKey({ key: event.key, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      search();
    }
  };
}

/** aria-invalid and aria-describedby for an input that carries the form's error. */
export function invalidProps(invalid: boolean, errorId: string) {
  return invalid ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const) : {};
}

/**
 * The keyword box of every tab: labelled キーワード, at most 100 characters (keywordInputProps), Enter searches.
 * `value`, `onChange`, `onBlur` and `inputRef` are the form's (react-hook-form's `useController` field).
 */
export function KeywordField({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  onSearch,
  placeholder,
  invalid,
  errorId,
  children,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** What react-hook-form's setFocus focuses. */
  inputRef?: Ref<HTMLInputElement>;
  onSearch: () => void;
  placeholder?: string | undefined;
  invalid: boolean;
  errorId: string;
  /** Shown under the input, e.g. its FieldError. */
  children?: ReactNode;
}) {
  const { t } = useSearchTranslation();
  return (
    <>
      <label htmlFor={id} className={labelClass}>
        {t('form.keyword')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        {...keywordInputProps(value, onChange)}
        onBlur={onBlur}
        placeholder={placeholder}
        className={inputClass}
        {...invalidProps(invalid, errorId)}
        onKeyDown={searchOnEnter(onSearch)}
      />
      {children}
    </>
  );
}

/** The primary 検索 button. */
export function SearchSubmit() {
  const { t } = useSearchTranslation();
  return (
    <button type="submit" className={`${buttonStyles.primary} w-full lg:w-64`}>
      {t('form.search')}
    </button>
  );
}
