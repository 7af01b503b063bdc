import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { KEYWORD_MAX_LENGTH } from '@portal/contracts/search/constants';
import { validatePublicStay } from '@portal/contracts/search/public-stay-validation';
import { isSearchKey } from '@portal/contracts/search/stay-form';
import { buildPublicStaySearchUrl } from '@portal/contracts/search/urls';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { FieldError, inputClass, labelClass } from '../components/field-error.tsx';
import { viewportOf } from '../hooks/use-viewport-width.ts';
import { useSearchTranslation } from '../i18n.ts';
import { useRegionChoices } from './destination-picker-modal.tsx';

/** Stay sub-tab 2, 公共の宿 (spec search.md §2): one prefecture (single select) and a keyword. */
export function PublicStayForm({ stayHost, viewportWidth }: { stayHost: string; viewportWidth: number }) {
  const { t } = useSearchTranslation();
  const id = useId();
  const { regions } = useRegionChoices();
  const [prefecture, setPrefecture] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;

  const search = () => {
    const invalid = validatePublicStay({ keyword, areaMidClassCd: prefecture }, viewportOf(viewportWidth));
    if (invalid) {
      setError(invalid.message);
      document.getElementById(`${id}-keyword`)?.focus();
      return;
    }
    const region = regions.find((r) => r.prefectures.some((p) => p.id === prefecture));
    browserNavigation.assign(
      buildPublicStaySearchUrl(stayHost, { keyword, areaLrgClassCd: region?.id, areaMidClassCd: prefecture }),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isSearchKey({ key: event.key, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault();
      search();
    }
  };

  return (
    <form
      noValidate
      aria-label={t('form.search')}
      className="grid gap-4 lg:grid-cols-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        search();
      }}
    >
      <div>
        <label htmlFor={`${id}-area`} className={labelClass}>
          {t('form.area')}
        </label>
        <select
          id={`${id}-area`}
          value={prefecture}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
          onChange={(e) => {
            setPrefecture(e.target.value);
            setError(null);
          }}
        >
          <option value="">{t('form.areaPlaceholder')}</option>
          {regions.map((r) => (
            <optgroup key={r.id} label={r.label}>
              {r.prefectures.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-keyword`} className={labelClass}>
          {t('form.keyword')}
        </label>
        <input
          id={`${id}-keyword`}
          type="text"
          value={keyword}
          maxLength={KEYWORD_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="lg:col-span-2">
        <FieldError id={errorId} message={error} />
      </div>
      <div className="lg:col-span-2">
        <button type="submit" className={`${buttonStyles.primary} w-full lg:w-64`}>
          {t('form.search')}
        </button>
      </div>
    </form>
  );
}
