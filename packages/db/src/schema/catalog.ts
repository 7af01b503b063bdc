import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { members } from './carrier.ts';

/**
 * The privileges of the embedded Catalog adapter (issue 12; member lists point to them). Area codes are those of the
 * static area catalogue (packages/db/src/catalog/areas.ts), category codes those of its category tree; the names are
 * resolved there. Generated rows come from catalog/privilege-generator.ts; the hand-written menus of
 * catalog/menus.ts keep the defaults of the columns they predate.
 */
export const catalogMenus = pgTable(
  'catalog_menus',
  {
    menuNo: text('menu_no').primaryKey(),
    /** stay | life | shop */
    serviceType: text('service_type').notNull(),
    /** Wire `type`: 1 life, 2 coupon, 3 flights, tours and other travel, 4 reservation sites; null for stays, the shop. */
    menuType: smallint('menu_type'),
    name: text('name').notNull(),
    /** menuNmKana, in hiragana */
    nameKana: text('name_kana').notNull().default(''),
    catchCopy: text('catch_copy').notNull().default(''),
    leadCopy: text('lead_copy').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    imageExplanation: text('image_explanation').notNull().default(''),
    catLrgClassCd: text('cat_lrg_class_cd').notNull().default(''),
    catMidClassCd: text('cat_mid_class_cd').notNull().default(''),
    catSmlClassCd: text('cat_sml_class_cd').notNull().default(''),
    /** areaMidClassCd (prefecture, JIS) and areaSmlClassCd (municipality) */
    prefectureCode: text('prefecture_code').notNull(),
    areaCode: text('area_code').notNull(),
    /** areaDtlClassCd: a sub-area of a big city, when it has one */
    areaDtlCode: text('area_dtl_code'),
    /** Wire shopAreaDiv; null for dynamic-package stays (spec search.md §2 Viewed-stay links). */
    shopAreaDiv: text('shop_area_div'),
    /** Wire srvicDiv: service division A10–D20. */
    serviceDivision: text('service_division').notNull(),
    /** The spec's usage flags 1–4 (useage[]) as bits 1, 2, 4, 8 (privilege-generator.ts USAGE_FLAGS). */
    usageFlags: smallint('usage_flags').notNull().default(0),
    regularPrice: integer('regular_price'),
    memberPrice: integer('member_price'),
    /** Percent off, when the privilege gives a rate. */
    discountRate: smallint('discount_rate'),
    publishedFrom: timestamp('published_from', { withTimezone: true }).notNull().defaultNow(),
    /** Open-ended when null. */
    publishedUntil: timestamp('published_until', { withTimezone: true }),
    couponCode: text('coupon_code'),
    couponBarcode: text('coupon_barcode'),
    couponConditions: text('coupon_conditions'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The business codes it is offered to; empty for every member and visitor (as CMS targeting). */
    businessCodes: text('business_codes').array().notNull().default([]),
    /** Gourmet genre codes (lifeGenreTags): the small categories under 113/201. */
    genreTags: text('genre_tags').array().notNull().default([]),
    webReservation: boolean('web_reservation').notNull().default(false),
    canUseCafe: boolean('can_use_cafe').notNull().default(false),
    withoutSalesPeriod: boolean('without_sales_period').notNull().default(false),
    /** Stays: the facility conditions of the stay form (isBusinessHotel, hasNaturalHotspring). */
    businessHotel: boolean('business_hotel').notNull().default(false),
    naturalHotSpring: boolean('natural_hot_spring').notNull().default(false),
    /** The editors' order for "recommended": lower first. */
    recommendRank: integer('recommend_rank').notNull().default(0),
    /** What keywords are matched against: the folded fields (catalog/search-text.ts), one per line… */
    searchText: text('search_text').notNull().default(''),
    /** …and their single characters and pairs, for the GIN index. */
    searchGrams: text('search_grams').array().notNull().default([]),
  },
  (t) => [
    index('catalog_menus_search_grams_idx').using('gin', t.searchGrams),
    index('catalog_menus_category_idx').on(t.catLrgClassCd, t.catMidClassCd, t.catSmlClassCd),
    index('catalog_menus_area_idx').on(t.prefectureCode, t.areaCode),
    index('catalog_menus_recommend_idx').on(t.recommendRank),
  ],
);

/** The plans of a stay: what the stay form's budget and conditions filter (spec search.md §3 Stay search state). */
export const catalogStayPlans = pgTable(
  'catalog_stay_plans',
  {
    menuNo: text('menu_no')
      .notNull()
      .references(() => catalogMenus.menuNo, { onDelete: 'cascade' }),
    planNo: smallint('plan_no').notNull(),
    name: text('name').notNull(),
    /** Per person and night, yen. */
    pricePerPerson: integer('price_per_person').notNull(),
    /** none | breakfast | dinner | both */
    meals: text('meals').notNull(),
    nonSmoking: boolean('non_smoking').notNull(),
    /** original (the portal's own plans) | partner (the travel partner's): the stay form's plans by company. */
    provider: text('provider').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuNo, t.planNo] })],
);

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
