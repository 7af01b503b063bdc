import { paths } from '../../config/paths.ts';
import { SpecialPageList } from './components/special-page-list.tsx';

/**
 * 特集ページ一覧 (/specialPage): the top page's もっと見る leads here (spec portal.md §2). 特集 (/special) shows the
 * same list under its own title: special-features-page.tsx.
 */
export function Component() {
  return <SpecialPageList path={paths.specialPages} />;
}
