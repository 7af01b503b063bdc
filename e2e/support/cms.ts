import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { ConsoleProblem } from './fixtures.ts';

/**
 * The CMS (Payload) of the started portal: playwright.config.ts starts it on E2E_CMS_PORT (3101); a portal
 * reached through E2E_BASE_URL names its CMS with E2E_CMS_URL.
 */
export const CMS_ORIGIN = process.env.E2E_CMS_URL ?? `http://localhost:${process.env.E2E_CMS_PORT ?? 3101}`;

/** The seeded editor (apps/cms/src/seed/base-data.ts, README「CMS editors」). */
export const CMS_EDITOR = { email: 'editor@example.jp', password: 'editor-password' } as const;

/** Seed content the content tests rely on (apps/cms/src/seed/content/*.ts). */
export const SEED = {
  news: {
    sanitizerAlias: 'sanitizer-regression-fixture',
    draftTitle: 'ライフエール月額料金の改定について（予告）',
    draftBodyText: '（下書き・社内確認中）',
    /** bscodes CR, important. */
    crOnlyTitle: '子育てクラブ会員さまの無料期間が最大7か月になりました',
    /** courses cr-club. */
    clubCourseTitle: '子育てクラブ会員さま限定 春のこども写真館キャンペーン',
    /** Future window (2027-01-01). */
    futureTitle: '新春ベネポお年玉キャンペーン',
  },
  specialPages: {
    home: ['winter-gourmet-2026', 'point-up-campaign', 'relax-spa-fair', 'new-year-travel-2027', 'onsen-weekend-trip'],
    listingForEveryone: [
      'winter-gourmet-2026',
      'point-up-campaign',
      'new-year-travel-2027',
      'beauty-salon-week',
      'shopping-point-double',
      'onsen-weekend-trip',
    ],
    crOnly: 'kids-winter-school',
  },
} as const;

/** Text of the CMS's "missing page" state (spec portal.md §8). */
export const PAGE_UNAVAILABLE = 'ご選択いただいたページは現在存在しないか、ご利用いただけません。';

/**
 * Each image under `scope` comes from the CMS host and has loaded (scrolled into view first: CMS images are
 * lazy). Returns how many images were checked.
 */
export async function expectCmsImagesLoaded(scope: Locator): Promise<number> {
  const images = await scope.locator('img').all();
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    const src = (await image.getAttribute('src')) ?? '';
    expect(new URL(src, scope.page().url()).origin, `image ${src} from the CMS host`).toBe(CMS_ORIGIN);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
        message: `image ${src} loaded`,
      })
      .toBeGreaterThan(0);
    await expect(image).not.toHaveAttribute('data-failed', /.*/);
  }
  return images.length;
}

/** No horizontal scrolling: nothing is wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    body: document.body.scrollWidth,
  }));
  expect(sizes.scroll, `page width ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(sizes.client);
  expect(sizes.body, `body width ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(sizes.client);
}

/**
 * Console errors and uncaught exceptions of portal pages in a browser context the test fixture does not watch
 * (the editor's context, whose CMS admin pages are Payload's, not the portal's). The portal pages opened from
 * there (the preview tab) are held to the same rule as everywhere else.
 */
export function watchPortalPages(context: BrowserContext, portalOrigin: string): ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  const onPortal = (page: Page | null) => page !== null && new URL(page.url()).origin === portalOrigin;
  context.on('console', (message) => {
    if (message.type() !== 'error' || !onPortal(message.page())) return;
    const { url, lineNumber } = message.location();
    problems.push({
      url: message.page()?.url() ?? '',
      text: `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
    });
  });
  context.on('weberror', (error) => {
    if (!onPortal(error.page())) return;
    problems.push({
      url: error.page()?.url() ?? '',
      text: `uncaught: ${error.error().stack ?? error.error().message}`,
    });
  });
  return problems;
}

/** The editor through Payload's REST API (`POST /api/users/login`, then `Authorization: JWT …`). */
export class CmsRestEditor {
  private readonly api: APIRequestContext;

  private constructor(api: APIRequestContext) {
    this.api = api;
  }

  static async login(): Promise<CmsRestEditor> {
    const login = await playwrightRequest.newContext({ baseURL: CMS_ORIGIN });
    const response = await login.post('/api/users/login', { data: CMS_EDITOR });
    expect(response.status(), 'editor login at the CMS').toBe(200);
    const { token } = (await response.json()) as { token: string };
    await login.dispose();
    const api = await playwrightRequest.newContext({
      baseURL: CMS_ORIGIN,
      extraHTTPHeaders: { Authorization: `JWT ${token}` },
    });
    return new CmsRestEditor(api);
  }

  /** A special page by alias, as its latest version (draft included). */
  async specialPage(alias: string): Promise<{ id: number | string; publishLocation: string[]; _status: string }> {
    const response = await this.api.get('/api/special-pages', {
      params: { 'where[alias][equals]': alias, draft: 'true', depth: '0', limit: '1' },
    });
    expect(response.status()).toBe(200);
    const { docs } = (await response.json()) as {
      docs: { id: number | string; publishLocation: string[]; _status: string }[];
    };
    expect(docs, `special page ${alias}`).toHaveLength(1);
    return docs[0]!;
  }

  /** Saves a draft version of a special page (the published version stays as it is). */
  async saveSpecialPageDraft(id: number | string, data: Record<string, unknown>): Promise<void> {
    const response = await this.api.patch(`/api/special-pages/${id}`, {
      params: { draft: 'true', depth: '0' },
      data: { ...data, _status: 'draft' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** Publishes a special page with these fields (the latest version becomes the published one again). */
  async publishSpecialPage(id: number | string, data: Record<string, unknown>): Promise<void> {
    const response = await this.api.patch(`/api/special-pages/${id}`, {
      params: { depth: '0' },
      data: { ...data, _status: 'published' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }

  /** The published special pages (what members get), by alias. */
  async publishedSpecialPages(): Promise<{ alias: string; publishLocation: string[] }[]> {
    const response = await this.api.get('/api/special-pages', { params: { depth: '0', limit: '100' } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { docs: { alias: string; publishLocation: string[] }[] }).docs;
  }

  async dispose(): Promise<void> {
    await this.api.dispose();
  }
}

/** The news list page (/information): side menu, list entries, empty text. */
export class NewsListPage {
  readonly sideMenu: Locator;
  readonly categories: Locator;
  readonly years: Locator;
  readonly entries: Locator;
  readonly empty: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.sideMenu = page.getByRole('navigation', { name: 'お知らせの絞り込み' });
    this.categories = this.sideMenu.getByRole('region', { name: 'カテゴリ' });
    this.years = this.sideMenu.getByRole('region', { name: '過去のお知らせ' });
    this.entries = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('time') });
    this.empty = page.getByText('該当するお知らせはありません。', { exact: true });
  }

  async open(search = ''): Promise<void> {
    await this.page.goto(`/information${search}`);
    await this.loaded();
  }

  /** The list or its empty text is shown. */
  async loaded(): Promise<void> {
    await expect(this.entries.first().or(this.empty)).toBeVisible();
  }

  entry(title: string): Locator {
    return this.entries.filter({ hasText: title });
  }

  /** The dates (YYYY年MM月DD日) and tags of the entries shown. */
  async rows(): Promise<{ date: string; tag: string; text: string }[]> {
    return this.entries.evaluateAll((items) =>
      items.map((item) => ({
        date: item.querySelector('time')?.textContent?.trim() ?? '',
        tag: item.querySelector('[data-tag-code]')?.textContent?.trim() ?? '',
        text: item.textContent?.trim() ?? '',
      })),
    );
  }
}
