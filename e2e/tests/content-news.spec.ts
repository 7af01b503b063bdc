import { expectAccessible } from '../support/axe.ts';
import { NewsListPage, PAGE_UNAVAILABLE, SEED } from '../support/cms.ts';
import { expect, takeExpectedConsoleProblems, test, waitForHydration } from '../support/fixtures.ts';

/** Spec portal.md §2 "News list" and "News detail", for a visitor. */
test.describe('news list and detail (/information)', () => {
  test('lists news with dates YYYY年MM月DD日, type tags and titles, and a side menu of categories and years', async ({
    page,
  }) => {
    const list = new NewsListPage(page);
    await list.open();
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
    // 20 a page (NEWS_PAGE_SIZE); newest first.
    await expect(list.entries).toHaveCount(20);
    const rows = await list.rows();
    for (const row of rows) {
      expect(row.date).toMatch(/^\d{4}年\d{2}月\d{2}日$/);
      expect(['重要なお知らせ', 'メンテナンス', 'サービス', 'キャンペーン', 'その他']).toContain(row.tag);
    }
    const dates = rows.map((row) => row.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(list.entries.first()).toContainText('2026年11月16日');
    await expect(list.entries.first()).toContainText('会員さま限定 ベネポ残高お知らせメールの配信を開始します');
    // Drafts, future windows and CR-only news are not listed for a visitor.
    await expect(page.getByRole('main')).not.toContainText(SEED.news.draftTitle);
    await expect(page.getByRole('main')).not.toContainText(SEED.news.futureTitle);
    await expect(page.getByRole('main')).not.toContainText(SEED.news.crOnlyTitle);

    await expect(list.categories.getByRole('heading', { name: 'カテゴリ' })).toBeVisible();
    await expect(list.categories.getByRole('link')).toHaveText([
      'すべて',
      '重要なお知らせ',
      'メンテナンス',
      'サービス',
      'キャンペーン',
      'その他',
    ]);
    await expect(list.categories.getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'true');
    await expect(list.years.getByRole('heading', { name: '過去のお知らせ' })).toBeVisible();
    await expect(list.years.getByRole('link')).toHaveText([
      '2026年',
      '2025年',
      '2024年',
      '2023年',
      '2022年',
      '2021年',
      '2020年',
    ]);
    await expectAccessible(page, '/information');

    // Page 2 and 3 hold the rest (47 news for a visitor).
    const pagination = page.getByRole('navigation', { name: 'ページ送り' });
    await pagination.getByRole('link', { name: /次のページ/ }).click();
    await expect(page).toHaveURL('/information?page=2');
    await expect(list.entries).toHaveCount(20);
  });

  test('filters by category and by year from the side menu; the filter lives in the URL (reload, back, forward)', async ({
    page,
  }) => {
    const list = new NewsListPage(page);
    await list.open();
    // The filters are the router's once the SPA has the list (a click before is held and replayed by the loader).
    await waitForHydration(page);

    await list.categories.getByRole('link', { name: 'メンテナンス' }).click();
    await expect(page).toHaveURL('/information?category=maintenance');
    await expect(page.getByRole('heading', { level: 2, name: 'カテゴリ：メンテナンス' })).toBeVisible();
    await expect(list.categories.getByRole('link', { name: 'メンテナンス' })).toHaveAttribute('aria-current', 'true');
    await expect(list.entries.first()).toContainText('2026年11月02日');
    const maintenance = await list.rows();
    expect(maintenance.length).toBeGreaterThan(5);
    expect(new Set(maintenance.map((row) => row.tag))).toEqual(new Set(['メンテナンス']));
    await expectAccessible(page, '/information?category=maintenance');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'カテゴリ：メンテナンス' })).toBeVisible();
    await list.loaded();
    expect(await list.rows()).toEqual(maintenance);

    await list.years.getByRole('link', { name: '2021年' }).click();
    await expect(page).toHaveURL('/information?year=2021');
    await expect(page.getByRole('heading', { level: 2, name: '2021年のお知らせ' })).toBeVisible();
    await expect(list.years.getByRole('link', { name: '2021年' })).toHaveAttribute('aria-current', 'true');
    await expect(list.entries.first()).toContainText('2021年12月01日');
    const year2021 = await list.rows();
    expect(year2021.map((row) => row.date.slice(0, 5))).toEqual(year2021.map(() => '2021年'));
    // The year filter replaces the category filter (the side menu's two lists are exclusive).
    expect(new Set(year2021.map((row) => row.tag)).size).toBeGreaterThan(1);

    await page.goBack();
    await expect(page).toHaveURL('/information?category=maintenance');
    await expect(page.getByRole('heading', { level: 2, name: 'カテゴリ：メンテナンス' })).toBeVisible();
    await expect(list.entries.first()).toContainText('2026年11月02日');
    expect(await list.rows()).toEqual(maintenance);

    await page.goForward();
    await expect(page).toHaveURL('/information?year=2021');
    await expect(list.entries.first()).toContainText('2021年12月01日');
    expect(await list.rows()).toEqual(year2021);

    await list.categories.getByRole('link', { name: 'すべて' }).click();
    await expect(page).toHaveURL('/information');
    await expect(list.entries).toHaveCount(20);
  });

  test('a filter with no news shows 該当するお知らせはありません。', async ({ page }) => {
    const list = new NewsListPage(page);
    // The seed has no news before 2020; a shared link to 2019 keeps its filter and finds nothing.
    await list.open('?year=2019');
    await expect(page.getByRole('heading', { level: 2, name: '2019年のお知らせ' })).toBeVisible();
    await expect(list.empty).toBeVisible();
    await expect(list.entries).toHaveCount(0);
    await expectAccessible(page, '/information?year=2019');
    // An unknown category finds nothing either.
    await list.open('?category=no_such_category');
    await expect(list.empty).toBeVisible();
  });

  test('a news item opens its detail (date, type tag, releasing company, title, body); back shows it read, also after reload', async ({
    page,
  }) => {
    const list = new NewsListPage(page);
    await list.open('?year=2021');
    const title = '2021年6月30日（水）システムメンテナンスのお知らせ';
    const entry = list.entry(title);
    await expect(entry).not.toHaveAttribute('data-read', /.*/);
    await expect(entry).not.toContainText('既読');

    await entry.getByRole('link').click();
    await expect(page).toHaveURL(/\/information\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const article = page.getByRole('main').locator('article');
    await expect(article.locator('time')).toHaveText('2021年06月21日');
    await expect(article.locator('[data-tag-code="maintenance"]')).toHaveText('メンテナンス');
    await expect(article).toContainText('発表元：株式会社ライフエール');
    await expect(article.getByRole('table', { name: 'メンテナンス日時と対象サービス' })).toBeVisible();
    await expect(article).toContainText(
      'メンテナンス時間中は、ライフエール会員サイトおよび会員証アプリの全機能がご利用いただけません。',
    );
    await expect(page).toHaveTitle(new RegExp(title.replace(/[()（）]/g, '.')));
    await expectAccessible(page, 'news detail');

    await page.goBack();
    await expect(page).toHaveURL('/information?year=2021');
    await expect(list.entry(title)).toHaveAttribute('data-read', 'true');
    await expect(list.entry(title)).toContainText('既読');
    // Others stay unread.
    await expect(list.entry('総額表示への変更について')).not.toContainText('既読');

    await page.reload();
    await list.loaded();
    await expect(list.entry(title)).toHaveAttribute('data-read', 'true');
    await expect(list.entry(title)).toContainText('既読');
  });

  test('an unknown news id shows the missing-page text', async ({ page, consoleProblems }) => {
    await page.goto('/information/999999');
    await expect(page.getByText(PAGE_UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('link', { name: '一覧へ戻る' })).toHaveAttribute('href', '/information');
    await expectAccessible(page, 'unknown news');
    // The BFF's 404 for the unknown id is the expected answer (the browser logs every failed request).
    expect(
      takeExpectedConsoleProblems(
        consoleProblems,
        (p) => p.text.includes('404') && p.text.includes('/v1/cms/news/999999'),
      ),
    ).toBe(1);
  });
});
