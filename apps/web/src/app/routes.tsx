import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { hasLevel1Hints } from '@portal/contracts/access';
import { paths } from '../config/paths.ts';
import { publicConfigQueryOptions } from '../config/public-config.ts';
import { headerFooterQueryOptions } from '../content/api/get-header-footer.ts';
import { previewStore } from '../content/preview-state.ts';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary.tsx';
import {
  featurePhoneMiddleware,
  level1Middleware,
  level1ServerCheck,
  mypageLoader,
} from '../features/auth/route-guards.ts';
import { lazyPage, type PageModule } from '../lib/lazy-page.ts';
import { loadQueries, onServer, queryClientContext } from '../lib/route-data.ts';
import { CATEGORY_TYPES, type CategoryType, type RouteHandle } from '../lib/route-handle.ts';
import { sessionQueryKey, sessionQueryOptions, type Session } from '../lib/session/get-session.ts';
import { userQueryOptions } from '../lib/session/get-user.ts';
import { readHintCookies } from '../lib/session/hint-cookies.ts';
import { AppLoading } from './app-loading.tsx';
import { AppShell } from './app-shell.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';

/**
 * The route table of spec portal.md §2. Every page is a lazy route module, named by its file; /authorization/*
 * callbacks are served by the BFF and never reach the SPA. A page marked `serverRendered` arrives as HTML rendered
 * by the BFF after its route's loader (ADR 0032); the others are rendered in the browser.
 */

/**
 * The page modules, by file: one chunk each, loaded with the route. The BFF preloads a page's chunk and what it
 * imports from the build manifest, whose keys are these files (`src/…`). The debug pages are not among them
 * (devPages), so that production builds hold none of their code.
 */
const pageModules = import.meta.glob<PageModule>([
  './home-page.tsx',
  './other-page.tsx',
  '../features/**/*-page.tsx',
  '!../features/**/components/**',
  '!../features/dev-tools/**',
]);

/** A page module's key in the build manifest: its path from the web app's root (`src/features/…`). */
export function manifestKey(file: string): string {
  return new URL(file, 'file:///src/app/routes.tsx').pathname.slice(1);
}

function pageModule(file: string) {
  const load = pageModules[file];
  if (!load) throw new Error(`No page module ${file}`);
  return lazyPage(load);
}

const categoryRouteName: Record<CategoryType, string> = {
  leisure: 'CrlyLeisure',
  gourmet: 'CrlyGourmet',
  childcare: 'CrlyChildcare',
  shopping: 'CrlyShopping',
  relaxation: 'CrlyRelaxation',
  sports: 'CrlySports',
  travel: 'CrlyTravel',
  car: 'CrlyCar',
  original: 'CrlyOriginal',
  school: 'CrlySchool',
  life: 'CrlyLife',
};

/** A page of the table: its path, its handle and its module's file (relative to this one). */
const page = (path: string, handle: Omit<RouteHandle, 'module'>, file: string): RouteObject => ({
  path,
  handle: { ...handle, module: manifestKey(file) } satisfies RouteHandle,
  lazy: pageModule(file),
});

const categoryPage = '../features/catalog/category/category-page.tsx';
const membershipChoicePage = '../features/membership/membership-choice-page.tsx';
const serviceErrorPage = '../features/errors/service-error-page.tsx';
const resultsPage = '../features/catalog/results/results-page.tsx';
const menuDetailPage = '../features/catalog/detail/menu-detail-page.tsx';

