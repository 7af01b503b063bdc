import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { blockContent, blockContentsDocument, news, newsListDocument, paragraph } from './testing/cms-fixtures.ts';
import { sessionFor, testConfig, userFor } from './testing/fixtures.ts';

// The server renderer (ADR 0020) in Node, as the BFF runs it: the real routes and components with a page's
// first-load answers. The BFF's side (what goes into the page, when it falls back) is tested in apps/bff.

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

describe('renderPage', () => {
  it('renders the top page with its answers, and the query cache and router state to hydrate it', async () => {
    const page = await renderPage({ url: `${ORIGIN}/`, answers: { ...visitor, ...topNews } });
    expect(page).not.toBeNull();
    const { html, state } = page!;
    expect(html).toContain('<main id="main"');
    expect(text(html)).toContain('重要：システムメンテナンスのお知らせ');
    expect(text(html)).toContain('冬のグルメ優待を追加しました');
    // A visitor's header offers the login.
    expect(text(html)).toContain('ログイン');
    const keys = state.queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
    expect(keys.some((key) => key.includes('important'))).toBe(true);
    expect(state.router.errors).toBeNull();
    // What the render used travels in the state, not a second time for the browser's API client.
    expect(page!.usedAnswers).toEqual(expect.arrayContaining(['/v1/top/session', '/v1/cms/news?important=1&limit=3']));
  });

  it('renders a call without an answer as the browser does before it arrives: no error, nothing to hydrate', async () => {
    const page = await renderPage({ url: `${ORIGIN}/`, answers: visitor });
    const { html, state } = page!;
    expect(text(html)).not.toContain('お知らせ11');
    expect(html).not.toMatch(/取得できませんでした|エラー/);
    expect(state.queries.queries.some((query) => JSON.stringify(query.queryKey).includes('important'))).toBe(false);
  });

  it('sanitises CMS HTML as the browser does: no handlers, scripts, or opener for other sites', async () => {
    const html = paragraph.fullHtml(
      'p1',
      '<p>レジャー優待のご案内</p><img src="/x.png" alt="" onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="https://partner.example/" target="_blank">提携先</a>',
    );
    const block = blockContent('b1', [html], { location_code: 'leisure' });
    const page = await renderPage({
      url: `${ORIGIN}/leisure`,
      answers: { ...visitor, '/v1/cms/block_contents?locationCode=leisure': blockContentsDocument([block], [html]) },
    });
    expect(page!.html).toContain('レジャー優待のご案内');
    expect(page!.html).not.toContain('onerror');
    expect(page!.html).not.toContain('alert(2)');
    expect(page!.html).toMatch(/<a href="https:\/\/partner\.example\/" target="_blank" rel="noopener">提携先<\/a>/);
  });

  it('renders a signed-in member’s header from the member’s POST /v1/users/my answer', async () => {
    const user = userFor('principal');
    const page = await renderPage({
      url: `${ORIGIN}/`,
      answers: { ...visitor, '/v1/top/session': { data: sessionFor(true) }, 'POST /v1/users/my': { data: user } },
    });
    expect(text(page!.html)).toContain(user.familyName);
    expect(text(page!.html)).not.toMatch(/\sログイン\s/);
  });

  it('renders a member’s status page from its answers: the contract and the header’s balances', async () => {
    const user = userFor('principal');
    const page = await renderPage({
      url: `${ORIGIN}/memberStatus`,
      answers: {
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
        '/v1/points/benepo': { data: { totalPoint: 12300 } },
        '/v1/points/cafe': { data: { appliablePoint: 5000 } },
        '/v1/points/benepo/history?commandType=1&page=0&size=10': {
          data: { totalPoint: 12300, entries: [], page: 0, size: 10, totalElements: 0 },
        },
      },
    });
    expect(page).not.toBeNull();
    const { html, state } = page!;
    expect(text(html)).toContain('12,300');
    expect(html).toMatch(/<h1[^>]*>[^<]*会員/);
    expect(state.router.errors).toBeNull();
    expect(page!.usedAnswers).toEqual(
      expect.arrayContaining(['/v1/serviceusage/service_usage_status', 'POST /v1/users/my', '/v1/points/benepo']),
    );
  });

  it('renders a member’s favourites page from its answer, at the page of the URL', async () => {
    const page = await renderPage({
      url: `${ORIGIN}/favorite?page=2`,
      answers: {
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
    });
    expect(page).not.toBeNull();
    expect(text(page!.html)).toContain('焼肉 ひなた 東京店');
    expect(text(page!.html)).toContain('11件');
    expect(page!.html).toMatch(/aria-current="page"[^>]*>2</);
    expect(page!.usedAnswers).toContain(
      '/v1/favorite/menu-item-info?itemType=favorite&page=1&size=10&sort=dateAdded,desc',
    );
  });

  it('answers null where the route redirects (an unknown path goes to /404 in the browser)', async () => {
    expect(await renderPage({ url: `${ORIGIN}/no-such-page`, answers: visitor })).toBeNull();
  });
});
