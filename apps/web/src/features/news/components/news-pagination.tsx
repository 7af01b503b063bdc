import { Link } from 'react-router';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { newsFilterSearch, type NewsFilter } from '../news-filters.ts';

/** Page links of the news list (shown when there is more than one page). */
export function NewsPagination({
  filter,
  pathname,
  totalPages,
}: {
  filter: NewsFilter;
  pathname: string;
  totalPages: number;
}) {
  const { t } = useCmsTranslation();
  if (totalPages <= 1) return null;
  const href = (page: number) => `${pathname}${newsFilterSearch({ ...filter, page })}`;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1).filter(
    (page) => page === 1 || page === totalPages || Math.abs(page - filter.page) <= 2,
  );
  const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm';
  return (
    <nav aria-label={t('news.pagination')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {filter.page > 1 && (
          <li>
            <Link to={href(filter.page - 1)} className={`${cell} border-neutral-300 bg-white`}>
              {t('news.previousPage')}
            </Link>
          </li>
        )}
        {pages.map((page, index) => (
          <li key={page} className="flex items-center gap-1">
            {index > 0 && page - (pages[index - 1] ?? page) > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={href(page)}
              aria-label={t('news.pageNumber', { page })}
              aria-current={page === filter.page ? 'page' : undefined}
              className={`${cell} ${
                page === filter.page
                  ? 'border-brand-600 bg-brand-600 font-bold text-white'
                  : 'border-neutral-300 bg-white'
              }`}
            >
              {page}
            </Link>
          </li>
        ))}
        {filter.page < totalPages && (
          <li>
            <Link to={href(filter.page + 1)} className={`${cell} border-neutral-300 bg-white`}>
              {t('news.nextPage')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
