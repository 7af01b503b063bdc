/** Mega-menu links and behaviour (spec search.md §2 "Mega-menu links", "Mega-menu behaviour"). */
import { LIFE_TYPE, SHOP_LARGE_CODE, TOUR_TYPE, TRAVEL_LARGE_CODE } from '@portal/contracts/search/constants';
import { PUBLIC_STAY_FIXED_PARAMS, STAY_SEARCH_PATH } from '@portal/contracts/search/urls';

export const MEGA_MENU = {
  wideFromWidth: 1032,
  scrollCloseWide: 208,
  scrollCloseNarrow: 125,
  subListSize: 6,
  carouselMaxPosition: 5,
} as const;

// ── Mega-menu groups (spec search.md §2; the spec names them in English, these are the screen names) ─

export const MEGA_MENU_GROUPS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'レジャー・エンタメ' },
  { id: 2, name: 'グルメ' },
  { id: 3, name: 'リラクゼーション・美容' },
  { id: 4, name: 'ショッピング・ポイント' },
  { id: 5, name: '旅行' },
  { id: 6, name: '健康・スポーツ' },
  { id: 7, name: 'スキルアップ' },
  { id: 8, name: '暮らし' },
  { id: 9, name: '育児・介護・ライフイベント' },
  { id: 10, name: 'オリジナルプラン・サポート' },
];

/** Every mega-menu link ends with this pair. */
export const MEGA_MENU_SUFFIX = 'navi=megamenu';

function withSuffix(base: string, path: string, params: readonly (readonly [string, string])[]): string {
  const query = new URLSearchParams(params.map(([k, v]) => [k, v]));
  query.append('navi', 'megamenu');
  return `${base.replace(/\/+$/, '')}${path}?${query.toString()}`;
}

export interface MegaMenuCategory {
  catLrgClassCd: string;
  catMidClassCd: string;
  catSmlClassCd?: string | null;
  /** Entries marked no_search link down to the small category. */
  noSearch?: boolean;
}

/** {life host}/menus?type=1&catLrgClassCd&catMidClassCd[&catSmlClassCd when no_search]&navi=megamenu. */
export function megaMenuCategoryLink(lifeHost: string, category: MegaMenuCategory): string {
  const params: [string, string][] = [
    ['type', String(LIFE_TYPE.life)],
    ['catLrgClassCd', category.catLrgClassCd],
    ['catMidClassCd', category.catMidClassCd],
  ];
  if (category.noSearch && category.catSmlClassCd) params.push(['catSmlClassCd', category.catSmlClassCd]);
  return withSuffix(lifeHost, '/menus', params);
}

/** /menus?type=2&lifeGenreTags={code}, or /menus?keyword=グルメ&type=2 without a code; then &navi=megamenu. */
export function megaMenuGenreLink(lifeHost: string, code: string | null | undefined): string {
  return code
    ? withSuffix(lifeHost, '/menus', [
        ['type', String(LIFE_TYPE.coupon)],
        ['lifeGenreTags', code],
      ])
    : withSuffix(lifeHost, '/menus', [
        ['keyword', 'グルメ'],
        ['type', String(LIFE_TYPE.coupon)],
      ]);
}

/** Booking links: /menus/tour?type=4&navi=megamenu on the life host. */
export function megaMenuBookingLink(lifeHost: string): string {
  return withSuffix(lifeHost, '/menus/tour', [['type', String(TOUR_TYPE.reserveSite)]]);
}

/**
 * Flight, tour and other travel categories (spec search.md §2 mega-menu groups: travel): the tour search of stay
 * sub-tab 3, {life host}/menus/tour?type=3&catLrgClassCd=101&catMidClassCd[&catSmlClassCd when no_search]
 * &navi=megamenu. The category link's /menus?type=1 would list life privileges only, and these are travel ones
 * (docs/search-rules.md).
 */
