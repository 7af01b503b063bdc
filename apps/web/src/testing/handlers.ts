import { http, HttpResponse } from 'msw';
import type { User } from '@portal/contracts/users';
import { sessionFor, testConfig } from './fixtures.ts';

/** The BFF as the SPA sees it: a visitor (no user) or a logged-in member. */
export function bffHandlers({ user }: { user?: User } = {}) {
  return [
    http.get('*/v1/top/session', () => HttpResponse.json({ data: sessionFor(user !== undefined) })),
    http.get('*/v1/config', () => HttpResponse.json({ data: testConfig })),
    http.post('*/v1/users/my', () =>
      user
        ? HttpResponse.json({ data: user })
        : HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'login' } }, { status: 401 }),
    ),
    http.get('*/v1/points/benepo', () =>
      user ? HttpResponse.json({ data: { totalPoint: user.totalPoint } }) : new HttpResponse(null, { status: 401 }),
    ),
    http.get('*/v1/points/cafe', () =>
      user && user.cafePoint !== null
        ? HttpResponse.json({ data: { appliablePoint: user.cafePoint } })
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'no cafeteria' } }, { status: 404 }),
    ),
    http.post('*/v1/top/refresh-token', () =>
      HttpResponse.json({ data: { expiresAt: new Date(Date.now() + 3_600_000).toISOString() } }),
    ),
    http.post('*/v1/top/logout', () => HttpResponse.json({ data: { redirectTo: '/' } })),
  ];
}
