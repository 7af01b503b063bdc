import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { menuSearchResponse, menuSummary } from '../../../testing/catalog-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { WEEKLY_PICKS_PATH } from '@portal/contracts/catalog-lists';
import { WEEKLY_PICKS_LINK } from './monthly-picks-slot.tsx';

describe('今週のおすすめ優待 (/weeklyPicks, spec portal.md §2 "weekly picks")', () => {
  it('shows the catalogue’s six newest privileges under its heading, with a link to all new privileges', async () => {
    const asked: string[] = [];
    renderApp('/weeklyPicks', {
      handlers: [
        http.get('*/v1/catalog/menus', ({ request }) => {
          asked.push(new URL(request.url).search);
          return HttpResponse.json(
            menuSearchResponse(
              Array.from({ length: 6 }, (_, i) => menuSummary(String(2000501 + i), { menuNm: `新着${i + 1}` })),
            ),
          );
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '今週のおすすめ優待' })).toBeInTheDocument();
    // Headings descend in order (Lighthouse heading-order): h1, the list's h2, the tiles' h3.
    expect(screen.getByRole('heading', { level: 2, name: '今週のおすすめ優待の一覧' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: '新着1' })).toHaveAttribute('href', '/menus/2000501');
    expect(screen.getByRole('link', { name: '新着の優待をもっと見る' })).toHaveAttribute('href', '/menus?sort=newest');
    expect(asked).toEqual(['?sort=newest&size=6']);
  });

  it('says so when nothing is new', async () => {
    renderApp('/weeklyPicks', {
      handlers: [http.get('*/v1/catalog/menus', () => HttpResponse.json(menuSearchResponse([])))],
    });
    expect(await screen.findByText('今週のおすすめ優待は準備中です。')).toBeInTheDocument();
  });

  it('holds the tiles’ room while loading, and offers a retry when the catalogue fails', async () => {
    let fail = true;
    renderApp('/weeklyPicks', {
      handlers: [
        http.get('*/v1/catalog/menus', () =>
          fail
            ? HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })
            : HttpResponse.json(menuSearchResponse([menuSummary('2000601', { menuNm: '戻った優待' })])),
        ),
      ],
    });
    expect(await screen.findByTestId('privilege-tiles-skeleton')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('優待を取得できませんでした。');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('link', { name: '戻った優待' })).toBeInTheDocument();
  });

  it('is linked from the top page’s 今月のおすすめ優待', async () => {
    renderApp('/');
    const picks = await screen.findByRole('region', { name: '今月のおすすめ優待' });
    expect(within(picks).getByRole('link', { name: '今週のおすすめ優待を見る' })).toHaveAttribute(
      'href',
      '/weeklyPicks',
    );
    expect(WEEKLY_PICKS_LINK).toBe(WEEKLY_PICKS_PATH);
  });
});
