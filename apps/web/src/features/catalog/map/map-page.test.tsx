import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MapMarker, MapMarkersResponse } from '@portal/contracts/catalog-map';
import type { CategoryEntry, LargeAreasResponse } from '@portal/contracts/catalog';
import jaMap from '../../../locales/ja/map.json';
import enMap from '../../../locales/en/map.json';
import { renderApp } from '../../../testing/render-app.tsx';
import type { MapView, PrivilegeMapOptions } from './leaflet-map.ts';
import { mapStateFromUrl, withBox, withCategory, withKeyword, withPrefecture, withSelection } from './map-url-state.ts';

// issue 12 "/map": the page around the map. Leaflet itself runs in the browser (e2e/tests/map.spec.ts); here a
// stand-in records what the page asks of it and plays the member's clicks on it.

const leaflet = vi.hoisted(() => ({
  options: [] as PrivilegeMapOptions[],
  views: [] as MapView[],
  selections: [] as [string | null, boolean][],
}));
vi.mock('./leaflet-map.ts', () => ({
  createPrivilegeMap: (_container: HTMLElement, options: PrivilegeMapOptions) => {
    leaflet.options.push(options);
    return {
      show: (view: MapView) => leaflet.views.push(view),
      select: (menuNo: string | null, reveal: boolean) => leaflet.selections.push([menuNo, reveal]),
      bounds: () => ({ west: 139.61234567, south: 35.6, east: 139.8, north: 35.75 }),
      destroy: () => undefined,
    };
  },
}));

const params = (query: string) => new URLSearchParams(query);

describe('/map’s URL', () => {
  it('has the same texts in Japanese and English', () => {
    expect(Object.keys(enMap).sort()).toEqual(Object.keys(jaMap).sort());
  });

  it.each([
    ['', { prefecture: null, selected: null, box: null, markersQuery: null }],
    ['menuNo=2000001', { selected: '2000001', markersQuery: null }],
    ['catMidClassCd=&keyword=', { markersQuery: null }],
    ['areaMidClassCd=13&menuNo=2000001', { prefecture: '13', selected: '2000001', markersQuery: 'areaMidClassCd=13' }],
    ['areaMidClassCd=13,14', { prefecture: '13', markersQuery: 'areaMidClassCd=13%2C14' }],
    ['bbox=nonsense&areaMidClassCd=13', { box: null, markersQuery: 'areaMidClassCd=13' }],
    [
      'bbox=139.5,35.5,139.9,35.8',
      { box: { west: 139.5, south: 35.5, east: 139.9, north: 35.8 }, markersQuery: 'bbox=139.5%2C35.5%2C139.9%2C35.8' },
    ],
    [
      'type=2&keyword=%E5%AF%BF%E5%8F%B8&useage[]=1',
      { keyword: '寿司', markersQuery: 'type=2&keyword=%E5%AF%BF%E5%8F%B8&useage%5B%5D=1' },
    ],
  ])('reads %s', (query, expected) => {
    expect(mapStateFromUrl(params(query))).toMatchObject(expected);
  });

  it('drops what belonged to the old conditions when one changes, and keeps the rest', () => {
    const from = params(
      'type=1&areaMidClassCd=13&areaSmlClassCd=1301&areaDtlClassCd=1301A&catLrgClassCd=113&catMidClassCd=201&lifeGenreTags=302&keyword=x&bbox=1,2,3,4&menuNo=1',
    );
    expect(withPrefecture(from, '27').toString()).toBe(
      'type=1&catLrgClassCd=113&catMidClassCd=201&lifeGenreTags=302&keyword=x&areaMidClassCd=27',
    );
    expect(withCategory(from, null).toString()).toBe(
      'type=1&areaMidClassCd=13&areaSmlClassCd=1301&areaDtlClassCd=1301A&keyword=x',
    );
    expect(withKeyword(from, '  焼肉 ').get('keyword')).toBe('焼肉');
    expect(withKeyword(from, ' ').has('keyword')).toBe(false);
    expect(withBox(from, { west: 139.612345678, south: 35.6, east: 139.8, north: 35.75 }).get('bbox')).toBe(
      '139.61235,35.6,139.8,35.75',
    );
    expect(withSelection(from, '2').get('menuNo')).toBe('2');
    expect(withSelection(from, null).has('menuNo')).toBe(false);
  });
});

