/** Constants of the life tab's forms (spec search.md §3, §9). */

// ── Gourmet form ─────────────────────────────────────────────────────────────

export const GOURMET_PARTY = { min: 1, max: 99, default: 2 } as const;
export const GOURMET_TIME = { first: '07:00', last: '24:00', stepMinutes: 15, default: '19:00' } as const;
/** BSGourmetGenre default (spec search.md §3). */
export const DEFAULT_BS_GOURMET_GENRE = '000';
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

export const LIFE_SUB_TAB_LABELS = { leisure: '暮らす・遊ぶ', gourmet: '食べる' } as const;
export const GOURMET_MODE_LABELS = { coupon: 'クーポン', webReservation: 'ネット予約' } as const;
export const GOURMET_AREA_LABELS = { large: '大エリア', middle: '中エリア', small: '小エリア' } as const;
