/**
 * The saved domestic stay conditions cookie: written on search, restored when the member returns to the
 * domestic tab (spec search.md §4). A malformed value is ignored (§5).
 */
import { CHILD_GROUPS, emptyChildCounts } from '@portal/contracts/search/children';
import { STAY_ADULTS, STAY_NIGHTS, STAY_ROOMS } from './stay-form.ts';
import { isSelectableDate } from '@portal/contracts/search/form-rules';
import { limitKeyword } from '../../lib/search/form-rules.ts';
import { nightsAfterDateChange } from './stay-form.ts';
import type { StaySearchInput } from '@portal/contracts/search/urls';

export function serialiseStayConditions(conditions: StaySearchInput): string {
  return JSON.stringify(conditions);
}

const optionalString = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const inRange = (v: unknown, min: number, max: number, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback;

/**
 * The cookie value → conditions, or null when it is missing or not a JSON object. Out-of-range numbers fall back to
 * the defaults. A check-in date that has passed (Japan date, or not a date at all) is cleared, and the nights go back
 * to 1 as when the member clears the date (spec search.md §4, §5); a keyword keeps its first 100 characters.
 */
export function parseStayConditions(cookieValue: string | null | undefined, now: Date): StaySearchInput | null {
  if (!cookieValue) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(cookieValue);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const v = raw as Record<string, unknown>;
  const children = emptyChildCounts();
  const rawChildren = (typeof v.children === 'object' && v.children !== null ? v.children : {}) as Record<
    string,
    unknown
  >;
  for (const { key } of CHILD_GROUPS) children[key] = inRange(rawChildren[key], 0, 10, 0);
  const special = (
    typeof v.specialConditions === 'object' && v.specialConditions !== null ? v.specialConditions : {}
  ) as Record<string, unknown>;
  const savedDate = optionalString(v.checkInDate);
  const checkInDate = savedDate && isSelectableDate(savedDate, now) ? savedDate : null;
  const keyword = optionalString(v.keyword);
  return {
    keyword: keyword === null ? null : limitKeyword(keyword),
    areaLrgClassCd: optionalString(v.areaLrgClassCd),
    areaMidClassCd: optionalString(v.areaMidClassCd),
    areaSmlClassCd: optionalString(v.areaSmlClassCd),
    areaDtlClassCd: optionalString(v.areaDtlClassCd),
    checkInDate,
    stayNights: nightsAfterDateChange(
      checkInDate,
      inRange(v.stayNights, STAY_NIGHTS.min, STAY_NIGHTS.max, STAY_NIGHTS.default),
    ),
    rooms: inRange(v.rooms, STAY_ROOMS.min, STAY_ROOMS.max, STAY_ROOMS.default),
    adults: inRange(v.adults, STAY_ADULTS.min, STAY_ADULTS.max, STAY_ADULTS.default),
    children,
    feeLower: inRange(v.feeLower, 0, Number.MAX_SAFE_INTEGER, 0),
    feeUpper: inRange(v.feeUpper, 0, Number.MAX_SAFE_INTEGER, 0),
    specialConditions: Object.fromEntries(
      Object.entries(special).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((id) => typeof id === 'string'),
      ),
    ),
  };
}
