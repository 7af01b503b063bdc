/**
 * Where a logout's chain ends (spec portal.md §4: no navigation on the withdraw-finish page). A module of its own,
 * without zod, because the web's entry reads it (the logout, the route guards): the schemas stay in `session.ts`.
 */
export const LOGOUT_RETURNS = { top: '/', withdrawFinish: '/withdrawFinish' } as const;
export type LogoutReturn = keyof typeof LOGOUT_RETURNS;
