import { paths } from '../../config/paths.ts';
import { NewsListView } from './components/news-list-view.tsx';

/** News list (/information): filters by category, year and all (spec portal.md §2). */
export function Component() {
  return <NewsListView detailBase={paths.information} />;
}
