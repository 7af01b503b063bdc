import { useId, useState } from 'react';
import type { CategoryEntry } from '../../lib/search/category-entry.ts';
import { tourMiddleCategories, tourSmallCategories, type TourTab } from '../../lib/search/category-filters.ts';
import { validateTour } from '@portal/contracts/search/tour-validation';
import { buildTourSearchUrl } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { FieldError } from '../../components/search/field-error.tsx';
import { CategorySelects } from '../../components/search/category-selects.tsx';
import { KeywordField, SearchForm, SearchSubmit } from '../../components/search/search-form-parts.tsx';
import { viewportOf } from '../../lib/search/use-viewport-width.ts';

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
  const [mid, setMid] = useState('');
  const [small, setSmall] = useState('');
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const mids = tourMiddleCategories(categories, tab);
  const smalls = tourSmallCategories(categories, tab, mid || null);

  const search = () => {
    const input = { keyword, catMidClassCd: mid, catSmlClassCd: small };
    const invalid = validateTour(input, viewportOf(viewportWidth));
    if (invalid) {
      setError(invalid.message);
      document.getElementById(`${id}-keyword`)?.focus();
      return;
    }
    browserNavigation.assign(buildTourSearchUrl(lifeHost, { tab, ...input }));
  };
  return (
    <SearchForm onSearch={search} className="grid gap-4 lg:grid-cols-3">
      <CategorySelects
        id={id}
        middles={mids}
        smalls={smalls}
        mid={mid}
        small={small}
        onMidChange={(code) => {
          setMid(code);
          setSmall('');
          setError(null);
        }}
        onSmallChange={setSmall}
        invalid={!!error}
        errorId={errorId}
      />
      <div>
        <KeywordField
          id={`${id}-keyword`}
          value={keyword}
          onChange={setKeyword}
          onSearch={search}
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
