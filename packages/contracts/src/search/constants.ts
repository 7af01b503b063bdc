/**
 * Codes of the catalogue search that its URLs carry (spec search.md §3, §9): the search widgets put them in the
 * URLs of urls.ts, the results pages pass them on, and GET /v1/catalog/menus reads them (catalog.ts).
 * Plain data only: no zod here, the search widgets load it.
 */

// ── Category codes ───────────────────────────────────────────────────────────

export const TRAVEL_LARGE_CODE = '101';
export const SHOP_LARGE_CODE = '115';
export const GOURMET_LARGE_CODE = '113';
/** 113/201 marks 食べる available; 113/202 or 113/201 marks 暮らす・遊ぶ available. */
export const GOURMET_MID_CODE = '201';

/** Tour URL type: 3 = flights, tours, other; 4 = reservation sites. */
export const TOUR_TYPE = { flightTour: 3, reserveSite: 4 } as const;
/** Life URL type: 1 = life, 2 = coupon (gourmet). */
export const LIFE_TYPE = { life: 1, coupon: 2 } as const;

// ── Prices ───────────────────────────────────────────────────────────────────

/**
 * The shop form's price select steps in yen (priceFrom ≥ step, priceTo ≤ step; 0 is no limit). The catalogue keeps
 * a search bitmap per step (@portal/db search-bitmaps.ts PRICE_STEPS), so a range chosen here is answered from them.
 */
export const SHOP_PRICE_STEPS: readonly number[] = [1000, 2000, 3000, 4000, 5000, 10000, 20000, 30000, 50000];

// ── The stay search's party ──────────────────────────────────────────────────

export const STAY_CHILDREN = { default: 0, totalMax: 10 } as const;

// ── Stay special conditions (spec search.md §2 screen list, §3 filter groups) ─

export type SpecialConditionGroupId = 'facility' | 'mealCondition' | 'roomCondition' | 'serviceEquip' | 'planByCompany';
export interface SpecialCondition {
  id: string;
  label: string;
  /** The screen list of §2 names six choices; isSmokingRoom is a wire value of §3 the screen does not offer. */
  onScreen: boolean;
}
export interface SpecialConditionGroup {
  id: SpecialConditionGroupId;
  label: string;
  conditions: readonly SpecialCondition[];
}

export const SPECIAL_CONDITION_GROUPS: readonly SpecialConditionGroup[] = [
  {
    id: 'facility',
    label: '施設タイプ',
    conditions: [{ id: 'isBusinessHotel', label: 'ビジネスホテル', onScreen: true }],
  },
  {
    id: 'mealCondition',
    label: '食事',
    conditions: [
      { id: 'isOnlyDinner', label: '夕食のみ', onScreen: true },
      { id: 'isOnlyBreakfast', label: '朝食のみ', onScreen: true },
    ],
  },
  {
    id: 'roomCondition',
    label: '部屋',
    conditions: [
      { id: 'isNonSmokingRoom', label: '禁煙ルーム', onScreen: true },
      { id: 'isSmokingRoom', label: '喫煙ルーム', onScreen: false },
    ],
  },
  {
    id: 'serviceEquip',
    label: '設備・サービス',
    conditions: [{ id: 'hasNaturalHotspring', label: '天然温泉', onScreen: true }],
  },
  {
    id: 'planByCompany',
    label: '提供会社別プラン',
    conditions: [
      { id: 'isNotRakuten', label: 'オリジナルプラン', onScreen: true },
      { id: 'isRakuten', label: '提携旅行サイトのプラン', onScreen: true },
    ],
  },
];

/** usageKbn of the gourmet form: 1 = web reservation, 2 = coupon (spec search.md §3). */
export const USAGE_KBN = { webReservation: 1, coupon: 2 } as const;

/** Usage filters (useage[]): listed by the spec, unused in the flow. */
export const USAGE_FILTERS: readonly { value: string; label: string }[] = [
  { value: '1', label: '給与天引きで支払可' },
  { value: '2', label: '会員証・クーポン提示利用可' },
  { value: '3', label: 'ベネポが使えるプラン' },
  { value: '4', label: 'ベネポが貯まるプラン' },
];

/** Shop checked-list values; can_use_cafe only when showCafe is set. */
export const SHOP_CHECKED = { withoutSalesPeriod: 'without_sales_period', canUseCafe: 'can_use_cafe' } as const;
