/**
 * Domestic stay search (sub-tab 1): if there is no keyword, a prefecture and a municipality are required
 * (spec search.md §5 Stay).
 */
import { z } from 'zod';
import { isBlank, isSelectableDate, type SearchError, type Viewport } from './form-rules.ts';
import { searchFormSchemas } from './form-schema.ts';

export const STAY_DOMESTIC_MESSAGES = {
  desktop: {
    noPrefecture: '都道府県・市区町村を選択、またはキーワードをご入力ください',
    noMunicipality: '市区町村を選択、またはキーワードをご入力ください',
  },
  mobile: {
    noPrefecture: 'キーワードを入力するか都道府県・市区町村を選択してください。',
    noMunicipality: 'キーワードを入力するか市区町村を選択してください。',
  },
} as const;

/**
 * The spec also reads a "必ず、" wording for tab 1. Not shown: the plain wordings are the ones the rule
 * itself states, come in a prefecture and a municipality version (the 必ず wording has only the first),
 * and match the mobile pair in meaning; the spec leaves open which one the product shows.
 */
export const STAY_DOMESTIC_STRICT_MESSAGE = '必ず、都道府県・市区町村を選択、またはキーワードをご入力ください';

export interface StayDomesticInput {
  keyword?: string | null;
  /** Prefecture code(s). */
  areaMidClassCd?: string | null;
  /** Municipality code(s). */
  areaSmlClassCd?: string | null;
}

/** The error sits with the keyword (the form's keywordError; switching the sub-tab clears it). */
export type StayField = 'keyword';

export function validateStayDomestic(input: StayDomesticInput, viewport: Viewport): SearchError<StayField> | null {
  if (!isBlank(input.keyword)) return null;
  const messages = STAY_DOMESTIC_MESSAGES[viewport];
  if (isBlank(input.areaMidClassCd)) return { field: 'keyword', message: messages.noPrefecture };
  if (isBlank(input.areaSmlClassCd)) return { field: 'keyword', message: messages.noMunicipality };
  return null;
}

/**
 * A check-in date before today in Japan (spec search.md §5: "Check-in date cannot be earlier than today"). The spec
 * names no message; this one is ours (docs/search-form-rules.md). Same text on both viewports.
 */
export const PAST_CHECK_IN_MESSAGE = 'チェックイン日には本日以降の日付を指定してください';

/**
 * The check-in date, typed or picked: empty (no date) is fine, today and later are fine; a past or malformed date is
 * refused with PAST_CHECK_IN_MESSAGE on the date input.
 */
export function validateCheckInDate(
  checkInDate: string | null | undefined,
  now: Date,
): SearchError<'checkInDate'> | null {
  if (!checkInDate || isBlank(checkInDate) || isSelectableDate(checkInDate, now)) return null;
  return { field: 'checkInDate', message: PAST_CHECK_IN_MESSAGE };
}

const code = z.string().nullish();

/**
 * What a domestic stay search is checked on: the domestic form's schema. Both messages can show at once: the area's
 * at the keyword and the check-in date's at the date.
 */
export const DomesticStaySearchSchemas = searchFormSchemas(
  z.object({ keyword: z.string(), areaMidClassCd: code, areaSmlClassCd: code, checkInDate: z.string() }),
  (input, viewport) => [validateStayDomestic(input, viewport), validateCheckInDate(input.checkInDate, new Date())],
);
export type DomesticStaySearchValues = z.input<(typeof DomesticStaySearchSchemas)['desktop']>;