function marker(n: number, overrides: Partial<MapMarker> = {}): MapMarker {
  return {
    menuNo: String(2_000_000 + n),
    menuNm: `優待${n}`,
    catchCopy: `会員限定${n}`,
    latitude: 35.6 + n / 1000,
    longitude: 139.7,
    serviceType: 'life',
    catLrgClassCd: '102',
    srvicDiv: 'B10',
    shopAreaDiv: '1',
    areaMidClassCd: '13',
    areaMidClassNm: '東京都',
    areaSmlClassNm: '東京23区',
    ...overrides,
  };
}

const prefectures: LargeAreasResponse['data'] = [
  { areaLrgClassCd: 'region-3', areaMidClassCd: '13', areaMidClassNm: '東京都' },
  { areaLrgClassCd: 'region-10', areaMidClassCd: '27', areaMidClassNm: '大阪府' },
];
const categories: CategoryEntry[] = [{ catClassCd: '113', catLrgClassCd: '113', level: 1, name: 'グルメ' }];

/** The BFF of the map: its code lists, and markers (or a failure) for every query, which it records. */
function mapServer(answer: (query: string) => MapMarkersResponse['data'] | number, asked: string[] = []) {
  return [
    http.get('*/v1/enum/codes/area/large', () => HttpResponse.json({ data: prefectures })),
    http.get('*/v1/enum/categories', () => HttpResponse.json({ data: { categories } })),
    http.get('*/v1/catalog/map', ({ request }) => {
      const query = new URL(request.url).search.slice(1);
      asked.push(query);
      const data = answer(query);
      return typeof data === 'number'
        ? HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: data })
        : HttpResponse.json({ data });
    }),
  ];
}

const some = (count: number, total = count) => ({
  totalElements: total,
  limit: 500,
  markers: Array.from({ length: count }, (_, i) => marker(i, i === 1 ? { srvicDiv: 'A20' } : {})),
});

