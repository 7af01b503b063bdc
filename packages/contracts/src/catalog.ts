import { z } from 'zod';
import {
  MENU_SEARCH_KEYWORD_MAX,
  MENU_SEARCH_MAX_PAGE,
  MENU_SEARCH_MAX_PAGE_SIZE,
  MENU_SEARCH_PAGE_SIZE,
  MENU_SEARCH_SORTS,
} from './catalog-pages.ts';
import { MENU_ITEM_PAGE_SIZE } from './member-lists.ts';

/**
 * The catalogue calls of the search widgets (spec search.md §3 Area responses, Category entries,
 * Viewed-history item; §7 calls table). Wire names are the spec's, typos included (`areaInfomation`,
 * `srvicDiv`). Choices where the spec shows no path: docs/decisions/0010-catalogue-calls.md.
 */

/** Region ids of the area catalogue: region-1 北海道 … region-13 沖縄 (spec search.md §3 Area catalogue). */
export const AREA_REGION_CODES = [
  'region-1',
  'region-2',
  'region-3',
  'region-4',
  'region-5',
  'region-6',
  'region-7',
  'region-8',
  'region-9',
  'region-10',
  'region-11',
  'region-12',
  'region-13',
] as const;
export const AreaRegionCodeSchema = z.enum(AREA_REGION_CODES);
export type AreaRegionCode = z.infer<typeof AreaRegionCodeSchema>;

/** Prefectures by their JIS X 0401 code, '01' 北海道 … '47' 沖縄県. */
export const PrefectureCodeSchema = z.string().regex(/^(0[1-9]|[1-3]\d|4[0-7])$/);
/** Municipalities and areas: the prefecture code and a two-digit number, '1301' 東京23区. */
export const MunicipalAreaCodeSchema = z.string().regex(/^\d{4}$/);
/** Sub-areas: the area code and a letter A–I, '1301A'. */
export const SubAreaCodeSchema = z.string().regex(/^\d{4}[A-I]$/);

// ── getLargeCodesArea ─────────────────────────────────────────────────────────────────────────────

/** One wide area of the large-area list: a prefecture with its region. */
export const LargeAreaSchema = z.object({
  areaLrgClassCd: AreaRegionCodeSchema,
  areaMidClassCd: PrefectureCodeSchema,
  areaMidClassNm: z.string(),
});
/** GET /v1/enum/codes/area/large */
export const LargeAreasResponseSchema = z.object({ data: z.array(LargeAreaSchema) });
export type LargeAreasResponse = z.infer<typeof LargeAreasResponseSchema>;

// ── getCodesArea ──────────────────────────────────────────────────────────────────────────────────

export const AreaDtlClassSchema = z.object({ areaDtlClassCd: SubAreaCodeSchema, areaDtlClassNm: z.string() });
export const AreaSmlClassSchema = z.object({
  areaSmlClassCd: MunicipalAreaCodeSchema,
  areaSmlClassNm: z.string(),
  areaDtlClasses: z.array(AreaDtlClassSchema),
});
export const AreaMidClassSchema = z.object({
  areaMidClassCd: PrefectureCodeSchema,
  areaMidClassNm: z.string(),
  areaSmlClasses: z.array(AreaSmlClassSchema),
});
export const AreaLrgClassSchema = z.object({
  areaLrgClassCd: AreaRegionCodeSchema,
  areaLrgClassNm: z.string(),
  areaMidClasses: z.array(AreaMidClassSchema),
});
export type AreaDtlClass = z.infer<typeof AreaDtlClassSchema>;
export type AreaSmlClass = z.infer<typeof AreaSmlClassSchema>;
export type AreaMidClass = z.infer<typeof AreaMidClassSchema>;
export type AreaLrgClass = z.infer<typeof AreaLrgClassSchema>;

/**
 * GET /v1/enum/codes/area query. Without areaMidClassCd every prefecture of the region is answered;
 * with areaSmlClassCd only that municipality. Codes that do not belong together are a 400.
 */
