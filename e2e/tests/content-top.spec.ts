import { expectAccessible } from '../support/axe.ts';
import { CMS_ORIGIN, expectCmsImagesLoaded, expectNoHorizontalOverflow, SEED } from '../support/cms.ts';
import { expect, MOBILE, test, waitForHydration } from '../support/fixtures.ts';

/** Spec portal.md §2 "News and special pages": the top page's CMS sections, for a visitor. */
test.describe('top page content', () => {
  test('news section: important variant (type name + title) and normal variant (date, label, title)', async ({
    page,
  }) => {
    await page.goto('/');
    const news = page.getByRole('region', { name: 'お知らせ', exact: true });
    const important = news.getByRole('list', { name: '重要なお知らせ' });
    await expect(important.getByRole('listitem').first()).toBeVisible();
    expect(await important.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    // The newest important news: type name, then the display title.
    await expect(important.getByRole('link', { name: /11月末で失効するベネポのお知らせ/ })).toHaveText(
      '重要なお知らせ11月末で失効するベネポのお知らせ',
    );
    await expect(important.getByRole('link', { name: /11\/25 定期メンテナンスのお知らせ/ })).toHaveText(
      'メンテナンス11/25 定期メンテナンスのお知らせ',
    );

    const normal = news.locator('[data-variant="normal"]');
    const rows = normal.getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(5);
    for (const row of await rows.all()) {
      await expect(row.locator('time')).toHaveText(/^\d{4}年\d{2}月\d{2}日$/);
      await expect(row.locator('[data-tag-code]')).toHaveText(/\S/);
    }
    // The newest normal news first (2026-11-16, サービス).
    await expect(rows.first()).toContainText('2026年11月16日');
    await expect(rows.first().locator('[data-tag-code]')).toHaveText('サービス');
    await expect(rows.first()).toContainText('会員さま限定 ベネポ残高お知らせメールの配信を開始します');
    // Important news are not repeated in the normal list; drafts and future windows never show.
    await expect(normal).not.toContainText('11月末で失効するベネポのお知らせ');
    await expect(news).not.toContainText(SEED.news.draftTitle);
    await expect(news).not.toContainText(SEED.news.futureTitle);

    await news.getByRole('link', { name: 'お知らせ一覧へ' }).click();
    await expect(page).toHaveURL('/information');
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  });

  test('special pages: 5 Home pages as a slider with もっと見る to /specialPage', async ({ page }) => {
    await page.goto('/');
    const special = page.getByRole('region', { name: '特集', exact: true });
    // The slider's first view shows the cards; the slider itself comes when the member reaches for it.
    await expect(special.getByRole('link', { name: 'もっと見る' })).toBeVisible();
    await waitForHydration(page);
    await special.locator('[data-layout="carousel-frame"]').hover();
    const slider = special.getByRole('region', { name: '特集スライド' });
    await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = slider.getByRole('group');
    await expect(slides).toHaveCount(SEED.specialPages.home.length);
    await expect(slides.first()).toHaveAttribute('aria-label', `1枚目（全${SEED.specialPages.home.length}枚）`);
    // Cards in the CMS's sort order, linking to their detail pages.
    const hrefs = await slides.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(SEED.specialPages.home.map((alias) => `/specialPage/detail?spid=${alias}`));
    await expect(special.locator('[data-layout="flat"]')).toHaveCount(0);
    await expect(slider.getByRole('button', { name: '次の特集' })).toBeVisible();
    await expect(slider.getByRole('button', { name: '前の特集' })).toBeVisible();
    // Banners of the slides on screen come from the CMS host.
    await expectCmsImagesLoaded(slides.first());

    await expectAccessible(page, 'top page');

    await special.getByRole('link', { name: 'もっと見る' }).click();
    await expect(page).toHaveURL('/specialPage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('特集ページ一覧');
  });

  test('top block contents render headings and images from the CMS host; targeted blocks stay hidden', async ({
    page,
  }) => {
    await page.goto('/');
    const blocks = page.locator('[data-location-code="top"]');
    const picks = blocks.getByRole('region', { name: 'トップ：今月のおすすめ優待' });
    await expect(picks.getByRole('heading', { level: 2, name: '今月のおすすめ優待' })).toBeVisible();
    // Four images: a 4-column grid (spec: 3 columns up to 3 images, otherwise 4).
    await expect(picks.locator('[data-columns="4"]')).toBeVisible();
    await expect(picks.getByRole('link', { name: /テーマパーク/ })).toHaveAttribute('href', '/leisure');
    expect(await expectCmsImagesLoaded(picks)).toBe(4);
    await expect(picks.getByRole('link', { name: '優待をもっと見る' })).toBeVisible();

    const bannerCarousel = blocks.getByRole('region', { name: 'トップ：特集カルーセル' });
    await expect(bannerCarousel.getByRole('region', { name: '画像スライド' })).toBeVisible();
    await expect(bannerCarousel.getByRole('group')).toHaveCount(5);

    // CR-only and not-yet-started blocks are not for a visitor.
    await expect(blocks.getByRole('region', { name: 'トップ：子育てクラブ会員さまへ' })).toHaveCount(0);
    await expect(blocks.getByRole('region', { name: /新春キャンペーン予告/ })).toHaveCount(0);

    // Every CMS image on the page is an absolute URL on the CMS host (今月のおすすめ優待's pictures are the catalogue's).
    const sources = await page
      .locator('main img')
      .evaluateAll((images) =>
        images
          .filter((image) => !image.closest('[aria-labelledby="home-picks"]'))
          .map((image) => (image as HTMLImageElement).src),
      );
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith(`${CMS_ORIGIN}/`), src).toBe(true);
  });

  test('the header news bell scrolls to the news section', async ({ page, header }) => {
    await page.goto('/');
    const news = page.getByRole('region', { name: 'お知らせ', exact: true });
    await expect(news.getByRole('list', { name: '重要なお知らせ' })).toBeVisible();
    // The CMS sections above the news have loaded (their chunks and data), so the page no longer grows above it. The
    // top blocks' code comes at the member's first act once the page is the SPA's (a pointer move here).
    await waitForHydration(page);
    await page.mouse.move(10, 10);
    await expect(page.getByRole('region', { name: '特集スライド' })).toBeVisible();
    await expect(
      page.locator('[data-location-code="top"]').getByRole('region', { name: '画像スライド' }),
    ).toBeVisible();
    await expect(page.getByTestId('cms-skeleton')).toHaveCount(0);
    await expect(news).not.toBeInViewport();
    await header.newsBell.click();
    await expect(news).toBeInViewport();
    await expect(news.getByRole('heading', { name: 'お知らせ', exact: true })).toBeInViewport();
    await expect(news).toBeFocused();
  });
});

test.describe('top page content on a phone', () => {
  test.use(MOBILE);

  test('no horizontal overflow at 390×844', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: '特集スライド' })).toBeVisible();
    await expect(page.locator('[data-location-code="top"]')).toBeVisible();
    await expect(page.getByRole('list', { name: '重要なお知らせ' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // Also after the lazy images arrived (their intrinsic sizes must not widen the page).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'top page (mobile)');
  });
});

test.describe('carousel accessibility', () => {
  test('the top page carousels pass axe', async ({ page }) => {
    await page.goto('/');
    // Their first views first (axe on them too), then the carousels, which come when the member reaches for them.
    const frames = page.locator('[data-layout="carousel-frame"]');
    await expect(frames).toHaveCount(2);
    await expectAccessible(page, 'top page carousels before they are needed');
    await waitForHydration(page);
    // Reach for each: its first view, or the carousel itself where it came by its own (at its autoplay's first
    // move, 5 s after the page: a busy machine can take that long to get here). The featured slides come first.
    const featured = page.getByRole('region', { name: '特集スライド' });
    const images = page.getByRole('region', { name: '画像スライド' });
    await frames.or(featured).first().hover();
    await expect(featured).toBeVisible();
    await frames.or(images).first().hover();
    await expect(images).toBeVisible();
    await expectAccessible(page, 'top page carousels');
  });
});
