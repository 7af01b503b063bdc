/**
 * Outbound URLs of the search widgets (spec search.md §2 "Outbound destinations"). Every search ends in a full
 * navigation to one of these. Hosts come from GET /v1/config (lifeHostUrl, stayHostUrl, shopHostUrl,
 * bookingSiteUrl). Parameter order is the order of each builder's list below; only non-empty values are sent.
 */
import { CHILD_GROUPS, numPeople, type ChildCounts } from './children.ts';
import {
  GOURMET_LARGE_CODE,
  GOURMET_MID_CODE,
  SHOP_LARGE_CODE,
  SPECIAL_CONDITION_GROUPS,
  TOUR_TYPE,
  TRAVEL_LARGE_CODE,
  type SpecialConditionGroupId,
} from './constants.ts';
import { buildUrl, type QueryValue } from './query.ts';

const SLASH_DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;

/** yyyy/MM/dd → YYYY-MM-DD (the booking site's date), or null if it is not a real date. */
export function slashDateToIso(date: string): string | null {
  const m = SLASH_DATE.exec(date);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

export const STAY_SEARCH_PATH = '/search/menu';

/** Checked special conditions per group (parentId → checked ids). */
export type SpecialConditions = Partial<Record<SpecialConditionGroupId, readonly string[]>>;

/** Each group becomes one parameter named by its parentId with the checked ids joined by ','. */
export function specialConditionPairs(conditions: SpecialConditions): [SpecialConditionGroupId, string][] {
  return SPECIAL_CONDITION_GROUPS.map((group): [SpecialConditionGroupId, string] => {
    const checked = new Set(conditions[group.id] ?? []);
    // Group order, not click order, so the same choice always gives the same URL.
    return [
      group.id,
      group.conditions
        .filter((c) => checked.has(c.id))
        .map((c) => c.id)
        .join(','),
    ];
  });
}

export interface StaySearchInput {
  keyword?: string | null;
  /** region-{n} */
  areaLrgClassCd?: string | null;
  /** Prefecture; several codes joined by ','. */
  areaMidClassCd?: string | null;
  /** Municipality; several codes joined by ','. */
  areaSmlClassCd?: string | null;
  /** Sub-area (A–I); several joined by ','. */
  areaDtlClassCd?: string | null;
  /** yyyy/MM/dd */
  checkInDate?: string | null;
  stayNights: number;
  rooms: number;
  adults: number;
  children: ChildCounts;
  /** 0 = 下限なし */
  feeLower: number;
  /** 0 = 上限なし */
  feeUpper: number;
  specialConditions?: SpecialConditions;
}

/**
 * Domestic stay: {stay host}/search/menu?category=stay&keyword&areaLrgClassCd&areaMidClassCd&areaSmlClassCd
 * &areaDtlClassCd&checkInDate&stayNights&rooms&roomCnt&numPeople&adultHeadCnt&<six child counts>&feeLower&feeUpper
 * &facility&mealCondition&roomCondition&serviceEquip&planByCompany.
 * rooms and roomCnt carry the same number; the adult count goes as adultHeadCnt (the state's `adult` alias is
 * not sent twice).
 */
export function buildStaySearchUrl(stayHost: string, input: StaySearchInput): string {
  const pairs: [string, QueryValue][] = [
    ['category', 'stay'],
    ['keyword', input.keyword],
    ['areaLrgClassCd', input.areaLrgClassCd],
    ['areaMidClassCd', input.areaMidClassCd],
    ['areaSmlClassCd', input.areaSmlClassCd],
    ['areaDtlClassCd', input.areaDtlClassCd],
    ['checkInDate', input.checkInDate],
    ['stayNights', input.stayNights],
    ['rooms', input.rooms],
    ['roomCnt', input.rooms],
    ['numPeople', numPeople(input.adults, input.children)],
    ['adultHeadCnt', input.adults],
    ...CHILD_GROUPS.map((group): [string, QueryValue] => [group.key, input.children[group.key]]),
    ['feeLower', input.feeLower],
    ['feeUpper', input.feeUpper],
    ...specialConditionPairs(input.specialConditions ?? {}),
  ];
  return buildUrl(stayHost, STAY_SEARCH_PATH, pairs);
}

/** The fixed party of the public stay search (same as the mega-menu public stay link, spec search.md §2). */
export const PUBLIC_STAY_FIXED_PARAMS: readonly (readonly [string, string])[] = [
  ['numPeople', '2'],
  ['adultHeadCnt', '2'],
  ['feeLower', '0'],
  ['feeUpper', '0'],
  ['orderBy', 'LOWEST_PRICE'],
  ['stayNights', '1'],
  ['roomCnt', '1'],
  ['rooms', '1'],
  ['category', 'publicStay'],
];

export interface PublicStaySearchInput {
  keyword?: string | null;
  areaLrgClassCd?: string | null;
  areaMidClassCd?: string | null;
}

/**
 * Public stay: {stay host}/search/menu?keyword&areaLrgClassCd&areaMidClassCd then the fixed party of
 * PUBLIC_STAY_FIXED_PARAMS (the form has no party inputs).
 */
export function buildPublicStaySearchUrl(stayHost: string, input: PublicStaySearchInput): string {
  return buildUrl(stayHost, STAY_SEARCH_PATH, [
    ['keyword', input.keyword],
    ['areaLrgClassCd', input.areaLrgClassCd],
    ['areaMidClassCd', input.areaMidClassCd],
    ...PUBLIC_STAY_FIXED_PARAMS,
  ]);
}

/** The alternate public stay search: {search host}?keyword&areaLrgClassCd&areaMidClassCd&category=stay|publicStay. */
export function buildPublicStayAlternateUrl(
  searchHost: string,
  input: PublicStaySearchInput & { category: 'stay' | 'publicStay' },
): string {
  return buildUrl(searchHost, '', [
    ['keyword', input.keyword],
    ['areaLrgClassCd', input.areaLrgClassCd],
    ['areaMidClassCd', input.areaMidClassCd],
    ['category', input.category],
  ]);
}

export interface TourSearchInput {
  tab: 'flightTour' | 'reserveSite';
  catMidClassCd?: string | null;
  catSmlClassCd?: string | null;
  keyword?: string | null;
}

/** {life host}/menus/tour?type=3|4&catLrgClassCd=101&catMidClassCd&catSmlClassCd&keyword. */
export function buildTourSearchUrl(lifeHost: string, input: TourSearchInput): string {
  return buildUrl(lifeHost, '/menus/tour', [
    ['type', input.tab === 'flightTour' ? TOUR_TYPE.flightTour : TOUR_TYPE.reserveSite],
    ['catLrgClassCd', TRAVEL_LARGE_CODE],
    ['catMidClassCd', input.catMidClassCd],
    ['catSmlClassCd', input.catSmlClassCd],
    ['keyword', input.keyword],
  ]);
}

export interface LifeSearchInput {
  /** 1 = 暮らす・遊ぶ, 2 = coupon (食べる in クーポン mode). */
  type: 1 | 2;
  catLrgClassCd?: string | null;
  catMidClassCd?: string | null;
  catSmlClassCd?: string | null;
  /**
   * Region (region-{n}): the 食べる form's 大エリア. The spec's life parameter list leaves it out, but a coupon search
   * with only a 大エリア passes validation (§5) and must not search the whole country; §9 names the parameter and the
   * results page filters by it (catalog.ts MenuSearchQuerySchema).
   */
  areaLrgClassCd?: string | null;
  areaMidClassCd?: string | null;
  areaSmlClassCd?: string | null;
  areaDtlClassCd?: string | null;
  /** Genre tag codes: the name repeats once per tag. */
  lifeGenreTags?: readonly string[];
  keyword?: string | null;
  category?: string | null;
  /** Usage filters: sent as useage[]. */
  useage?: readonly string[];
}

/**
 * {life host}/menus?type&catLrgClassCd&catMidClassCd&catSmlClassCd&areaLrgClassCd&areaMidClassCd&areaSmlClassCd
 * &areaDtlClassCd&lifeGenreTags…&keyword&category&useage[]….
 */
export function buildLifeSearchUrl(lifeHost: string, input: LifeSearchInput): string {
  return buildUrl(lifeHost, '/menus', lifeSearchParams(input));
}

/**
 * 地図検索 of the gourmet form: the map page of the life host with the same conditions as /menus
 * (docs/search-rules.md: the map is the life host's page, like its result lists).
 */
export function buildLifeMapSearchUrl(lifeHost: string, input: LifeSearchInput): string {
  return buildUrl(lifeHost, '/map', lifeSearchParams(input));
}

function lifeSearchParams(input: LifeSearchInput): (readonly [string, QueryValue])[] {
  return [
    ['type', input.type],
    ['catLrgClassCd', input.catLrgClassCd],
    ['catMidClassCd', input.catMidClassCd],
    ['catSmlClassCd', input.catSmlClassCd],
    ['areaLrgClassCd', input.areaLrgClassCd],
    ['areaMidClassCd', input.areaMidClassCd],
    ['areaSmlClassCd', input.areaSmlClassCd],
    ['areaDtlClassCd', input.areaDtlClassCd],
    ['lifeGenreTags', input.lifeGenreTags],
    ['keyword', input.keyword],
    ['category', input.category],
    ['useage[]', input.useage],
  ];
}

export interface WebReservationInput {
  areaMidClassCd?: string | null;
  areaSmlClassCd?: string | null;
  areaLrgClassCd?: string | null;
  /** The genre select (BSGourmetGenre, default '000'). */
  gourmetGenreTags?: string | null;
  /** yyyy/MM/dd from the date picker; empty = 日付指定なし. */
  date?: string | null;
  /** HH:mm */
  time?: string | null;
  /** Party size. */
  seatNum?: number | null;
  keyword?: string | null;
}

/**
 * Web reservation (食べる in ネット予約 mode) on the booking site:
 * {booking site}?areaMidClassCd&areaSmlClassCd&areaLrgClassCd&gourmetGenreTags&date=YYYY-MM-DD&time&seatNum&keyword.
 * bookingSiteUrl is the full search address of that site; no path is added.
 */
export function buildWebReservationUrl(bookingSiteUrl: string, input: WebReservationInput): string {
  return buildUrl(bookingSiteUrl, '', webReservationParams(input));
}

function webReservationParams(input: WebReservationInput): (readonly [string, QueryValue])[] {
  return [
    ['areaMidClassCd', input.areaMidClassCd],
    ['areaSmlClassCd', input.areaSmlClassCd],
    ['areaLrgClassCd', input.areaLrgClassCd],
    ['gourmetGenreTags', input.gourmetGenreTags],
    ['date', input.date ? slashDateToIso(input.date) : null],
    ['time', input.time],
    ['seatNum', input.seatNum],
    ['keyword', input.keyword],
  ];
}

/**
 * 地図検索 of the gourmet form in ネット予約 mode: /map on the life host with the booking search's own parameters
 * (the same list as buildWebReservationUrl: areas, genre, date, time, party, keyword), led by what makes them a
 * gourmet web-reservation search on the map: catLrgClassCd=113&catMidClassCd=201&webReservation=1. The map page passes
 * every parameter on to the markers call (map-area.ts mapMarkersQuery), which filters by those it knows and keeps the
 * rest in the URL.
 */
export function buildWebReservationMapUrl(lifeHost: string, input: WebReservationInput): string {
  return buildUrl(lifeHost, '/map', [
    ['catLrgClassCd', GOURMET_LARGE_CODE],
    ['catMidClassCd', GOURMET_MID_CODE],
    ['webReservation', 1],
    ...webReservationParams(input),
  ]);
}

export interface ShopSearchInput {
  keyword?: string | null;
  catMidClassCd?: string | null;
  catSmlClassCd?: string | null;
  priceFrom?: string | null;
  priceTo?: string | null;
  discountFrom?: string | null;
  discountTo?: string | null;
  /** without_sales_period, can_use_cafe: the name `checked` repeats once per value. */
  checked?: readonly string[];
}

/**
 * {shop host}/menus?catLrgClassCd=115&catMidClassCd&catSmlClassCd&priceFrom&priceTo&discountFrom&discountTo
 * &checked…&keyword.
 */
export function buildShopSearchUrl(shopHost: string, input: ShopSearchInput): string {
  return buildUrl(shopHost, '/menus', [
    ['catLrgClassCd', SHOP_LARGE_CODE],
    ['catMidClassCd', input.catMidClassCd],
    ['catSmlClassCd', input.catSmlClassCd],
    ['priceFrom', input.priceFrom],
    ['priceTo', input.priceTo],
    ['discountFrom', input.discountFrom],
    ['discountTo', input.discountTo],
    ['checked', input.checked],
    ['keyword', input.keyword],
  ]);
}

/** The shop panel's link to its /menus page. */
export function shopMenusUrl(shopHost: string): string {
  return buildUrl(shopHost, '/menus', []);
}

/** Site-wide keyword overlay: /menus?keyword= on the life host, only for a non-blank keyword; else null (stay). */
export function buildSiteKeywordUrl(lifeHost: string, keyword: string | null | undefined): string | null {
  if (!keyword || keyword.trim() === '') return null;
  return buildUrl(lifeHost, '/menus', [['keyword', keyword]]);
}

/** Map search, linked from the search panel. */
export function mapSearchUrl(lifeHost: string): string {
  return buildUrl(lifeHost, '/map', []);
}
