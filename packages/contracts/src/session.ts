import { z } from 'zod';
import { LOGOUT_RETURNS, type LogoutReturn } from './logout-returns.ts';

/**
 * GET /v1/top/session: what the SPA may know of its server session. It never answers 401, so public
 * pages can ask it freely; it also hands out the CSRF token for state-changing calls.
 */
export const SessionResponseSchema = z.object({
  data: z.object({
    authenticated: z.boolean(),
    level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    csrfToken: z.string(),
  }),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** POST /v1/top/refresh-token: extends the sliding session. */
export const RefreshResponseSchema = z.object({
  data: z.object({ expiresAt: z.iso.datetime({ offset: true }) }),
});

/** POST /v1/top/logout: where the browser goes next (SSO end-session, then carrier end-session). */
export const LogoutResponseSchema = z.object({ data: z.object({ redirectTo: z.string() }) });

/**
 * Where the logout chain (SSO end-session, then carrier end-session) brings the browser back (spec portal.md §4):
 * the top page, or, for a logout on the withdraw-finish page, that page ("no navigation on the withdraw-finish page").
 * The name travels through the providers as the end-session `state`; the paths are the BFF's own.
 */
export const LogoutReturnSchema = z.enum(Object.keys(LOGOUT_RETURNS) as [LogoutReturn, ...LogoutReturn[]]);

/** POST /v1/top/logout: where the chain ends (default the top page). */
export const LogoutRequestSchema = z.object({ returnTo: LogoutReturnSchema.default('top') });
export type LogoutRequest = z.input<typeof LogoutRequestSchema>;

/** GET /v1/top/sb-logout: the end-session `state` the SSO provider hands back, naming where the chain ends. */
export const FinishLogoutQuerySchema = z.object({ state: z.string().max(64).optional() });
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

export const LoginQuerySchema = z.object({
  back_uri: z.string().max(2048).optional(),
  /** '2' asks for higher assurance (my-page routes). */
  acr_value: z.enum(['1', '2']).optional(),
  /** '1' on the entry login. */
  auth_type: z.enum(['1']).optional(),
});
export type LoginQuery = z.infer<typeof LoginQuerySchema>;

export const RedirectUriQuerySchema = z.object({ redirectUri: z.string().max(2048).optional() });

export const ErrorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export { LOGOUT_RETURNS, type LogoutReturn } from './logout-returns.ts';
