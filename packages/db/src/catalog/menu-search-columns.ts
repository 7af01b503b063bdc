import { privilegeSearchColumns, type PrivilegeSearchColumns } from './search-text.ts';

/** What a privilege's search columns are made from: the fields of a feed row that the search reads. */
export interface SearchableMenu {
  menuNm: string;
  menuNmKana: string;
  catchCopy: string;
  leadCopy: string;
  catLrgClassCd: string;
  catMidClassCd: string;
  catSmlClassCd: string;
  areaMidClassCd: string;
  areaSmlClassCd: string;
  areaDtlClassCd: string | null;
}

/**
 * A privilege's search columns (catalog_menus.search_*): the ONE place the importer derives them
 * (docs/decisions/0033-catalogue-import.md). What goes into the document — the name, its readings from the
 * analyser, the catch copy and description with theirs, the category and area names — is search-text.ts's to decide
 * (docs/decisions/0035-catalogue-search-at-scale-and-ranking.md); `prepareSearchDocuments()` must have run once in
 * the thread that calls it.
 */
export function menuSearchColumns(menu: SearchableMenu): PrivilegeSearchColumns {
  return privilegeSearchColumns({
    name: menu.menuNm,
    nameKana: menu.menuNmKana,
    catchCopy: menu.catchCopy,
    leadCopy: menu.leadCopy,
    catLrgClassCd: menu.catLrgClassCd,
    catMidClassCd: menu.catMidClassCd,
    catSmlClassCd: menu.catSmlClassCd,
    prefectureCode: menu.areaMidClassCd,
    areaCode: menu.areaSmlClassCd,
    areaDtlCode: menu.areaDtlClassCd,
  });
}
