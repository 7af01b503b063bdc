import { describe, expect, it, vi } from 'vitest';
import * as server from 'react-dom/server';
import { renderPage } from './entry-server.tsx';
import {
  blockContent,
  blockContentsDocument,
  headerFooterDocument,
  news,
  newsDetailResponse,
  newsListDocument,
  paragraph,
} from './testing/cms-fixtures.ts';
import { sessionFor, testConfig, userFor } from './testing/fixtures.ts';
import { categoriesResponse, menuSearchResponse, menuSummary } from './testing/catalog-fixtures.ts';
import { HINT_COOKIES } from '@portal/contracts/cookies';
import { CATEGORY_PAGE_LARGE_CODES } from '@portal/contracts/catalog-lists';

// The server renderer (ADR 0032) in Node, as the BFF's render workers run it: the real routes, loaders and
// components, their calls answered here as the BFF's routes would answer them. The BFF's side (the document, the
// page cache, when it falls back) is tested in apps/bff.

vi.mock('react-dom/server', async (importOriginal) => {
  const original = await importOriginal<typeof server>();
  return { ...original, renderToPipeableStream: vi.fn(original.renderToPipeableStream) };
});

type Answers = Record<string, unknown>;

/**
 * The page at `url` rendered with these answers (keyed as the calls ask: `/v1/…` for a GET, `POST /v1/…`; a
 * `Response` is answered as it is); a call without an answer is a 404. Also gives the calls the page made. `beforeAnswer`
 * runs before each call is answered, with the calls made so far.
 */
async function render(
  url: string,
  answers: Answers,
  cookies: Record<string, string> = {},
  beforeAnswer?: (key: string, calls: readonly string[]) => Promise<void>,
) {
  const calls: string[] = [];
  const result = await renderPage({
    url,
    language: 'ja',
    cookies,
    transport: async (path, init) => {
      const key = init.method === 'GET' ? path : `${init.method} ${path}`;
      calls.push(key);
      await beforeAnswer?.(key, calls);
      const body = answers[key];
      if (body instanceof Response) return body;
      return body === undefined
        ? Response.json({ error: { code: 'not_found' } }, { status: 404 })
        : Response.json(body);
    },
  });
  return { result, calls };
}

/** A page the server renders: its HTML and state, and the calls it made. */
async function renderHtml(url: string, answers: Answers, cookies: Record<string, string> = {}) {
  const { result, calls } = await render(url, answers, cookies);
  if (result.kind !== 'html') throw new Error(`${url} was not rendered: ${result.kind}`);
  return { html: new TextDecoder().decode(result.html), state: result.state, modules: result.modules, calls };
}

