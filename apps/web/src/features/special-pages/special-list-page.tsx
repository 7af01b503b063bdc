import { paths } from '../../config/paths.ts';
import { SpecialPageList } from './components/special-page-list.tsx';

/**
 * The special-feature list (/special, spec portal.md §2 "special list"): the same list of the CMS's Listing special
 * pages as /specialPage, under its own title 特集; its category filter stays on /special (docs/cms-content-model.md
 * "Special page lists").
 */
export function Component() {
  return <SpecialPageList path={paths.specialList} />;
}
