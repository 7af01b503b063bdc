import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CMS_PAGE_LOCATION_CODES } from '@portal/contracts/cms-values';
import { PAGE_DATA_ELEMENT_IDS } from '@portal/contracts/page-data';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/contracts/cookies';
import { detailMenuNo, isResultsPath, menuDetailApiPath, menuSearchApiPath } from '@portal/contracts/catalog-pages';
import {
  WEEKLY_PICKS_PATH,
  categoryPageApiPaths,
  isCategoryPageName,
  topPicksApiPath,
  weeklyPicksApiPath,
} from '@portal/contracts/catalog-lists';
import { mapMarkersApiPath } from '@portal/contracts/map-area';
import { favoritesPageFromUrl, favoritesPath } from '@portal/contracts/member-lists';
import { issueCsrfToken } from '../../lib/tokens.ts';

/**
 * The GET calls a page makes as it first loads, answered by the BFF inside the page's HTML (ADR 0018): the SPA
 * then renders at once instead of waiting for its script and then for a round trip per call. These are the exact
 * URLs the SPA's API modules build (apps/web/src/features/…/api); a call missing here is simply fetched by the SPA,
 * and the e2e test `first-load.spec.ts` fails when a key page still fetches one of these.
 */
const EVERY_PAGE = ['/v1/top/session', '/v1/config', '/v1/cms/header_footer?bsCode=CR'];
/**
 * What the header shows a signed-in member on every page: `POST /v1/users/my`, a read that the spec makes a POST.
 * Its answer is keyed `POST /v1/users/my` in the page (the SPA takes a bodiless POST's answer under that key).
 */
const EVERY_MEMBER_PAGE_POSTS = ['/v1/users/my'];

/** The category pages (spec portal.md §2): each shows the CMS blocks of its location code, its route name. */
const CATEGORY_PAGES: readonly string[] = CMS_PAGE_LOCATION_CODES.filter((code) => code !== 'top');

/** コンビニ決済ワンタイムパスワード on the embedded life host (docs/payments-one-time-password.md). */
const ONE_TIME_PASSWORD_PATH = '/oneTimePassword';

const NEWS_ID = /^\/information\/([A-Za-z0-9_-]{1,64})$/;

/** What a key page needs first: its own API calls, and the SPA modules (route and widgets) that render it. */
export interface PageNeeds {
  calls: string[];
  /** Source paths as the build manifest names them (`src/features/…`), for the page's module preloads. */
  modules: string[];
  /**
   * Whether the server renders the page's HTML (ADR 0020): the public key pages, and a member's status page when
   * the browser's level-1 guard would let it show (its hint cookies are present); else the guard runs first, in the
   * browser, and sends the visitor to the login.
   */
  serverRendered: boolean;
}

const NONE: PageNeeds = { calls: [], modules: [], serverRendered: false };

/** Who asks for the page: a session cookie, and the level-1 hint cookies the browser's route guard reads. */
export interface PageViewer {
  member: boolean;
  level1Hints: boolean;
}

/** A key page's needs, from its path and query; other pages get the shell's calls only. */
export function pageNeeds(pathname: string, query: URLSearchParams, viewer: PageViewer): PageNeeds {
  if (pathname === '/') {
    return {
      calls: [
        '/v1/cms/special_page?view_area=Home&page_limit=12',
        '/v1/cms/block_contents?locationCode=top',
        '/v1/cms/news?important=1&limit=3',
        '/v1/cms/news?important=0&limit=5',
        // 今月のおすすめ優待: its tiles load as the member nears them, and find their answer here.
        topPicksApiPath(),
      ],
      modules: ['src/app/home-page.tsx'],
      serverRendered: true,
    };
  }
  if (pathname === WEEKLY_PICKS_PATH) {
    return {
      calls: [weeklyPicksApiPath()],
      modules: ['src/features/catalog/picks/weekly-picks-page.tsx'],
      serverRendered: true,
    };
  }
  if (pathname === '/information') {
    const plain = [...query.keys()].length === 0;
    return {
      calls: plain ? ['/v1/cms/news/menu', '/v1/cms/news?page=1&limit=20'] : [],
      modules: ['src/features/news/information-list-page.tsx'],
      serverRendered: true,
    };
  }
  const news = NEWS_ID.exec(pathname);
  if (news) {
    return {
      calls: [`/v1/cms/news/${news[1]}`],
      modules: ['src/features/news/news-detail-page.tsx'],
      serverRendered: true,
    };
  }
  const category = pathname.slice(1);
  if (CATEGORY_PAGES.includes(category)) {
    return {
      calls: [
        `/v1/cms/block_contents?locationCode=${category}`,
        // The category's privileges (its middle categories, newest and ranking), rendered with the page.
        ...(isCategoryPageName(category) ? categoryPageApiPaths(category) : []),
      ],
      modules: ['src/features/catalog/category/category-page.tsx'],
      serverRendered: true,
    };
  }
  if (pathname === '/specialPage/detail') {
    const alias = query.get('spid');
    return {
      calls: alias ? [`/v1/cms/special_page?sp_id=${encodeURIComponent(alias)}`] : [],
      modules: ['src/features/special-pages/special-page-detail-page.tsx'],
      serverRendered: true,
    };
  }
  if (isResultsPath(pathname)) {
    return {
      calls: [menuSearchApiPath(pathname, query)],
      modules: ['src/features/catalog/results/results-page.tsx'],
      serverRendered: true,
    };
  }
  const menuNo = detailMenuNo(pathname);
  if (menuNo) {
    return {
      calls: [menuDetailApiPath(menuNo)],
      modules: ['src/features/catalog/detail/menu-detail-page.tsx'],
      serverRendered: true,
    };
  }
  if (pathname === '/map') {
    const markers = mapMarkersApiPath(query);
    return {
      // The filters' code lists, and the markers of the URL's conditions (the list beside the map shows them).
      calls: ['/v1/enum/categories', '/v1/enum/codes/area/large', ...(markers ? [markers] : [])],
      modules: ['src/features/catalog/map/map-page.tsx'],
      serverRendered: true,
    };
  }
  if (pathname === '/memberStatus' && viewer.member) {
    return {
      calls: [
        '/v1/serviceusage/service_usage_status',
        '/v1/points/benepo',
        '/v1/points/cafe',
        '/v1/points/benepo/history?commandType=1&page=0&size=10',
      ],
      modules: ['src/features/membership/member-status-page.tsx'],
      serverRendered: viewer.level1Hints,
    };
  }
  if (pathname === '/favorite' && viewer.member) {
    return {
      calls: [favoritesPath(favoritesPageFromUrl(query.get('page')) - 1)],
      modules: ['src/features/catalog/favorites/favorite-page.tsx'],
      serverRendered: viewer.level1Hints,
    };
  }
  if (pathname === ONE_TIME_PASSWORD_PATH && viewer.member) {
    // No call of its own: the member's numbers come from the header's `POST /v1/users/my`, in every member page.
    return {
      calls: [],
      modules: ['src/features/payments/one-time-password-page.tsx'],
      serverRendered: viewer.level1Hints,
    };
  }
  return NONE;
}

