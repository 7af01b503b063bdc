import { paths } from '../../config/paths.ts';
import { NewsDetailView } from './components/news-detail-view.tsx';

/** News detail (/information/:id). */
export function Component() {
  return <NewsDetailView listPath={paths.information} />;
}
