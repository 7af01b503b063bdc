import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@portal/contracts/catalog';
import jaFavorites from '../../../locales/ja/favorites.json';
import enFavorites from '../../../locales/en/favorites.json';
import { setLoginHints, userFor } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// issue 12 "/favorite": GET /v1/favorite/menu-item-info?itemType=favorite&page&size=10&sort=dateAdded,desc, removal.

const loginHints = setLoginHints;

function item(n: number, srvicDiv: MenuItem['menuDetailResponse']['srvicDiv'] = 'B10'): MenuItem {
  return {
    menuNo: String(2_000_000 + n),
    dateAdded: `2026-11-${String(20 - (n % 10)).padStart(2, '0')}T15:30:00.000Z`,
    menuDetailResponse: {
      menuNm: `優待${n}`,
      menuImages: [{ imageUrl: '/images/catalog/102.svg' }],
      areaInfomation: { areaMidClassNm: '東京都', areaSmlClassNm: '東京23区' },
      shopAreaDiv: '1',
      srvicDiv,
    },
  };
}

/** A member's favourites on the server: the page asks for them 10 at a time and removes them one by one. */
function favoritesServer(initial: MenuItem[], asked: string[] = []) {
  let list = [...initial];
  return [
    http.get('*/v1/favorite/menu-item-info', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      return HttpResponse.json({
        data: {
          content: list.slice(page * size, page * size + size),
          totalElements: list.length,
          totalPages: Math.ceil(list.length / size),
          page,
          size,
        },
      });
    }),
    http.delete('*/v1/favorite/menus/:menuNo', ({ params }) => {
      list = list.filter((entry) => entry.menuNo !== params.menuNo);
      return HttpResponse.json({ data: { menuNo: String(params.menuNo), favorite: false } });
    }),
  ];
}

const keysOf = (value: object): string[] => Object.keys(value).sort();

describe('/favorite', () => {
  it('has the same texts in Japanese and English', () => {
    expect(keysOf(enFavorites)).toEqual(keysOf(jaFavorites));
  });

  it('keeps a privilege no longer published, marked 掲載終了 and without a link to its page', async () => {
    loginHints();
    const ended = item(1);
    ended.menuDetailResponse.publicationEnded = true;
    renderApp('/favorite', { user: userFor('principal'), handlers: favoritesServer([item(0), ended]) });
    const list = await screen.findByRole('region', { name: /お気に入り/ });
    const [listed, gone] = await within(list).findAllByRole('article');
    expect(within(gone!).getByText('掲載終了')).toBeInTheDocument();
    expect(within(gone!).queryByRole('link')).toBeNull();
    expect(within(gone!).getByRole('heading', { name: '優待1' })).toBeInTheDocument();
    // It can still be removed.
    expect(within(gone!).getByRole('button', { name: '優待1をお気に入りから削除' })).toBeInTheDocument();
    expect(within(listed!).queryByText('掲載終了')).toBeNull();
    expect(within(listed!).getByRole('link', { name: '優待0の詳細' })).toBeInTheDocument();
  });

  it('asks the spec’s call and shows 10 a page, newest first, each with its area, date and link', async () => {
    loginHints();
    const asked: string[] = [];
    renderApp('/favorite', {
      user: userFor('principal'),
      handlers: favoritesServer(
        Array.from({ length: 12 }, (_, i) => item(i, i === 1 ? 'A20' : i === 2 ? 'C10' : 'B10')),
        asked,
      ),
    });
    const list = await screen.findByRole('region', { name: /お気に入り/ });
    expect(await within(list).findAllByRole('article')).toHaveLength(10);
    expect(asked[0]).toBe('?itemType=favorite&page=0&size=10&sort=dateAdded,desc');
    expect(within(list).getByText('12件')).toBeInTheDocument();
    expect(within(list).getByText('2026年11月21日に登録')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '優待0の詳細' })).toHaveAttribute(
      'href',
      'https://life.example.test/menus/2000000',
    );
    expect(within(list).getByRole('link', { name: '優待1の詳細' })).toHaveAttribute(
      'href',
      'https://stay.example.test/public-stay/menus/2000001',
    );
    expect(within(list).getByRole('link', { name: '優待2の詳細' })).toHaveAttribute(
      'href',
      'https://shop.example.test/menus/2000002',
    );
    const pages = screen.getByRole('navigation', { name: 'お気に入りのページ' });
    expect(within(pages).getByRole('link', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the page in the URL: page 2 shows the rest', async () => {
    loginHints();
    const asked: string[] = [];
    const { router } = renderApp('/favorite?page=2', {
      user: userFor('principal'),
      handlers: favoritesServer(
        Array.from({ length: 12 }, (_, i) => item(i)),
        asked,
      ),
    });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(asked).toContain('?itemType=favorite&page=1&size=10&sort=dateAdded,desc');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('removes a favourite with 削除, says so, and a page emptied by it goes back to the last one', async () => {
    loginHints();
    const { user, router } = renderApp('/favorite?page=2', {
      user: userFor('principal'),
      handlers: favoritesServer(Array.from({ length: 11 }, (_, i) => item(i))),
    });
    await screen.findByRole('heading', { level: 3, name: '優待10の詳細' });
    await user.click(screen.getByRole('button', { name: '優待10をお気に入りから削除' }));
    expect(await screen.findByText('お気に入りから削除しました。')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'お気に入りのページ' })).not.toBeInTheDocument();
  });

  it('says when there is none, and how to add one', async () => {
    loginHints();
    renderApp('/favorite', { user: userFor('principal'), handlers: favoritesServer([]) });
    expect(await screen.findByText('お気に入りに登録された優待はありません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページで優待を探す' })).toHaveAttribute('href', '/');
  });

  it('keeps the list’s place while it loads, and offers a retry when the call fails', async () => {
    loginHints();
    let fail = true;
    renderApp('/favorite', {
      user: userFor('principal'),
      handlers: [
        http.get('*/v1/favorite/menu-item-info', async () => {
          await delay(50);
          return fail
            ? new HttpResponse(null, { status: 503 })
            : HttpResponse.json({ data: { content: [item(1)], totalElements: 1, totalPages: 1, page: 0, size: 10 } });
        }),
      ],
    });
    const region = await screen.findByRole('region', { name: /お気に入り/ });
    expect(region).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('お気に入りを取得できませんでした。');
    fail = false;
    await within(alert).getByRole('button', { name: '再読み込み' }).click();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
