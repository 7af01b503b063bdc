import type { AreaLrgClass, CategoryEntry, GourmetGenre, LargeAreasResponse } from '@portal/contracts/catalog';
import type { GourmetGenreRow, LargeCategory, Region } from './catalog.ts';

/** The answer for a privilege that is not there, or not there for this viewer now. */
export const MENU_NOT_FOUND = {
  error: { code: 'menu_not_found', message: 'お探しの優待は見つかりませんでした。掲載が終了した可能性があります。' },
};

/** The large-area list: every prefecture with its region (getLargeCodesArea). */
export function serializeLargeAreas(regions: readonly Region[]): LargeAreasResponse['data'] {
  return regions.flatMap((region) =>
    region.prefectures.map((prefecture) => ({
      areaLrgClassCd: region.code as AreaLrgClass['areaLrgClassCd'],
      areaMidClassCd: prefecture.code,
      areaMidClassNm: prefecture.label,
    })),
  );
}

/** One region as the area lookup answers it, limited to a prefecture and a municipality when given. */
export function serializeRegion(
  region: Region,
  only: { prefectureCode?: string | undefined; areaCode?: string | undefined },
): AreaLrgClass {
  return {
    areaLrgClassCd: region.code as AreaLrgClass['areaLrgClassCd'],
    areaLrgClassNm: region.label,
    areaMidClasses: region.prefectures
      .filter((p) => only.prefectureCode === undefined || p.code === only.prefectureCode)
      .map((prefecture) => ({
        areaMidClassCd: prefecture.code,
        areaMidClassNm: prefecture.label,
        areaSmlClasses: prefecture.areas
          .filter((a) => only.areaCode === undefined || a.code === only.areaCode)
          .map((area) => ({
            areaSmlClassCd: area.code,
            areaSmlClassNm: area.label,
            areaDtlClasses: area.subAreas.map((sub) => ({ areaDtlClassCd: sub.code, areaDtlClassNm: sub.label })),
          })),
      })),
  };
}

/** The tree as a flat list, each parent before its children (getLargeCategories: data.categories). */
export function serializeCategories(tree: readonly LargeCategory[]): CategoryEntry[] {
  const entries: CategoryEntry[] = [];
  for (const lrg of tree) {
    entries.push({
      catClassCd: lrg.code,
      catLrgClassCd: lrg.code,
      level: 1,
      name: lrg.name,
      megaMenuGroup: lrg.megaMenuGroup,
      ...(lrg.noSearch ? { noSearch: true } : {}),
    });
    for (const mid of lrg.children ?? []) {
      entries.push({
        catClassCd: `${lrg.code}${mid.code}`,
        catLrgClassCd: lrg.code,
        catMidClassCd: mid.code,
        level: 2,
        name: mid.name,
        ...(mid.noSearch ? { noSearch: true } : {}),
      });
      for (const sml of mid.children ?? []) {
        entries.push({
          catClassCd: `${lrg.code}${mid.code}${sml.code}`,
          catLrgClassCd: lrg.code,
          catMidClassCd: mid.code,
          catSmlClassCd: sml.code,
          level: 3,
          name: sml.name,
          ...(sml.noSearch ? { noSearch: true } : {}),
        });
      }
    }
  }
  return entries;
}

export function serializeGourmetGenres(genres: readonly GourmetGenreRow[]): GourmetGenre[] {
  return genres.map((g) => ({ catSmlClassCd: g.code, catSmlClassNm: g.name }));
}
