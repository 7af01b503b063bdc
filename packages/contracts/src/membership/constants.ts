/** The club's fees, periods and terms (spec portal.md §9). */

export const MONTHLY_FEE_YEN = { includingTax: 330, excludingTax: 300 } as const;
export const LATE_PAYMENT_INTEREST_PER_YEAR = 0.145;
export const OUTAGE_HOURS_BEFORE_DAMAGES = 72;
export const CLUB_FREE_PERIOD_MAX_MONTHS = 7;
/** "configured value 30": days before the free period ends in which popups and banners count down. */
export const FREE_PERIOD_COUNTDOWN_DAYS = 30;
export const TERMS_ESTABLISHED_ON = '2019-02-27';
export const TERMS_REVISED_ON = '2022-04-01';
export const CLUB_AUTO_ENROLMENT_SINCE = '2020-11-11';

/** Business code of the child-raising club brand: hides the travel-guide link (spec portal.md §2). */
export const CLUB_BUSINESS_CODE = 'CR';
