import { expectAccessible } from '../support/axe.ts';
import { expectCmsImagesLoaded, expectNoHorizontalOverflow, PAGE_UNAVAILABLE, SEED } from '../support/cms.ts';
import { expect, MOBILE, test } from '../support/fixtures.ts';

/** Spec portal.md §2: special page list (/specialPage) and detail (/specialPage/detail?spid=…). */
test.describe('special pages', () => {
  test('the list shows the Listing pages as banner cards, filterable by category', async ({ page }) => {
    await page.goto('/specialPage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('特集ページ一覧');
    const cards = page
      .getByRole('main')
      .getByRole('link', { name: /./ })
      .filter({ has: page.locator('img') });
    await expect(cards).toHaveCount(SEED.specialPages.listingForEveryone.length);
    const hrefs = await cards.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(SEED.specialPages.listingForEveryone.map((alias) => `/specialPage/detail?spid=${alias}`));
    // Home-only and CR-only pages are not in a visitor's list.
    expect(hrefs).not.toContain('/specialPage/detail?spid=relax-spa-fair');
    expect(hrefs).not.toContain(`/specialPage/detail?spid=${SEED.specialPages.crOnly}`);
    await expect(cards.first()).toHaveText('冬のごちそうグルメ特集');
    expect(await expectCmsImagesLoaded(page.getByRole('main'))).toBe(SEED.specialPages.listingForEveryone.length);
    await expectAccessible(page, '/specialPage');

    const filter = page.getByRole('navigation', { name: 'カテゴリで絞り込む' });
    await filter.getByRole('link', { name: 'リラクゼーション・美容' }).click();
    await expect(page).toHaveURL('/specialPage?category=relax_and_beauty');
    await expect(cards).toHaveCount(2);
    await expect(cards).toHaveText(['ビューティーサロン優待ウィーク', '週末温泉めぐり']);
    await page.goBack();
    await expect(page).toHaveURL('/specialPage');
    await expect(cards).toHaveCount(SEED.specialPages.listingForEveryone.length);

    await cards.first().click();
    await expect(page).toHaveURL('/specialPage/detail?spid=winter-gourmet-2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('冬のごちそうグルメ特集');
    // Reached in the browser, the paragraphs load after the page: its script runs once they are there, and fills them.
    await expect(page.getByRole('main').locator('article [data-countdown]')).toHaveText(
      /^キャンペーン終了まであと\d+日$/,
    );
  });

  test('detail: paragraphs render and the page script fills [data-countdown] after 10 ms', async ({ page }) => {
    await page.goto('/specialPage/detail?spid=winter-gourmet-2026');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('冬のごちそうグルメ特集');
    const article = page.getByRole('main').locator('article');
    await expect(article).toContainText('寒い季節こそ、あたたかいごちそうを。');
    // The seed's text is replaced by the page's js_code (served by the BFF as a same-origin script).
    const countdown = article.locator('[data-countdown]');
    await expect(countdown).toHaveText(/^キャンペーン終了まであと\d+日$/);
    await expect(countdown).not.toHaveText(/キャンペーン期間/);
    await expect(article.getByRole('heading', { level: 2, name: 'おすすめの冬グルメ' })).toBeVisible();
    await expect(article.locator('[data-columns="3"]')).toBeVisible();
    await expect(article.getByRole('heading', { name: '老舗料亭の冬の会席' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'グルメの優待をさがす' })).toHaveAttribute('href', '/gourmet');
    expect(await expectCmsImagesLoaded(article)).toBeGreaterThanOrEqual(4);
    await expect(page).toHaveTitle(/冬のごちそうグルメ特集/);
    await expectAccessible(page, 'special page detail');
  });

  test('an unknown spid shows ご選択いただいたページは現在存在しないか、ご利用いただけません。', async ({ page }) => {
    await page.goto('/specialPage/detail?spid=no-such-special-page');
    await expect(page.getByText(PAGE_UNAVAILABLE, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('article')).toHaveCount(0);
    await expectAccessible(page, 'unknown special page');
  });
});

test.describe('special page on a phone', () => {
  test.use(MOBILE);

  test('no horizontal overflow at 390×844', async ({ page }) => {
    await page.goto('/specialPage/detail?spid=winter-gourmet-2026');
    await expect(page.locator('[data-countdown]')).toHaveText(/^キャンペーン終了まであと\d+日$/);
    await expectCmsImagesLoaded(page.getByRole('main').locator('article'));
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'special page detail (mobile)');
  });
});

/** Spec portal.md §2: the special-feature list /special (issue 13), on a phone and from the keyboard. */
test.describe('the special-feature list /special on a phone', () => {
  test.use(MOBILE);

  test('lists the Listing pages like /specialPage, without horizontal overflow, and filters from the keyboard', async ({
    page,
  }) => {
    await page.goto('/special');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('特集');
    const cards = page
      .getByRole('main')
      .getByRole('link', { name: /./ })
      .filter({ has: page.locator('img') });
    await expect(cards).toHaveCount(SEED.specialPages.listingForEveryone.length);
    const hrefs = await cards.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(SEED.specialPages.listingForEveryone.map((alias) => `/specialPage/detail?spid=${alias}`));
    await expectCmsImagesLoaded(page.getByRole('main'));
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, '/special (mobile)');

    const filter = page.getByRole('navigation', { name: 'カテゴリで絞り込む' });
    await filter.getByRole('link', { name: 'リラクゼーション・美容' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/special?category=relax_and_beauty');
    await expect(cards).toHaveText(['ビューティーサロン優待ウィーク', '週末温泉めぐり']);
  });
});
