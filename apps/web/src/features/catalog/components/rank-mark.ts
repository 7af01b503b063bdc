/** Places 1–12 of a ranking carry a mark (spec portal.md §9 "Ranking mark 12"). */
export const RANKING_MARK = 12;

/**
 * The rank shown on a ranking's place (1-based), or null past the marks the product has (spec portal.md §9 "Ranking
 * mark 12": places 1–12 carry a mark; a longer ranking lists the rest without one).
 */
export function rankMark(place: number): number | null {
  return Number.isInteger(place) && place >= 1 && place <= RANKING_MARK ? place : null;
}
