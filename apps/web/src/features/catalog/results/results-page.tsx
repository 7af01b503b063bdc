import { Suspense, useId, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isResultsPath,
  MENU_SEARCH_KEYWORD_MAX,
  MENU_SEARCH_SORTS,
  menuSearchApiPath,
  RESULTS_MAX_PAGE,
  resultsPageFromUrl,
} from '@portal/contracts/catalog-pages';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { menuSearchQueryOptions, useMenuSearch } from '../api/menus.ts';
import { pageData } from '../../../lib/route-data.ts';
import { useCatalogTranslation } from '../i18n.ts';
import { useMenuTexts } from '../menu-texts.ts';
import { Filters } from './filters.tsx';
import { ResultCard } from './result-card.tsx';
import { currentSort, resultsKind, withChange } from './results-query.ts';
import { formatNumber } from '../../../lib/format-number.ts';

const PLACEHOLDER_ROWS = 6;

function LoadingList() {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
        <li key={i} className="flex gap-3 rounded-lg border border-neutral-200 bg-white p-3 sm:gap-4">
          <SkeletonBar className="h-[60px] w-24 shrink-0 rounded-md sm:h-[100px] sm:w-40" />
          <span className="flex flex-1 flex-col gap-2">
            <SkeletonBar className="h-5 w-3/4 rounded" />
            <SkeletonBar className="h-4 w-1/3 rounded" tone="light" />
            <SkeletonBar className="h-4 w-1/2 rounded" tone="light" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function KeywordForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useCatalogTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('keyword');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t('keyword')}
      </label>
      <input
        // A new keyword from the URL (back, forward) replaces what the field shows.
        key={keyword}
        id={id}
        name="keyword"
        type="search"
        defaultValue={keyword}
        maxLength={MENU_SEARCH_KEYWORD_MAX}
        placeholder={t('keywordPlaceholder')}
        enterKeyHint="search"
        className="min-h-11 min-w-0 flex-1 rounded-md border border-neutral-400 px-3"
      />
      <button type="submit" className={buttonStyles.primarySmall}>
        {t('search')}
      </button>
    </form>
  );
}

/** What a results page renders with (ADR 0032): the search of its own URL. */
export const loader = pageData(({ url }) => [
  menuSearchQueryOptions(menuSearchApiPath(isResultsPath(url.pathname) ? url.pathname : '/menus', url.searchParams)),
]);

/**
 * Results (issue 12): the life (/menus?type=1|2…), travel (/menus/tour?type=3|4…), stay (/search/menu…) and shop
 * (/menus?catLrgClassCd=115…) searches and the site-wide keyword (/menus?keyword=), on the URLs the search widgets
 * build. The URL is the whole state: filters, sort and page are its parameters, so back, forward and reload give the
 * same results. Changing anything but the page starts again at page 1.
 */
export function Component() {
  const { t } = useCatalogTranslation();
  const menuTexts = useMenuTexts();
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const path = isResultsPath(pathname) ? pathname : '/menus';
  const kind = resultsKind(path, params);
  const search = useMenuSearch(menuSearchApiPath(path, params));
  const keyword = params.get('keyword')?.trim() ?? '';
  const page = resultsPageFromUrl(params.get('page'));
  const sort = currentSort(params);
  const title = keyword ? t('titleKeyword', { keyword }) : t(`kinds.${kind}`);
  const update = (change: Parameters<typeof withChange>[1]) =>
    setParams(withChange(params, change), { preventScrollReset: true });
  const data = search.data;
  const totalPages = Math.min(data?.totalPages ?? 0, RESULTS_MAX_PAGE);
  const badRequest = search.error instanceof ApiError && search.error.status === 400;

  return (
    <PageFrame title={title} breadcrumb={[{ label: tc('titles.top'), to: '/' }, { label: title }]}>
      {keyword && kind !== 'keyword' && <p className="-mt-4 text-sm text-neutral-700">{t(`kinds.${kind}`)}</p>}
      <KeywordForm keyword={keyword} onSearch={(value) => update({ keyword: value || null })} />
      <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-labelledby="results-filters-heading" className="rounded-lg border border-neutral-200 bg-white p-2">
          <h2 id="results-filters-heading" className="hidden px-2 py-1 font-bold lg:block">
            {t('filters')}
          </h2>
          <button
            type="button"
            className={`${buttonStyles.secondarySmall} w-full lg:hidden`}
            aria-expanded={filtersOpen}
            aria-controls="results-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? t('hideFilters') : t('showFilters')}
          </button>
          <div id="results-filters" className={filtersOpen ? 'mt-2 block' : 'hidden lg:block'}>
            {/* Each boundary hydrates in a task of its own: the page answers input between them (TBT). */}
            <Suspense>
              <Filters kind={kind} params={params} facets={data?.facets} onChange={update} />
            </Suspense>
          </div>
        </aside>
        <section
          aria-labelledby="results-heading"
          aria-busy={search.isFetching || undefined}
          className="flex min-w-0 flex-col gap-4"
        >
          <div className="flex min-h-11 flex-wrap items-center justify-between gap-2">
            <h2 id="results-heading" className="font-bold" aria-live="polite">
              <span className="sr-only">{t('resultsLabel')} </span>
              {data ? (
                <>
                  <span className="text-lg">{t('count', { total: formatNumber(data.totalElements) })}</span>
                  {data.totalElements > 0 && (
                    <span className="ml-2 text-sm font-normal text-neutral-700">
                      {t('range', {
                        from: formatNumber(data.page * data.size + 1),
                        to: formatNumber(data.page * data.size + data.content.length),
                      })}
                    </span>
                  )}
                </>
              ) : (
                <SkeletonBar className="inline-block h-6 w-24 rounded align-middle" />
              )}
            </h2>
            <label className="flex items-center gap-2 text-sm">
              {t('sort')}
              <select
                value={sort}
                onChange={(event) => update({ sort: event.currentTarget.value, orderBy: null })}
                className="min-h-11 rounded-md border border-neutral-400 bg-white px-2"
              >
                {MENU_SEARCH_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`sorts.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {search.isPending ? (
            <LoadingList />
          ) : search.isError && !data ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
            >
              <p className="text-red-900">{badRequest ? t('badRequest') : t('error')}</p>
              {!badRequest && (
                <button type="button" className={buttonStyles.secondarySmall} onClick={() => void search.refetch()}>
                  {t('retry')}
                </button>
              )}
            </div>
          ) : !data || data.totalElements === 0 ? (
            <div className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-white p-6">
              <p className="font-bold text-neutral-900">{t('empty')}</p>
              <p className="text-sm text-neutral-700">{t('emptyHint')}</p>
            </div>
          ) : (
            <>
              <ul className={`flex flex-col gap-3 ${search.isPlaceholderData ? 'opacity-60' : ''}`}>
                {data.content.map((item, index) => (
                  <li key={item.menuNo}>
                    <Suspense>
                      <ResultCard item={item} eager={index < 2} texts={menuTexts} />
                    </Suspense>
                  </li>
                ))}
              </ul>
              <Pagination
                page={Math.min(page, totalPages)}
                totalPages={totalPages}
                to={(p) => {
                  const next = withChange(params, {});
                  if (p > 1) next.set('page', String(p));
                  return `?${next.toString()}`;
                }}
                labels={{
                  navigation: t('pagination'),
                  previous: t('previous'),
                  next: t('next'),
                  page: (p) => t('page', { page: p }),
                }}
              />
            </>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
