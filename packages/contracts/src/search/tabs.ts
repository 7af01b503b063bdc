/** Which header search tabs show, and which starts active (spec search.md §1, §9 category codes). */
import { largeCodeOf, middleCodeOf, type CategoryEntry } from './category-entry.ts';
import {
  DOMESTIC_STAY_MID_CODES,
  FLIGHT_TOUR_MID_CODES,
  GOURMET_LARGE_CODE,
  GOURMET_MID_CODE,
  LEISURE_MID_CODES,
  LIFE_LARGE_CODES,
  PUBLIC_STAY_MID_CODES,
  RESERVE_SITE_MID_CODES,
  SHOP_LARGE_CODE,
  TRAVEL_LARGE_CODE,
} from './constants.ts';

/** Header tab index: 0 life, 1 stay (travel), 2 shop. */
export type TopTab = 'life' | 'travel' | 'shop';
export const TOP_TAB_INDEX: Record<TopTab, 0 | 1 | 2> = { life: 0, travel: 1, shop: 2 };

export interface TopTabVisibility {
  life: boolean;
  travel: boolean;
  shop: boolean;
}

export function topTabVisibility(categories: readonly CategoryEntry[]): TopTabVisibility {
  const larges = new Set(categories.map(largeCodeOf));
  return {
    life: LIFE_LARGE_CODES.some((code) => larges.has(code)),
    travel: larges.has(TRAVEL_LARGE_CODE),
    shop: larges.has(SHOP_LARGE_CODE),
  };
}

/** Life if any life category exists, else travel, else shop; null when no tab shows at all. */
export function defaultTopTab(visibility: TopTabVisibility): TopTab | null {
  if (visibility.life) return 'life';
  if (visibility.travel) return 'travel';
  if (visibility.shop) return 'shop';
  return null;
}

function hasMiddle(categories: readonly CategoryEntry[], large: string, mids: readonly string[]): boolean {
  return categories.some((c) => largeCodeOf(c) === large && mids.includes(middleCodeOf(c) ?? ''));
}

export interface LifeSubTabAvailability {
  leisure: boolean;
  gourmet: boolean;
}

/** 113/201 marks 食べる available; 113/202 or 113/201 marks 暮らす・遊ぶ available (spec search.md §9). */
export function lifeSubTabAvailability(categories: readonly CategoryEntry[]): LifeSubTabAvailability {
  return {
    leisure: hasMiddle(categories, GOURMET_LARGE_CODE, LEISURE_MID_CODES),
    gourmet: hasMiddle(categories, GOURMET_LARGE_CODE, [GOURMET_MID_CODE]),
  };
}

/**
 * The life form starts on 暮らす・遊ぶ unless it has no categories and 食べる does (spec search.md §1).
 * Read literally with §9, 食べる available implies 暮らす・遊ぶ available; the rule is kept for any other input.
 */
export function initialLifeSubTab(availability: LifeSubTabAvailability): 'leisure' | 'gourmet' {
  return !availability.leisure && availability.gourmet ? 'gourmet' : 'leisure';
}

export type StaySubTab = 'domestic' | 'public' | 'flightTour' | 'reserveSite';
export const STAY_SUB_TABS: readonly StaySubTab[] = ['domestic', 'public', 'flightTour', 'reserveSite'];

export interface StaySubTabFlags {
  domesticFlag: boolean;
  publicFlag: boolean;
  flightTourFlag: boolean;
  reserveSiteFlag: boolean;
}

/** The four stay sub-tab flags from the middle categories under large code 101. */
export function staySubTabFlags(categories: readonly CategoryEntry[]): StaySubTabFlags {
  return {
    domesticFlag: hasMiddle(categories, TRAVEL_LARGE_CODE, DOMESTIC_STAY_MID_CODES),
    publicFlag: hasMiddle(categories, TRAVEL_LARGE_CODE, PUBLIC_STAY_MID_CODES),
    flightTourFlag: hasMiddle(categories, TRAVEL_LARGE_CODE, FLIGHT_TOUR_MID_CODES),
    reserveSiteFlag: hasMiddle(categories, TRAVEL_LARGE_CODE, RESERVE_SITE_MID_CODES),
  };
}

const FLAG_OF: Record<StaySubTab, keyof StaySubTabFlags> = {
  domestic: 'domesticFlag',
  public: 'publicFlag',
  flightTour: 'flightTourFlag',
  reserveSite: 'reserveSiteFlag',
};

export function visibleStaySubTabs(flags: StaySubTabFlags): StaySubTab[] {
  return STAY_SUB_TABS.filter((tab) => flags[FLAG_OF[tab]]);
}

/** The first enabled sub-tab is the default. */
export function defaultStaySubTab(flags: StaySubTabFlags): StaySubTab | null {
  return visibleStaySubTabs(flags)[0] ?? null;
}
