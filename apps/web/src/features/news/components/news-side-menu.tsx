import { Link } from 'react-router';
import { NEWS_MENU_FALLBACK_YEARS } from '@portal/contracts/cms-values';
import { japanYear } from '@portal/contracts/japan-time';
import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { useNewsMenu } from '../../../content/api/get-news-menu.ts';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { newsFilterSearch, type NewsFilter } from '../news-filters.ts';

/** Spec: "fallback is the last 6 years" (this year in Japan time and the five before it). */
export function fallbackNewsYears(now: Date = new Date()): number[] {
  const year = japanYear(now);
  return Array.from({ length: NEWS_MENU_FALLBACK_YEARS }, (_, index) => year - index);
}

/**
 * While the menu loads, grey chips of about the menu's size keep its place (two rows of each under 1024 px), so
 * that the list under it does not move when the menu arrives. Hidden from assistive technology.
 */
const CATEGORY_PLACEHOLDER_WIDTHS = ['w-28', 'w-24', 'w-20', 'w-24', 'w-16'];
const YEAR_PLACEHOLDER_WIDTHS = Array.from({ length: NEWS_MENU_FALLBACK_YEARS }, () => 'w-[4.5rem]');

function Placeholders({ widths }: { widths: readonly string[] }) {
  return widths.map((width, index) => (
    <li key={index} aria-hidden="true" data-testid="news-menu-placeholder">
      <SkeletonBar tone="light" className={`h-10 rounded-md ${width}`} />
    </li>
  ));
}

const item = (current: boolean) =>
  `flex min-h-10 items-center rounded-md px-3 text-sm ${
    current ? 'bg-brand-50 font-bold text-brand-800' : 'text-neutral-900 hover:bg-neutral-100'
  }`;

/** Side menu: カテゴリ (すべて plus categories) and 過去のお知らせ (N年); 一覧の取得に失敗しました when the menu fails. */
export function NewsSideMenu({ filter, pathname }: { filter: NewsFilter; pathname: string }) {
  const { t } = useCmsTranslation();
  const menu = useNewsMenu();
  const categories = menu.data?.categories ?? [];
  const years = menu.isError ? fallbackNewsYears() : (menu.data?.years ?? []);
  const all = filter.category === undefined && filter.year === undefined;
  const loading = menu.isPending;

  return (
    <nav aria-label={t('news.filters')} aria-busy={loading} className="flex flex-col gap-6">
      {menu.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {t('news.menuFailed')}
        </p>
      )}
      <section aria-labelledby="news-menu-categories" className="flex flex-col gap-1">
        <h2 id="news-menu-categories" className="border-b border-neutral-200 pb-2 font-bold">
          {t('news.categoryMenu')}
        </h2>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          <li>
            <Link to={pathname} className={item(all)} aria-current={all ? 'true' : undefined}>
              {t('news.all')}
            </Link>
          </li>
          {categories.map((category) => {
            const current = filter.category === category.id;
            return (
              <li key={category.id}>
                <Link
                  to={`${pathname}${newsFilterSearch({ category: category.id })}`}
                  className={item(current)}
                  aria-current={current ? 'true' : undefined}
                >
                  {category.name}
                </Link>
              </li>
            );
          })}
          {loading && <Placeholders widths={CATEGORY_PLACEHOLDER_WIDTHS} />}
        </ul>
      </section>
      <section aria-labelledby="news-menu-years" className="flex flex-col gap-1">
        <h2 id="news-menu-years" className="border-b border-neutral-200 pb-2 font-bold">
          {t('news.pastNews')}
        </h2>
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {years.map((year) => {
            const current = filter.year === year;
            return (
              <li key={year}>
                <Link
                  to={`${pathname}${newsFilterSearch({ year })}`}
                  className={item(current)}
                  aria-current={current ? 'true' : undefined}
                >
                  {t('news.year', { year })}
                </Link>
              </li>
            );
          })}
          {loading && <Placeholders widths={YEAR_PLACEHOLDER_WIDTHS} />}
        </ul>
      </section>
    </nav>
  );
}
