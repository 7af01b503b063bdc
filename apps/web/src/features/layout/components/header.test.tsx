import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HINT_COOKIES } from '@portal/contracts/cookies';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { userFor } from '../../../testing/fixtures.ts';

const header = () => screen.getByRole('banner');
const ready = () => screen.findByRole('banner');

describe('header (spec portal.md §2, search.md §6)', () => {
  it('shows a ログイン button to logged-out visitors, returning to the current page', async () => {
    renderApp('/faq');
    await ready();
    const login = await within(header()).findByRole('link', { name: 'ログイン' });
    expect(login).toHaveAttribute('href', '/v1/top/login?back_uri=%2Ffaq');
  });

  it('labels the user menu 本人 with the member name for a principal', async () => {
    renderApp('/', { user: userFor('principal') });
    await ready();
    const button = await within(header()).findByRole('button', { name: /本人/ });
    expect(button).toHaveTextContent('本人山田 太郎');
    expect(within(header()).queryByRole('link', { name: 'ログイン' })).not.toBeInTheDocument();
  });

  it('labels the user menu 家族 for a family member', async () => {
    renderApp('/', { user: userFor('family') });
    await ready();
    expect(await within(header()).findByRole('button', { name: /家族/ })).toHaveTextContent('山田 花子');
  });

  it('shows 氏名未設定 when the member has no name', async () => {
    renderApp('/', { user: userFor('noname') });
    await ready();
    expect(await within(header()).findByRole('button', { name: /氏名未設定/ })).toBeInTheDocument();
  });

  it('opens the user menu with 会員ID, 店頭番号 and the member links', async () => {
    const { user } = renderApp('/', { user: userFor('principal') });
    await ready();
    await user.click(await within(header()).findByRole('button', { name: /本人/ }));
    const menu = await screen.findByRole('dialog', { name: '会員メニュー' });
    expect(within(menu).getByText('100000000001')).toBeInTheDocument();
    expect(within(menu).getByText('5500000001')).toBeInTheDocument();
    expect(within(menu).getByText('会員ID')).toBeInTheDocument();
    expect(within(menu).getByText('店頭番号')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/mypage');
    expect(within(menu).getByRole('link', { name: '申込履歴' })).toHaveAttribute(
      'href',
      '/mypage/orders?page=1&sortOrder=desc',
    );
    expect(within(menu).getByRole('link', { name: '閲覧履歴' })).toHaveAttribute('href', '/mypage/visits');
    expect(within(menu).getByRole('link', { name: '会員設定' })).toHaveAttribute('href', '/mypage/setting');
    // コンビニ決済ワンタイムパスワード after 申込履歴: /oneTimePassword on the life host (spec search.md §2).
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['マイページ', '申込履歴', 'コンビニ決済ワンタイムパスワード', '閲覧履歴', '会員設定']);
    expect(within(menu).getByRole('link', { name: 'コンビニ決済ワンタイムパスワード' })).toHaveAttribute(
      'href',
      'https://life.example.test/oneTimePassword',
    );
    expect(within(menu).getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  });

  it('leaves コンビニ決済ワンタイムパスワード out of the user menu of a member without its flag (search.md §6)', async () => {
    const { user } = renderApp('/', { user: userFor('principal', { oneTimePasswordEnabled: false }) });
    await ready();
    await user.click(await within(header()).findByRole('button', { name: /本人/ }));
    const menu = await screen.findByRole('dialog', { name: '会員メニュー' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['マイページ', '申込履歴', '閲覧履歴', '会員設定']);
  });

  it('logs out through POST /v1/top/logout and follows redirectTo', async () => {
    const { browserNavigation } = await import('../../../lib/browser-navigation.ts');
    const { user } = renderApp('/', { user: userFor('principal') });
    await ready();
    await user.click(await within(header()).findByRole('button', { name: /本人/ }));
    await user.click(await screen.findByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/'));
  });

  it('is not sent to the login by a 401 that arrives while the member signs out', async () => {
    const { browserNavigation } = await import('../../../lib/browser-navigation.ts');
    const { apiRequest } = await import('../../../lib/api-client.ts');
    const { user } = renderApp('/', { user: userFor('principal') });
    await ready();
    let ended = false;
    server.use(
      // Before the logout the tiles get their balance as usual (the default handler); after it, 401.
      http.get('*/v1/points/benepo', () => (ended ? new HttpResponse(null, { status: 401 }) : undefined)),
      http.post('*/v1/top/logout', async () => {
        ended = true;
        // The session has ended on the server while a widget's call is still on its way.
        await apiRequest('/v1/points/benepo', { schema: (schemas) => schemas.BenepoBalanceResponseSchema });
        return HttpResponse.json({ data: { redirectTo: '/' } });
      }),
    );
    await user.click(await within(header()).findByRole('button', { name: /本人/ }));
    await user.click(await screen.findByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/'));
    expect(vi.mocked(browserNavigation.assign).mock.calls).toEqual([['/']]);
  });

  it('stops the calls still on their way before it ends the session, so none of them comes back 401', async () => {
    const { browserNavigation } = await import('../../../lib/browser-navigation.ts');
    const { user, queryClient } = renderApp('/', { user: userFor('principal') });
    await ready();
    const order: string[] = [];
    let aborted = false;
    server.use(
      http.get('*/v1/points/benepo', ({ request }) => {
        order.push('benepo asked');
        request.signal.addEventListener('abort', () => {
          aborted = true;
          order.push('benepo stopped');
        });
        return delay('infinite');
      }),
      http.post('*/v1/top/logout', () => {
        order.push('logout');
        return HttpResponse.json({ data: { redirectTo: '/' } });
      }),
    );
    await user.click(await within(header()).findByRole('button', { name: /本人/ }));
    void queryClient.refetchQueries({ queryKey: ['points'] });
    await waitFor(() => expect(order).toContain('benepo asked'));
    await user.click(await screen.findByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/'));
    expect(aborted).toBe(true);
    expect(order.indexOf('benepo stopped')).toBeLessThan(order.indexOf('logout'));
    // A call asked for after that (a widget scrolled into view) waits: the page is about to go.
    void queryClient.refetchQueries({ queryKey: ['points'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order.filter((entry) => entry === 'benepo asked')).toHaveLength(1);
  });

  it('shows the cafe point and ベネポ tiles with thousands separators to a member with the cafeteria', async () => {
    renderApp('/', { user: userFor('principal') });
    await ready();
    const tiles = await within(header()).findByRole('list', { name: '保有ポイント' });
    expect(within(tiles).getByText('カフェテリアポイント')).toBeInTheDocument();
    await waitFor(() => expect(within(tiles).getByText('5,000pt')).toBeInTheDocument());
    expect(within(tiles).getByText('12,300pt')).toBeInTheDocument();
  });

  it("shows the balances of the member's record without asking for them again, and asks once points change", async () => {
    const asked: string[] = [];
    const { queryClient } = renderApp('/', {
      user: userFor('principal'),
      handlers: [
        http.get('*/v1/points/benepo', () => {
          asked.push('benepo');
          return HttpResponse.json({ data: { totalPoint: 12_400 } });
        }),
        http.get('*/v1/points/cafe', () => {
          asked.push('cafe');
          return HttpResponse.json({ data: { appliablePoint: 4_900 } });
        }),
      ],
    });
    await ready();
    const tiles = await within(header()).findByRole('list', { name: '保有ポイント' });
    // POST /v1/users/my read the same ledger balances a moment ago: the tiles show them, no call is made.
    expect(within(tiles).getByText('5,000pt')).toBeInTheDocument();
    expect(within(tiles).getByText('12,300pt')).toBeInTheDocument();
    // Nothing was asked, and nothing is on its way.
    expect(asked).toEqual([]);
    expect(queryClient.isFetching({ queryKey: ['points'] })).toBe(0);
    // After a change of points (the key invalidated), the tiles ask the ledger.
    await queryClient.invalidateQueries({ queryKey: ['points'] });
    await waitFor(() => expect(within(tiles).getByText('12,400pt')).toBeInTheDocument());
    expect(within(tiles).getByText('4,900pt')).toBeInTheDocument();
    expect(asked.sort()).toEqual(['benepo', 'cafe']);
  });

  it('shows only the ベネポ tile when the member has no cafeteria', async () => {
    renderApp('/', { user: userFor('family') });
    await ready();
    const tiles = await within(header()).findByRole('list', { name: '保有ポイント' });
    expect(within(tiles).queryByText('カフェテリアポイント')).not.toBeInTheDocument();
    expect(within(tiles).getByText('800pt')).toBeInTheDocument();
  });

  it('hides the cafe tile when the cafe point value is missing even with the cafeteria enabled', async () => {
    renderApp('/', { user: userFor('principal', { cafePoint: null }) });
    await ready();
    const tiles = await within(header()).findByRole('list', { name: '保有ポイント' });
    expect(within(tiles).queryByText('カフェテリアポイント')).not.toBeInTheDocument();
  });

  it('shows no point tiles to visitors', async () => {
    renderApp('/');
    await ready();
    await within(header()).findByRole('link', { name: 'ログイン' });
    expect(within(header()).queryByRole('list', { name: '保有ポイント' })).not.toBeInTheDocument();
  });

  it('shows 補助クーポン only to members with the flag', async () => {
    const first = renderApp('/', { user: userFor('principal') });
    await ready();
    expect(await within(header()).findByRole('link', { name: '補助クーポン' })).toHaveAttribute(
      'href',
      '/mypage/coupons',
    );
    first.unmount();
    renderApp('/', { user: userFor('family') });
    await ready();
    await within(header()).findByRole('button', { name: /家族/ });
    expect(within(header()).queryByRole('link', { name: '補助クーポン' })).not.toBeInTheDocument();
  });

  it('links マイクーポン and お気に入り to the my-page area', async () => {
    renderApp('/', { user: userFor('principal') });
    await ready();
    await within(header()).findByRole('button', { name: /本人/ });
    expect(within(header()).getByRole('link', { name: 'マイクーポン' })).toHaveAttribute(
      'href',
      '/mypage/coupon?sort=displayFrom',
    );
    expect(within(header()).getByRole('link', { name: 'お気に入り' })).toHaveAttribute('href', '/mypage/favorites');
  });

  it('shows トラベルサービスの使い方 except for business code CR', async () => {
    const first = renderApp('/', { user: userFor('principal') });
    await ready();
    await within(header()).findByRole('button', { name: /本人/ });
    expect(within(header()).getByRole('link', { name: 'トラベルサービスの使い方' })).toHaveAttribute(
      'href',
      '/otherPage?other_id=travel_guide',
    );
    first.unmount();
    renderApp('/', { user: userFor('club') });
    await ready();
    await within(header()).findByRole('button', { name: /本人/ });
    expect(within(header()).queryByRole('link', { name: 'トラベルサービスの使い方' })).not.toBeInTheDocument();
  });

  it('shows the news bell only on the top page, and it scrolls to the news section', async () => {
    const first = renderApp('/', {});
    await ready();
    const bell = await within(header()).findByRole('button', { name: 'お知らせへ移動' });
    await screen.findByText('該当するお知らせはありません。');
    const news = document.getElementById('news') as HTMLElement;
    let scrolled = false;
    news.scrollIntoView = () => {
      scrolled = true;
    };
    await first.user.click(bell);
    expect(scrolled).toBe(true);
    expect(news).toHaveFocus();
    first.unmount();

    renderApp('/faq');

    await ready();
    await screen.findByRole('heading', { level: 1, name: 'よくあるご質問' });
    expect(within(header()).queryByRole('button', { name: 'お知らせへ移動' })).not.toBeInTheDocument();
  });
});

describe('header room for what loads late (issue 11: no layout shift)', () => {
  const sessionPending = http.get('*/v1/top/session', () => delay('infinite'));

  it('keeps ログイン’s room, unseen and unannounced, while the session call is on its way', async () => {
    renderApp('/faq', { handlers: [sessionPending] });
    await ready();
    const placeholder = within(header()).getByTestId('account-placeholder');
    expect(placeholder).toHaveClass('invisible', 'min-h-10', 'px-3');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(within(header()).queryByRole('link', { name: 'ログイン' })).not.toBeInTheDocument();
  });

  it('keeps the room of the point tiles and the user menu from 1024 px when the hint cookies say a member', async () => {
    const inOneHour = String(Date.now() + 3_600_000);
    document.cookie = `${HINT_COOKIES.level1}=${inOneHour}; path=/`;
    document.cookie = `${HINT_COOKIES.userLimit}=${inOneHour}; path=/`;
    renderApp('/faq', { handlers: [sessionPending] });
    await ready();
    const placeholder = within(header()).getByTestId('account-placeholder');
    expect(placeholder).toHaveClass('hidden', 'lg:flex');
    expect(placeholder).not.toHaveClass('invisible');
  });

  it('replaces the room with ログイン once the session says visitor', async () => {
    renderApp('/faq');
    await ready();
    await within(header()).findByRole('link', { name: 'ログイン' });
    expect(within(header()).queryByTestId('account-placeholder')).not.toBeInTheDocument();
  });

  it('shows the search panel’s 検索 button from 1024 px only (the bottom navigation has it below)', async () => {
    renderApp('/faq');
    await ready();
    const search = within(header()).getByRole('button', { name: '検索' });
    expect(search).toHaveClass('hidden', 'lg:inline-flex');
    expect(search.className.split(' ')).not.toContain('inline-flex');
  });
});
