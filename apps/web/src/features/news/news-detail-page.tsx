import { paths } from '../../config/paths.ts';
import { newsDetailQueryOptions } from '../../content/api/get-news-detail.ts';
import { previewStore } from '../../content/preview-state.ts';
import { pageData } from '../../lib/route-data.ts';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { NewsDetailView } from './components/news-detail-view.tsx';

/** What a news item's page renders with (ADR 0032): the item. */
export const loader = pageData(({ params }) => (params.id ? [newsDetailQueryOptions(params.id, previewStore.get())] : []));

/**
 * News detail, under either list: /newsDetail/:id (お知らせ) and /information/:id (インフォメーション). The route's
 * breadcrumb parent is the list it goes back to. One route module for both: the view is not a chunk of its own.
 */
export function Component() {
  const listPath = useRouteHandle()?.parents?.[0]?.to ?? paths.news;
  return <NewsDetailView listPath={listPath} />;
}
