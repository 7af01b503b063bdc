import { useId, useState } from 'react';
import type { CategoryEntry } from '../../lib/search/category-entry.ts';
import { categoryLabel, EMPTY_CATEGORY_PICK, type CategoryPickerState } from '../../lib/search/category-filters.ts';
import { LIFE_SUB_TAB } from './constants.ts';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';
import { validateLife } from '@portal/contracts/search/life-validation';
import { buildLifeSearchUrl } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { FieldError, inputClass, labelClass } from '../../components/search/field-error.tsx';
import { invalidProps, KeywordField, SearchForm, SearchSubmit } from '../../components/search/search-form-parts.tsx';
import { viewportOf } from '../../lib/search/use-viewport-width.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { AreaSelects, EMPTY_AREA } from './area-selects.tsx';
import { CategoryModal } from './category-modal.tsx';
import { RequiredCaption } from './required-caption.tsx';

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
  const [category, setCategory] = useState<CategoryPickerState>(EMPTY_CATEGORY_PICK);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [area, setArea] = useState(EMPTY_AREA);
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const viewport = viewportOf(viewportWidth);

  const search = () => {
    const input = {
      keyword,
      catLrgClassCd: category.large?.id,
      catMidClassCd: category.medium?.id,
      catSmlClassCd: category.small?.id,
      areaMidClassCd: area.areaMidClassCd,
      areaSmlClassCd: area.areaSmlClassCd,
      areaDtlClassCd: area.areaDtlClassCd,
    };
    const invalid = validateLife(input, viewport);
    if (invalid) {
      setError(invalid.message);
      document.getElementById(`${id}-keyword`)?.focus();
      return;
    }
    browserNavigation.assign(buildLifeSearchUrl(lifeHost, { type: LIFE_SUB_TAB.leisure, ...input }));
  };
  return (
    <SearchForm onSearch={search} className="grid gap-4 lg:grid-cols-3">
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
          {categoryLabel(category)}
        </button>
      </div>
      <AreaSelects
        levels={[
          { level: 'areaMidClassCd', label: t('area.prefecture') },
          { level: 'areaSmlClassCd', label: t('area.municipality') },
          { level: 'areaDtlClassCd', label: t('area.detail') },
        ]}
        value={area}
        invalid={!!error}
        describedBy={error ? errorId : undefined}
        onChange={(next) => {
          setArea(next);
          setError(null);
        }}
      />
      <div className="lg:col-span-3">
        <KeywordField
          id={`${id}-keyword`}
          value={keyword}
          onChange={setKeyword}
          onSearch={search}
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
          initial={category}
          onConfirm={(next) => {
            setCategory(next);
            setError(null);
          }}
          onClose={() => setPickerOpen(false)}
        />
      )}
    </SearchForm>
  );
}