describe('/map', () => {
  it('without any condition shows Japan, asks for a prefecture, and lets the outlines choose one', async () => {
    const asked: string[] = [];
    const { router } = renderApp('/map', { handlers: mapServer(() => some(3), asked) });
    const list = await screen.findByRole('region', { name: '優待の一覧' });
    expect(within(list).getByText('都道府県を選んでください。地図の都道府県を押しても選べます。')).toBeInTheDocument();
    // Leaflet comes at the member's first act on the page (ADR 0022): here, the pointer moves. It moves again at each
    // check, so that a move made before the map's part listened still counts (a full run once saw no map within
    // 10 s). The outlines' code list (146 KB) loads with the map: on a busy machine that can take seconds.
    await waitFor(
      () => {
        act(() => void window.dispatchEvent(new Event('pointermove')));
        expect(leaflet.views.at(-1)?.pickable?.get('13')).toBe('東京都');
      },
      { timeout: 10_000 },
    );
    expect(asked).toEqual([]);
    act(() => leaflet.options.at(-1)!.onPickPrefecture('27'));
    await waitFor(() => expect(router.state.location.search).toBe('?areaMidClassCd=27'));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(asked).toEqual(['areaMidClassCd=27']);
    // The map is shown the new view in an effect after the list's commit (a navigation renders as a transition,
    // whose effects React runs a moment later): wait for it as for the list.
    await waitFor(() => {
      expect(leaflet.views.at(-1)).toMatchObject({ prefecture: '27', pickable: null });
      expect(leaflet.views.at(-1)?.markers).toHaveLength(3);
    });
  });

  it('lists the markers with their area and link, and says how many of how many it shows', async () => {
    renderApp('/map?areaMidClassCd=13', { handlers: mapServer(() => some(60, 1200)) });
    const list = await screen.findByRole('region', { name: '優待の一覧' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(50));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/1200件/));
    expect(screen.getByRole('status')).toHaveTextContent(
      '1200件の優待のうち、おすすめ順に60件を表示しています。地図を拡大して「この範囲で検索」を押すと絞り込めます。',
    );
    expect(within(list).getAllByText('東京都 東京23区')).toHaveLength(50);
    expect(within(list).getByRole('link', { name: '優待0の詳細を見る' })).toHaveAttribute(
      'href',
      'https://life.example.test/menus/2000000',
    );
    expect(within(list).getByRole('link', { name: '優待1の詳細を見る' })).toHaveAttribute(
      'href',
      'https://stay.example.test/public-stay/menus/2000001',
    );
    await within(list).getByRole('button', { name: 'さらに表示' }).click();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(60));
  });

  it('keeps a choice in the list in the URL and shows it on the map; a marker chosen on the map marks its line', async () => {
    const { router, user } = renderApp('/map?areaMidClassCd=13', { handlers: mapServer(() => some(5)) });
    const list = await screen.findByRole('region', { name: '優待の一覧' });
    await user.click(await within(list).findByRole('button', { name: '優待2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?areaMidClassCd=13&menuNo=2000002'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The URL changes first; the list follows on the next render (a busy machine may show the gap).
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: '優待2' })).toHaveAttribute('aria-current', 'true'),
    );
    await waitFor(() => expect(leaflet.selections.at(-1)).toEqual(['2000002', true]));

    act(() => leaflet.options.at(-1)!.onSelect('2000004'));
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: '優待4' })).toHaveAttribute('aria-current', 'true'),
    );
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: '優待2' })).not.toHaveAttribute('aria-current'),
    );
    await waitFor(() => expect(leaflet.selections.at(-1)).toEqual(['2000004', false]));
  });

  it('restores a selection from the URL, listing it even past the first 50', async () => {
    renderApp('/map?areaMidClassCd=13&menuNo=2000070', { handlers: mapServer(() => some(80)) });
    const list = await screen.findByRole('region', { name: '優待の一覧' });
    expect(await within(list).findByRole('button', { name: '優待70' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(leaflet.selections.at(-1)).toEqual(['2000070', true]));
  });

  it('searches the area in view with この範囲で検索, and goes back to the whole with 範囲の指定を解除', async () => {
    const asked: string[] = [];
    const { router, user } = renderApp('/map?areaMidClassCd=13&menuNo=2000001', {
      handlers: mapServer(() => some(5), asked),
    });
    await screen.findAllByRole('article');
    await waitFor(() => expect(leaflet.options.length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'この範囲で検索' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?areaMidClassCd=13&bbox=139.61235%2C35.6%2C139.8%2C35.75'),
    );
    await waitFor(() => expect(asked).toContain('areaMidClassCd=13&bbox=139.61235%2C35.6%2C139.8%2C35.75'));
    await user.click(await screen.findByRole('button', { name: '範囲の指定を解除' }));
    await waitFor(() => expect(router.state.location.search).toBe('?areaMidClassCd=13'));
  });

  it('changes the conditions with the form: another prefecture drops the old municipality', async () => {
    const { router, user } = renderApp('/map?areaMidClassCd=13&areaSmlClassCd=1301&type=1', {
      handlers: mapServer(() => some(2)),
    });
    const form = await screen.findByRole('search', { name: '地図の絞り込み' });
    await within(form).findByRole('option', { name: '大阪府' });
    await user.selectOptions(within(form).getByRole('combobox', { name: '都道府県' }), '27');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'カテゴリ' }), '113');
    await user.type(within(form).getByRole('searchbox', { name: 'キーワード' }), '焼肉');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?type=1&areaMidClassCd=27&catLrgClassCd=113&keyword=%E7%84%BC%E8%82%89',
      ),
    );
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('says when nothing matches: 該当する優待はありません。', async () => {
    renderApp('/map?areaMidClassCd=13&keyword=x', { handlers: mapServer(() => some(0)) });
    expect(await screen.findByText('該当する優待はありません。')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0件の優待を表示しています。');
  });

  it('offers a retry when the markers cannot be fetched, and a way out of conditions the BFF refuses', async () => {
    let status = 503;
    const { user } = renderApp('/map?areaMidClassCd=13', {
      handlers: mapServer(() => (status === 200 ? some(1) : status)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('優待を取得できませんでした。時間をおいて再度お試しください。');
    status = 200;
    await user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('offers to clear conditions the BFF cannot read (400)', async () => {
    renderApp('/map?areaMidClassCd=99', { handlers: mapServer(() => 400) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('検索条件を読み取れませんでした。');
    expect(within(alert).getByRole('link', { name: '条件をクリアして探す' })).toHaveAttribute('href', '/map');
  });
});
