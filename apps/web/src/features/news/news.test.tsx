import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWS_MENU_FALLBACK_YEARS, NEWS_PAGE_SIZE } from '@portal/contracts/cms-values';
import { CLIENT_COOKIES, LOCAL_STORAGE_KEYS } from '@portal/contracts/cookies';
import { readCookie } from '../../lib/cookies.ts';
import { news, newsDetailResponse, newsListDocument, newsMenuResponse, paragraph } from '../../testing/cms-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { CLICKED_NEWS_LIMIT, markNewsClicked, readClickedNews, useClickedNews } from './clicked-news.ts';
import { japanDateParts } from './components/news-date.tsx';
import { parseNewsFilter } from './news-filters.ts';
import { fallbackNewsYears } from './components/news-side-menu.tsx';

const menu = () =>
  HttpResponse.json(
    newsMenuResponse(
      [
        { id: 'service', name: 'サービス' },
        { id: 'maintenance', name: 'メンテナンス' },
      ],
      [2026, 2025],
    ),
  );

/** The BFF's news list, filtered like the real one would (by the asked category and year). */
function newsApi(items = [news('1'), news('2', { typeTag: 'maintenance', pub_date: '2025-12-24' })]) {
  const asked: URLSearchParams[] = [];
  const handler = http.get('*/v1/cms/news', ({ request }) => {
    const search = new URL(request.url).searchParams;
    asked.push(search);
    const category = search.get('category');
    const year = search.get('year');
    const data = items.filter(
      (item) =>
        (!category || item.relationships.news_type.data?.id === `type-${category}`) &&
        (!year || item.attributes.pub_date.startsWith(year)),
    );
    return HttpResponse.json(newsListDocument(data));
  });
  return { asked, handler };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('news list (/information, spec portal.md §2)', () => {
  it('shows date (YYYY年MM月DD日), type tag and title, each linking to its detail', async () => {
    const api = newsApi();
    renderApp('/information', { handlers: [api.handler, http.get('*/v1/cms/news/menu', menu)] });
    const first = await screen.findByRole('link', { name: /お知らせ1/ });
    expect(first).toHaveAttribute('href', '/information/1');
    expect(within(first).getByText('2026年04月01日')).toHaveAttribute('datetime', '2026-04-01');
    expect(within(first).getByText('サービス')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /お知らせ2/ })).toHaveTextContent('2025年12月24日');
    expect(api.asked[0]?.get('page')).toBe('1');
  });

  it('filters by category and year through the URL: back, forward and reload keep the filter', async () => {
    const api = newsApi();
    const { user, router } = renderApp('/information', {
      handlers: [api.handler, http.get('*/v1/cms/news/menu', menu)],
    });
    const filters = await screen.findByRole('navigation', { name: 'お知らせの絞り込み' });
    expect(within(filters).getByRole('heading', { name: 'カテゴリ' })).toBeInTheDocument();
    expect(within(filters).getByRole('heading', { name: '過去のお知らせ' })).toBeInTheDocument();
    expect(await within(filters).findByRole('link', { name: '2025年' })).toHaveAttribute(
      'href',
      '/information?year=2025',
    );

    await user.click(within(filters).getByRole('link', { name: 'メンテナンス' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=maintenance'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /お知らせ1/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /お知らせ2/ })).toBeInTheDocument();
    expect(api.asked.at(-1)?.get('category')).toBe('maintenance');
    expect(within(filters).getByRole('link', { name: 'メンテナンス' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'カテゴリ：メンテナンス' })).toBeInTheDocument();

    await user.click(within(filters).getByRole('link', { name: '2026年' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026'));
    expect(await screen.findByRole('link', { name: /お知らせ1/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /お知らせ2/ })).not.toBeInTheDocument());
    expect(api.asked.at(-1)?.get('year')).toBe('2026');
    expect(api.asked.at(-1)?.has('category')).toBe(false);

    // Back: the category filter returns.
    await router.navigate(-1);
    await waitFor(() =>
      expect(within(filters).getByRole('link', { name: 'メンテナンス' })).toHaveAttribute('aria-current', 'true'),
    );
    // Forward: the year again.
    await router.navigate(1);
    await waitFor(() =>
      expect(within(filters).getByRole('link', { name: '2026年' })).toHaveAttribute('aria-current', 'true'),
    );

    // すべて clears the filter.
    await user.click(within(filters).getByRole('link', { name: 'すべて' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: /お知らせ2/ })).toBeInTheDocument();
  });

  it('a reload with ?year= asks for that year at once', async () => {
    const api = newsApi();
    renderApp('/information?year=2025', { handlers: [api.handler, http.get('*/v1/cms/news/menu', menu)] });
    expect(await screen.findByRole('link', { name: /お知らせ2/ })).toBeInTheDocument();
    expect(api.asked[0]?.get('year')).toBe('2025');
    expect(screen.getByRole('heading', { level: 2, name: '2025年のお知らせ' })).toBeInTheDocument();
  });

  it('shows 該当するお知らせはありません。 when nothing matches', async () => {
    renderApp('/information?category=maintenance', {
      handlers: [newsApi([news('1')]).handler, http.get('*/v1/cms/news/menu', menu)],
    });
    expect(await screen.findByText('該当するお知らせはありません。')).toBeInTheDocument();
  });

  it('pages through the list with ?page=', async () => {
    const asked: URLSearchParams[] = [];
    const { user, router } = renderApp('/information', {
      handlers: [
        http.get('*/v1/cms/news', ({ request }) => {
          const search = new URL(request.url).searchParams;
          asked.push(search);
          const page = Number(search.get('page'));
          return HttpResponse.json(newsListDocument([news(`p${page}`)], { count: 45, page, limit: 20 }));
        }),
      ],
    });
    const pages = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(within(pages).getByRole('link', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: '3ページ目' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: '2ページ目' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: /お知らせp2/ })).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('2');
  });

  it('falls back to the last 6 years with 一覧の取得に失敗しました when the menu fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:30:00+09:00')); // still 2025 in UTC
    renderApp('/information', {
      handlers: [http.get('*/v1/cms/news/menu', () => new HttpResponse(null, { status: 500 }))],
    });
    expect(await screen.findByText('一覧の取得に失敗しました')).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'お知らせの絞り込み' });
    const years = within(filters)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text?.endsWith('年'));
    expect(years).toEqual(['2026年', '2025年', '2024年', '2023年', '2022年', '2021年']);
    expect(within(filters).getByRole('link', { name: 'すべて' })).toBeInTheDocument();
  });

  it('says お知らせを読み込めませんでした。 when the list cannot be loaded, and retries', async () => {
    let fail = true;
    const { user } = renderApp('/information', {
      handlers: [
        http.get('*/v1/cms/news', () =>
          fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(newsListDocument([news('1')])),
        ),
      ],
    });
    const alert = await screen.findByText('お知らせを読み込めませんでした。');
    fail = false;
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '再読み込み' }),
    );
    expect(await screen.findByRole('link', { name: /お知らせ1/ })).toBeInTheDocument();
  });

  it('/news shares the list and links to /newsDetail/:id', async () => {
    renderApp('/news', { handlers: [newsApi([news('9')]).handler] });
    expect(await screen.findByRole('link', { name: /お知らせ9/ })).toHaveAttribute('href', '/newsDetail/9');
    expect(screen.getByRole('heading', { level: 1, name: 'ニュース' })).toBeInTheDocument();
  });

  it('a news item with its own link points there', async () => {
    renderApp('/information', {
      handlers: [newsApi([news('5', { link: 'https://campaign.example.test/' })]).handler],
    });
    const link = await screen.findByRole('link', { name: /お知らせ5/ });
    expect(link).toHaveAttribute('href', 'https://campaign.example.test/');
    expect(link).toHaveAttribute('rel', 'noopener');
  });
});