const publicPages: RouteObject[] = [
  {
    index: true,
    handle: { title: 'top', serverRendered: true, module: manifestKey('./home-page.tsx') } satisfies RouteHandle,
    lazy: pageModule('./home-page.tsx'),
  },
  ...CATEGORY_TYPES.map((category) =>
    page(
      category,
      { title: category, category, routeName: categoryRouteName[category], serverRendered: true },
      categoryPage,
    ),
  ),
  page('special', { title: 'special' }, '../features/special-pages/special-features-page.tsx'),
  // 今週のおすすめ優待 (spec portal.md §2 "weekly picks"; docs/catalog-category-pages.md).
  page(
    'weeklyPicks',
    { title: 'weeklyPicks', serverRendered: true },
    '../features/catalog/picks/weekly-picks-page.tsx',
  ),
  page('map', { title: 'map', serverRendered: true }, '../features/catalog/map/map-page.tsx'),
  // The embedded life, stay and shop hosts (issue 12): results and a privilege's page on the widgets' own URLs.
  page('menus', { title: 'menus', serverRendered: true }, resultsPage),
  page('menus/tour', { title: 'menus', serverRendered: true }, resultsPage),
  page('search/menu', { title: 'menus', serverRendered: true }, resultsPage),
  page('menus/:menuNo', { title: 'menuDetail', serverRendered: true }, menuDetailPage),
  page('dp/menus/:menuNo', { title: 'menuDetail', serverRendered: true }, menuDetailPage),
  page('public-stay/menus/:menuNo', { title: 'menuDetail', serverRendered: true }, menuDetailPage),
  page('faq', { title: 'faq' }, '../features/faq/faq-page.tsx'),
  // /guide (portal.md §2) is the user guide, whose one address is its other page (search.md §2; ADR 0005).
  {
    path: 'guide',
    handle: { title: 'guide', serverRendered: true } satisfies RouteHandle,
    loader: () => replace(paths.guide),
  },
  page('news', { title: 'news' }, '../features/news/news-page.tsx'),
  page(
    'newsDetail/:id',
    { title: 'newsDetail', parents: [{ to: '/news', title: 'news' }] },
    '../features/news/news-detail-page.tsx',
  ),
  page('information', { title: 'information', serverRendered: true }, '../features/news/information-list-page.tsx'),
  page(
    'information/:id',
    {
      title: 'informationDetail',
      parents: [{ to: paths.information, title: 'information' }],
      serverRendered: true,
    },
    '../features/news/news-detail-page.tsx',
  ),
  page('specialPage', { title: 'specialPage' }, '../features/special-pages/special-page-list-page.tsx'),
  page(
    'specialPage/detail',
    {
      title: 'specialPageDetail',
      parents: [{ to: '/specialPage', title: 'specialPage' }],
      serverRendered: true,
    },
    '../features/special-pages/special-page-detail-page.tsx',
  ),
  page('otherPage', { title: 'otherPage' }, './other-page.tsx'),
  page(
    'withdrawConfirm',
    { title: 'withdrawConfirm', parents: [{ to: '/memberStatus', title: 'memberStatus' }] },
    '../features/membership/withdraw-confirm-page.tsx',
  ),
  page('entry-already', { title: 'entryAlready' }, '../features/enrolment/entry-already-page.tsx'),
  page('not-member', { title: 'notMember' }, '../features/enrolment/not-member-page.tsx'),
  page('entry-error', { title: 'entryError' }, '../features/enrolment/entry-error-page.tsx'),
  page('entryConfirm', { title: 'entryConfirm' }, '../features/enrolment/entry-confirm-page.tsx'),
  page('nly-promotion', { title: 'nlyPromotion' }, '../features/promotions/nly-promotion-page.tsx'),
  page('promotion', { title: 'promotion' }, '../features/promotions/promotion-page.tsx'),
  page('lifeyell-kiyaku', { title: 'terms' }, '../features/terms/terms-page.tsx'),
  page('yell', { title: 'yell' }, '../features/about/yell-page.tsx'),
  page('benepo', { title: 'benepo' }, '../features/points/benepo-page.tsx'),
  // The spec writes "howToPay" without a leading slash; it is a top-level path like the others.
  page('howToPay', { title: 'howToPay' }, '../features/orders/how-to-pay-page.tsx'),
  // Staff arrive here from the CMS's preview button (docs/cms-content-model.md "Preview").
  page('preview', { title: 'preview' }, '../features/preview/preview-page.tsx'),
  // The mail inquiry is open to visitors too: people considering enrolment ask questions (docs/decisions/0013).
  page('mail', { title: 'mailInquiry' }, '../features/contact/inquiry-form-page.tsx'),
  page(
    'mailConfirm',
    { title: 'mailConfirm', parents: [{ to: '/mail', title: 'mailInquiry' }] },
    '../features/contact/inquiry-confirm-page.tsx',
  ),
  page(
    'mailFinish',
    { title: 'mailFinish', parents: [{ to: '/mail', title: 'mailInquiry' }] },
    '../features/contact/inquiry-finish-page.tsx',
  ),
];

