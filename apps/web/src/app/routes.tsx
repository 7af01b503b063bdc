import type { QueryClient } from '@tanstack/react-query';
import { replace, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary.tsx';
import { createMypageLoader, featurePhoneMiddleware, level1Middleware } from '../features/auth/route-guards.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { CATEGORY_TYPES, type CategoryType, type RouteHandle } from '../lib/route-handle.ts';
import { AppLoading } from './app-loading.tsx';
import { AppShell } from './app-shell.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';

/**
 * The route table of spec portal.md §2. Every page is a lazy route module; /authorization/* callbacks are
 * served by the BFF and never reach the SPA.
 */

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

const page = (path: string, handle: RouteHandle, lazy: ReturnType<typeof lazyPage>): RouteObject => ({
  path,
  handle,
  lazy,
});

const categoryPage = lazyPage(() => import('../features/catalog/category/category-page.tsx'));
const membershipChoicePage = lazyPage(() => import('../features/membership/membership-choice-page.tsx'));
const serviceErrorPage = lazyPage(() => import('../features/errors/service-error-page.tsx'));
const resultsPage = lazyPage(() => import('../features/catalog/results/results-page.tsx'));
const menuDetailPage = lazyPage(() => import('../features/catalog/detail/menu-detail-page.tsx'));

const publicPages: RouteObject[] = [
  {
    index: true,
    handle: { title: 'top' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./home-page.tsx')),
  },
  ...CATEGORY_TYPES.map((category) =>
    page(category, { title: category, category, routeName: categoryRouteName[category] }, categoryPage),
  ),
  page(
    'special',
    { title: 'special' },
    lazyPage(() => import('../features/special-pages/special-features-page.tsx')),
  ),
  // 今週のおすすめ優待 (spec portal.md §2 "weekly picks"; docs/catalog-category-pages.md).
  page(
    'weeklyPicks',
    { title: 'weeklyPicks' },
    lazyPage(() => import('../features/catalog/picks/weekly-picks-page.tsx')),
  ),
  page(
    'map',
    { title: 'map' },
    lazyPage(() => import('../features/catalog/map/map-page.tsx')),
  ),
  // The embedded life, stay and shop hosts (issue 12): results and a privilege's page on the widgets' own URLs.
  page('menus', { title: 'menus' }, resultsPage),
  page('menus/tour', { title: 'menus' }, resultsPage),
  page('search/menu', { title: 'menus' }, resultsPage),
  page('menus/:menuNo', { title: 'menuDetail' }, menuDetailPage),
  page('dp/menus/:menuNo', { title: 'menuDetail' }, menuDetailPage),
  page('public-stay/menus/:menuNo', { title: 'menuDetail' }, menuDetailPage),
  page(
    'faq',
    { title: 'faq' },
    lazyPage(() => import('../features/faq/faq-page.tsx')),
  ),
  page(
    'guide',
    { title: 'guide' },
    lazyPage(() => import('../features/tutorial/guide-page.tsx')),
  ),
  page(
    'news',
    { title: 'news' },
    lazyPage(() => import('../features/news/news-page.tsx')),
  ),
  page(
    'newsDetail/:id',
    { title: 'newsDetail', parents: [{ to: '/news', title: 'news' }] },
    lazyPage(() => import('../features/news/news-detail-page.tsx')),
  ),
  page(
    'information',
    { title: 'information' },
    lazyPage(() => import('../features/news/information-list-page.tsx')),
  ),
  page(
    'information/:id',
    { title: 'informationDetail', parents: [{ to: paths.information, title: 'information' }] },
    lazyPage(() => import('../features/news/news-detail-page.tsx')),
  ),
  page(
    'specialPage',
    { title: 'specialPage' },
    lazyPage(() => import('../features/special-pages/special-page-list-page.tsx')),
  ),
  page(
    'specialPage/detail',
    { title: 'specialPageDetail', parents: [{ to: '/specialPage', title: 'specialPage' }] },
    lazyPage(() => import('../features/special-pages/special-page-detail-page.tsx')),
  ),
  page(
    'otherPage',
    { title: 'otherPage' },
    lazyPage(() => import('../features/other-pages/other-page.tsx')),
  ),
  page(
    'withdrawConfirm',
    { title: 'withdrawConfirm', parents: [{ to: '/memberStatus', title: 'memberStatus' }] },
    lazyPage(() => import('../features/membership/withdraw-confirm-page.tsx')),
  ),
  page(
    'entry-already',
    { title: 'entryAlready' },
    lazyPage(() => import('../features/enrolment/entry-already-page.tsx')),
  ),
  page(
    'not-member',
    { title: 'notMember' },
    lazyPage(() => import('../features/enrolment/not-member-page.tsx')),
  ),
  page(
    'entry-error',
    { title: 'entryError' },
    lazyPage(() => import('../features/enrolment/entry-error-page.tsx')),
  ),
  page(
    'entryConfirm',
    { title: 'entryConfirm' },
    lazyPage(() => import('../features/enrolment/entry-confirm-page.tsx')),
  ),
  page(
    'nly-promotion',
    { title: 'nlyPromotion' },
    lazyPage(() => import('../features/promotions/nly-promotion-page.tsx')),
  ),
  page(
    'promotion',
    { title: 'promotion' },
    lazyPage(() => import('../features/promotions/promotion-page.tsx')),
  ),
  page(
    'lifeyell-kiyaku',
    { title: 'terms' },
    lazyPage(() => import('../features/terms/terms-page.tsx')),
  ),
  page(
    'yell',
    { title: 'yell' },
    lazyPage(() => import('../features/about/yell-page.tsx')),
  ),
  page(
    'benepo',
    { title: 'benepo' },
    lazyPage(() => import('../features/points/benepo-page.tsx')),
  ),
  // The spec writes "howToPay" without a leading slash; it is a top-level path like the others.
  page(
    'howToPay',
    { title: 'howToPay' },
    lazyPage(() => import('../features/orders/how-to-pay-page.tsx')),
  ),
  // Staff arrive here from the CMS's preview button (docs/cms-content-model.md "Preview").
  page(
    'preview',
    { title: 'preview' },
    lazyPage(() => import('../features/preview/preview-page.tsx')),
  ),
  // The mail inquiry is open to visitors too: people considering enrolment ask questions (docs/decisions/0013).
  page(
    'mail',
    { title: 'mailInquiry' },
    lazyPage(() => import('../features/contact/inquiry-form-page.tsx')),
  ),
  page(
    'mailConfirm',
    { title: 'mailConfirm', parents: [{ to: '/mail', title: 'mailInquiry' }] },
    lazyPage(() => import('../features/contact/inquiry-confirm-page.tsx')),
  ),
  page(
    'mailFinish',
    { title: 'mailFinish', parents: [{ to: '/mail', title: 'mailInquiry' }] },
    lazyPage(() => import('../features/contact/inquiry-finish-page.tsx')),
  ),
];

/** Level-1 routes (spec portal.md §6): the middleware checks the hint cookies on every navigation into them. */
const level1Pages: RouteObject = {
  middleware: [level1Middleware],
  children: [
    page(
      'memberStatus',
      { title: 'memberStatus' },
      lazyPage(() => import('../features/membership/member-status-page.tsx')),
    ),
    page(
      'favorite',
      { title: 'favorite' },
      lazyPage(() => import('../features/catalog/favorites/favorite-page.tsx')),
    ),
    page(
      'entry',
      { title: 'entry' },
      lazyPage(() => import('../features/enrolment/entry-page.tsx')),
    ),
    page(
      'registerSuccess',
      { title: 'registerSuccess' },
      lazyPage(() => import('../features/enrolment/register-success-page.tsx')),
    ),
    page('app-withdraw', { title: 'appWithdraw', membershipAction: 'withdraw' }, membershipChoicePage),
    page('app-continue', { title: 'appContinue', membershipAction: 'continue' }, membershipChoicePage),
    // The confirm and complete steps of a continuation or its cancellation (features/membership/order-type.ts).
    page(
      'orders/confirm',
      { title: 'orderConfirm' },
      lazyPage(() => import('../features/membership/order-confirm-page.tsx')),
    ),
    page(
      'orders/complete',
      { title: 'orderComplete' },
      lazyPage(() => import('../features/membership/order-complete-page.tsx')),
    ),
    page(
      'opinion',
      { title: 'opinion' },
      lazyPage(() => import('../features/contact/opinion-form-page.tsx')),
    ),
    page(
      'opinionConfirm',
      { title: 'opinionConfirm', parents: [{ to: '/opinion', title: 'opinion' }] },
      lazyPage(() => import('../features/contact/opinion-confirm-page.tsx')),
    ),
    page(
      'opinionRegister',
      { title: 'opinionRegister', parents: [{ to: '/opinion', title: 'opinion' }] },
      lazyPage(() => import('../features/contact/opinion-register-page.tsx')),
    ),
    // コンビニ決済ワンタイムパスワード: the life host's page, served by the portal when it is the life host (issue 13).
    page(
      'oneTimePassword',
      { title: 'oneTimePassword' },
      lazyPage(() => import('../features/payments/one-time-password-page.tsx')),
    ),
    page(
      'withdrawFinish',
      { title: 'withdrawFinish', parents: [{ to: '/memberStatus', title: 'memberStatus' }] },
      lazyPage(() => import('../features/membership/withdraw-finish-page.tsx')),
    ),
  ],
};

const errorPages: RouteObject[] = [
  page(
    'device-error',
    { title: 'deviceError' },
    lazyPage(() => import('../features/errors/device-error-page.tsx')),
  ),
  page(
    'system-error',
    { title: 'systemError' },
    lazyPage(() => import('../features/errors/system-error-page.tsx')),
  ),
  page(
    '404',
    { title: 'notFound' },
    lazyPage(() => import('../features/errors/not-found-page.tsx')),
  ),
  page(
    'error',
    { title: 'error' },
    lazyPage(() => import('../features/errors/generic-error-page.tsx')),
  ),
  page(
    'maintenance',
    { title: 'maintenance' },
    lazyPage(() => import('../features/errors/maintenance-page.tsx')),
  ),
  page(
    'session-time-out',
    { title: 'sessionTimeOut' },
    lazyPage(() => import('../features/errors/session-time-out-page.tsx')),
  ),
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
        page(
          'components-list',
          { title: 'top' },
          lazyPage(() => import('../features/dev-tools/components-list-page.tsx')),
        ),
        {
          ...page(
            'page-list',
            { title: 'top' },
            lazyPage(() => import('../features/dev-tools/page-list-page.tsx')),
          ),
          loader: () => routePaths(routeTable()),
        },
        {
          ...page(
            'dev/routes',
            { title: 'top' },
            lazyPage(() => import('../features/dev-tools/page-list-page.tsx')),
          ),
          loader: () => routePaths(routeTable()),
        },
        page(
          'demo',
          { title: 'top' },
          lazyPage(() => import('../features/dev-tools/demo-page.tsx')),
        ),
        page(
          'demo/translation',
          { title: 'top' },
          lazyPage(() => import('../features/dev-tools/demo-translation-page.tsx')),
        ),
        page(
          'demo/elements',
          { title: 'top' },
          lazyPage(() => import('../features/dev-tools/components-list-page.tsx')),
        ),
        page(
          'api-list',
          { title: 'top' },
          lazyPage(() => import('../features/dev-tools/api-list-page.tsx')),
        ),
      ]
    : [];

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      middleware: [featurePhoneMiddleware],
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
              loader: createMypageLoader(queryClient),
            },
            ...errorPages,
            ...devPages(() => routes),
            // Every unknown path is replaced by /404 (spec portal.md §8).
            { path: '*', loader: () => replace(paths.notFound) },
          ],
        },
      ],
    },
  ];
  return routes;
}