describe('clicked news (spec portal.md §3: 3650-day cookie and localStorage, with lastUpdateDate)', () => {
  it('remembers a clicked news item in both stores and shows it as 既読', async () => {
    const { user, router } = renderApp('/information', {
      handlers: [
        newsApi().handler,
        http.get('*/v1/cms/news/:id', ({ params }) => HttpResponse.json(newsDetailResponse([news(String(params.id))]))),
      ],
    });
    const item = await screen.findByRole('link', { name: /お知らせ2/ });
    expect(within(item).queryByText('既読')).not.toBeInTheDocument();
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/information/2'));

    const stored = JSON.parse(window.localStorage.getItem(LOCAL_STORAGE_KEYS.clickedNews) ?? '{}');
    expect(stored.ids).toEqual(['2']);
    expect(new Date(stored.lastUpdateDate).toString()).not.toBe('Invalid Date');
    expect(JSON.parse(readCookie(CLIENT_COOKIES.clickedNews.name) ?? '{}')).toEqual(stored);

    await router.navigate(-1);
    await waitFor(() => {
      const read = screen.getByRole('link', { name: /お知らせ2/ });
      expect(within(read).getByText('既読')).toBeInTheDocument();
      expect(read.closest('li')).toHaveAttribute('data-read', 'true');
      expect(within(screen.getByRole('link', { name: /お知らせ1/ })).queryByText('既読')).not.toBeInTheDocument();
    });
  });

  it('reads the stored list on a later visit', async () => {
    window.localStorage.setItem(
      LOCAL_STORAGE_KEYS.clickedNews,
      JSON.stringify({ ids: ['1'], lastUpdateDate: '2026-04-02T00:00:00.000Z' }),
    );
    renderApp('/information', { handlers: [newsApi().handler] });
    expect(within(await screen.findByRole('link', { name: /お知らせ1/ })).getByText('既読')).toBeInTheDocument();
  });

  it('tells a list still on screen of a click in this tab, and keeps its set while nothing changed', () => {
    const { result, rerender } = renderHook(() => useClickedNews());
    const before = result.current;
    expect(before.has('5')).toBe(false);
    rerender();
    expect(result.current).toBe(before);
    act(() => markNewsClicked('5'));
    expect(result.current.has('5')).toBe(true);
  });

  it('keeps the newest ids first and caps the list', () => {
    for (let i = 0; i < CLICKED_NEWS_LIMIT + 5; i += 1) markNewsClicked(String(i));
    markNewsClicked('3');
    const ids = readClickedNews();
    expect(ids).toHaveLength(CLICKED_NEWS_LIMIT);
    expect(ids[0]).toBe('3');
    expect(ids.filter((id) => id === '3')).toHaveLength(1);
  });
});

