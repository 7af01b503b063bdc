import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import type { CategoryEntry } from '../../lib/search/category-entry.ts';
import { tourMiddleCategories, tourSmallCategories, type TourTab } from '../../lib/search/category-filters.ts';
import { TourSearchSchemas, type TourSearchValues } from '@portal/contracts/search/tour-validation';
import { buildTourSearchUrl } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { FieldError } from '../../components/search/field-error.tsx';
import { CategorySelects } from '../../components/search/category-selects.tsx';
import { KeywordField, SearchForm, SearchSubmit } from '../../components/search/search-form-parts.tsx';
import { viewportOf } from '../../lib/search/use-viewport-width.ts';
import { searchFormResolver, useSearchForm } from '../../lib/search/use-search-form.ts';

const EMPTY_TOUR_SEARCH: TourSearchValues = { keyword: '', catMidClassCd: '', catSmlClassCd: '' };

/**
 * Stay sub-tabs 3 (航空券・ツアー・その他) and 4 (国内・海外予約サイト), spec search.md §2, §4, §9: mid and small
 * category selects with the tab's codes, the small one disabled until a mid is chosen, and a keyword.
 */
export function TourForm({
  tab,
  categories,
  lifeHost,
  viewportWidth,
}: {
  tab: TourTab;
  categories: readonly CategoryEntry[];
  lifeHost: string;
  viewportWidth: number;
}) {
  const id = useId();
  const { control, setValue, clearErrors, search, formState } = useSearchForm({
    defaultValues: EMPTY_TOUR_SEARCH,
    resolver: searchFormResolver(TourSearchSchemas[viewportOf(viewportWidth)], (values: TourSearchValues) => values),
  });
  const { field: keyword } = useController({ control, name: 'keyword' });
  const mid = useWatch({ control, name: 'catMidClassCd' });
  const small = useWatch({ control, name: 'catSmlClassCd' });
  const error = formState.errors.keyword?.message;
  const errorId = `${id}-error`;
  const mids = tourMiddleCategories(categories, tab);
  const smalls = tourSmallCategories(categories, tab, mid || null);
  const onSearch = search((input) => browserNavigation.assign(buildTourSearchUrl(lifeHost, { tab, ...input })));

  return (
    <SearchForm onSearch={onSearch} className="grid gap-4 lg:grid-cols-3">
      <CategorySelects
        id={id}
        middles={mids}
        smalls={smalls}
        mid={mid}
        small={small}
        onMidChange={(code) => {
          // A new middle clears the small one (spec search.md §4) and the message.
          setValue('catMidClassCd', code);
          setValue('catSmlClassCd', '');
          clearErrors();
        }}
        onSmallChange={(code) => setValue('catSmlClassCd', code)}
        invalid={!!error}
        errorId={errorId}
      />
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
      <div className="lg:col-span-3">
        <FieldError id={errorId} message={error} />
      </div>
      <div className="lg:col-span-3">
        <SearchSubmit />
      </div>
    </SearchForm>
  );
}
