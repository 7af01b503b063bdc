/**
 * Constants of the search area (spec search.md §9 unless noted).
 * Plain data only: no zod here, the header search ships in the web's first chunks.
 */
import { BREAKPOINTS, SERVICE_DIVISION } from '../constants.ts';

export { BREAKPOINTS, SERVICE_DIVISION };

/** Either viewport has its own message wording (spec search.md §5). */
export type Viewport = 'desktop' | 'mobile';

// ── Stay form ────────────────────────────────────────────────────────────────

export const STAY_NIGHTS = { min: 1, max: 6, default: 1 } as const;
export const STAY_ROOMS = { min: 1, max: 10, default: 1 } as const;
export const STAY_ADULTS = { min: 1, max: 10, default: 2 } as const;
export const STAY_CHILDREN = { default: 0, totalMax: 10 } as const;
/** Every search keyword (stay, tour, life, gourmet, shop) is at most 100 characters. */
export const KEYWORD_MAX_LENGTH = 100;
export const SEARCH_DATE_FORMAT = 'yyyy/MM/dd';

/** Stay budget options in yen; 0 is the "no limit" option (spec search.md §9). */
export const STAY_PRICE_VALUES: readonly number[] = [
  1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 12000, 14000, 16000, 18000, 20000, 30000, 40000, 50000,
  100000, 150000, 200000,
];
export const NO_PRICE_LIMIT = 0;
export const NO_LOWER_LIMIT_LABEL = '下限なし';
export const NO_UPPER_LIMIT_LABEL = '上限なし';

/** Shop price select steps in yen, plus the no-lower / no-upper option 0. */
export const SHOP_PRICE_STEPS: readonly number[] = [1000, 2000, 3000, 4000, 5000, 10000, 20000, 30000, 50000];

// ── Gourmet form ─────────────────────────────────────────────────────────────

export const GOURMET_PARTY = { min: 1, max: 99, default: 2 } as const;
export const GOURMET_TIME = { first: '07:00', last: '24:00', stepMinutes: 15, default: '19:00' } as const;
/** BSGourmetGenre default (spec search.md §3). */
export const DEFAULT_BS_GOURMET_GENRE = '000';
/** usageKbn: 1 = web reservation, 2 = coupon (spec search.md §3). */
export const USAGE_KBN = { webReservation: 1, coupon: 2 } as const;
/** lifeIsActive: 1 = 暮らす・遊ぶ, 2 = 食べる. */
export const LIFE_SUB_TAB = { leisure: 1, gourmet: 2 } as const;

export function partySizeLabel(n: number): string {
  return `${n}名`;
}

export function gourmetPartyOptions(): { value: number; label: string }[] {
  const options = [];
  for (let n = GOURMET_PARTY.min; n <= GOURMET_PARTY.max; n++) options.push({ value: n, label: partySizeLabel(n) });
  return options;
}

