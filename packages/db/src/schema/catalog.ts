import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
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
    /**
     * …and their single characters and pairs, for the GIN index, each as its number (catalog/search-text.ts
     * gramCode): a GIN index of numbers is built in about half the time of one of texts (docs/decisions/0033).
     */
    searchGrams: bigint('search_grams', { mode: 'number' }).array().notNull().default([]),
    /**
     * The parts of search_text a keyword's match is ranked by (docs/decisions/0035): the folded name, the name's
     * readings, the catch copy and description with their readings (catalog/search-text.ts privilegeSearchColumns).
     */
    searchName: text('search_name').notNull().default(''),
    searchReading: text('search_reading').notNull().default(''),
    searchCopy: text('search_copy').notNull().default(''),
    /** The privilege's bit in the search bitmaps (catalog_search_bitmaps): dense, never reused. */
    searchOrd: serial('search_ord').notNull(),
    /**
     * When a full import (`catalog import --full`) withdrew it; null while listed. A withdrawn privilege keeps its row
     * (favourites and viewed history point to it) and its publication ends at the same moment (published_until), so
     * every list that honours the publication window drops it at once (docs/decisions/0033-catalogue-import.md).
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** A hash of the feed row it was last imported from: the same row again changes nothing. Null for seeded menus. */
    rowHash: text('row_hash'),
  },
  (t) => [
    index('catalog_menus_search_grams_idx').using('gin', t.searchGrams),
    index('catalog_menus_category_idx').on(t.catLrgClassCd, t.catMidClassCd, t.catSmlClassCd),
    index('catalog_menus_area_idx').on(t.prefectureCode, t.areaCode),
    index('catalog_menus_recommend_idx').on(t.recommendRank),
    uniqueIndex('catalog_menus_search_ord_idx').on(t.searchOrd),
    /** The publication window's next start and end after a moment: when the search's window bitmap runs out. */
    index('catalog_menus_published_from_idx').on(t.publishedFrom),
    index('catalog_menus_published_until_idx').on(t.publishedUntil),
    index('catalog_menus_newest_walk_idx').on(t.publishedFrom.desc().nullsFirst(), t.menuNo, t.searchOrd),
    /** The bitmap search's walk in the recommended order: index-only, the bit looked up by search_ord. */
    index('catalog_menus_recommend_walk_idx').on(t.recommendRank, t.menuNo, t.searchOrd),
    /** …in price order (the member price where there is one) and in discount order. */
    index('catalog_menus_price_walk_idx').on(sql`coalesce(${t.memberPrice}, ${t.regularPrice})`, t.menuNo, t.searchOrd),
    index('catalog_menus_discount_walk_idx').on(t.discountRate.desc().nullsLast(), t.menuNo, t.searchOrd),
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

/**
 * The catalogue's version (one row): bumped by every import that changed something, in the import's transaction, so
 * caches keyed on it (the visitor pages, modules/pages) never outlive the catalogue they were made from.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: text('id').primaryKey().default('catalogue'),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue imports (`catalog import`, docs/catalog-feed.md): one row per import. Its rows are staged, part by
 * part, in a table of its own (`catalog_import_<id>`, dropped once applied or abandoned) and applied in one
 * transaction: until then the catalogue is as it was.
 */
export const catalogImports = pgTable('catalog_imports', {
  /** 16 hex digits; the staging table is named after it. */
  id: text('id').primaryKey(),
  /** jsonl | csv */
  format: text('format').notNull(),
  /** A full import withdraws every privilege it does not hold. */
  full: boolean('full').notNull(),
  /** staging | applied | failed | abandoned */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Rows staged so far, and rows rejected (their reasons went back to the operator with each part). */
  stagedRows: integer('staged_rows').notNull().default(0),
  rejectedRows: integer('rejected_rows').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** What applying it did: added, updated, unchanged, withdrawn. */
  summary: jsonb('summary'),
});

/** PostgreSQL's `bit varying`: a bitmap over privileges' search_ord, sent and read as its text ('0101…'). */
const bitVarying = customType<{ data: string; driverData: string }>({ dataType: () => 'bit varying' });

/**
 * The search bitmaps (docs/decisions/0035-catalogue-search-at-scale-and-ranking.md): one per facet value and filter
 * (`lrg:102`, `pref:13`, `use:2`, `band:3`, `svc:stay`, `type:2`, `aud:`, `aud:LY`, `listed`), per broad keyword word
 * (`word:おんせん`, with its name, reading and copy parts) and for the publication window at a time (`window`).
 * Bit i is the privilege whose search_ord is i. A bitmap is valid only for the catalogue version it was made from
 * (catalog_version) and, for `window`, until `valid_until`; anything else is ignored and made again.
 */
export const catalogSearchBitmaps = pgTable('catalog_search_bitmaps', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** How many privileges it holds (bit_count); a word below the routing mark keeps only this, no bits. */
  matches: integer('matches').notNull(),
  bits: bitVarying('bits'),
  /** The window bitmap's end: the next publication start or end after it was made. */
  validUntil: timestamp('valid_until', { withTimezone: true }),
  validFrom: timestamp('valid_from', { withTimezone: true }),
});
