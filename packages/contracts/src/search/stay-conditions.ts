/**
 * The saved domestic stay conditions cookie: written on search, restored when the member returns to the
 * domestic tab (spec search.md §4). A malformed value is ignored (§5).
 */
import { CHILD_GROUPS, emptyChildCounts } from './children.ts';
import { STAY_ADULTS, STAY_NIGHTS, STAY_ROOMS } from './constants.ts';
import type { StaySearchInput } from './urls.ts';

export function serialiseStayConditions(conditions: StaySearchInput): string {
  return JSON.stringify(conditions);
}

const optionalString = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const inRange = (v: unknown, min: number, max: number, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback;

/** The cookie value → conditions, or null when it is missing or not a JSON object. Out-of-range numbers fall back to the defaults. */
export function parseStayConditions(cookieValue: string | null | undefined): StaySearchInput | null {
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
  return {
    keyword: optionalString(v.keyword),
    areaLrgClassCd: optionalString(v.areaLrgClassCd),
    areaMidClassCd: optionalString(v.areaMidClassCd),
    areaSmlClassCd: optionalString(v.areaSmlClassCd),
    areaDtlClassCd: optionalString(v.areaDtlClassCd),
    checkInDate: optionalString(v.checkInDate),
    stayNights: inRange(v.stayNights, STAY_NIGHTS.min, STAY_NIGHTS.max, STAY_NIGHTS.default),
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
