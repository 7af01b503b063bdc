/** Which header search tabs show, and which starts active (spec search.md §1, §9 category codes). */
import { largeCodeOf, middleCodeOf, type CategoryEntry } from './category-entry.ts';
import {
  DOMESTIC_STAY_MID_CODES,
  FLIGHT_TOUR_MID_CODES,
  LEISURE_MID_CODES,
  LIFE_LARGE_CODES,
  PUBLIC_STAY_MID_CODES,
  RESERVE_SITE_MID_CODES,
} from './constants.ts';
import {
  GOURMET_LARGE_CODE,
  GOURMET_MID_CODE,
  SHOP_LARGE_CODE,
  TRAVEL_LARGE_CODE,
} from '@portal/contracts/search/constants';

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
  /** The tab 暮らす・遊ぶ shows: 113/202 or 113/201 (§9). */
  leisure: boolean;
  /** The tab 食べる shows: 113/201 (§9). */
  gourmet: boolean;
  /**
   * 暮らす・遊ぶ has categories of its own: 113/202, the one of its two codes that does not also flag 食べる. Without
   * them the tab shows only by 食べる's code, and the form starts on 食べる (§1; docs/search-rules.md).
   */
  leisureCategories: boolean;
}

/** 113/201 marks 食べる available; 113/202 or 113/201 marks 暮らす・遊ぶ available (spec search.md §9). */
export function lifeSubTabAvailability(categories: readonly CategoryEntry[]): LifeSubTabAvailability {
  return {
    leisure: hasMiddle(categories, GOURMET_LARGE_CODE, LEISURE_MID_CODES),
    gourmet: hasMiddle(categories, GOURMET_LARGE_CODE, [GOURMET_MID_CODE]),
    leisureCategories: hasMiddle(
      categories,
      GOURMET_LARGE_CODE,
      LEISURE_MID_CODES.filter((code) => code !== GOURMET_MID_CODE),
    ),
  };
}

export type LifeSubTab = 'leisure' | 'gourmet';
export const LIFE_SUB_TABS: readonly LifeSubTab[] = ['leisure', 'gourmet'];

/**
 * A life sub-tab shows only with its category flag (spec search.md §1 "shown only if", §9 codes), as the stay
 * sub-tabs do: 暮らす・遊ぶ without 113/202 and 113/201 is hidden.
 */
export function visibleLifeSubTabs(availability: LifeSubTabAvailability): LifeSubTab[] {
  return LIFE_SUB_TABS.filter((tab) => availability[tab]);
}

/**
 * The life form starts on 暮らす・遊ぶ unless it has no categories and 食べる does (spec search.md §1); null when
 * neither sub-tab shows. 暮らす・遊ぶ "has no categories" when it has none of its own (113/202): §9's 113/201 flags both
 * tabs, so read as the flags alone the rule could never fire. A member whose life catalogue holds only 食べる's
 * categories starts on 食べる, with 暮らす・遊ぶ beside it (docs/search-rules.md, issue 32).
 */
export function initialLifeSubTab(availability: LifeSubTabAvailability): LifeSubTab | null {
  if (availability.gourmet && !availability.leisureCategories) return 'gourmet';
  if (availability.leisure) return 'leisure';
  return availability.gourmet ? 'gourmet' : null;
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
