import type { Page } from '@playwright/test';
import { PAGE_DATA_ELEMENT_IDS } from '@portal/contracts/page-data';
import { findPersona } from '@portal/personas';
import { test, expect, waitForHydration } from '../support/fixtures.ts';

// What a member's phone downloads on a first visit, as the portal really sends it (issue 11, ADR 0018, ADR 0032): the
// bytes of every script response (headers and the encoded body) while the page loads, the encodings, and the
// data the page carries inside its HTML (its route loaders' queries) instead of fetching it.

/** First-load JavaScript as transferred (ARCHITECTURE.md §7). */
const FIRST_LOAD_JS_BUDGET = 150 * 1024;

interface ScriptTransfer {
  url: string;
  /** Response headers and the encoded body, as they came over the wire. */
  bytes: number;
  encoding: string | undefined;
}

/**
 * Records every script the page receives from now on; the returned function waits for all of their sizes (each
 * known once its request has finished: none is counted as 0 or left out).
 */
function recordScripts(page: Page): () => Promise<ScriptTransfer[]> {
  const measured: Promise<ScriptTransfer>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    measured.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseHeadersSize + sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'],
      })),
    );
  });
  return () => Promise.all(measured);
}

/** The scripts' total as transferred is within the first-load budget (the message lists each script). */
function expectWithinBudget(scripts: ScriptTransfer[]): void {
  expect(scripts.length).toBeGreaterThan(0);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const listing = scripts.map((s) => `${(s.bytes / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`).join('\n');
  expect(total, `first-load JS ${(total / 1024).toFixed(1)} KB:\n${listing}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
}

/** The calls each key page's route loaders make on the server (their answers travel in the page's query cache). */
const FIRST_LOAD_CALLS: Record<string, string[]> = {
  '/': [
    '/v1/top/session',
    '/v1/config',
    '/v1/cms/header_footer?bsCode=CR',
    '/v1/cms/special_page?view_area=Home&page_limit=12',
    '/v1/cms/block_contents?locationCode=top',
    '/v1/cms/news?important=1&limit=3',
    '/v1/cms/news?important=0&limit=5',
    '/v1/catalog/menus?sort=recommended&size=6',
  ],
  '/information': [
    '/v1/top/session',
    '/v1/config',
    '/v1/cms/header_footer?bsCode=CR',
    '/v1/cms/news/menu',
    '/v1/cms/news?page=1&limit=20',
  ],
  '/leisure': [
    '/v1/top/session',
    '/v1/config',
    '/v1/cms/header_footer?bsCode=CR',
    '/v1/cms/block_contents?locationCode=leisure',
    '/v1/enum/categories',
    '/v1/catalog/menus?catLrgClassCd=102&sort=newest&size=6',
    '/v1/catalog/menus?catLrgClassCd=102&sort=recommended&size=6',
  ],
};

test.describe('first load of a visitor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top page loads at most 150 KB of JavaScript as transferred, all of it compressed', async ({ page }) => {
    const scriptsReceived = recordScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'ライフエール' })).toBeVisible();
    const scripts = await scriptsReceived();

    const uncompressed = scripts.filter((s) => s.encoding !== 'br');
    expect(uncompressed, 'every script goes out brotli-compressed').toEqual([]);
    expectWithinBudget(scripts);
  });

  // A visitor's page may come from the page cache, rendered up to a minute before (ADR 0032), and a phone's clock is
  // not the server's: a minute ahead, the page's answers are a minute old on the phone's clock, older than their stale
  // time. They still count as received with the page (app/server-render-state.ts).
  const clocks = [
    { name: '', aheadMs: 0 },
    { name: " when it was rendered a minute before on the phone's clock", aheadMs: 60_000 },
  ];
  for (const [path, calls] of Object.entries(FIRST_LOAD_CALLS))
    for (const clock of clocks) {
      test(`${path} renders from the data inside its HTML, without fetching it${clock.name}`, async ({ page }) => {
        if (clock.aheadMs) await page.clock.setFixedTime(Date.now() + clock.aheadMs);
        const fetched: string[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/v1/')) fetched.push(`${url.pathname}${url.search}`);
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main')).not.toBeEmpty();
        expect(fetched.filter((url) => calls.includes(url))).toEqual([]);
      });
    }
});

test('any Accept header gets the page, and the API keeps answering JSON', async ({ request }) => {
  for (const accept of ['*/*', 'application/json', 'text/html']) {
    const page = await request.get('/information', { headers: { accept } });
    expect(page.status(), accept).toBe(200);
    expect(page.headers()['content-type'], accept).toContain('text/html');
  }
  const api = await request.get('/v1/no-such-call', { headers: { accept: '*/*' } });
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  const asset = await request.get('/assets/no-such-file.js', { headers: { accept: '*/*' } });
  expect(asset.status()).toBe(404);
});

test.describe('first load of a signed-in member', () => {
  test.use({ persona: 'principal', shareLogin: true });

  /**
   * What /memberStatus asks first, the member's own data (a POST the spec defines) included. The service usage
   * status is inside the page too, but it is always fresh (staleTime 0): the countdown slot that mounts after the
   * page asks for it again, on purpose.
   */
  const MEMBER_CALLS = [
    'POST /v1/users/my',
    'GET /v1/points/benepo',
    'GET /v1/points/cafe',
    'GET /v1/points/benepo/history?commandType=1&page=0&size=10',
  ];

  test('/information loads at most 150 KB of JavaScript as transferred for a member too', async ({ page }) => {
    // The login left the browser's cache warm: off, so that every script of the page comes over the wire again.
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scriptsReceived = recordScripts(page);
    await page.goto('/information', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expectWithinBudget(await scriptsReceived());
  });

  test('/memberStatus renders from the data inside its HTML, without fetching it', async ({ page }) => {
    // The login left the browser on the top page, whose header may still ask for the point tiles: leave it first.
    await page.goto('about:blank');
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) fetched.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto('/memberStatus', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toContainText('12,300');
    expect(fetched.filter((call) => MEMBER_CALLS.includes(call))).toEqual([]);
  });

  test('/favorite arrives as HTML with the favourites, without asking for them', async ({ page }) => {
    await page.goto('about:blank');
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/favorite/')) fetched.push(`${url.pathname}${url.search}`);
    });
    const response = await page.goto('/favorite', { waitUntil: 'networkidle' });
    expect(await response?.text()).toContain(`id="${PAGE_DATA_ELEMENT_IDS.serverRender}"`);
    await expect(
      page
        .getByRole('region', { name: /お気に入り/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    expect(fetched).toEqual([]);
  });

  test('/oneTimePassword arrives as HTML with the member’s numbers', async ({ page }) => {
    await page.goto('about:blank');
    const response = await page.goto('/oneTimePassword');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`id="${PAGE_DATA_ELEMENT_IDS.serverRender}"`);
    // The numbers are in the rendered markup, not only in the answers the page carries for the SPA.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(findPersona('principal')!.customerNo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('コンビニ決済ワンタイムパスワード');
  });
});

/** Keeps the SPA's entry script from arriving until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits two frames: whatever the hydration's effects scheduled has run. */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('server-rendered public pages (ADR 0020, ADR 0032)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('arrive as HTML: with JavaScript off, a phone shows the top page’s news and a category’s CMS block', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'ライフエール' })).toBeVisible();
    const news = page.getByRole('region', { name: 'お知らせ', exact: true });
    await expect(news.getByRole('link', { name: /11\/25 定期メンテナンスのお知らせ/ })).toBeVisible();
    await page.goto('/information');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.goto('/leisure');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await context.close();
  });

  test('are hydrated, not painted again: the server’s elements stay, and the page works', async ({ page }) => {
    // Hold the entry script back until the server's HTML has been marked: a hydration mismatch would replace it.
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'ライフエール' });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => element.setAttribute('data-painted-by', 'server'));
    release();
    // Hydrated (React's first commit, which keeps the server's elements): a client-only behaviour answers (the keyword
    // search opens its dialog). A press before the entry script has run is not React's to replay.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'キーワード検索' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('h1[data-painted-by="server"]')).toHaveCount(1);
  });

  test('ask for their route’s chunks with the page, from the build manifest, and are the browser’s once hydrated', async ({
    page,
  }) => {
    const response = await page.goto('/gourmet', { waitUntil: 'networkidle' });
    const head = ((await response?.text()) ?? '').split('</head>')[0] ?? '';
    // The category page's own chunk is preloaded with the entry, not discovered once the entry has run.
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/category-page-[\w-]+\.js">/);
    // The category's first CMS picture is its lead image: asked for eagerly, before the others.
    const lead = page.locator('main img[fetchpriority="high"]').first();
    await expect(lead).toHaveAttribute('loading', 'eager');
    // …and the page is the browser's afterwards: a client-only behaviour answers.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'キーワード検索' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('lose no link: one clicked before the scripts have taken the page over is followed by the browser', async ({
    page,
  }) => {
    const release = await holdEntryScript(page);
    await page.goto('/information', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'メールでのお問合せ' }).click();
    await expect(page).toHaveURL('/mail');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'メールでのお問合せ' })).toBeVisible();
  });

  test('keep the reader’s place: a page scrolled before the scripts take it over stays where it was', async ({
    page,
  }) => {
    // A page loaded earlier in the tab left its scroll position in the session's store.
    await page.goto('/information');
    await waitForHydration(page);
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 1200));
    release();
    await waitForHydration(page);
    await afterTwoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });

  test('keep the reader’s place: a page loaded in the tab opens at its top, not where the last page was left', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    // A page the browser renders itself, loaded as a new document in the same tab.
    await page.goto('/faq');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await afterTwoFrames(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** Sums the page's layout shifts without recent input (what CLS adds up) from the start of its load. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts);
}

test.describe('nothing moves while the page loads and the SPA takes it over', () => {
  // The mega-menu row exists only from 1024 px: the server cannot know the width, so its HTML keeps the row's room
  // for desktop screens (a tap aimed at a link would otherwise land 81 px above it once the row came in).
  test('a server-rendered page at 1280 px', async ({ page }) => {
    const shifts = await watchLayoutShifts(page);
    await page.goto('/information', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'カテゴリから探す' })).toBeVisible();
    expect(await shifts()).toEqual([]);
  });

  // The footer's mini-banner and CMS part load only when the member scrolls towards them (ADR 0018). Its links must not
  // move meanwhile: a CI run clicked ご意見箱 where it had been just before its empty slots gave back their room.
  test('the footer scrolled to at once: its links stay put while its lazy parts come in', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'おすすめ情報' })).toHaveCount(0);
    const link = footer.getByRole('link', { name: 'メールでのお問合せ' });
    // Scrolled to, then where the link is on screen at every frame until both lazy parts are in (or 5 s).
    const tops = await link.evaluate(
      (element) =>
        new Promise<number[]>((done) => {
          element.scrollIntoView({ block: 'center' });
          const seen: number[] = [];
          const started = performance.now();
          const loaded = () =>
            Boolean(document.querySelector('footer [data-slot="mini-banner"] ul')) &&
            Boolean(document.querySelector('footer [data-slot="cms-footer"]')?.textContent?.trim());
          const frame = () => {
            seen.push(Math.round(element.getBoundingClientRect().top));
            if (loaded() || performance.now() - started > 5000) done(seen);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    await expect(footer.getByRole('list', { name: 'おすすめ情報' })).toBeVisible();
    expect(new Set(tops), `the link's top at each frame: ${tops.join(', ')}`).toEqual(new Set([tops[0]]));
  });

  // A short page: the footer is on screen, and its settings links and CMS part arrive after the page.
  test('the not-found page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shifts = await watchLayoutShifts(page);
    await page.goto('/no-such-page', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
    expect(await shifts()).toEqual([]);
  });
});
