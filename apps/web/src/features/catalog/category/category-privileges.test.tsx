import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CLIENT_COOKIES } from '@portal/contracts/cookies';
import { readCookie } from '../../../lib/cookies.ts';
import { categoriesResponse, menuSearchResponse, menuSummary } from '../../../testing/catalog-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const gourmetCategories = categoriesResponse([
  ['113', 'グルメ'],
  ['113/201', 'レストラン・飲食'],
  ['113/202', 'お取り寄せ・デリバリー'],
  ['113/203', '飲食店'],
  ['102', 'レジャー・エンタメ'],
  ['102/201', 'テーマパーク・遊園地'],
]);

/** The catalogue of a test: each search answers six privileges named after its sort, and records what it was asked. */
function catalogue(asked: URLSearchParams[] = []) {
  return [
    http.get('*/v1/enum/categories', () => HttpResponse.json(gourmetCategories)),
    http.get('*/v1/catalog/menus', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const sort = query.get('sort') ?? '';
      return HttpResponse.json(
        menuSearchResponse(
          Array.from({ length: 6 }, (_, i) =>
            menuSummary(String(2000001 + i + (sort === 'newest' ? 100 : 0)), { menuNm: `${sort} ${i + 1}` }),
          ),
          120,
        ),
      );
    }),
  ];
}

describe('a category page’s privileges (issue 12)', () => {
  it('lists its newest privileges and its ranking from its large category, six each, linking to their pages', async () => {
    const asked: URLSearchParams[] = [];
    renderApp('/gourmet', { handlers: catalogue(asked) });
    const newest = await screen.findByRole('region', { name: '新着の優待' });
    const items = await within(newest).findAllByRole('article');
    expect(items).toHaveLength(6);
    expect(within(newest).getByRole('link', { name: 'newest 1' })).toHaveAttribute('href', '/menus/2000101');
    expect(within(newest).getByRole('link', { name: '新着の優待をもっと見る' })).toHaveAttribute(
      'href',
      '/menus?catLrgClassCd=113&sort=newest',
    );

    const ranking = screen.getByRole('region', { name: 'おすすめランキング' });
    const places = within(ranking).getAllByRole('listitem');
    expect(within(ranking).getByRole('list').tagName).toBe('OL');
    expect(places.map((place) => place.textContent?.slice(0, 1))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(within(ranking).getByRole('link', { name: 'おすすめランキングをもっと見る' })).toHaveAttribute(
      'href',
      '/menus?catLrgClassCd=113&sort=recommended',
    );
    expect(within(ranking).getAllByText('20%OFF')).toHaveLength(6);

    expect(asked.map((query) => query.toString()).sort()).toEqual([
      'catLrgClassCd=113&sort=newest&size=6',
      'catLrgClassCd=113&sort=recommended&size=6',
    ]);
  });

  it('links its middle categories to their results, without 飲食店 (spec search.md §5)', async () => {
    renderApp('/gourmet', { handlers: catalogue() });
    const middle = await screen.findByRole('region', { name: 'グルメの優待を探す' });
    const links = await within(middle).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['レストラン・飲食', '/menus?catLrgClassCd=113&catMidClassCd=201'],
      ['お取り寄せ・デリバリー', '/menus?catLrgClassCd=113&catMidClassCd=202'],
    ]);
  });

  it('says when a list cannot be loaded, and loads it again on request', async () => {
    let failing = true;
    const { user } = renderApp('/leisure', {
      handlers: [
        http.get('*/v1/catalog/menus', ({ request }) =>
          failing && new URL(request.url).searchParams.get('sort') === 'newest'
            ? new HttpResponse(null, { status: 502 })
            : HttpResponse.json(menuSearchResponse([menuSummary('2000001', { menuNm: 'テーマパーク優待' })])),
        ),
      ],
    });
    const newest = await screen.findByRole('region', { name: '新着の優待' });
    expect(await within(newest).findByRole('alert')).toHaveTextContent('優待を取得できませんでした。');
    // The other list is not held back by the failed one.
    expect(
      await within(screen.getByRole('region', { name: 'おすすめランキング' })).findByRole('link', {
        name: 'テーマパーク優待',
      }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(newest).getByRole('button', { name: '再読み込み' }));
    expect(await within(newest).findByRole('link', { name: 'テーマパーク優待' })).toBeInTheDocument();
  });

  it('says so when its category has no privileges yet', async () => {
    renderApp('/original');
    const newest = await screen.findByRole('region', { name: '新着の優待' });
    expect(await within(newest).findByText('このカテゴリの優待は準備中です。')).toBeInTheDocument();
  });
});

describe('the category nav (spec portal.md §3: category-nav order with lastUpdateDate)', () => {
  const navOrderOf = () =>
    within(screen.getByRole('navigation', { name: 'カテゴリ一覧' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

  it('shows the eleven category pages, this one first and current, and remembers the visit', async () => {
    const { router } = renderApp('/travel', { handlers: catalogue() });
    const nav = await screen.findByRole('navigation', { name: 'カテゴリ一覧' });
    expect(within(nav).getAllByRole('link')).toHaveLength(11);
    expect(within(nav).getByRole('link', { name: 'トラベル' })).toHaveAttribute('aria-current', 'page');
    expect(navOrderOf().slice(0, 3)).toEqual(['/travel', '/leisure', '/gourmet']);
    await waitFor(() => expect(readCookie(CLIENT_COOKIES.navOrder.name)).toContain('crly7'));

    await router.navigate('/leisure');
    await waitFor(() => expect(navOrderOf().slice(0, 3)).toEqual(['/leisure', '/travel', '/gourmet']));
    expect(
      within(screen.getByRole('navigation', { name: 'カテゴリ一覧' })).getByRole('link', { name: 'トラベル' }),
    ).not.toHaveAttribute('aria-current');
    await waitFor(() =>
      expect(JSON.parse(readCookie(CLIENT_COOKIES.navOrder.name) ?? '{}').order.slice(0, 2)).toEqual([
        'crly1',
        'crly7',
      ]),
    );

    // The top page's category links follow the same order.
    await router.navigate('/');
    const top = await screen.findByRole('region', { name: 'カテゴリから探す' });
    expect(
      within(top)
        .getAllByRole('link')
        .slice(0, 2)
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/leisure', '/travel']);
  });
});
