/** Maintenance mode as pages and the API client see it. No zod here: every page's API client reads these. */

/** Where pages send everyone while the portal is under maintenance (spec portal.md §2 "further paths"). */
export const MAINTENANCE_PATH = '/maintenance';
/** The API's error code while the portal is under maintenance (503, with Retry-After). */
export const MAINTENANCE_ERROR_CODE = 'maintenance';
