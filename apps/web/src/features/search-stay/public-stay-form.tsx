import { useId } from 'react';
import { useController } from 'react-hook-form';
import { PublicStaySearchSchemas, type PublicStaySearchValues } from '@portal/contracts/search/public-stay-validation';
import { buildPublicStayAlternateUrl, buildPublicStaySearchUrl } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { FieldError, inputClass, labelClass } from '../../components/search/field-error.tsx';
import { invalidProps, KeywordField, SearchForm, SearchSubmit } from '../../components/search/search-form-parts.tsx';
import { viewportOf } from '../../lib/search/use-viewport-width.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { useRegionChoices } from '../../lib/search/use-region-choices.ts';
import { searchFormResolver, useSearchForm } from '../../lib/search/use-search-form.ts';

const EMPTY_PUBLIC_STAY_SEARCH: PublicStaySearchValues = { keyword: '', areaMidClassCd: '' };

/**
 * Stay sub-tab 2, 公共の宿 (spec search.md §2): one prefecture (single select) and a keyword. It searches the stay host
 * with the fixed party, or, where the operator configured one (PUBLIC_STAY_SEARCH_URL), the alternate public stay
 * search with the keyword, the area and category=publicStay (docs/search-rules.md).
 */
export function PublicStayForm({
  stayHost,
  alternateSearchUrl,
  viewportWidth,
}: {
  stayHost: string;
  alternateSearchUrl: string | null;
  viewportWidth: number;
}) {
  const { t } = useSearchTranslation();
  const id = useId();
  const { regions } = useRegionChoices();
  const { control, register, clearErrors, search, formState } = useSearchForm({
    defaultValues: EMPTY_PUBLIC_STAY_SEARCH,
    resolver: searchFormResolver(
      PublicStaySearchSchemas[viewportOf(viewportWidth)],
      (values: PublicStaySearchValues) => values,
    ),
  });
  const { field: keyword } = useController({ control, name: 'keyword' });
  const error = formState.errors.keyword?.message;
  const errorId = `${id}-error`;

  const onSearch = search((values) => {
    const region = regions.find((r) => r.prefectures.some((p) => p.id === values.areaMidClassCd));
    const input = { keyword: values.keyword, areaLrgClassCd: region?.id, areaMidClassCd: values.areaMidClassCd };
    browserNavigation.assign(
      alternateSearchUrl
        ? buildPublicStayAlternateUrl(alternateSearchUrl, { ...input, category: 'publicStay' })
        : buildPublicStaySearchUrl(stayHost, input),
    );
  });
  return (
    <SearchForm onSearch={onSearch} className="grid gap-4 lg:grid-cols-2">
      <div>
        <label htmlFor={`${id}-area`} className={labelClass}>
          {t('form.area')}
        </label>
        <select
          id={`${id}-area`}
          {...register('areaMidClassCd', { onChange: () => clearErrors() })}
          {...invalidProps(!!error, errorId)}
          className={inputClass}
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
        <KeywordField
          id={`${id}-keyword`}
          value={keyword.value}
          onChange={keyword.onChange}
          onBlur={keyword.onBlur}
          inputRef={keyword.ref}
          onSearch={onSearch}
          invalid={!!error}
          errorId={errorId}
        />
      </div>
      <div className="lg:col-span-2">
        <FieldError id={errorId} message={error} />
      </div>
      <div className="lg:col-span-2">
        <SearchSubmit />
      </div>
    </SearchForm>
  );
}
