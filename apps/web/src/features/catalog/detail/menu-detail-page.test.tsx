import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { menuDetailResponse } from '../../../testing/catalog-fixtures.ts';
import { setLoginHints, userFor } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// issue 12 "Privilege detail": a member's visit goes into 閲覧履歴; お気に入り is a toggle for a member and the login
// guidance for a visitor; the coupon's code is a member's.

const MENU = '2000124';

function detailServer(calls: string[], detail = menuDetailResponse(MENU)) {
  let favorite = detail.data.favorite;
  return [
    http.get(`*/v1/catalog/menus/${MENU}`, () =>
      HttpResponse.json({ data: { ...detail.data, favorite } }, { headers: { 'cache-control': 'no-cache' } }),
    ),
    http.post(`*/v1/favorite/viewed/${MENU}`, () => {
      calls.push('viewed');
      return HttpResponse.json({ data: { menuNo: MENU, favorite } });
    }),
    http.put(`*/v1/favorite/menus/${MENU}`, () => {
      calls.push('put');
      favorite = true;
      return HttpResponse.json({ data: { menuNo: MENU, favorite } });
    }),
    http.delete(`*/v1/favorite/menus/${MENU}`, () => {
      calls.push('delete');
      favorite = false;
      return HttpResponse.json({ data: { menuNo: MENU, favorite } });
    }),
  ];
}

describe('a privilege’s page', () => {
  it('records a member’s visit once, and toggles お気に入り on and off', async () => {
    setLoginHints();
    const calls: string[] = [];
    const { user } = renderApp(`/menus/${MENU}`, { user: userFor('principal'), handlers: detailServer(calls) });
    const toggle = await screen.findByRole('button', { name: 'お気に入り' });
    await waitFor(() => expect(calls).toEqual(['viewed']));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toEqual(['viewed', 'put', 'delete']);
  });

  it('shows a member the coupon’s code', async () => {
    const detail = menuDetailResponse(MENU, { coupon: { code: 'BN7K2Q9', barcode: null, conditions: '1回限り' } });
    const calls: string[] = [];
    renderApp(`/menus/${MENU}`, { user: userFor('principal'), handlers: detailServer(calls, detail) });
    expect(await screen.findByText('BN7K2Q9')).toBeInTheDocument();
    expect(screen.queryByText('クーポンのご利用には会員ログインが必要です。')).not.toBeInTheDocument();
    // The visit is recorded before the next test's page opens (its handlers would take the call).
    await waitFor(() => expect(calls).toEqual(['viewed']));
  });

  it('asks a visitor to log in for お気に入り and the coupon, and records nothing', async () => {
    const calls: string[] = [];
    const { user } = renderApp(`/menus/${MENU}`, { handlers: detailServer(calls) });
    expect(await screen.findByText('クーポンのご利用には会員ログインが必要です。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログインしてクーポンを表示' })).toHaveAttribute(
      'href',
      `/v1/top/login?back_uri=%2Fmenus%2F${MENU}`,
    );
    const toggle = screen.getByRole('button', { name: 'お気に入り' });
    expect(toggle).not.toHaveAttribute('aria-pressed');
    await user.click(toggle);
    expect(await screen.findByRole('dialog')).toHaveTextContent('ログイン');
    expect(calls).toEqual([]);
  });

  it('says when the privilege is not there', async () => {
    renderApp('/menus/9999999', {
      handlers: [
        http.get('*/v1/catalog/menus/9999999', () =>
          HttpResponse.json({ error: { code: 'menu_not_found', message: 'x' } }, { status: 404 }),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'お探しの優待は見つかりませんでした。掲載が終了した可能性があります。',
    );
  });
});