const ORIGIN = 'http://portal.test';
const visitor = { '/v1/top/session': { data: sessionFor(false) }, '/v1/config': { data: testConfig } };
const topNews = {
  '/v1/cms/news?important=1&limit=3': newsListDocument([
    news('11', {
      display_title: '重要：システムメンテナンスのお知らせ',
      important_news: true,
      typeTag: 'important_message',
    }),
  ]),
  '/v1/cms/news?important=0&limit=5': newsListDocument([news('12', { display_title: '冬のグルメ優待を追加しました' })]),
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

/** A signed-in member's hint cookies, as the BFF passes them on with a session (the level-1 check reads them). */
const hour = 60 * 60 * 1000;
const memberHints = {
  [HINT_COOKIES.level1]: String(Date.now() + hour),
  [HINT_COOKIES.userLimit]: String(Date.now() + 24 * hour),
};

describe('renderPage', () => {
  it('renders the top page with its answers, and the query cache and router state to hydrate it', async () => {
    vi.mocked(server.renderToPipeableStream).mockClear();
    const page = await renderHtml(`${ORIGIN}/`, { ...visitor, ...topNews });
    const { html, state } = page;
    // Once: the loaders gave the page its data before it rendered.
    expect(server.renderToPipeableStream).toHaveBeenCalledTimes(1);
    // Each call once.
    expect(new Set(page.calls).size).toBe(page.calls.length);
    expect(html).toContain('<main id="main"');
    expect(text(html)).toContain('重要：システムメンテナンスのお知らせ');
    expect(text(html)).toContain('冬のグルメ優待を追加しました');
    // A visitor's header offers the login.
    expect(text(html)).toContain('ログイン');
    const keys = state.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
    expect(keys.some((key) => key.includes('important'))).toBe(true);
    expect(state.router?.errors).toBeNull();
    // Every matched route counts as loaded, the root's middleware too: the browser's router starts initialised and
    // runs no first navigation, whose end would scroll a member who is already reading back to the top.
    const loaded = state.router?.loaderData ?? {};
    expect(Object.keys(loaded)).toEqual(['root', 'pages', expect.any(String)]);
    expect(Object.values(loaded)).toEqual([null, null, null]);
    expect(page.calls).toEqual(expect.arrayContaining(['/v1/top/session', '/v1/cms/news?important=1&limit=3']));
    // The page's module, for the BFF to preload its chunk.
    expect(page.modules).toEqual(['src/app/home-page.tsx']);
  });

  it('keeps the session’s CSRF token out of the page (a page may be kept for every visitor)', async () => {
    const page = await renderHtml(`${ORIGIN}/`, visitor);
    const session = page.state.queries.queries.find((query) => query.queryKey[0] === 'session');
    expect(session?.state.data).toMatchObject({ authenticated: false, csrfToken: '' });
    expect(JSON.stringify(page.state)).not.toContain(sessionFor(false).csrfToken);
  });

  it('gives a page the browser renders the data of its shell only, and runs none of its loaders', async () => {
    const { result, calls } = await render(`${ORIGIN}/faq`, visitor);
    expect(result.kind).toBe('browser');
    expect(calls.sort()).toEqual(['/v1/cms/header_footer?bsCode=CR', '/v1/config', '/v1/top/session']);
    if (result.kind !== 'browser') return;
    expect(result.state.router).toBeUndefined();
    expect(result.modules).toEqual(['src/features/faq/faq-page.tsx']);
  });

  it('leaves a level-1 page to the browser’s guard without the member’s hint cookies', async () => {
    const { result } = await render(`${ORIGIN}/memberStatus`, {
      ...visitor,
      '/v1/top/session': { data: sessionFor(true) },
    });
    expect(result.kind).toBe('browser');
  });

  it('renders a call without an answer as the browser does before it arrives: no error, nothing to hydrate', async () => {
    const page = await renderHtml(`${ORIGIN}/`, visitor);
    const { html, state } = page;
    expect(text(html)).not.toContain('お知らせ11');
    expect(html).not.toMatch(/取得できませんでした|エラー/);
    expect(state.queries.queries.some((query) => JSON.stringify(query.queryKey).includes('important'))).toBe(false);
  });

  it('renders the CMS header notices (field_header) sanitised under the header, for the browser to keep', async () => {
    const page = await renderHtml(`${ORIGIN}/`, {
      ...visitor,
      '/v1/cms/header_footer?bsCode=CR': headerFooterDocument(
        '<p>フッター</p>',
        '<p class="cms-header-notice" role="note">子育てクラブ会員さまは無料でご利用いただけます。</p><img src="x" onerror="alert(1)">',
      ),
    });
    const { html } = page;
    expect(html).toMatch(/<section aria-label="ご案内" data-slot="cms-header"/);
    expect(text(html)).toContain('子育てクラブ会員さまは無料でご利用いただけます。');
    expect(html).not.toContain('onerror');
    // Between the header bar and the page.
    expect(html.indexOf('data-slot="cms-header"')).toBeGreaterThan(html.indexOf('</header>'));
    expect(html.indexOf('data-slot="cms-header"')).toBeLessThan(html.indexOf('<main id="main"'));
    expect(page.calls).toContain('/v1/cms/header_footer?bsCode=CR');
  });

  it('sanitises CMS HTML as the browser does: no handlers, scripts, or opener for other sites', async () => {
    const html = paragraph.fullHtml(
      'p1',
      '<p>レジャー優待のご案内</p><img src="/x.png" alt="" onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="https://partner.example/" target="_blank">提携先</a>',
    );
    const block = blockContent('b1', [html], { location_code: 'leisure' });
    const page = await renderHtml(`${ORIGIN}/leisure`, {
      ...visitor,
      '/v1/cms/block_contents?locationCode=leisure': blockContentsDocument([block], [html]),
    });
    expect(page.html).toContain('レジャー優待のご案内');
    expect(page.html).not.toContain('onerror');
    expect(page.html).not.toContain('alert(2)');
    expect(page.html).toMatch(/<a href="https:\/\/partner\.example\/" target="_blank" rel="noopener">提携先<\/a>/);
  });

  it('renders a signed-in member’s header from the member’s POST /v1/users/my answer', async () => {
    const user = userFor('principal');
    const page = await renderHtml(`${ORIGIN}/`, {
      ...visitor,
      '/v1/top/session': { data: sessionFor(true) },
      'POST /v1/users/my': { data: user },
    });
    expect(text(page.html)).toContain(user.familyName);
    expect(text(page.html)).not.toMatch(/\sログイン\s/);
  });

  it('renders a member’s status page from its answers: the contract and the header’s balances', async () => {
    const user = userFor('principal');
    const page = await renderHtml(
      `${ORIGIN}/memberStatus`,
      {
        ...visitor,
        '/v1/top/session': { data: sessionFor(true) },
        'POST /v1/users/my': { data: user },
        '/v1/serviceusage/service_usage_status': {
          data: {
            state: 'club_paid',
            plan: 'club',
            today: '2026-11-24',
            joinedOn: '2026-05-15',
            freePeriodEndsOn: '2026-06-14',
            freePeriodDaysLeft: 0,
            countdown: false,
            billingStartsOn: '2026-06-15',
            nextRenewalOn: '2026-12-15',
            currentFeeYen: 330,
            monthlyFee: { includingTax: 330, excludingTax: 300 },
            endedOn: null,
            endReason: null,
            actions: { enrol: false, applyContinuation: false, cancelContinuation: true, withdraw: true },
            charges: [],
          },
        },
        '/v1/points/benepo/history?commandType=1&page=0&size=10': {
          data: { totalPoint: 12300, entries: [], page: 0, size: 10, totalElements: 0 },
        },
      },
      memberHints,
    );
    const { html, state } = page;
    expect(text(html)).toContain('12,300');
    expect(html).toMatch(/<h1[^>]*>[^<]*会員/);
    expect(state.router?.errors).toBeNull();
    // The level-1 guard's route is loaded too (its check passed): hydration runs no navigation.
    expect(Object.values(state.router?.loaderData ?? {})).toHaveLength(4);
    expect(page.calls).toEqual(expect.arrayContaining(['/v1/serviceusage/service_usage_status', 'POST /v1/users/my']));
    // The header's point tiles show the balances of the member's record (POST /v1/users/my): no balance call.
    expect(page.calls.filter((call) => call === '/v1/points/benepo' || call === '/v1/points/cafe')).toEqual([]);
    expect(text(html)).toContain('12,300pt');
    expect(text(html)).toContain('5,000pt');
  });

  it('renders a news item’s body with its page, although the body’s code reaches the browser at the first act', async () => {
    const body = paragraph.fullHtml('b1', '<p>メンテナンスを行います。</p>');
    const item = news('7', { display_title: 'システムメンテナンスのお知らせ', paragraphs: [body] });
    const page = await renderHtml(`${ORIGIN}/information/7`, {
      ...visitor,
      '/v1/cms/news/7': newsDetailResponse([item], [body]),
    });
    expect(page.html).toMatch(/<h1[^>]*>システムメンテナンスのお知らせ<\/h1>/);
    expect(page.html).toContain('<p>メンテナンスを行います。</p>');
  });

  it('renders a member’s one-time password page with the member’s numbers from the header’s answer', async () => {
    const user = userFor('principal');
    const page = await renderHtml(
      `${ORIGIN}/oneTimePassword`,
      {
        ...visitor,
        '/v1/top/session': { data: sessionFor(true) },
        'POST /v1/users/my': { data: user },
      },
      memberHints,
    );
    expect(page.html).toMatch(/<h1[^>]*>コンビニ決済ワンタイムパスワード<\/h1>/);
    const main = page.html.slice(page.html.indexOf('<main'));
    expect(text(main)).toContain(user.ssoCustomerNo);
  });

  it('renders a member’s favourites page from its answer, at the page of the URL', async () => {
    const page = await renderHtml(
      `${ORIGIN}/favorite?page=2`,
      {
        ...visitor,
        '/v1/top/session': { data: sessionFor(true) },
        'POST /v1/users/my': { data: userFor('principal') },
        '/v1/favorite/menu-item-info?itemType=favorite&page=1&size=10&sort=dateAdded,desc': {
          data: {
            content: [
              {
                menuNo: '2000011',
                dateAdded: '2026-11-20T01:00:00.000Z',
                menuDetailResponse: {
                  menuNm: '焼肉 ひなた 東京店',
                  menuImages: [{ imageUrl: '/images/catalog/113.svg' }],
                  areaInfomation: { areaMidClassNm: '東京都', areaSmlClassNm: '東京23区' },
                  shopAreaDiv: '1',
                  srvicDiv: 'B10',
                },
              },
            ],
            totalElements: 11,
            totalPages: 2,
            page: 1,
            size: 10,
          },
        },
      },
      memberHints,
    );
    expect(text(page.html)).toContain('焼肉 ひなた 東京店');
    expect(text(page.html)).toContain('11件');
    expect(page.html).toMatch(/aria-current="page"[^>]*>2</);
    expect(page.calls).toContain('/v1/favorite/menu-item-info?itemType=favorite&page=1&size=10&sort=dateAdded,desc');
  });

  const summary = {
    menuNo: '2000123',
    menuNm: '箱根温泉 ひなた 旅館',
    menuNmKana: 'はこねおんせん ひなた りょかん',
    catchCopy: '会員限定 20%OFF！',
    imageUrl: '/images/catalog/stay.svg',
    imageExplanation: '旅館のイメージ',
    type: null,
    serviceType: 'stay',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '302',
    areaMidClassCd: '14',
    areaMidClassNm: '神奈川県',
    areaSmlClassCd: '1401',
    areaSmlClassNm: '箱根町',
    shopAreaDiv: null,
    srvicDiv: 'A10',
    useage: [1, 3],
    regularPrice: 20000,
    memberPrice: 16000,
    discountRate: 20,
  };

  it('renders a results page from its search answer: the count, the cards with their links, the facets', async () => {
    const page = await renderHtml(`${ORIGIN}/menus?keyword=%E6%B8%A9%E6%B3%89&page=2`, {
      ...visitor,
      '/v1/catalog/menus?keyword=%E6%B8%A9%E6%B3%89&page=1': {
        data: {
          totalElements: 21,
          totalPages: 2,
          page: 1,
          size: 20,
          content: [summary],
          facets: {
            categories: [{ catLrgClassCd: '101', name: 'トラベル', count: 21 }],
            prefectures: [{ areaMidClassCd: '14', name: '神奈川県', count: 21 }],
            useage: [{ useage: 1, count: 11 }],
            priceBands: [{ from: 10000, to: 30000, count: 21 }],
          },
        },
      },
    });
    const html = text(page.html);
    expect(html).toContain('「温泉」の検索結果');
    expect(html).toContain('21件');
    expect(html).toContain('21〜21件を表示');
    expect(page.html).toContain('href="/dp/menus/2000123/"');
    expect(html).toContain('16,000円〜');
    expect(html).toContain('神奈川県');
    expect(page.html).toMatch(/aria-current="page"[^>]*>2</);
  });

  it('renders a privilege’s page from its answer; a visitor is asked to log in for the coupon', async () => {
    const page = await renderHtml(`${ORIGIN}/menus/2000124`, {
      ...visitor,
      '/v1/catalog/menus/2000124': {
        data: {
          ...summary,
          menuNo: '2000124',
          menuNm: '焼肉 ひなた 東京店',
          type: 2,
          serviceType: 'life',
          srvicDiv: 'B10',
          shopAreaDiv: '1',
          leadCopy: '東京エリアの焼肉店。',
          catLrgClassNm: 'グルメ',
          catMidClassNm: '飲食店',
          catSmlClassNm: '焼肉',
          areaDtlClassCd: null,
          publishedUntil: null,
          position: { latitude: 35.68, longitude: 139.76 },
          coupon: null,
          hasCoupon: true,
          lifeGenreTags: [],
          webReservation: false,
          canUseCafe: false,
          withoutSalesPeriod: false,
          isBusinessHotel: false,
          hasNaturalHotspring: false,
          stayPlans: [],
          favorite: false,
        },
      },
    });
    const html = text(page.html);
    expect(html).toContain('焼肉 ひなた 東京店');
    expect(html).toContain('東京エリアの焼肉店。');
    expect(html).toContain('クーポンのご利用には会員ログインが必要です。');
    expect(page.html).toContain('/v1/top/login?back_uri=%2Fmenus%2F2000124');
    expect(page.calls).toContain('/v1/catalog/menus/2000124');
  });

  it('sends an unknown path to /404 (spec portal.md §8), as its route’s loader says', async () => {
    const { result } = await render(`${ORIGIN}/no-such-page`, visitor);
    expect(result).toMatchObject({ kind: 'redirect', location: '/404' });
  });
});

describe('the route loaders’ calls (ADR 0032)', () => {
  const shell = ['/v1/cms/header_footer?bsCode=CR', '/v1/config', '/v1/top/session'];

  it.each(Object.entries(CATEGORY_PAGE_LARGE_CODES))(
    '/%s asks for its CMS blocks, the categories, and its newest and ranking lists of large category %s',
    async (page, code) => {
      const { calls } = await render(`${ORIGIN}/${page}`, visitor);
      expect(calls.sort()).toEqual(
        [
          ...shell,
          `/v1/cms/block_contents?locationCode=${page}`,
          '/v1/enum/categories',
          `/v1/catalog/menus?catLrgClassCd=${code}&sort=newest&size=6`,
          `/v1/catalog/menus?catLrgClassCd=${code}&sort=recommended&size=6`,
        ].sort(),
      );
    },
  );

  it('/footer_banner is no category page: the footer mini-banner’s location code is not a route', async () => {
    const { result } = await render(`${ORIGIN}/footer_banner`, visitor);
    expect(result).toMatchObject({ kind: 'redirect', location: '/404' });
  });

  it('/ asks for its CMS sections and 今月のおすすめ優待: the six most recommended privileges', async () => {
    const { calls } = await render(`${ORIGIN}/`, visitor);
    expect(calls).toEqual(
      expect.arrayContaining([
        '/v1/cms/special_page?view_area=Home&page_limit=12',
        '/v1/cms/block_contents?locationCode=top',
        '/v1/cms/news?important=1&limit=3',
        '/v1/cms/news?important=0&limit=5',
        '/v1/catalog/menus?sort=recommended&size=6',
      ]),
    );
  });

  it('/weeklyPicks asks for 今週のおすすめ優待: the six privileges published last', async () => {
    const { calls } = await render(`${ORIGIN}/weeklyPicks`, visitor);
    expect(calls.sort()).toEqual([...shell, '/v1/catalog/menus?sort=newest&size=6'].sort());
  });

  it('/map asks for its filters’ code lists and, once the URL holds a condition, its markers', async () => {
    expect((await render(`${ORIGIN}/map`, visitor)).calls.sort()).toEqual(
      [...shell, '/v1/enum/categories', '/v1/enum/codes/area/large'].sort(),
    );
    // The selection and empty values are the page's alone; a box the map cannot read is not asked for.
    const tokyo = await render(`${ORIGIN}/map?areaMidClassCd=13&menuNo=2000001&keyword=&bbox=x`, visitor);
    expect(tokyo.calls.sort()).toEqual(
      [...shell, '/v1/enum/categories', '/v1/enum/codes/area/large', '/v1/catalog/map?areaMidClassCd=13'].sort(),
    );
  });

  it('asks for the member’s record beside the session when the member’s hints come with the page: one round of calls', async () => {
    const user = userFor('principal');
    // The calls made by the time the session answers, all the page's first calls having been sent.
    let askedBeforeTheSession: string[] = [];
    const { result, calls } = await render(
      `${ORIGIN}/menus?keyword=x`,
      { ...visitor, '/v1/top/session': { data: sessionFor(true) }, 'POST /v1/users/my': { data: user } },
      memberHints,
      async (key, sent) => {
        if (key !== '/v1/top/session') return;
        await new Promise((resolve) => setTimeout(resolve, 0));
        askedBeforeTheSession = [...sent];
      },
    );
    expect(askedBeforeTheSession).toContain('POST /v1/users/my');
    expect(calls.filter((call) => call === 'POST /v1/users/my')).toHaveLength(1);
    if (result.kind !== 'html') throw new Error(result.kind);
    expect(text(new TextDecoder().decode(result.html))).toContain(user.familyName);
  });

  it('renders a visitor’s page when the hints outlived the session: the member’s call failed and is dropped', async () => {
    const { result, calls } = await render(
      `${ORIGIN}/menus?keyword=x`,
      // The BFF answers the member's record 401 once the session has ended.
      { ...visitor, 'POST /v1/users/my': Response.json({ error: { code: 'unauthorized' } }, { status: 401 }) },
      memberHints,
    );
    expect(calls).toContain('POST /v1/users/my');
    if (result.kind !== 'html') throw new Error(result.kind);
    expect(text(new TextDecoder().decode(result.html))).toMatch(/\sログイン\s/);
    expect(result.state.queries.queries.map((query) => query.queryKey)).not.toContainEqual(['users', 'my']);
  });

  it('a member’s page asks for the member too', async () => {
    const { calls } = await render(`${ORIGIN}/menus?keyword=x`, {
      ...visitor,
      '/v1/top/session': { data: sessionFor(true) },
    });
    expect(calls).toContain('POST /v1/users/my');
  });
});

describe('renderPage: a category page with its privileges (issue 12)', () => {
  const gourmet = {
    ...visitor,
    '/v1/enum/categories': categoriesResponse([
      ['113', 'グルメ'],
      ['113/201', 'レストラン・飲食'],
      ['113/202', 'お取り寄せ・デリバリー'],
      ['113/203', '飲食店'],
    ]),
    '/v1/catalog/menus?catLrgClassCd=113&sort=newest&size=6': menuSearchResponse(
      Array.from({ length: 6 }, (_, i) => menuSummary(String(2000201 + i), { menuNm: `新着グルメ${i + 1}` })),
    ),
    '/v1/catalog/menus?catLrgClassCd=113&sort=recommended&size=6': menuSearchResponse(
      Array.from({ length: 6 }, (_, i) => menuSummary(String(2000301 + i), { menuNm: `人気グルメ${i + 1}` })),
    ),
  };
  const navOrder = (html: string) =>
    [...(/<nav aria-label="カテゴリ一覧">(.*?)<\/nav>/s.exec(html)?.[1] ?? '').matchAll(/href="\/(\w+)"/g)].map(
      (match) => match[1],
    );

  it('paints its middle categories, its lists and their tiles with their answers (hydrated at the member’s first act)', async () => {
    const page = await renderHtml(`${ORIGIN}/gourmet`, gourmet);
    const html = text(page.html);
    expect(html).toContain('グルメの優待を探す');
    expect(page.html).toContain('href="/menus?catLrgClassCd=113&amp;catMidClassCd=201"');
    expect(html).not.toContain('飲食店');
    expect(html).toContain('新着の優待');
    expect(page.html).toContain('href="/menus?catLrgClassCd=113&amp;sort=recommended"');
    // The tiles are in the page (a tile can be the page's largest paint), each a link to its privilege …
    expect(html).toContain('新着グルメ6');
    expect(html).toContain('人気グルメ1');
    expect(page.html).toContain('href="/menus/2000201"');
    expect(page.html.match(/<article /g)).toHaveLength(12);
    // … inside a Suspense boundary of their own (the section), which the browser leaves as it is until the member acts.
    expect(page.html).toMatch(/<!--\$--><section aria-labelledby="category-middle-gourmet"/);
    expect(page.calls).toContain('/v1/enum/categories');
    expect(page.calls).toContain('/v1/catalog/menus?catLrgClassCd=113&sort=newest&size=6');
  });

  it('renders the category nav in the order of the request’s nav-order cookie, this page first', async () => {
    const cookie = JSON.stringify({ order: ['crly7', 'crly11', 'crly1'], lastUpdateDate: '2026/11/24' });
    const page = await renderHtml(`${ORIGIN}/gourmet`, gourmet, { ly_nav_order: cookie });
    expect(navOrder(page.html).slice(0, 5)).toEqual(['gourmet', 'travel', 'life', 'leisure', 'childcare']);
    expect(page.html).toMatch(/href="\/gourmet" aria-current="page"|aria-current="page"[^>]*href="\/gourmet"/);
  });

  it.each([
    ['without the cookie', undefined],
    ['with a malformed cookie', { ly_nav_order: '{"order":' }],
    ['with unknown ids only', { ly_nav_order: JSON.stringify({ order: ['crly0', 'x'], lastUpdateDate: '' }) }],
  ])('renders the default order crly1 … crly11 %s', async (_, cookies) => {
    const page = await renderHtml(`${ORIGIN}/travel`, visitor, cookies ?? {});
    expect(navOrder(page.html)).toEqual([
      'travel',
      'leisure',
      'gourmet',
      'childcare',
      'shopping',
      'relaxation',
      'sports',
      'car',
      'original',
      'school',
      'life',
    ]);
    // Without answers the lists hold their room, as the browser does before they arrive.
    expect(page.html).toMatch(/min-h-\[696px\] sm:min-h-\[460px\] lg:min-h-56/);
  });

  it('orders the top page’s category links by the cookie too, and holds the room of 今月のおすすめ優待', async () => {
    const cookie = JSON.stringify({ order: ['crly3', 'crly2'], lastUpdateDate: '2026/11/24' });
    const page = await renderHtml(`${ORIGIN}/`, visitor, { ly_nav_order: cookie });
    const categories = /id="home-categories".*?<\/section>/s.exec(page.html)?.[0] ?? '';
    expect([...categories.matchAll(/href="\/(\w+)"/g)].map((match) => match[1]).slice(0, 3)).toEqual([
      'childcare',
      'gourmet',
      'leisure',
    ]);
    expect(text(page.html)).toContain('今月のおすすめ優待');
    // Its tiles come when the member nears them; their room is held from the first paint.
    expect(page.html).toMatch(/id="home-picks".*?min-h-\[696px\] sm:min-h-\[460px\] lg:min-h-56/s);
  });
});
