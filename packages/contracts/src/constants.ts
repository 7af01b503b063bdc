/** Business constants and code enumerations (spec portal.md §9, search.md §9). */

export const MONTHLY_FEE_YEN = { includingTax: 330, excludingTax: 300 } as const;
export const LATE_PAYMENT_INTEREST_PER_YEAR = 0.145;
export const OUTAGE_HOURS_BEFORE_DAMAGES = 72;
export const CLUB_FREE_PERIOD_MAX_MONTHS = 7;
/** "configured value 30": days before the free period ends in which popups and banners count down. */
export const FREE_PERIOD_COUNTDOWN_DAYS = 30;
export const TERMS_ESTABLISHED_ON = '2019-02-27';
export const TERMS_REVISED_ON = '2022-04-01';
export const CLUB_AUTO_ENROLMENT_SINCE = '2020-11-11';

export const OPERATOR_CODES = ['BS', 'SD', 'HP', 'IC'] as const;
export type OperatorCode = (typeof OPERATOR_CODES)[number];

/** Business code of the child-raising club brand: hides the travel-guide link (spec portal.md §2). */
export const CLUB_BUSINESS_CODE = 'CR';

export const ENVIRONMENTS = ['local', 'development', 'staging', 'production'] as const;

export const PAYMENT_METHOD = {
  bankTransfer: '10',
  creditCard: '20',
  convenienceStore: '30',
  loppi: '40',
  famiport: '41',
  benepo: '50',
  cafePointAndBenepo: '55',
  cafePoint: '60',
  subsidy: '61',
  kyutoku: '70',
} as const;

export const RESERVATION_STATUS = { all: '0', duringReservation: '1', duringChange: '2', canceled: '3' } as const;
export const LOTTERY_TYPE = { immediate: '1', recruitment: '2', multipleRequests: '3' } as const;
export const LOTTERY_RESULT = { lose: '0', win: '1' } as const;
export const CANCEL_CHARGE = { rate: '0', price: '1', other: '2' } as const;
export const POINT_TYPES = ['01', '02', '03', '04', '05', '06', '07'] as const;
export const USAGE_DIVISION = { digitalCoupon: '60', pointRedemption: '70' } as const;
export const BARCODE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const SERVICE_DIVISION = { stay: 'A10', publicStay: 'A20' } as const;
export const TERMINAL_DIVISIONS = ['10', '20', '30'] as const;

export const CATEGORY_TYPE = { life: 1, gourmet: 2, travel: 3, bene: 4 } as const;
export const MIDDLE_TYPE = { stay: 1, dp: 2 } as const;
export const AGREE_FLAG = { yes: 1, no: 0 } as const;
export const RANKING_MARK = 12;

export const FAVORITES_PAGE_SIZE = 10;
export const FAVORITE_ITEM_TYPE = 'favorite';
export const DEFAULT_NAV_ORDER = [
  'crly1',
  'crly2',
  'crly3',
  'crly4',
  'crly5',
  'crly6',
  'crly7',
  'crly8',
  'crly9',
  'crly10',
  'crly11',
] as const;

export const MAIL_INQUIRY_LIMITS = { text: 1000, textRows: 10, name: 50, postalNumber: 7, address: 50 } as const;
export const OPINION_TEXT_MAX = 200;

export const BENEPO = { yenPerPoint: 1, useUnit: 100, validYears: 3 } as const;

/**
 * The customer centre (カスタマーセンター): its toll-free number and hours (spec portal.md §9: "weekdays and
 * weekends/holidays 10:00-18:00 (contract line 10:00-19:00)"). The one source of the system error page, the contact
 * mails and the CMS seed's contact paragraphs.
 */
export const CUSTOMER_CENTRE = {
  phone: '0120-555-310',
  /** Every day, weekdays, weekends and holidays alike. */
  hours: { opens: '10:00', closes: '18:00' },
  /** The line for questions about the membership contract (ご契約に関するお問い合わせ). */
  contractLineHours: { opens: '10:00', closes: '19:00' },
} as const;
/** The number as a `tel:` link: digits only. */
export const customerCentreTelHref = (phone: string = CUSTOMER_CENTRE.phone): string =>
  `tel:${phone.replace(/\D/g, '')}`;

export const DEFAULT_LANGUAGE = 'ja';
export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_DATE_FORMAT = 'yyyy/MM/dd';

export const BREAKPOINTS = { sm: 640, lg: 1024 } as const;
export const BUTTON_HEIGHTS = [40, 48] as const;
export const RESIZE_DEBOUNCE_MS = 200;
export const DRAWER_RESIZE_HIDE_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_DURATION_MS = 30_000;
export const CMS_SCRIPT_DELAY_MS = 10;

/** Japan time: every business date is computed in this zone (ARCHITECTURE.md §3). */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

/**
 * The ids of the JSON data blocks the BFF puts into a page for the SPA: the first-load answers (ADR 0018) and the
 * state of a server-rendered page (ADR 0020).
 */
export const PAGE_DATA_ELEMENT_IDS = { firstLoad: 'portal-first-load', serverRender: 'portal-ssr' } as const;

/**
 * The event the SPA dispatches on `document` once it has taken over a server-rendered page (ADR 0020): the page's
 * loader then clicks again the buttons the member pressed before (they had no handler yet).
 */
export const HYDRATED_EVENT = 'portal:hydrated';

/** Where pages send everyone while the portal is under maintenance (spec portal.md §2 "further paths"). */
export const MAINTENANCE_PATH = '/maintenance';
/** The API's error code while the portal is under maintenance (503, with Retry-After). */
export const MAINTENANCE_ERROR_CODE = 'maintenance';