describe('news list while it loads (issue 11: no layout shift)', () => {
  it('shows a page of placeholder rows of a loaded row’s size, announced once, in a busy region', async () => {
    renderApp('/information', {
      handlers: [http.get('*/v1/cms/news', () => delay('infinite')), http.get('*/v1/cms/news/menu', menu)],
    });
    const skeleton = await screen.findByTestId('news-list-skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton).toHaveTextContent('読み込み中です');
    const rows = skeleton.querySelectorAll('li');
    expect(rows).toHaveLength(NEWS_PAGE_SIZE);
    // The loaded row's box: 16 px above and below, date and tag over the title under 640 px, one line from 640 px.
    expect(rows[0]).toHaveClass('py-4', 'flex-col', 'sm:flex-row');
    expect(skeleton.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the side menu’s place with grey chips until the menu arrives', async () => {
    renderApp('/information', {
      handlers: [newsApi().handler, http.get('*/v1/cms/news/menu', () => delay('infinite'))],
    });
    const filters = await screen.findByRole('navigation', { name: 'お知らせの絞り込み' });
    expect(filters).toHaveAttribute('aria-busy', 'true');
    const chips = within(filters).getAllByTestId('news-menu-placeholder');
    expect(chips).toHaveLength(5 + NEWS_MENU_FALLBACK_YEARS);
    for (const chip of chips) expect(chip).toHaveAttribute('aria-hidden', 'true');
    expect(within(filters).getByRole('link', { name: 'すべて' })).toBeInTheDocument();
  });
});

describe('news detail (/information/:id)', () => {
  it('shows date, type tag, releasing company, title, HTML body and related link, and counts as read', async () => {
    const body = paragraph.fullHtml('b1', '<p>メンテナンスを行います。</p>');
    const item = news('7', {
      typeTag: 'maintenance',
      display_title: 'システムメンテナンスのお知らせ',
      release_company: 'ライフエール株式会社',
      related_link: { uri: '/faq', title: 'よくあるご質問' },
      paragraphs: [body],
    });
    let asked = '';
    renderApp('/information/7', {
      handlers: [
        http.get('*/v1/cms/news/:id', ({ params }) => {
          asked = String(params.id);
          return HttpResponse.json(newsDetailResponse([item], [body]));
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'システムメンテナンスのお知らせ' }),
    ).toBeInTheDocument();
    expect(asked).toBe('7');
    expect(screen.getByText('2026年04月01日')).toBeInTheDocument();
    expect(screen.getByText('メンテナンス')).toHaveAttribute('data-tag-code', 'maintenance');
    expect(screen.getByText(/ライフエール株式会社/)).toBeInTheDocument();
    // The HTML body comes with the sanitiser, loaded after the page's own parts: on a busy machine, after the title.
    expect(await screen.findByText('メンテナンスを行います。')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'よくあるご質問' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: '一覧へ戻る' })).toHaveAttribute('href', '/information');
    await waitFor(() => expect(readClickedNews()).toEqual(['7']));
  });

  it('shows 一覧へ戻る once the news is there, not under the loading skeleton', async () => {
    renderApp('/information/7', { handlers: [http.get('*/v1/cms/news/:id', () => delay('infinite'))] });
    expect(await screen.findByTestId('cms-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '一覧へ戻る' })).not.toBeInTheDocument();
  });

  it('a missing news item: ご選択いただいたページは現在存在しないか、ご利用いただけません。', async () => {
    renderApp('/information/404');
    expect(
      await screen.findByText('ご選択いただいたページは現在存在しないか、ご利用いただけません。'),
    ).toBeInTheDocument();
  });

  it('a failed call: コンテンツの読み込みに失敗しました', async () => {
    renderApp('/newsDetail/3', {
      handlers: [http.get('*/v1/cms/news/:id', () => new HttpResponse(null, { status: 502 }))],
    });
    expect(await screen.findByText('コンテンツの読み込みに失敗しました')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '一覧へ戻る' })).toHaveAttribute('href', '/news');
  });
});

describe('top page news (spec portal.md §2: important and normal variants)', () => {
  it('shows important news as type name plus title, and normal news as date, label and title', async () => {
    renderApp('/', {
      handlers: [
        http.get('*/v1/cms/news', ({ request }) =>
          HttpResponse.json(
            newsListDocument(
              new URL(request.url).searchParams.get('important') === '1'
                ? [news('i1', { typeTag: 'important_message', important_news: true, display_title: '障害のお知らせ' })]
                : [news('n1', { display_title: '新しい優待' })],
            ),
          ),
        ),
      ],
    });
    const section = await screen.findByRole('region', { name: 'お知らせ' });
    const important = await within(section).findByRole('link', { name: /障害のお知らせ/ });
    expect(important).toHaveTextContent('重要なお知らせ障害のお知らせ');
    expect(important.closest('[data-variant]')).toHaveAttribute('data-variant', 'important');
    expect(within(important).queryByText(/年/)).not.toBeInTheDocument();
    const normal = within(section).getByRole('link', { name: /新しい優待/ });
    expect(normal.closest('[data-variant]')).toHaveAttribute('data-variant', 'normal');
    expect(normal).toHaveTextContent('2026年04月01日');
    expect(within(normal).getByText('サービス')).toBeInTheDocument();
    expect(important).toHaveAttribute('href', '/information/i1');
  });

  it('says お知らせを読み込めませんでした。 when the news cannot be loaded', async () => {
    renderApp('/', { handlers: [http.get('*/v1/cms/news', () => new HttpResponse(null, { status: 500 }))] });
    const section = await screen.findByRole('region', { name: 'お知らせ' });
    expect(await within(section).findByText('お知らせを読み込めませんでした。')).toBeInTheDocument();
  });
});

describe('pure rules', () => {
  it('formats pub_date and timestamps in Japan time', () => {
    expect(japanDateParts('2026-04-01')).toEqual({ year: '2026', month: '04', day: '01' });
    expect(japanDateParts('2026-03-31T15:00:00Z')).toEqual({ year: '2026', month: '04', day: '01' });
    expect(japanDateParts('not a date')).toBeNull();
  });

  it('fallback years: this year in Japan time and the five before', () => {
    expect(fallbackNewsYears(new Date('2025-12-31T15:30:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('parses the filter from the URL: year wins over category, bad values are ignored', () => {
    expect(parseNewsFilter(new URLSearchParams('category=service&page=2'))).toEqual({
      category: 'service',
      year: undefined,
      page: 2,
    });
    expect(parseNewsFilter(new URLSearchParams('year=1999&page=-1&category=<x>'))).toEqual({
      category: undefined,
      year: undefined,
      page: 1,
    });
    expect(parseNewsFilter(new URLSearchParams('year=2024&category=service')).category).toBeUndefined();
  });
});