export const AreaCodesQuerySchema = z.object({
  areaLrgClassCd: AreaRegionCodeSchema,
  areaMidClassCd: PrefectureCodeSchema.optional(),
  areaSmlClassCd: MunicipalAreaCodeSchema.optional(),
});
export type AreaCodesQuery = z.infer<typeof AreaCodesQuerySchema>;

/** GET /v1/enum/codes/area — the client reads data.areaLrgClasses[0].areaMidClasses[0]. */
export const AreaCodesResponseSchema = z.object({
  data: z.object({ areaLrgClasses: z.array(AreaLrgClassSchema) }),
});
export type AreaCodesResponse = z.infer<typeof AreaCodesResponseSchema>;

// ── getLargeCategories ────────────────────────────────────────────────────────────────────────────

/**
 * Mega-menu group 1–10 of a large category (spec search.md §2; labels: MEGA_MENU_GROUPS in the web's
 * features/mega-menu/mega-menu-rules.ts).
 */
export const MegaMenuGroupSchema = z.number().int().min(1).max(10);

/**
 * A category entry (spec search.md §3): level 1 large, 2 middle, 3 small, 4 detail. catClassCd is
 * the codes of its path joined ('113', '113201', '113201301'); middle and small codes repeat under
 * different parents. megaMenuGroup is set on large categories only; noSearch marks entries whose
 * mega-menu link carries catSmlClassCd (spec §2 Mega-menu links).
 */
export const CategoryEntrySchema = z.object({
  catClassCd: z.string().regex(/^\d{3,12}$/),
  catLrgClassCd: z.string().regex(/^\d{3}$/),
  catMidClassCd: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  catSmlClassCd: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  level: z.number().int().min(1).max(4),
  name: z.string(),
  noSearch: z.boolean().optional(),
  megaMenuGroup: MegaMenuGroupSchema.optional(),
});
export type CategoryEntry = z.infer<typeof CategoryEntrySchema>;

/** GET /v1/enum/categories: every category, parents before their children. */
export const CategoriesResponseSchema = z.object({
  data: z.object({ categories: z.array(CategoryEntrySchema) }),
});
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

// ── getBSGenreList ────────────────────────────────────────────────────────────────────────────────

/** A genre of the booking site ('000' is the form's "no genre" default and never listed). */
export const GourmetGenreSchema = z.object({
  catSmlClassCd: z.string().regex(/^\d{3}$/),
  catSmlClassNm: z.string(),
});
export type GourmetGenre = z.infer<typeof GourmetGenreSchema>;
/** GET /v1/enum/genres/gourmet */
export const GourmetGenresResponseSchema = z.object({
  data: z.object({ catSmlClasses: z.array(GourmetGenreSchema) }),
});
export type GourmetGenresResponse = z.infer<typeof GourmetGenresResponseSchema>;

// ── getViewedListHistory (and favourites) ─────────────────────────────────────────────────────────

export const MENU_ITEM_TYPES = ['viewed', 'favorite'] as const;
export const MENU_SERVICE_TYPES = ['stay', 'life', 'shop'] as const;
export const MENU_ITEM_SORTS = ['dateAdded,desc', 'dateAdded,asc'] as const;
export { MENU_ITEM_PAGE_SIZE } from './member-lists.ts';
export const MENU_ITEM_MAX_PAGE_SIZE = 50;

/** GET /v1/favorite/menu-item-info query (spec: itemType=viewed&serviceType=stay&page=0&size=10&sort=dateAdded,desc). */
export const MenuItemInfoQuerySchema = z.object({
  itemType: z.enum(MENU_ITEM_TYPES),
  serviceType: z.enum(MENU_SERVICE_TYPES).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(MENU_ITEM_MAX_PAGE_SIZE).default(MENU_ITEM_PAGE_SIZE),
  sort: z.enum(MENU_ITEM_SORTS).default('dateAdded,desc'),
});
export type MenuItemInfoQuery = z.infer<typeof MenuItemInfoQuerySchema>;

/**
 * Service divisions (spec search.md §9: A10–D20). A10 and A20 decide the viewed-stay link;
 * shopAreaDiv null means a dynamic-package stay (spec §2 Viewed-stay links).
 */
