import { and, asc, count, desc, eq } from 'drizzle-orm';
import { catalogData, catalogMenus, memberMenuItems, type Database } from '@portal/db';

export type Region = catalogData.Region;
export type LargeCategory = catalogData.LargeCategory;
export type GourmetGenreRow = catalogData.GourmetGenreRow;

export type MenuItemType = 'viewed' | 'favorite';
export type MenuServiceType = 'stay' | 'life' | 'shop';

/** One entry of a member's viewed history or favourites, with its menu. */
export interface MemberMenuItemRow {
  menuNo: string;
  addedAt: Date;
  name: string;
  imageUrl: string;
  prefectureName: string;
  areaName: string;
  shopAreaDiv: string | null;
  serviceDivision: string;
}

export interface MemberMenuItemsQuery {
  itemType: MenuItemType;
  serviceType?: MenuServiceType | undefined;
  offset: number;
  limit: number;
  newestFirst: boolean;
}

/**
 * The catalogue of areas, categories, gourmet genres and menus (ARCHITECTURE.md §1 `Catalog`), and
 * the members' lists of menus. The embedded adapter serves the seeded data; a production adapter
 * would call the catalogue service over HTTP.
 */
export interface Catalog {
  /** Regions with their prefectures, municipalities and sub-areas, in display order. */
  regions(): Promise<readonly Region[]>;
  /** The category tree, large categories in code order. */
  categories(): Promise<readonly LargeCategory[]>;
  gourmetGenres(): Promise<readonly GourmetGenreRow[]>;
  memberMenuItems(
    memberId: string,
    query: MemberMenuItemsQuery,
  ): Promise<{ items: MemberMenuItemRow[]; total: number }>;
}

/** The embedded Catalog: static code lists from packages/db/src/catalog, member lists from the database. */
export function createEmbeddedCatalog(db: Database): Catalog {
  const regions = catalogData.AREA_CATALOGUE;
  const names = catalogData.AREA_NAMES;

  return {
    async regions() {
      return regions;
    },
    async categories() {
      return catalogData.CATEGORY_TREE;
    },
    async gourmetGenres() {
      return catalogData.GOURMET_GENRES;
    },
    async memberMenuItems(memberId, query) {
      const where = and(
        eq(memberMenuItems.memberId, memberId),
        eq(memberMenuItems.itemType, query.itemType),
        query.serviceType ? eq(catalogMenus.serviceType, query.serviceType) : undefined,
      );
      const order = query.newestFirst ? desc(memberMenuItems.addedAt) : asc(memberMenuItems.addedAt);
      const [rows, totals] = await Promise.all([
        db
          .select({
            menuNo: catalogMenus.menuNo,
            addedAt: memberMenuItems.addedAt,
            name: catalogMenus.name,
            imageUrl: catalogMenus.imageUrl,
            prefectureCode: catalogMenus.prefectureCode,
            areaCode: catalogMenus.areaCode,
            shopAreaDiv: catalogMenus.shopAreaDiv,
            serviceDivision: catalogMenus.serviceDivision,
          })
          .from(memberMenuItems)
          .innerJoin(catalogMenus, eq(catalogMenus.menuNo, memberMenuItems.menuNo))
          .where(where)
          // The id breaks ties so pages never overlap.
          .orderBy(order, query.newestFirst ? desc(memberMenuItems.id) : asc(memberMenuItems.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: count() })
          .from(memberMenuItems)
          .innerJoin(catalogMenus, eq(catalogMenus.menuNo, memberMenuItems.menuNo))
          .where(where),
      ]);
      return {
        total: totals[0]?.total ?? 0,
        items: rows.map(({ prefectureCode, areaCode, ...row }) => ({
          ...row,
          prefectureName: names.get(prefectureCode) ?? '',
          areaName: names.get(areaCode) ?? '',
        })),
      };
    },
  };
}
