import { paths } from '../../config/paths.ts';
import { SpecialPageList } from './components/special-page-list.tsx';

/**
 * 特集 (/special, spec portal.md §2 "special list"): the same list of the CMS's Listing special pages as 特集ページ一覧
 * (/specialPage, special-page-list-page.tsx), under its own title; its category filter stays on /special
 * (docs/cms-content-model.md "Special page lists").
 */
export function Component() {
  return <SpecialPageList path={paths.specialList} />;
}
