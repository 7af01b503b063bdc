import { and, eq, notInArray, sql } from 'drizzle-orm';
import { memberMenuItems, type Database } from '@portal/db';

/** A member's viewed history keeps this many privileges, the latest visit of each. */
export const VIEWED_HISTORY_MAX = 100;

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
export type MemberMenuItems = ReturnType<typeof createMemberMenuItems>;
