import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { menuSearchResponse, menuSummary } from '../../../testing/catalog-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { TILES_ROOM } from '../components/privilege-tiles-skeleton.tsx';
import { PICKS_ROOM } from './monthly-picks-slot.tsx';
import { LIST_ROOM } from '../category/category-privileges.tsx';

describe('今月のおすすめ優待 on the top page (issue 12)', () => {
  it('shows the catalogue’s six most recommended privileges, linking to their pages and to the whole ranking', async () => {
    const asked: string[] = [];
    renderApp('/', {
      handlers: [
        http.get('*/v1/catalog/menus', ({ request }) => {
          asked.push(new URL(request.url).search);
          return HttpResponse.json(
            menuSearchResponse(
              Array.from({ length: 6 }, (_, i) =>
                menuSummary(String(2000401 + i), {
                  menuNm: `おすすめ${i + 1}`,
                  ...(i === 0 ? { serviceType: 'stay', srvicDiv: 'A20', type: null } : {}),
                }),
              ),
            ),
          );
        }),
      ],
    });
    const picks = await screen.findByRole('region', { name: '今月のおすすめ優待' });
    expect(await within(picks).findAllByRole('article')).toHaveLength(6);
    // A public stay's page is on the stay site's path (menu-path.ts).
    expect(within(picks).getByRole('link', { name: 'おすすめ1' })).toHaveAttribute(
      'href',
      '/public-stay/menus/2000401',
    );
    expect(within(picks).getByRole('link', { name: 'おすすめ2' })).toHaveAttribute('href', '/menus/2000402');
    expect(within(picks).getByText('4,000円〜')).toBeInTheDocument();
    expect(within(picks).getByRole('link', { name: '今月のおすすめ優待をもっと見る' })).toHaveAttribute(
      'href',
      '/menus?sort=recommended',
    );
    expect(asked).toEqual(['?sort=recommended&size=6']);
  });

  it('says so when there is nothing to recommend', async () => {
    renderApp('/');
    const picks = await screen.findByRole('region', { name: '今月のおすすめ優待' });
    expect(await within(picks).findByText('おすすめの優待は準備中です。')).toBeInTheDocument();
  });

  it('holds the same room as the tiles it waits for (nothing moves when they come)', () => {
    expect(PICKS_ROOM).toBe(TILES_ROOM);
    expect(LIST_ROOM).toBe(TILES_ROOM);
  });
});
