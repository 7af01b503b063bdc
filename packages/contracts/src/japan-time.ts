/** Japan time: every business date is computed in this zone (ARCHITECTURE.md §3). */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';
