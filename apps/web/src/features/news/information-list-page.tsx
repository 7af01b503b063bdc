import { NEWS_PAGE_SIZE } from '@portal/contracts/cms-values';
import { paths } from '../../config/paths.ts';
import { newsListQueryOptions } from '../../content/api/get-news-list.ts';
import { newsMenuQueryOptions } from '../../content/api/get-news-menu.ts';
import { previewStore } from '../../content/preview-state.ts';
import { pageData } from '../../lib/route-data.ts';
import { NewsListView } from './components/news-list-view.tsx';
import { parseNewsFilter } from './news-filters.ts';

/** What the news list renders with (ADR 0032): the page of its URL's filter, and the side menu. */
export const loader = pageData(({ url }) => {
  const filter = parseNewsFilter(url.searchParams);
  const preview = previewStore.get();
  return [
    newsListQueryOptions(
      { category: filter.category, year: filter.year, page: filter.page, limit: NEWS_PAGE_SIZE },
      preview,
    ),
    newsMenuQueryOptions(preview),
  ];
});

/** News list (/information): filters by category, year and all (spec portal.md §2). */
export function Component() {
  return <NewsListView detailBase={paths.information} />;
}
