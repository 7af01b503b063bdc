import { bigserial, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './carrier.ts';

/**
 * Menus (bookable plans) of the embedded Catalog adapter that member lists point to. Area codes are
 * those of the static area catalogue (packages/db/src/catalog/areas.ts); the names are resolved there.
 */
export const catalogMenus = pgTable('catalog_menus', {
  menuNo: text('menu_no').primaryKey(),
  /** stay | life | shop */
  serviceType: text('service_type').notNull(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull(),
  /** areaMidClassCd (prefecture, JIS) and areaSmlClassCd (municipality) */
  prefectureCode: text('prefecture_code').notNull(),
  areaCode: text('area_code').notNull(),
  /** Wire shopAreaDiv; null for dynamic-package stays (spec search.md §2 Viewed-stay links). */
  shopAreaDiv: text('shop_area_div'),
  /** Wire srvicDiv: service division A10–D20. */
  serviceDivision: text('service_division').notNull(),
});

/** A member's viewed history and favourites (GET /v1/favorite/menu-item-info). */
export const memberMenuItems = pgTable(
  'member_menu_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    /** viewed | favorite */
    itemType: text('item_type').notNull(),
    menuNo: text('menu_no')
      .notNull()
      .references(() => catalogMenus.menuNo),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('member_menu_items_member_type_menu_uq').on(t.memberId, t.itemType, t.menuNo),
    index('member_menu_items_member_type_added_idx').on(t.memberId, t.itemType, t.addedAt),
  ],
);
