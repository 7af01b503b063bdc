import { middleCategoryResultsPath } from '@portal/contracts/catalog-lists';
import type { CategoryEntry } from '@portal/contracts/catalog';
import { middleCategories } from '../../../lib/search/middle-categories.ts';

export interface MiddleCategoryLink {
  key: string;
  label: string;
  to: string;
}

/**
 * A category page's middle categories as links to their results (docs/catalog-category-pages.md): the middle
 * categories of its large code in the catalogue's order, minus the names the spec leaves out of the lists (飲食店
 * under 113, お問合せ under 119: spec search.md §5). A middle category whose small ones are marked no_search is
 * offered as those small ones, as the mega-menu does (spec search.md §2 "Links marked no_search add catSmlClassCd").
 */
export function middleCategoryLinks(entries: readonly CategoryEntry[], largeCode: string): MiddleCategoryLink[] {
  const links: MiddleCategoryLink[] = [];
  for (const middle of middleCategories(entries, largeCode)) {
    const middleCode = middle.catMidClassCd ?? '';
    const noSearch = entries.filter(
      (entry) =>
        entry.level === 3 && entry.catLrgClassCd === largeCode && entry.catMidClassCd === middleCode && entry.noSearch,
    );
    if (noSearch.length === 0) {
      links.push({ key: middle.catClassCd, label: middle.name, to: middleCategoryResultsPath(largeCode, middleCode) });
      continue;
    }
    for (const small of noSearch) {
      links.push({
        key: small.catClassCd,
        label: small.name,
        to: middleCategoryResultsPath(largeCode, middleCode, small.catSmlClassCd ?? undefined),
      });
    }
  }
  return links;
}
