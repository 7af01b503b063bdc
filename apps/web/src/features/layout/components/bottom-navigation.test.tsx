import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HINT_COOKIES } from '@portal/contracts/cookies';
import { readCookie } from '../../../lib/cookies.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { userFor } from '../../../testing/fixtures.ts';
import { catalogHandlers } from '../../../testing/search-fixtures.ts';

const nav = () => screen.findByRole('navigation', { name: 'モバイルナビゲーション' });

describe('mobile bottom navigation (search.md §2)', () => {
  it('has home, search, my coupon, mypage, favorites and member card', async () => {
    renderApp('/', { user: userFor('principal') });
    const bottom = await nav();
    expect(within(bottom).getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/');
    expect(within(bottom).getByRole('button', { name: '検索' })).toBeInTheDocument();
    expect(within(bottom).getByRole('link', { name: 'マイクーポン' })).toHaveAttribute(
      'href',
      '/mypage/coupon?sort=displayFrom',
    );
    expect(within(bottom).getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/mypage');
    expect(within(bottom).getByRole('link', { name: 'お気に入り' })).toHaveAttribute('href', '/mypage/favorites');
    expect(within(bottom).getByRole('link', { name: '会員証' })).toHaveAttribute('href', '/mypage/personalcard');
  });

  it('opens the search modal with the search panel; the close button closes it', async () => {
    const { user } = renderApp('/', { handlers: catalogHandlers() });
    await user.click(within(await nav()).getByRole('button', { name: '検索' }));
    const dialog = await screen.findByRole('dialog', { name: '検索' });
    expect(await within(dialog).findByRole('tab', { name: 'ライフサービス' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '検索を閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '検索' })).not.toBeInTheDocument());
  });

  it('home on /session-time-out first clears the auth session (hint cookies)', async () => {
    for (const name of Object.values(HINT_COOKIES)) document.cookie = `${name}=${Date.now() + 60_000}; path=/`;
    const { user, router } = renderApp('/session-time-out');
    await screen.findByText('セッションタイムアウトになりました。再度ログインしてください');
    await user.click(within(await nav()).getByRole('link', { name: 'ホーム' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    for (const name of Object.values(HINT_COOKIES)) expect(readCookie(name)).toBeUndefined();
  });

  it('keeps the hint cookies when home is chosen elsewhere', async () => {
    document.cookie = `${HINT_COOKIES.level1}=${Date.now() + 60_000}; path=/`;
    const { user } = renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'よくあるご質問' });
    await user.click(within(await nav()).getByRole('link', { name: 'ホーム' }));
    expect(readCookie(HINT_COOKIES.level1)).toBeDefined();
  });
});
