/** Stay form options and the nights rules (spec search.md §4, §5, §9). */

export const STAY_NIGHTS = { min: 1, max: 6, default: 1 } as const;
export const STAY_ROOMS = { min: 1, max: 10, default: 1 } as const;
export const STAY_ADULTS = { min: 1, max: 10, default: 2 } as const;

function between(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

export const stayNightsOptions = (): number[] => between(STAY_NIGHTS.min, STAY_NIGHTS.max);
export const stayRoomsOptions = (): number[] => between(STAY_ROOMS.min, STAY_ROOMS.max);
export const stayAdultsOptions = (): number[] => between(STAY_ADULTS.min, STAY_ADULTS.max);

/** The nights selector is disabled until a check-in date is chosen. */
export function isNightsEnabled(checkInDate: string | null | undefined): boolean {
  return !!checkInDate;
}

/** Setting the check-in date keeps the nights; resetting it sets nights back to 1. */
export function nightsAfterDateChange(checkInDate: string | null | undefined, nights: number): number {
  return checkInDate ? nights : STAY_NIGHTS.default;
}
