import { paths } from '../../config/paths.ts';
import { NewsListView } from './components/news-list-view.tsx';

/** News (/news): the same list as /information, with details under /newsDetail/:id. */
export function Component() {
  return <NewsListView detailBase={paths.newsDetail} />;
}