export const SERVICE_DIVISIONS = ['A10', 'A20', 'B10', 'B20', 'C10', 'C20', 'D10', 'D20'] as const;

export const MenuDetailSchema = z.object({
  menuNm: z.string(),
  menuImages: z.array(z.object({ imageUrl: z.string() })),
  areaInfomation: z.object({ areaMidClassNm: z.string(), areaSmlClassNm: z.string() }),
  shopAreaDiv: z.string().nullable(),
  srvicDiv: z.enum(SERVICE_DIVISIONS),
  /**
   * Present (true) when the privilege is no longer published — withdrawn by a catalogue import or past its window: the
   * list keeps it, marked 掲載終了, without a link to its page (which answers 404) and so without its coupon.
   */
  publicationEnded: z.literal(true).optional(),
});
export const MenuItemSchema = z.object({
  menuNo: z.string(),
  dateAdded: z.iso.datetime({ offset: true }),
  menuDetailResponse: MenuDetailSchema,
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** GET /v1/favorite/menu-item-info — the client reads data.content. */
export const MenuItemInfoResponseSchema = z.object({
  data: z.object({
    content: z.array(MenuItemSchema),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    size: z.number().int().positive(),
  }),
});
export type MenuItemInfoResponse = z.infer<typeof MenuItemInfoResponseSchema>;

// ── checkCafeAvailable ────────────────────────────────────────────────────────────────────────────

/** GET /v1/users/cafe-availability: 'OK' when the member's company offers the cafeteria plan. */
export const CafeAvailabilityResponseSchema = z.object({ data: z.enum(['OK', 'NG']) });
export type CafeAvailabilityResponse = z.infer<typeof CafeAvailabilityResponseSchema>;

// ── Privilege search (the life, stay and shop hosts' results, issue 12) ───────────────────────────

// The search's limits are zod-free (catalog-pages.ts), so the results page can use them without the schemas.
export {
  MENU_SEARCH_KEYWORD_MAX,
  MENU_SEARCH_MAX_PAGE,
  MENU_SEARCH_MAX_PAGE_SIZE,
  MENU_SEARCH_PAGE_SIZE,
  MENU_SEARCH_SORTS,
  type MenuSearchSort,
} from './catalog-pages.ts';
/** The usage flags of useage[] (spec search.md §2): 1 給与天引きで支払可, 2 会員証・クーポン提示利用可, 3 ベネポが使えるプラン, 4 ベネポが貯まるプラン. */
export const USAGE_FLAG_CODES = ['1', '2', '3', '4'] as const;

const CategoryCodeSchema = z.string().regex(/^\d{3}$/);
/** A query parameter given once or repeated (`a=1&a=2`), as a list; a comma-joined value counts as several. */
const listOf = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string()).max(50)])
    .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).filter(Boolean))
    .pipe(z.array(item).max(50));
const yen = z.coerce.number().int().min(0).max(10_000_000);
const percent = z.coerce.number().int().min(0).max(100);
/** A parameter whose empty value (`feeLower=`, `sort=`: a URL edited by hand) counts as absent, never as wrong. */
const blankOr = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** The stay form's special conditions (search/constants.ts SPECIAL_CONDITION_GROUPS): one parameter per group. */
export const STAY_CONDITION_VALUES = {
  facility: ['isBusinessHotel'],
  mealCondition: ['isOnlyDinner', 'isOnlyBreakfast'],
  roomCondition: ['isNonSmokingRoom', 'isSmokingRoom'],
  serviceEquip: ['hasNaturalHotspring'],
  planByCompany: ['isNotRakuten', 'isRakuten'],
} as const;
/** The shop form's `checked` values (search/constants.ts SHOP_CHECKED). */
export const SHOP_CHECKED_VALUES = ['can_use_cafe', 'without_sales_period'] as const;

/**
 * GET /v1/catalog/menus: the query of a results page, with the parameters the search widgets put in their URLs
 * (spec search.md §2: type, catLrgClassCd…, areaLrgClassCd, areaMidClassCd…, lifeGenreTags, keyword, useage[],
 * priceFrom…, checked; the stay forms' category, feeLower, feeUpper, their special conditions and orderBy).
 * Parameters it does not know are ignored — so are the stay forms' party and date (checkInDate, stayNights, rooms,
 * roomCnt, numPeople, adultHeadCnt, the child counts: there is no availability to filter by, ADR 0021) and a `category`
 * other than stay or publicStay (the life form's); a known one with a wrong value is refused (400); an empty value
 * counts as absent.
 */
