import { http, HttpResponse } from 'msw';
import type { User } from '@portal/contracts/users';
import { sessionFor, testConfig } from './fixtures.ts';
import { categoriesResponse, menuSearchResponse } from './catalog-fixtures.ts';
import {
  blockContentsDocument,
  headerFooterDocument,
  newsListDocument,
  newsMenuResponse,
  otherContentDocument,
  specialPageDocument,
} from './cms-fixtures.ts';

const notFound = () =>
  HttpResponse.json({ errors: [{ status: '404', code: 'not_found', title: 'Not found' }] }, { status: 404 });

/**
 * /v1/cms as the BFF answers with no content published: empty documents (a news id is unknown). Tests put
 * their own handlers in front of these.
 */
export function cmsHandlers() {
  return [
    http.get('*/v1/cms/news/menu', () => HttpResponse.json(newsMenuResponse([], []))),
    http.get('*/v1/cms/news/:id', notFound),
    http.get('*/v1/cms/news', () => HttpResponse.json(newsListDocument([]))),
    http.get('*/v1/cms/block_contents', () => HttpResponse.json(blockContentsDocument([], []))),
    http.get('*/v1/cms/special_page', () => HttpResponse.json(specialPageDocument([]))),
    http.get('*/v1/cms/other_content', () => HttpResponse.json(otherContentDocument([], []))),
    http.get('*/v1/cms/header_footer', () => HttpResponse.json(headerFooterDocument(null))),
    http.get('*/v1/cms/preview/status', () => HttpResponse.json({ data: { active: false, expiresAt: null } })),
    http.post('*/v1/cms/preview/end', () => HttpResponse.json({ data: { active: false, expiresAt: null } })),
  ];
}

/** The BFF as the SPA sees it: a visitor (no user) or a logged-in member. */
export function bffHandlers({ user }: { user?: User } = {}) {
  return [
    http.get('*/v1/top/session', () => HttpResponse.json({ data: sessionFor(user !== undefined) })),
    http.get('*/v1/config', () => HttpResponse.json({ data: testConfig })),
    // The portal is open: /maintenance, when a test opens it, is the page of a maintenance that goes on.
    http.get('*/lifeyell/info/maintenance.json', () =>
      HttpResponse.json({ maintenance: true, since: '2026-11-21T01:00:00Z', retryAfterSeconds: 3600 }),
    ),
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
    // Nothing expires soon (docs/decisions/0025); a test puts its own notice in front.
    http.get('*/v1/points/expiry-notice', () =>
      user
        ? HttpResponse.json({ data: { coversUntil: '2026-12-31', items: [] } })
        : new HttpResponse(null, { status: 401 }),
    ),
    http.post('*/v1/top/refresh-token', () =>
      HttpResponse.json({ data: { expiresAt: new Date(Date.now() + 3_600_000).toISOString() } }),
    ),
    http.post('*/v1/top/logout', () => HttpResponse.json({ data: { redirectTo: '/' } })),
    // An empty catalogue: the category pages' and the top page's lists say so.
    http.get('*/v1/catalog/menus', () => HttpResponse.json(menuSearchResponse([]))),
    http.get('*/v1/enum/categories', () => HttpResponse.json(categoriesResponse([]))),
    http.get('*/v1/enum/codes/area/large', () => HttpResponse.json({ data: [] })),
    ...cmsHandlers(),
  ];
}
