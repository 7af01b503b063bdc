import { japanIsoDate } from '@portal/contracts/japan-time';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import {
  CMS_EDITOR,
  CMS_ORIGIN,
  CmsRestEditor,
  NewsListPage,
  PAGE_UNAVAILABLE,
  SEED,
  watchPortalPages,
} from '../support/cms.ts';
import { expect, takeExpectedConsoleProblems, test, waitForHydration } from '../support/fixtures.ts';

/**
 * Preview (docs/cms-content-model.md「Preview」): the editor presses プレビュー in the CMS admin, the BFF turns
 * the signed token into the staff cookie, and the portal's /preview page starts the preview mode.
 *
 * The CMS admin is Payload's own application, so the editor works in a browser context of their own; the portal
 * pages opened from there are watched for console errors all the same (watchPortalPages).
 */
async function openPreviewFromAdmin(
  browser: Browser,
  portalOrigin: string,
  document: { collection: 'news' | 'special-pages'; linkName: string },
): Promise<{
  /** The document in the CMS admin. */
  admin: Page;
  preview: Page;
  /** The link the preview button held (its token is used up once the preview tab opened). */
  previewLink: string;
  close: () => Promise<void>;
  portalProblems: () => string[];
  /** What the admin's Content-Security-Policy refused (apps/cms/src/lib/security-headers.ts): nothing, ever. */
  adminCspViolations: () => string[];
}> {
  const editorContext = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1280, height: 800 },
  });
  const problems = watchPortalPages(editorContext, portalOrigin);
  const cspViolations: string[] = [];
  editorContext.on('console', (message) => {
    const onAdmin = message.page()?.url().startsWith(CMS_ORIGIN) ?? false;
    if (onAdmin && /Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const admin = await editorContext.newPage();
  await admin.goto(`${CMS_ORIGIN}/admin`);
  await admin.getByLabel('メールアドレス').fill(CMS_EDITOR.email);
  await admin.getByLabel('パスワード').fill(CMS_EDITOR.password);
  await admin.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(admin).not.toHaveURL(/\/admin\/login/);

  await admin.goto(`${CMS_ORIGIN}/admin/collections/${document.collection}?limit=100`);
  // Followed as its address: a click while Payload's list settles (it rewrites its own URL once loaded) can be lost.
  const documentLink = admin.getByRole('link', { name: document.linkName, exact: true }).first();
  await admin.goto(new URL((await documentLink.getAttribute('href'))!, CMS_ORIGIN).href);
  await expect(admin).toHaveURL(new RegExp(`/admin/collections/${document.collection}/\\d+`));
  const previewButton = admin.getByRole('link', { name: 'プレビュー' });
  await expect(previewButton).toHaveAttribute('href', new RegExp(`^${portalOrigin}/v1/cms/preview\\?token=`));
  const previewLink = (await previewButton.getAttribute('href'))!;
  const [preview] = await Promise.all([editorContext.waitForEvent('page'), previewButton.click()]);
  await preview.waitForLoadState();
  return {
    admin,
    preview,
    previewLink,
    close: () => editorContext.close(),
    portalProblems: () => problems.map((p) => `${p.url}: ${p.text}`),
    adminCspViolations: () => [...cspViolations],
  };
}

/** On /preview: choose the day and start; the portal then opens the document's path in preview mode. */
async function startPreview(preview: Page, day: string): Promise<void> {
  await expect(preview.getByRole('heading', { level: 1, name: 'プレビュー' })).toBeVisible();
  const date = preview.getByLabel('表示日');
  await expect(date).toBeVisible();
  await expectAccessible(preview, '/preview');
  await date.fill(day);
  await preview.getByRole('button', { name: 'プレビューを開始' }).click();
  await expect(preview.getByText('プレビュー中')).toBeVisible();
}

test.describe('CMS preview', () => {
  // These drive Payload's admin (a large Next app) and the portal in two contexts: slow on a busy machine.
  // One after another, in one worker: they share the editor's account and the documents they save as drafts. Two
  // logins of one account at once once cost a session here (ADR 0034, amendment "one login of an account at a
  // time").
  test.describe.configure({ mode: 'default', timeout: 180_000 });

  test('GET /v1/cms/news?previewMode=1 without the preview cookie answers 403', async ({ page }) => {
    const forbidden = await page.request.get('/v1/cms/news?previewMode=1');
    expect(forbidden.status()).toBe(403);
    expect(forbidden.headers()['content-type']).toMatch(/json/);
    const body = (await forbidden.json()) as { errors: { code: string; status: string }[] };
    expect(body.errors[0]).toMatchObject({ status: '403', code: 'preview_forbidden' });
    // Every preview parameter needs the cookie, not only previewMode.
    const dated = await page.request.get('/v1/cms/news?previewDate=2026-11-19');
    expect(dated.status()).toBe(403);
  });

  test('the editor previews the draft news from the CMS admin; a visitor never sees it', async ({
    browser,
    page,
    baseURL,
    consoleProblems,
  }) => {
    const portalOrigin = new URL(baseURL!).origin;
    const editor = await openPreviewFromAdmin(browser, portalOrigin, {
      collection: 'news',
      linkName: SEED.news.draftTitle,
    });
    try {
      const { preview } = editor;
      await expect(preview).toHaveURL(/\/preview\?path=%2Finformation%2F\d+$/);
      const draftPath = decodeURIComponent(new URL(preview.url()).searchParams.get('path') ?? '');

      // The link was exchanged once for the editor's preview cookie: anyone else who gets hold of it (a history,
      // a log, a shoulder) is refused.
      const reused = await page.request.get(editor.previewLink, { maxRedirects: 0 });
      expect(reused.status()).toBe(403);
      expect(((await reused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('preview_token_used');
      await expect(preview.getByText(draftPath, { exact: true })).toBeVisible();
      await startPreview(preview, japanIsoDate(new Date()));

      await expect(preview).toHaveURL(draftPath);
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(SEED.news.draftTitle);
      const article = preview.getByRole('main').locator('article');
      await expect(article).toContainText(SEED.news.draftBodyText);
      await expect(article.locator('[data-tag-code="important_message"]')).toHaveText('重要なお知らせ');
      await expect(article).toContainText('2026年11月19日');
      await expectAccessible(preview, 'draft news in preview');

      // The preview list has it too (preview mode follows the tab's navigation).
      const previewList = new NewsListPage(preview);
      await previewList.open('?year=2026');
      await expect(previewList.entry(SEED.news.draftTitle)).toBeVisible();
      await expect(preview.getByText('プレビュー中')).toBeVisible();

      // A visitor, meanwhile, never sees the draft: not in the list, not by its path.
      const list = new NewsListPage(page);
      await list.open('?year=2026');
      await expect(list.entry('画像付きお知らせの表示について')).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(SEED.news.draftTitle);
      await page.goto(draftPath);
      await expect(page.getByText(PAGE_UNAVAILABLE, { exact: true })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(SEED.news.draftTitle);
      await expect(page.getByText('プレビュー中')).toHaveCount(0);
      expect(
        takeExpectedConsoleProblems(consoleProblems, (p) => p.text.includes('404') && p.text.includes(`/v1/cms/news/`)),
        'the BFF answers 404 for the draft to a visitor',
      ).toBe(1);

      expect(editor.portalProblems(), 'no console errors on the portal pages of the preview').toEqual([]);
      expect(editor.adminCspViolations(), 'the admin works under its Content-Security-Policy').toEqual([]);
    } finally {
      await editor.close();
    }
  });

  test('with fewer than 4 Home special pages (two moved off Home in drafts) the preview shows a flat list without もっと見る', async ({
    browser,
    page,
    baseURL,
  }) => {
    const portalOrigin = new URL(baseURL!).origin;
    const rest = await CmsRestEditor.login();
    const moved = ['relax-spa-fair', 'onsen-weekend-trip'] as const;
    const originals = await Promise.all(moved.map((alias) => rest.specialPage(alias)));
    for (const original of originals) expect(original.publishLocation).toContain('Home');
    const editor = await openPreviewFromAdmin(browser, portalOrigin, {
      collection: 'special-pages',
      linkName: 'ベネポ ポイントアップキャンペーン',
    });
    try {
      // Drafts only: members keep seeing the published pages.
      for (const original of originals) {
        await rest.saveSpecialPageDraft(original.id, {
          publishLocation: original.publishLocation.filter((location) => location !== 'Home'),
        });
      }
      const published = await rest.publishedSpecialPages();
      for (const alias of moved) {
        expect(published.find((p) => p.alias === alias)?.publishLocation, `${alias} published`).toContain('Home');
      }

      // The page's CSS and JavaScript fields are edited in Monaco, which the CMS serves itself under its CSP. Its
      // editor comes with the admin's largest chunks: a full run on a busy 2-core machine once took over 10 s.
      await expect(editor.admin.locator('.code-field .monaco-editor').first()).toBeVisible({ timeout: 30_000 });

      const { preview } = editor;
      await expect(preview).toHaveURL(/\/preview\?path=%2FspecialPage%2Fdetail%3Fspid%3Dpoint-up-campaign$/);
      await startPreview(preview, japanIsoDate(new Date()));
      await expect(preview).toHaveURL('/specialPage/detail?spid=point-up-campaign');
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText('ベネポ ポイントアップキャンペーン');

      await preview.goto('/');
      await expect(preview.getByText('プレビュー中')).toBeVisible();
      const special = preview.getByRole('region', { name: '特集', exact: true });
      const flat = special.locator('[data-layout="flat"]');
      await expect(flat).toBeVisible();
      await expect(flat.getByRole('listitem')).toHaveCount(3);
      const hrefs = await flat.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs).toEqual(
        ['winter-gourmet-2026', 'point-up-campaign', 'new-year-travel-2027'].map(
          (alias) => `/specialPage/detail?spid=${alias}`,
        ),
      );
      await expect(special.getByRole('region', { name: '特集スライド' })).toHaveCount(0);
      await expect(special.getByRole('link', { name: 'もっと見る' })).toHaveCount(0);
      await expectAccessible(preview, 'top page in preview with 3 Home special pages');

      // The visitor's top page still has the published five as a slider.
      await page.goto('/');
      const visitorSpecial = page.getByRole('region', { name: '特集', exact: true });
      await expect(visitorSpecial.getByRole('link', { name: 'もっと見る' })).toBeVisible();
      await waitForHydration(page);
      await visitorSpecial.locator('[data-layout="carousel-frame"]').hover();
      await expect(visitorSpecial.getByRole('region', { name: '特集スライド' }).getByRole('group')).toHaveCount(5);
      await expect(visitorSpecial.getByRole('link', { name: 'もっと見る' })).toBeVisible();

      expect(editor.portalProblems(), 'no console errors on the portal pages of the preview').toEqual([]);
      expect(editor.adminCspViolations(), 'the admin works under its Content-Security-Policy').toEqual([]);
    } finally {
      // Back as seeded: the original locations, published again (no pending draft left behind).
      for (const original of originals) {
        await rest.publishSpecialPage(original.id, { publishLocation: original.publishLocation });
      }
      await rest.dispose();
      await editor.close();
    }
  });

  test('the preview banner passes axe', async ({ browser, baseURL }) => {
    const editor = await openPreviewFromAdmin(browser, new URL(baseURL!).origin, {
      collection: 'news',
      linkName: SEED.news.draftTitle,
    });
    try {
      await startPreview(editor.preview, japanIsoDate(new Date()));
      await expect(editor.preview.getByRole('region', { name: 'プレビュー中' })).toBeVisible();
      await expectAccessible(editor.preview, 'preview banner');
    } finally {
      await editor.close();
    }
  });
});
