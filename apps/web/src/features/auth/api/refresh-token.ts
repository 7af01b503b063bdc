import { apiFetch } from '../../../lib/api-client.ts';

/** POST /v1/top/refresh-token: extends the sliding server session. */
export async function refreshToken(): Promise<string> {
  const body = await apiFetch('/v1/top/refresh-token', { method: 'POST', schema: (s) => s.RefreshResponseSchema });
  return body.data.expiresAt;
}
