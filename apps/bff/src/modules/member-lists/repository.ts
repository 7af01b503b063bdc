import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { catalogData, catalogMenus, memberMenuItems, type Database } from '@portal/db';

/** A member's viewed history keeps this many privileges, the latest visit of each. */
export const VIEWED_HISTORY_MAX = 100;

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
  /** No longer published at the time asked: withdrawn (a full catalogue import) or its publication ended. */
  publicationEnded: boolean;
}

export interface MemberMenuItemsQuery {
  itemType: MenuItemType;
  serviceType?: MenuServiceType | undefined;
  offset: number;
  limit: number;
  newestFirst: boolean;
  /** What "published" is judged at. */
  now: Date;
}

const names = catalogData.AREA_NAMES;

/**
 * The member's favourites and viewed history (the BFF owns them, ARCHITECTURE.md §3). One row per member, list and
 * privilege: favouriting twice keeps one, a second visit moves the privilege to the top of the history.
 */
export function createMemberMenuItems(db: Database) {
  const favoriteOf = (memberId: string, menuNo: string) =>
    and(
      eq(memberMenuItems.memberId, memberId),
      eq(memberMenuItems.itemType, 'favorite'),
      eq(memberMenuItems.menuNo, menuNo),
    );
  return {
    /** One page of a member's list, joined with the privileges' names and areas (the list outlives a privilege's window). */
    async list(memberId: string, query: MemberMenuItemsQuery): Promise<{ items: MemberMenuItemRow[]; total: number }> {
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
            // Withdrawn, or its window's end passed (as the search judges it: search-repository.ts searchConditions).
            publicationEnded: sql<boolean>`(${catalogMenus.withdrawnAt} IS NOT NULL
              OR coalesce(${catalogMenus.publishedUntil} <= ${query.now.toISOString()}::timestamptz, false))`,
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
        items: rows.map(({ prefectureCode, areaCode, publicationEnded, ...row }) => ({
          ...row,
          // PGlite and node-postgres both answer a boolean; a driver answering 't'/'f' would still read right.
          publicationEnded: publicationEnded === true || String(publicationEnded) === 't',
          prefectureName: names.get(prefectureCode) ?? '',
          areaName: names.get(areaCode) ?? '',
        })),
      };
    },

    async isFavorite(memberId: string, menuNo: string): Promise<boolean> {
      const rows = await db
        .select({ id: memberMenuItems.id })
        .from(memberMenuItems)
        .where(favoriteOf(memberId, menuNo))
        .limit(1);
      return rows.length > 0;
    },

    async addFavorite(memberId: string, menuNo: string, at: Date): Promise<void> {
      await db
        .insert(memberMenuItems)
        .values({ memberId, itemType: 'favorite', menuNo, addedAt: at })
        .onConflictDoNothing();
    },

    async removeFavorite(memberId: string, menuNo: string): Promise<void> {
      await db.delete(memberMenuItems).where(favoriteOf(memberId, menuNo));
    },

    /** Records a visit: the privilege moves to the top of the history, which keeps the latest VIEWED_HISTORY_MAX. */
    async recordView(memberId: string, menuNo: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(memberMenuItems)
          .values({ memberId, itemType: 'viewed', menuNo, addedAt: at })
          .onConflictDoUpdate({
            target: [memberMenuItems.memberId, memberMenuItems.itemType, memberMenuItems.menuNo],
            set: { addedAt: sql`excluded.added_at` },
          });
        const kept = tx
          .select({ id: memberMenuItems.id })
          .from(memberMenuItems)
          .where(and(eq(memberMenuItems.memberId, memberId), eq(memberMenuItems.itemType, 'viewed')))
          .orderBy(sql`${memberMenuItems.addedAt} DESC, ${memberMenuItems.id} DESC`)
          .limit(VIEWED_HISTORY_MAX);
        await tx
          .delete(memberMenuItems)
          .where(
            and(
              eq(memberMenuItems.memberId, memberId),
              eq(memberMenuItems.itemType, 'viewed'),
              notInArray(memberMenuItems.id, kept),
            ),
          );
      });
    },
  };
}
