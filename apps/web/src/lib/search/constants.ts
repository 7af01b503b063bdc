/**
 * Constants of the search widgets (spec search.md §9 unless noted); the codes their URLs carry are contracts'
 * (@portal/contracts/search/constants).
 */
import { BREAKPOINTS } from '../../config/ui.ts';

/** Below 1024 px the mobile bottom navigation and the mobile search modal replace the header search. */
export const MOBILE_MAX_WIDTH_EXCLUSIVE = BREAKPOINTS.lg;

// ── Prices ───────────────────────────────────────────────────────────────────

/** Stay budget options in yen; 0 is the "no limit" option (spec search.md §9). */
export const STAY_PRICE_VALUES: readonly number[] = [
  1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 12000, 14000, 16000, 18000, 20000, 30000, 40000, 50000,
  100000, 150000, 200000,
];
export const NO_PRICE_LIMIT = 0;
export const NO_LOWER_LIMIT_LABEL = '下限なし';
export const NO_UPPER_LIMIT_LABEL = '上限なし';

/** Shop price select steps in yen, plus the no-lower / no-upper option 0 (the search's price bitmaps follow them). */
export { SHOP_PRICE_STEPS } from '@portal/contracts/search/constants';

// ── Category codes ───────────────────────────────────────────────────────────

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
/** Life large categories: 102–114 and 116–119 (115 is the shop). The stay form's large list is the same set. */
export const LIFE_LARGE_CODES: readonly string[] = [...range(102, 114), ...range(116, 119)];
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
export const STAY_SUB_TAB_LABELS = {
  domestic: '国内宿泊施設',
  public: '公共の宿',
  flightTour: '航空券・ツアー・その他',
  reserveSite: '国内・海外予約サイト',
} as const;
