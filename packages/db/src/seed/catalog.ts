import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { MEMBER_MENU_ITEMS, MENUS } from '../catalog/menus.ts';
import { catalogMenus, memberMenuItems } from '../schema/index.ts';

/** The embedded catalogue's menus; idempotent. */
export async function seedCatalogMenus(db: Database): Promise<void> {
  await db
    .insert(catalogMenus)
    .values([...MENUS])
    .onConflictDoNothing();
}

/**
 * A test member's viewed history and favourites, dated back from `now`. Only for a member without
 * any list yet: their lists may have moved on since.
 */
export async function seedMemberMenuItems(db: Database, memberId: string, now: Date): Promise<void> {
  const items = MEMBER_MENU_ITEMS[memberId] ?? [];
  if (items.length === 0) return;
  const existing = await db
    .select({ id: memberMenuItems.id })
    .from(memberMenuItems)
    .where(eq(memberMenuItems.memberId, memberId))
    .limit(1);
  if (existing.length > 0) return;
  await db
    .insert(memberMenuItems)
    .values(
      items.map((item) => ({
        memberId,
        itemType: item.itemType,
        menuNo: item.menuNo,
        addedAt: new Date(now.getTime() - item.hoursAgo * 3_600_000),
      })),
    )
    .onConflictDoNothing();
}