/** Level-1 routes (spec portal.md §6): the middleware checks the hint cookies on every navigation into them. */
const level1Pages: RouteObject = {
  id: 'level1',
  middleware: [level1Middleware],
  // The middleware runs in the browser only: on the server, this check lets a page render only for a member whose
  // hint cookies the browser's guard would let through; any other request is sent for the browser to guard.
  loader: level1ServerCheck,
  children: [
    page(
      'memberStatus',
      { title: 'memberStatus', serverRendered: true },
      '../features/membership/member-status-page.tsx',
    ),
    page('favorite', { title: 'favorite', serverRendered: true }, '../features/catalog/favorites/favorite-page.tsx'),
    page('entry', { title: 'entry' }, '../features/enrolment/entry-page.tsx'),
    page('registerSuccess', { title: 'registerSuccess' }, '../features/enrolment/register-success-page.tsx'),
    page('app-withdraw', { title: 'appWithdraw', membershipAction: 'withdraw' }, membershipChoicePage),
    page('app-continue', { title: 'appContinue', membershipAction: 'continue' }, membershipChoicePage),
    // The confirm and complete steps of a continuation or its cancellation (features/membership/order-type.ts).
    page('orders/confirm', { title: 'orderConfirm' }, '../features/membership/order-confirm-page.tsx'),
    page('orders/complete', { title: 'orderComplete' }, '../features/membership/order-complete-page.tsx'),
    page('opinion', { title: 'opinion' }, '../features/contact/opinion-form-page.tsx'),
    page(
      'opinionConfirm',
      { title: 'opinionConfirm', parents: [{ to: '/opinion', title: 'opinion' }] },
      '../features/contact/opinion-confirm-page.tsx',
    ),
    page(
      'opinionRegister',
      { title: 'opinionRegister', parents: [{ to: '/opinion', title: 'opinion' }] },
      '../features/contact/opinion-register-page.tsx',
    ),
    // コンビニ決済ワンタイムパスワード: the life host's page, served by the portal when it is the life host (issue 13).
    page(
      'oneTimePassword',
      { title: 'oneTimePassword', serverRendered: true },
      '../features/payments/one-time-password-page.tsx',
    ),
    page(
      'withdrawFinish',
      { title: 'withdrawFinish', parents: [{ to: '/memberStatus', title: 'memberStatus' }] },
      '../features/membership/withdraw-finish-page.tsx',
    ),
  ],
};

const errorPages: RouteObject[] = [
  page('device-error', { title: 'deviceError' }, '../features/errors/device-error-page.tsx'),
  page('system-error', { title: 'systemError' }, '../features/errors/system-error-page.tsx'),
  page('404', { title: 'notFound' }, '../features/errors/not-found-page.tsx'),
  page('error', { title: 'error' }, '../features/errors/generic-error-page.tsx'),
  page('maintenance', { title: 'maintenance' }, '../features/errors/maintenance-page.tsx'),
  page('session-time-out', { title: 'sessionTimeOut' }, '../features/errors/session-time-out-page.tsx'),
  page('line-busy-error', { title: 'busyError', serviceError: 'busy' }, serviceErrorPage),
  page('contract-error', { title: 'contractError', serviceError: 'contract' }, serviceErrorPage),
];

