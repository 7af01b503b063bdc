import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { userFor } from '../../../testing/fixtures.ts';

async function openDrawer(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp(path, options);
  const banner = await screen.findByRole('banner');
  await app.user.click(within(banner).getByRole('button', { name: 'メニュー' }));
  const drawer = await screen.findByRole('dialog', { name: 'メニュー' });
  return { ...app, drawer };
}

describe('drawer menu (spec portal.md §2, search.md §6)', () => {
  it('shows the name with 様, 本人/家族, 会員ID, 店頭番号, point tiles and every section to a member', async () => {
    const { drawer } = await openDrawer('/', { user: userFor('principal') });
    expect(await within(drawer).findByText('山田 太郎 様')).toBeInTheDocument();
    expect(within(drawer).getByText('本人')).toBeInTheDocument();
    expect(within(drawer).getByText('100000000001')).toBeInTheDocument();
    expect(within(drawer).getByText('5500000001')).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: '保有ポイント' })).toBeInTheDocument();
    const headings = within(drawer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'クーポン',
      '会員証',
      'お気に入り',
      '閲覧履歴',
      '申込履歴',
      '会員設定',
      'ご利用ガイド',
      'お知らせ',
    ]);
    expect(within(drawer).getByRole('link', { name: 'ライフサービス・トラベル' })).toHaveAttribute(
      'href',
      '/mypage/orders?page=1&sortOrder=desc',
    );
    expect(within(drawer).getByRole('link', { name: 'ご利用ガイド' })).toHaveAttribute(
      'href',
      '/otherPage?other_id=goriyou',
    );
    expect(within(drawer).getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/information');
    expect(within(drawer).getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  });

  it('lists コンビニ決済ワンタイムパスワード under 申込履歴: /oneTimePassword on the life host', async () => {
    const { drawer } = await openDrawer('/', { user: userFor('principal') });
    const orders = await within(drawer).findByRole('region', { name: '申込履歴' });
    await waitFor(() =>
      expect(
        within(orders)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['ライフサービス・トラベル', '給トク払い', 'コンビニ決済ワンタイムパスワード']),
    );
    expect(within(orders).getByRole('link', { name: 'コンビニ決済ワンタイムパスワード' })).toHaveAttribute(
      'href',
      'https://life.example.test/oneTimePassword',
    );
  });

  it('shows 氏名未設定 様 and 家族 as the member is', async () => {
    const { drawer } = await openDrawer('/', { user: userFor('noname') });
    expect(await within(drawer).findByText('氏名未設定 様')).toBeInTheDocument();
  });

  it('links 給トク払い to the payment URL for a 給トク member', async () => {
    const { drawer } = await openDrawer('/', { user: userFor('kyutoku') });
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: '給トク払い' })).toHaveAttribute(
        'href',
        'https://pay.example.test/kyutoku',
      ),
    );
  });

  it('links 給トク払い to the information page for other members', async () => {
    const { drawer } = await openDrawer('/', { user: userFor('principal') });
    expect(await within(drawer).findByRole('link', { name: '給トク払い' })).toHaveAttribute(
      'href',
      '/otherPage?other_id=kyutoku',
    );
  });

  it('shows ログイン and the public sections to a visitor', async () => {
    const { drawer } = await openDrawer('/faq');
    expect(await within(drawer).findByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/v1/top/login?back_uri=%2Ffaq',
    );
    expect(within(drawer).queryByText('クーポン')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'お知らせ' })).toBeInTheDocument();
  });

  it('opens ご利用ガイド, the user guide goriyou (search.md §2), as the mega-menu does, and closes on the way', async () => {
    const { user, drawer, router } = await openDrawer('/');
    const guide = await within(drawer).findByRole('link', { name: 'ご利用ガイド' });
    expect(guide).toHaveAttribute('href', '/otherPage?other_id=goriyou');
    await user.click(guide);
    await waitFor(() => expect(router.state.location.pathname).toBe('/otherPage'));
    expect(router.state.location.search).toBe('?other_id=goriyou');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'メニュー' })).not.toBeInTheDocument());
  });

  it('locks page scroll while open and closes on Escape', async () => {
    const { user } = await openDrawer('/');
    expect(document.documentElement).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'メニュー' })).not.toBeInTheDocument());
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('closes on route change', async () => {
    const { user, drawer, router } = await openDrawer('/', { user: userFor('principal') });
    await user.click(await within(drawer).findByRole('link', { name: 'お知らせ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/information'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'メニュー' })).not.toBeInTheDocument());
  });

  it('hides for 500 ms during a window resize', async () => {
    await openDrawer('/');
    const overlay = screen.getByRole('dialog', { name: 'メニュー' }).closest('.fixed.inset-0') as HTMLElement;
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(overlay).toHaveClass('invisible'));
    await waitFor(() => expect(overlay).not.toHaveClass('invisible'), { timeout: 1500 });
  });
});
