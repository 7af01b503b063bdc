import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { LEVEL1_PATHS } from '@portal/contracts/access';
import { BACK_URI_COOKIE, HINT_COOKIES } from '@portal/contracts/cookies';
import { browserNavigation } from '../lib/browser-navigation.ts';
import { readCookie } from '../lib/cookies.ts';
import { renderApp } from '../testing/render-app.tsx';
import { userFor } from '../testing/fixtures.ts';
import { createRoutes } from './routes.tsx';

const inOneHour = () => String(Date.now() + 3_600_000);
const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/`;
};

describe('route table (spec portal.md §2)', () => {
  it('replaces an unknown path with /404: ページが見つかりません。', async () => {
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByText('ページが見つかりません。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | ライフエール'));
  });

  it('lists every path of its own table on /page-list (development builds), once each and without the catch-all', async () => {
    renderApp('/page-list');
    expect(await screen.findByRole('link', { name: '/memberStatus' })).toHaveAttribute('href', '/memberStatus');
    expect(screen.getByRole('link', { name: '/newsDetail/:id' })).toHaveAttribute('href', '/newsDetail/1');
    expect(screen.getAllByRole('link', { name: '/page-list' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: '/*' })).not.toBeInTheDocument();
  });

  it('shows the top page with its news section and sets "<page title> | ライフエール"', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'ライフエール' })).toBeInTheDocument();
    const news = document.getElementById('news');
    expect(news).not.toBeNull();
    // No news published (the MSW BFF answers empty documents).
    expect(await within(news as HTMLElement).findByText('該当するお知らせはありません。')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('トップ | ライフエール'));
  });

  it.each([
    ['/leisure', 'レジャー・エンタメ', 'leisure'],
    ['/gourmet', 'グルメ', 'gourmet'],
    ['/life', '暮らし', 'life'],
  ])('serves %s from the shared category page chosen by its type value', async (path, title, type) => {
    const { container } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.querySelector(`[data-category="${type}"]`)).not.toBeNull();
    // No block contents for the location, nor privileges in the catalogue yet: its lists say so.
    await waitFor(() => expect(screen.getAllByText('このカテゴリの優待は準備中です。')).toHaveLength(2));
  });

  it.each([
    ['/information/42', 'お知らせ詳細', 'お知らせ'],
    ['/newsDetail/7', 'ニュース詳細', 'ニュース'],
    ['/specialPage/detail?spid=summer', '特集ページ', '特集ページ一覧'],
  ])('shows a page frame with title and breadcrumb on %s', async (path, title, parent) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: parent })).toBeInTheDocument();
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
    // The MSW BFF has no such document.
    expect(
      await screen.findByText('ご選択いただいたページは現在存在しないか、ご利用いただけません。'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | ライフエール`));
  });

  it.each([
    ['/special', '表示するデータがありません'],
    ['/faq', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    ['/otherPage?other_id=goriyou', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    ['/news', '該当するお知らせはありません。'],
    ['/information', '該当するお知らせはありません。'],
    ['/specialPage', '表示するデータがありません'],
    ['/otherPage?other_id=travel_guide', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    ['/entry-already', 'すでにご入会済みです。'],
    ['/not-member', 'ライフエールにご入会されていません。'],
    ['/entry-error', 'ご利用条件を満たしていないため、ご入会いただけません。'],
    ['/nly-promotion', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    ['/promotion', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    ['/lifeyell-kiyaku', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    ['/yell', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    ['/benepo', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    ['/howToPay', 'ご選択いただいたページは現在存在しないか、ご利用いただけません。'],
    [
      '/preview?path=%2F',
      'プレビューの認証が無効か、有効期限が切れています。CMS からもう一度プレビューを開いてください。',
    ],
  ])('never shows a blank screen on %s (with no CMS content: %s)', async (path, text) => {
    const { router } = renderApp(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it.each(['/orders/confirm?type=continue', '/orders/complete?type=continue'])(
    '%s is a member’s step (level 1): a visitor goes to the login and comes back to it',
    async (path) => {
      renderApp(path);
      await waitFor(() =>
        expect(browserNavigation.assign).toHaveBeenCalledWith(`/v1/top/login?back_uri=${encodeURIComponent(path)}`),
      );
    },
  );
});

describe('/map', () => {
  it('is the portal’s own map page (features/catalog/map), not a forward to another site', async () => {
    renderApp('/map');
    expect(await screen.findByRole('heading', { level: 1, name: '地図から探す' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: '地図の絞り込み' })).toBeInTheDocument();
    expect(browserNavigation.replace).not.toHaveBeenCalled();
  });
});

describe('error pages (spec portal.md §8)', () => {
  it.each([
    ['/session-time-out', 'セッションタイムアウトになりました。再度ログインしてください'],
    ['/line-busy-error', 'ただいま大変混み合っております。しばらくたってから再度お試しください。'],
    ['/contract-error', 'お使いの端末、もしくはご契約内容ではライフエールのご利用ができません。'],
    ['/system-error', 'システムエラーが発生しました｡'],
    ['/device-error', 'お使いの端末ではライフエールをご利用いただけません。'],
    ['/404', 'ページが見つかりません。'],
    ['/error', 'エラーが発生しました。'],
    ['/maintenance', 'ただいまメンテナンス中です。'],
  ])('%s says 「%s」', async (path, text) => {
    renderApp(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('the session time-out page links to the login', async () => {
    renderApp('/session-time-out');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/v1/top/login?back_uri=%2F',
    );
  });

  it('the system error page shows the customer centre, its hours and the contract line’s (spec portal.md §8, §9)', async () => {
    renderApp('/system-error');
    const heading = await screen.findByRole('heading', { name: 'ライフエール カスタマーセンター' });
    const centre = within(heading.closest('section')!);
    // The deployment's number from GET /v1/config (testConfig), the one the mails and the CMS seed use.
    expect(centre.getByRole('link', { name: '0120-123-456' })).toHaveAttribute('href', 'tel:0120123456');
    expect(centre.getByText('10:00〜18:00（平日・土日祝日）')).toBeInTheDocument();
    expect(centre.getByText('ご契約に関するお問い合わせ')).toBeInTheDocument();
    expect(centre.getByText('10:00〜19:00')).toBeInTheDocument();
    expect(screen.queryByText('0120-000-000')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('システムエラー | ライフエール'));
  });
});

/** The route of the given id, anywhere in the table. */
function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inside = route.children ? findRoute(route.children, id) : undefined;
    if (inside) return inside;
  }
  return undefined;
}

describe('route guards, wired into the router', () => {
  it('guards exactly the shared list of member-only pages that the BFF never returns a cancelled login to (no loop)', () => {
    const level1 = findRoute(createRoutes(), 'level1');
    const guarded = (level1?.children ?? []).map((route) => `/${route.path ?? ''}`);
    expect(guarded.sort()).toEqual([...LEVEL1_PATHS].sort());
  });

  it('sends a visitor on a level-1 route to login and writes back_uri', async () => {
    renderApp('/memberStatus?from=top');
    await waitFor(() =>
      expect(browserNavigation.assign).toHaveBeenCalledWith('/v1/top/login?back_uri=%2FmemberStatus%3Ffrom%3Dtop'),
    );
    expect(readCookie(BACK_URI_COOKIE)).toBe('/memberStatus?from=top');
    expect(screen.queryByText('このページは準備中です。')).not.toBeInTheDocument();
  });

  it('asks for auth_type=1 on /entry', async () => {
    renderApp('/entry');
    await waitFor(() =>
      expect(browserNavigation.assign).toHaveBeenCalledWith('/v1/top/login?back_uri=%2Fentry&auth_type=1'),
    );
  });

  it('shows a level-1 page when both hint cookies are present', async () => {
    setCookie(HINT_COOKIES.level1, inOneHour());
    setCookie(HINT_COOKIES.userLimit, inOneHour());
    renderApp('/app-withdraw', { user: userFor('principal') });
    expect(await screen.findByRole('heading', { level: 1, name: '退会のお手続き' })).toBeInTheDocument();
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('checks again on client-side navigation into a level-1 route', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'ライフエール' });
    // The navigation stays pending while the browser leaves for the login.
    void router.navigate('/favorite');
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/v1/top/login?back_uri=%2Ffavorite'));
  });

  it('sends a my-page route without the level-2 cookie to the higher-assurance login', async () => {
    renderApp('/mypage/orders?page=1&sortOrder=desc');
    await waitFor(() =>
      expect(browserNavigation.assign).toHaveBeenCalledWith(
        '/v1/top/login?acr_value=2&back_uri=%2Fmypage%2Forders%3Fpage%3D1%26sortOrder%3Ddesc',
      ),
    );
    expect(readCookie(BACK_URI_COOKIE)).toBe('/mypage/orders?page=1&sortOrder=desc');
  });

  it('replaces the page with the my-page site when the level-2 cookie is present', async () => {
    setCookie(HINT_COOKIES.level2, inOneHour());
    renderApp('/mypage/coupon/member?sort=getCouponDatetime');
    await waitFor(() =>
      expect(browserNavigation.replace).toHaveBeenCalledWith(
        'https://mypage.example.test/mypage/coupon/member?sort=getCouponDatetime',
      ),
    );
  });

  it('handles /mypage itself', async () => {
    setCookie(HINT_COOKIES.level2, inOneHour());
    renderApp('/mypage');
    await waitFor(() => expect(browserNavigation.replace).toHaveBeenCalledWith('https://mypage.example.test/mypage'));
  });

  it('sends feature phones to /device-error on every route', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('DoCoMo/2.0 P903i(c100;TB;W24H12)');
    const { router } = renderApp('/leisure');
    expect(await screen.findByText('お使いの端末ではライフエールをご利用いただけません。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device-error');
  });
});

describe('route error boundary', () => {
  it('shows the system error with a reload button instead of crashing', async () => {
    const { router, user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'ライフエール' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A route whose lazy module fails to load, as a failed chunk download would.
    router.patchRoutes('pages', [
      { path: 'broken', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
    ]);
    await router.navigate('/broken');
    expect(await screen.findByText('システムエラーが発生しました｡')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(browserNavigation.reload).toHaveBeenCalled();
  });
});