export const MenuSearchQuerySchema = z.object({
  // Characters as the search forms count them (isKeywordWithinLimit in the web's lib/search/form-rules.ts): code
  // points, so a keyword with surrogate pairs the forms accept is not refused here. JSON Schema's maxLength counts code points too.
  keyword: z
    .string()
    .refine((keyword) => Array.from(keyword).length <= MENU_SEARCH_KEYWORD_MAX, {
      message: `at most ${MENU_SEARCH_KEYWORD_MAX} characters`,
    })
    .meta({ maxLength: MENU_SEARCH_KEYWORD_MAX })
    .optional(),
  type: listOf(z.enum(['1', '2', '3', '4'])).optional(),
  serviceType: blankOr(z.enum(MENU_SERVICE_TYPES)),
  /** stay | publicStay pick the service division; any other value (the life form's free category) is ignored. */
  category: z.string().optional(),
  catLrgClassCd: blankOr(CategoryCodeSchema),
  catMidClassCd: blankOr(CategoryCodeSchema),
  catSmlClassCd: blankOr(CategoryCodeSchema),
  areaLrgClassCd: blankOr(AreaRegionCodeSchema),
  areaMidClassCd: listOf(PrefectureCodeSchema).optional(),
  areaSmlClassCd: listOf(MunicipalAreaCodeSchema).optional(),
  areaDtlClassCd: listOf(SubAreaCodeSchema).optional(),
  lifeGenreTags: listOf(CategoryCodeSchema).optional(),
  useage: listOf(z.enum(USAGE_FLAG_CODES)).optional(),
  'useage[]': listOf(z.enum(USAGE_FLAG_CODES)).optional(),
  priceFrom: blankOr(yen),
  priceTo: blankOr(yen),
  discountFrom: blankOr(percent),
  discountTo: blankOr(percent),
  canUseCafe: blankOr(z.enum(['0', '1', 'true', 'false'])),
  webReservation: blankOr(z.enum(['0', '1', 'true', 'false'])),
  checked: listOf(z.enum(SHOP_CHECKED_VALUES)).optional(),
  /** Yen per person and night of one of a stay's plans; 0 is no bound. */
  feeLower: blankOr(yen),
  feeUpper: blankOr(yen),
  facility: listOf(z.enum(STAY_CONDITION_VALUES.facility)).optional(),
  mealCondition: listOf(z.enum(STAY_CONDITION_VALUES.mealCondition)).optional(),
  roomCondition: listOf(z.enum(STAY_CONDITION_VALUES.roomCondition)).optional(),
  serviceEquip: listOf(z.enum(STAY_CONDITION_VALUES.serviceEquip)).optional(),
  planByCompany: listOf(z.enum(STAY_CONDITION_VALUES.planByCompany)).optional(),
  /** Without `sort`, LOWEST_PRICE (the public stay form's) sorts as sort=price; recommended otherwise. */
  sort: blankOr(z.enum(MENU_SEARCH_SORTS)),
  orderBy: blankOr(z.enum(['LOWEST_PRICE'])),
  page: blankOr(z.coerce.number().int().min(0).max(MENU_SEARCH_MAX_PAGE)).transform((page) => page ?? 0),
  size: blankOr(z.coerce.number().int().min(1).max(MENU_SEARCH_MAX_PAGE_SIZE)).transform(
    (size) => size ?? MENU_SEARCH_PAGE_SIZE,
  ),
});
export type MenuSearchQuery = z.infer<typeof MenuSearchQuerySchema>;