/** Every path of a route table, once each, without the catch-all. */
function routePaths(routes: RouteObject[], prefix = ''): string[] {
  const paths = routes.flatMap((route): string[] => {
    const own = route.index
      ? prefix || '/'
      : route.path
        ? `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
        : prefix;
    const children = route.children ? routePaths(route.children, own) : [];
    return route.path || route.index ? [own, ...children] : children;
  });
  return [...new Set(paths)].filter((path) => path !== '/*');
}

/**
 * Debug routes: development builds only (the branch is dropped from production bundles). /page-list and /dev/routes
 * list the paths of the table they are in: their loader hands them over, so the page needs no route table of its own.
 */
const devPages = (routeTable: () => RouteObject[]): RouteObject[] =>
  import.meta.env.DEV
    ? [
        devPage('components-list', () => import('../features/dev-tools/components-list-page.tsx')),
        {
          ...devPage('page-list', () => import('../features/dev-tools/page-list-page.tsx')),
          loader: () => routePaths(routeTable()),
        },
        {
          ...devPage('dev/routes', () => import('../features/dev-tools/page-list-page.tsx')),
          loader: () => routePaths(routeTable()),
        },
        devPage('demo', () => import('../features/dev-tools/demo-page.tsx')),
        devPage('demo/translation', () => import('../features/dev-tools/demo-translation-page.tsx')),
        devPage('demo/elements', () => import('../features/dev-tools/components-list-page.tsx')),
        devPage('api-list', () => import('../features/dev-tools/api-list-page.tsx')),
      ]
    : [];

const devPage = (path: string, load: () => Promise<PageModule>): RouteObject => ({
  path,
  handle: { title: 'top' } satisfies RouteHandle,
  lazy: lazyPage(load),
});

/**
 * The data every page's chrome shows (the header, the footer, the member's area): on the server the page waits for it,
 * in the browser it is asked for as the app starts (route-data.ts).
 */
async function shellLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  // A member's header shows their name. On the server, a request with the member's hint cookies (the BFF passes them
  // on only with a session cookie) asks for the member's record beside the session: the page waits for one round of
  // calls, not two. Should the session have ended meanwhile, that call fails and the page drops it, as any failed
  // call; the session's answer alone says who is there.
  const likelyMember = onServer && hasLevel1Hints(readHintCookies(), Date.now());
  await loadQueries(queryClient, [
    sessionQueryOptions(),
    publicConfigQueryOptions(),
    headerFooterQueryOptions(previewStore.get()),
    ...(likelyMember ? [userQueryOptions()] : []),
  ]);
  // Without the hints, the server asks for the record once the session says who is there.
  if (onServer && !likelyMember && queryClient.getQueryData<Session>(sessionQueryKey)?.authenticated) {
    await loadQueries(queryClient, [userQueryOptions()]);
  }
  return null;
}

export function createRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      middleware: [featurePhoneMiddleware],
      loader: shellLoader,
      Component: AppShell,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: AppLoading,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorBoundary,
          children: [
            ...publicPages,
            level1Pages,
            // /mypage, /mypage/coupon/member?…, /mypage/orders?…, /mypage/benepo, /mypage/setting and the other
            // member-area links: a level-2 check, then a full-page redirect to the my-page site.
            {
              path: 'mypage/*',
              handle: { title: 'mypage' } satisfies RouteHandle,
              loader: mypageLoader,
            },
            ...errorPages,
            ...devPages(() => routes),
            // Every unknown path is replaced by /404 (spec portal.md §8); the server answers the redirect itself.
            {
              path: '*',
              handle: { title: 'notFound', serverRendered: true } satisfies RouteHandle,
              loader: () => replace(paths.notFound),
            },
          ],
        },
      ],
    },
  ];
  return routes;
}