export function megaMenuTourLink(
  lifeHost: string,
  category: { catMidClassCd: string; catSmlClassCd?: string | null; noSearch?: boolean },
): string {
  const params: [string, string][] = [
    ['type', String(TOUR_TYPE.flightTour)],
    ['catLrgClassCd', TRAVEL_LARGE_CODE],
    ['catMidClassCd', category.catMidClassCd],
  ];
  if (category.noSearch && category.catSmlClassCd) params.push(['catSmlClassCd', category.catSmlClassCd]);
  return withSuffix(lifeHost, '/menus/tour', params);
}

/** {shop host}/menus?catLrgClassCd=115&priceFrom=0&boCode={boCode}&navi=megamenu (boCode= may be empty). */
export function megaMenuShopLink(shopHost: string, boCode: string | null | undefined): string {
  return withSuffix(shopHost, '/menus', [
    ['catLrgClassCd', SHOP_LARGE_CODE],
    ['priceFrom', '0'],
    ['boCode', boCode ?? ''],
  ]);
}

/** Special page on the top host: /specialPage/detail?spid=…&navi=megamenu. */
export function megaMenuSpecialPageLink(topHost: string, spid: string): string {
  return withSuffix(topHost, '/specialPage/detail', [['spid', spid]]);
}

/** Other page on the top host: /otherPage?other_id=…&navi=megamenu. */
export function megaMenuOtherPageLink(topHost: string, otherId: string): string {
  return withSuffix(topHost, '/otherPage', [['other_id', otherId]]);
}

/**
 * Prefecture: the stay search with category=stay, rooms=1, roomCnt=1, numPeople=2, stayNights=1, adultHeadCnt=2
 * and the area codes (region-{n} and the prefecture).
 */
export function megaMenuPrefectureLink(
  stayHost: string,
  area: { areaLrgClassCd: string; areaMidClassCd: string },
): string {
  return withSuffix(stayHost, STAY_SEARCH_PATH, [
    ['category', 'stay'],
    ['rooms', '1'],
    ['roomCnt', '1'],
    ['numPeople', '2'],
    ['stayNights', '1'],
    ['adultHeadCnt', '2'],
    ['areaLrgClassCd', area.areaLrgClassCd],
    ['areaMidClassCd', area.areaMidClassCd],
  ]);
}

/**
 * Public stay: the public stay search's fixed party (PUBLIC_STAY_FIXED_PARAMS: numPeople=2, adultHeadCnt=2, feeLower=0,
 * feeUpper=0, orderBy=LOWEST_PRICE, stayNights=1, roomCnt=1, rooms=1, category=publicStay).
 */
export function megaMenuPublicStayLink(stayHost: string): string {
  return withSuffix(stayHost, STAY_SEARCH_PATH, PUBLIC_STAY_FIXED_PARAMS);
}

/** A group is hidden when all its mid-category lists are empty. */
export function isMegaMenuGroupVisible(midLists: readonly (readonly unknown[] | null | undefined)[]): boolean {
  return midLists.some((list) => (list?.length ?? 0) > 0);
}

/** Sub-lists are shown in groups of 6. */
export function chunkSubList<T>(items: readonly T[], size: number = MEGA_MENU.subListSize): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Clicking a group opens it; clicking the open group again closes it (null = closed). */
export function toggleMegaMenuGroup(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/** 208 px at a width of 1032 or more, else 125 px. */
export function megaMenuScrollCloseThreshold(viewportWidth: number): number {
  return viewportWidth >= MEGA_MENU.wideFromWidth ? MEGA_MENU.scrollCloseWide : MEGA_MENU.scrollCloseNarrow;
}

/** The open menu closes when the page scrolls past the threshold. */
export function shouldCloseMegaMenuOnScroll(scrollY: number, viewportWidth: number): boolean {
  return scrollY > megaMenuScrollCloseThreshold(viewportWidth);
}

/** The carousel moves between position 0 and 5. */
export function moveMegaMenuCarousel(position: number, step: 1 | -1): number {
  return Math.min(MEGA_MENU.carouselMaxPosition, Math.max(0, position + step));
}
