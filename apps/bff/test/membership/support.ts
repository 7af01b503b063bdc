import { CSRF_HEADER } from '@portal/contracts';
import { updateSession } from '../../src/modules/auth/repository.ts';
import { browserCookies, createTestApp, csrfOf, ORIGIN, startMemberSession } from '../helpers.ts';

export const OPERATOR_TOKEN = 'o'.repeat(48);

/** A BFF with the operator API, and members signed in with a CSRF token like the SPA. */
export async function createMembershipTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ ...options, env: { OPERATOR_API_TOKEN: OPERATOR_TOKEN, ...options.env } });
  const visitor = browserCookies(t.config.sessionSecret);
  return {
    ...t,
    /** A live level-1 session of the member: the cookie header and the session id. */
    async loginAs(memberId: string): Promise<{ cookie: string; sessionId: string }> {
      const { token, sessionId } = await startMemberSession(t, memberId);
      return { cookie: browserCookies(t.config.sessionSecret, token), sessionId };
    },
    /** As after the carrier re-authentication of cb-withdraw. */
    async markWithdrawVerified(sessionId: string) {
      await updateSession(t.db, sessionId, { withdrawVerifiedAt: t.clock.now() });
    },
    get(url: string, cookie?: string) {
      return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    },
    post(url: string, body: unknown, cookie?: string) {
      return t.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: {
          origin: ORIGIN,
          [CSRF_HEADER]: csrfOf(cookie) ?? csrfOf(visitor) ?? '',
          ...(cookie ? { cookie } : {}),
        },
      });
    },
    operator(path: string, body: unknown, token = OPERATOR_TOKEN) {
      return t.app.inject({
        method: 'POST',
        url: `/v1/operator/${path}`,
        payload: body as object,
        headers: { authorization: `Bearer ${token}` },
      });
    },
  };
}