/** 07:00, 07:15, … 23:45, 24:00 (the last option is 24:00 itself). */
export function gourmetTimeOptions(): string[] {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const options: string[] = [];
  for (let m = toMinutes(GOURMET_TIME.first); m <= toMinutes(GOURMET_TIME.last); m += GOURMET_TIME.stepMinutes) {
    options.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return options;
}

// ── Category codes ───────────────────────────────────────────────────────────

export const TRAVEL_LARGE_CODE = '101';
export const SHOP_LARGE_CODE = '115';
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
/** Life large categories: 102–114 and 116–119 (115 is the shop). The stay form's large list is the same set. */
export const LIFE_LARGE_CODES: readonly string[] = [...range(102, 114), ...range(116, 119)];
export const GOURMET_LARGE_CODE = '113';
/** 113/201 marks 食べる available; 113/202 or 113/201 marks 暮らす・遊ぶ available. */
export const GOURMET_MID_CODE = '201';
export const LEISURE_MID_CODES: readonly string[] = ['202', '201'];

/** Tab 3 (航空券・ツアー・その他): mids 205–207, smalls 301–304. */
export const FLIGHT_TOUR_MID_CODES: readonly string[] = ['205', '206', '207'];
export const FLIGHT_TOUR_SMALL_CODES: readonly string[] = ['301', '302', '303', '304'];
/** Tab 4 (国内・海外予約サイト): mids 201 and 204; small 311 under mid 201, else 301. */
export const RESERVE_SITE_MID_CODES: readonly string[] = ['201', '204'];
/**
 * Mids under 101 that turn on the domestic and public stay sub-tabs.
 * Interpretation: the spec only says the flags derive from the categories under 101; 201/204 and 205–207
 * are taken by the other two tabs, so the two stay tabs use the free mids 202 and 203.
 */
export const DOMESTIC_STAY_MID_CODES: readonly string[] = ['202'];
export const PUBLIC_STAY_MID_CODES: readonly string[] = ['203'];

/** Tour URL type: 3 = flights, tours, other; 4 = reservation sites. */
export const TOUR_TYPE = { flightTour: 3, reserveSite: 4 } as const;
/** Life URL type: 1 = life, 2 = coupon (gourmet). */
export const LIFE_TYPE = { life: 1, coupon: 2 } as const;

// ── Search history cookie ────────────────────────────────────────────────────

export const SEARCH_HISTORY = { maxEntries: 3, keepDays: 30, cookieDays: 30, displayMaxLength: 100 } as const;

// ── Display ──────────────────────────────────────────────────────────────────

export const CARD_CAROUSEL = {
  autoplayMs: 5000,
  slidesPerView: 1.3,
  spaceBetween: 24,
  wideSlidesPerView: 3,
  wideFromWidth: BREAKPOINTS.lg,
  loop: true,
} as const;
/** The recently viewed carousel shows its arrows only with more than 5 items. */
export const VIEWED_ARROWS_MIN_EXCLUSIVE = 5;
/** The search history sits above the stay form at 640 px or less. */
export const SEARCH_HISTORY_ABOVE_FORM_MAX_WIDTH = BREAKPOINTS.sm;
/** Below 1024 px the mobile bottom navigation and the mobile search modal replace the header search. */
export const MOBILE_MAX_WIDTH_EXCLUSIVE = BREAKPOINTS.lg;
export const MEGA_MENU = {
  wideFromWidth: 1032,
  scrollCloseWide: 208,
  scrollCloseNarrow: 125,
  subListSize: 6,
  carouselMaxPosition: 5,
} as const;

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

/** Usage filters (useage[]): listed by the spec, unused in the flow. */
export const USAGE_FILTERS: readonly { value: string; label: string }[] = [
  { value: '1', label: '給与天引きで支払可' },
  { value: '2', label: '会員証・クーポン提示利用可' },
  { value: '3', label: 'ベネポが使えるプラン' },
  { value: '4', label: 'ベネポが貯まるプラン' },
];

/** Shop checked-list values; can_use_cafe only when showCafe is set. */
export const SHOP_CHECKED = { withoutSalesPeriod: 'without_sales_period', canUseCafe: 'can_use_cafe' } as const;

// ── Fixed screen texts named by the spec ─────────────────────────────────────

export const SEARCH_TEXTS = {
  leisureKeywordPlaceholder: 'キーワードを入力（サービス名など）',
  leisureMobileCaption: 'カテゴリ・エリア・キーワードのいずれかを選択してください',
  requiredBadge: '必須',
  gourmetKeywordPlaceholder: '施設名、メニューNo、地名などを入力',
  gourmetDatePlaceholder: '日付指定なし',
  searchHistoryHeading: '検索履歴から探す',
  searchHistoryMore: '他の検索履歴',
  categoryModalHeading: 'カテゴリを選択してください',
  categoryDefaultLabel: 'カテゴリを選択',
  childrenModalHeading: '子どもの人数を選択してください',
  reset: 'リセット',
  confirm: '決定',
  search: '検索',
  mapSearch: '地図検索',
} as const;

export const TOP_TAB_LABELS = { life: 'ライフサービス', travel: 'トラベル', shop: 'ベネ通販' } as const;
export const LIFE_SUB_TAB_LABELS = { leisure: '暮らす・遊ぶ', gourmet: '食べる' } as const;
export const STAY_SUB_TAB_LABELS = {
  domestic: '国内宿泊施設',
  public: '公共の宿',
  flightTour: '航空券・ツアー・その他',
  reserveSite: '国内・海外予約サイト',
} as const;
export const GOURMET_MODE_LABELS = { coupon: 'クーポン', webReservation: 'ネット予約' } as const;
export const GOURMET_AREA_LABELS = { large: '大エリア', middle: '中エリア', small: '小エリア' } as const;