export const MenuSummarySchema = z.object({
  menuNo: z.string(),
  menuNm: z.string(),
  menuNmKana: z.string(),
  catchCopy: z.string(),
  imageUrl: z.string(),
  imageExplanation: z.string(),
  /** 1 life, 2 coupon, 3 travel, 4 reservation sites; null for stays and the shop. */
  type: z.number().int().min(1).max(4).nullable(),
  serviceType: z.enum(MENU_SERVICE_TYPES),
  catLrgClassCd: z.string(),
  catMidClassCd: z.string(),
  catSmlClassCd: z.string(),
  areaMidClassCd: z.string(),
  areaMidClassNm: z.string(),
  areaSmlClassCd: z.string(),
  areaSmlClassNm: z.string(),
  shopAreaDiv: z.string().nullable(),
  srvicDiv: z.enum(SERVICE_DIVISIONS),
  /** Its usage flags 1–4. */
  useage: z.array(z.number().int().min(1).max(4)),
  regularPrice: z.number().int().nullable(),
  memberPrice: z.number().int().nullable(),
  discountRate: z.number().int().nullable(),
});
export type MenuSummary = z.infer<typeof MenuSummarySchema>;

const FacetCount = z.number().int().nonnegative();
export const MenuSearchResponseSchema = z.object({
  data: z.object({
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    page: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    content: z.array(MenuSummarySchema),
    facets: z.object({
      categories: z.array(z.object({ catLrgClassCd: z.string(), name: z.string(), count: FacetCount })),
      prefectures: z.array(z.object({ areaMidClassCd: z.string(), name: z.string(), count: FacetCount })),
      useage: z.array(z.object({ useage: z.number().int().min(1).max(4), count: FacetCount })),
      priceBands: z.array(z.object({ from: z.number().int(), to: z.number().int().nullable(), count: FacetCount })),
    }),
  }),
});
export type MenuSearchResponse = z.infer<typeof MenuSearchResponseSchema>;

// ── A privilege's detail, favourites and views (issue 12) ─────────────────────────────────────────

/** A menu number as the catalogue writes it. */
export const MenuNoSchema = z.string().regex(/^\d{6,8}$/);
export const MenuNoParamsSchema = z.object({ menuNo: MenuNoSchema });

export const STAY_MEALS = ['none', 'breakfast', 'dinner', 'both'] as const;

export const MenuDetailViewSchema = MenuSummarySchema.extend({
  leadCopy: z.string(),
  catLrgClassNm: z.string(),
  catMidClassNm: z.string(),
  catSmlClassNm: z.string(),
  areaDtlClassCd: z.string().nullable(),
  /** Open-ended when null. */
  publishedUntil: z.iso.datetime({ offset: true }).nullable(),
  /** Where it is, for the small map; null when it has no place. */
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** A coupon privilege: its code or barcode for a signed-in member; for a visitor only that there is one. */
  coupon: z
    .object({
      code: z.string().nullable(),
      barcode: z.string().nullable(),
      conditions: z.string(),
    })
    .nullable(),
  hasCoupon: z.boolean(),
  lifeGenreTags: z.array(z.string()),
  webReservation: z.boolean(),
  canUseCafe: z.boolean(),
  withoutSalesPeriod: z.boolean(),
  isBusinessHotel: z.boolean(),
  hasNaturalHotspring: z.boolean(),
  stayPlans: z.array(
    z.object({
      planNo: z.number().int(),
      name: z.string(),
      pricePerPerson: z.number().int(),
      meals: z.enum(STAY_MEALS),
      nonSmoking: z.boolean(),
      provider: z.enum(['original', 'partner']),
    }),
  ),
  /** Whether the signed-in member has it among their favourites (false for a visitor). */
  favorite: z.boolean(),
});
export type MenuDetailView = z.infer<typeof MenuDetailViewSchema>;

/** GET /v1/catalog/menus/{menuNo} */
export const MenuDetailResponseSchema = z.object({ data: MenuDetailViewSchema });
export type MenuDetailResponse = z.infer<typeof MenuDetailResponseSchema>;

/** PUT and DELETE /v1/favorite/menus/{menuNo}: whether it is a favourite now. */
export const FavoriteStateResponseSchema = z.object({ data: z.object({ menuNo: z.string(), favorite: z.boolean() }) });
export type FavoriteStateResponse = z.infer<typeof FavoriteStateResponseSchema>;