export interface FirstLoadAnswer {
  status: number;
  body: unknown;
}

export interface FirstLoadData {
  /** URL → answer, for the SPA's API client. */
  answers: Record<string, FirstLoadAnswer>;
  /** Set-Cookie headers the calls gave (the CSRF token of the session probe), for the page's own answer. */
  setCookies: string[];
  /** Whether an answer depends on the member's session: the page must then not be shared by caches. */
  personal: boolean;
}

/** A browser that holds a session cookie (whether the session is live, the calls themselves decide). */
export function isMemberRequest(request: FastifyRequest): boolean {
  return request.cookies[SESSION_COOKIE] !== undefined;
}

/**
 * Runs the page's first-load calls through the app itself (`inject`: the same routes, hooks, validation and
 * caches as the SPA's own fetches would meet), with the browser's cookies; a member's read-only POST calls too.
 * Only 200 answers are kept: anything
 * else (an error, a CMS outage without a stale copy) the SPA fetches and handles as usual.
 */
export interface FirstLoadPosts {
  /** The origin the security plugin expects of a POST (PUBLIC_ORIGIN). */
  origin: string;
  /** SESSION_SECRET, to mint the CSRF token pair of the page's own read-only POST calls. */
  csrfSecret: string;
}

/** The browser's cookies with our own CSRF cookie in place of any it sent. */
function withCsrfCookie(cookieHeader: string | undefined, token: string): string {
  const others = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !pair.startsWith(`${CSRF_COOKIE}=`));
  return [...others, `${CSRF_COOKIE}=${token}`].join('; ');
}

export async function collectFirstLoadData(
  app: FastifyInstance,
  request: FastifyRequest,
  needs: PageNeeds,
  posts: FirstLoadPosts,
): Promise<FirstLoadData> {
  const member = isMemberRequest(request);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const calls: { key: string; method: 'GET' | 'POST'; url: string; headers: Record<string, string> }[] = [
    ...EVERY_PAGE,
    ...needs.calls,
  ].map((url) => ({ key: url, method: 'GET', url, headers }));
  if (member) {
    // A read-only POST passes the same Origin and CSRF checks as the browser's own would, with a token of its own.
    const csrf = issueCsrfToken(posts.csrfSecret, request.cookies[SESSION_COOKIE]);
    const postHeaders: Record<string, string> = {
      ...headers,
      origin: posts.origin,
      cookie: withCsrfCookie(headers.cookie, csrf),
      [CSRF_HEADER]: csrf,
    };
    for (const url of EVERY_MEMBER_PAGE_POSTS) {
      calls.push({ key: `POST ${url}`, method: 'POST', url, headers: postHeaders });
    }
  }
  const results = await Promise.all(
    calls.map(async ({ key, ...call }) => {
      try {
        // From the browser's own address, so that per-address rate limits count the member, not the server.
        return { call: key, response: await app.inject({ ...call, remoteAddress: request.ip }) };
      } catch {
        return { call: key, response: null };
      }
    }),
  );
  const answers: Record<string, FirstLoadAnswer> = {};
  const setCookies: string[] = [];
  for (const { call, response } of results) {
    if (!response) continue;
    const cookies = response.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('application/json'))
      continue;
    try {
      answers[call] = { status: 200, body: JSON.parse(response.body) as unknown };
    } catch {
      // not JSON after all: the SPA fetches it
    }
  }
  return { answers, setCookies, personal: member };
}

/** JSON inside HTML: nothing in it may close the element or end a line for a script parser. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The answers as a JSON data block for the HTML. `<` is escaped so no answer can close the element; a data block
 * is not script, so the CSP (`script-src 'self'`) needs no nonce for it.
 */
export function firstLoadDataElement(data: FirstLoadData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_IDS.firstLoad}">${jsonForHtml(data.answers)}</script>`;
}
