import { paths } from '../../config/paths.ts';
import { SpecialPageList } from './components/special-page-list.tsx';

/** Special page list (/specialPage): the top page's もっと見る leads here (spec portal.md §2). */
export function Component() {
  return <SpecialPageList path={paths.specialPages} />;
}
