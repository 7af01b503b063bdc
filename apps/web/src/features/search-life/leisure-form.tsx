import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import type { CategoryEntry } from '../../lib/search/category-entry.ts';
import { categoryLabel, EMPTY_CATEGORY_PICK, type CategoryPickerState } from '../../lib/search/category-filters.ts';
import { LIFE_SUB_TAB } from './constants.ts';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';
import { LifeSearchSchemas, type LifeSearchValues } from '@portal/contracts/search/life-validation';
import { buildLifeSearchUrl } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { FieldError, inputClass, labelClass } from '../../components/search/field-error.tsx';
import { invalidProps, KeywordField, SearchForm, SearchSubmit } from '../../components/search/search-form-parts.tsx';
import { viewportOf } from '../../lib/search/use-viewport-width.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { searchFormResolver, useSearchForm } from '../../lib/search/use-search-form.ts';
import { AreaSelects, EMPTY_AREA, type AreaCodes } from './area-selects.tsx';
import { CategoryModal } from './category-modal.tsx';
import { RequiredCaption } from './required-caption.tsx';

interface LeisureFormValues {
  category: CategoryPickerState;
  area: AreaCodes;
  keyword: string;
}

const EMPTY_LEISURE_FORM: LeisureFormValues = { category: EMPTY_CATEGORY_PICK, area: EMPTY_AREA, keyword: '' };

/** The picked category and area as the life URL carries them. */
function leisureSearch({ category, area, keyword }: LeisureFormValues): LifeSearchValues {
  return {
    keyword,
    catLrgClassCd: category.large?.id,
    catMidClassCd: category.medium?.id,
    catSmlClassCd: category.small?.id,
    areaMidClassCd: area.areaMidClassCd,
    areaSmlClassCd: area.areaSmlClassCd,
    areaDtlClassCd: area.areaDtlClassCd,
  };
}

/**
 * 暮らす・遊ぶ (spec search.md §2 leisure form, §5 Life): the category modal, the area selector (prefecture →
 * municipality → area) and a keyword; search goes to /menus on the life host with type=1.
 */
export function LeisureForm({
  categories,
  lifeHost,
  viewportWidth,
}: {
  categories: readonly CategoryEntry[];
  lifeHost: string;
  viewportWidth: number;
}) {
  const { t } = useSearchTranslation();
  const id = useId();
  const viewport = viewportOf(viewportWidth);
  const [pickerOpen, setPickerOpen] = useState(false);
  const { control, clearErrors, search, formState } = useSearchForm({
    defaultValues: EMPTY_LEISURE_FORM,
    resolver: searchFormResolver(LifeSearchSchemas[viewport], leisureSearch),
  });
  const { field: category } = useController({ control, name: 'category' });
  const { field: area } = useController({ control, name: 'area' });
  const { field: keyword } = useController({ control, name: 'keyword' });
  const error = formState.errors.keyword?.message;
  const errorId = `${id}-error`;
  const onSearch = search((values) =>
    browserNavigation.assign(buildLifeSearchUrl(lifeHost, { type: LIFE_SUB_TAB.leisure, ...leisureSearch(values) })),
  );

  return (
    <SearchForm onSearch={onSearch} className="grid gap-4 lg:grid-cols-3">
      {viewport === 'mobile' && (
        <RequiredCaption className="lg:col-span-3">{SEARCH_TEXTS.leisureMobileCaption}</RequiredCaption>
      )}
      <div className="lg:col-span-3">
        <span id={`${id}-category-label`} className={labelClass}>
          {t('form.category')}
        </span>
        <button
          type="button"
          aria-labelledby={`${id}-category-label ${id}-category`}
          id={`${id}-category`}
          aria-haspopup="dialog"
          {...invalidProps(!!error, errorId)}
          className={`${inputClass} text-left`}
          onClick={() => setPickerOpen(true)}
        >
          {categoryLabel(category.value)}
        </button>
      </div>
      <AreaSelects
        levels={[
          { level: 'areaMidClassCd', label: t('area.prefecture') },
          { level: 'areaSmlClassCd', label: t('area.municipality') },
          { level: 'areaDtlClassCd', label: t('area.detail') },
        ]}
        value={area.value}
        invalid={!!error}
        describedBy={error ? errorId : undefined}
        onChange={(next) => {
          area.onChange(next);
          clearErrors();
        }}
      />
      <div className="lg:col-span-3">
        <KeywordField
          id={`${id}-keyword`}
          value={keyword.value}
          onChange={keyword.onChange}
          onBlur={keyword.onBlur}
          inputRef={keyword.ref}
          onSearch={onSearch}
          placeholder={SEARCH_TEXTS.leisureKeywordPlaceholder}
          invalid={!!error}
          errorId={errorId}
        >
          <FieldError id={errorId} message={error} />
        </KeywordField>
      </div>
      <div className="lg:col-span-3">
        <SearchSubmit />
      </div>
      {pickerOpen && (
        <CategoryModal
          categories={categories}
          initial={category.value}
          onConfirm={(next) => {
            category.onChange(next);
            clearErrors();
          }}
          onClose={() => setPickerOpen(false)}
        />
      )}
    </SearchForm>
  );
}
