import { NEWS_PAGE_SIZE } from '@portal/contracts/cms-values';
import { useLocation } from 'react-router';
import { RoutePageFrame } from '../../../components/ui/route-page-frame.tsx';
import { useNewsList } from '../../../content/api/get-news-list.ts';
import { useNewsMenu } from '../../../content/api/get-news-menu.ts';
import { CmsError } from '../../../content/components/cms-states.tsx';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { useNewsFilter } from '../news-filters.ts';
import { NewsList } from './news-list.tsx';
import { NewsListSkeleton } from './news-list-skeleton.tsx';
import { NewsPagination } from './news-pagination.tsx';
import { NewsSideMenu } from './news-side-menu.tsx';

/** The news list page (/information, /news): filters in the URL, side menu, list, pagination. */
export function NewsListView({ detailBase }: { detailBase: string }) {
  const { t } = useCmsTranslation();
  const { pathname } = useLocation();
  const { filter } = useNewsFilter();
  const list = useNewsList({
    category: filter.category,
    year: filter.year,
    page: filter.page,
    limit: NEWS_PAGE_SIZE,
  });
  const categoryName = useNewsMenu().data?.categories.find((c) => c.id === filter.category)?.name;
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.meta.count / list.data.meta.limit)) : 1;

  let caption: string | null = null;
  if (filter.year !== undefined) caption = t('news.filteredByYear', { year: filter.year });
  else if (filter.category !== undefined)
    caption = t('news.filteredByCategory', { name: categoryName ?? filter.category });

  return (
    <RoutePageFrame>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <aside className="lg:col-start-2 lg:row-start-1">
          <NewsSideMenu filter={filter} pathname={pathname} />
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1" aria-busy={list.isFetching}>
          {caption && <h2 className="text-lg font-bold">{caption}</h2>}
          {list.isPending ? (
            <NewsListSkeleton rows={NEWS_PAGE_SIZE} />
          ) : list.isError ? (
            <CmsError message={t('news.loadFailed')} onRetry={() => void list.refetch()} />
          ) : (
            <>
              <NewsList document={list.data} detailBase={detailBase} />
              <NewsPagination filter={filter} pathname={pathname} totalPages={totalPages} />
            </>
          )}
        </div>
      </div>
    </RoutePageFrame>
  );
}
