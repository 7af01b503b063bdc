import { expectAccessible } from '../support/axe.ts';
import { expectCmsImagesLoaded } from '../support/cms.ts';
import { expect, test, waitForHydration } from '../support/fixtures.ts';

/** Spec portal.md §2: other pages (/otherPage?other_id=…), the fixed pages built on them, a category page. */
test.describe('other pages and category pages', () => {
  test('/otherPage?other_id=travel_guide renders its paragraphs', async ({ page }) => {
    await page.goto('/otherPage?other_id=travel_guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('トラベルサービスの使い方');
    const article = page.getByRole('main').locator('article');
    await expect(article).toContainText(
      'ライフエールトラベルでは、全国の宿泊施設・ツアーを会員優待価格でご予約いただけます。',
    );
    await expect(article.getByRole('heading', { level: 2, name: 'ご予約の流れ' })).toBeVisible();
    await expect(article.locator('[data-columns="3"]')).toBeVisible();
    expect(await expectCmsImagesLoaded(article)).toBe(3);
    await expect(
      article.getByRole('list').filter({ hasText: '検索結果から宿泊施設とプランを選びます。' }),
    ).toBeVisible();
    await expect(article.getByRole('link', { name: '宿泊をさがす' })).toHaveAttribute('href', '/travel');
    await expect(page).toHaveTitle(/トラベルサービスの使い方/);
    await expectAccessible(page, '/otherPage?other_id=travel_guide');
  });

  test('/faq: the questions are disclosures that open and close with the keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('よくあるご質問');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: '入会・料金について' })).toBeVisible();

    // The first question is open from the start (the editor ticked "open").
    const fee = main.getByRole('button', { name: 'Q. ライフエールの月額料金はいくらですか？' });
    await expect(fee).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText('一般会員さまは月額330円（税込）です。', { exact: false })).toBeVisible();

    const proration = main.getByRole('button', { name: 'Q. 月の途中で退会した場合、料金は日割りになりますか？' });
    const answer = main.getByText('日割り計算は行いません。', { exact: false });
    await expect(proration).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await expectAccessible(page, '/faq');

    // Tab from the first question reaches the next one; Enter opens it, Space closes it.
    await fee.focus();
    await page.keyboard.press('Tab');
    await expect(proration).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(proration).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expectAccessible(page, '/faq with an answer open');
    await page.keyboard.press('Space');
    await expect(proration).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    // The open one can be closed too.
    await fee.focus();
    await page.keyboard.press('Enter');
    await expect(fee).toHaveAttribute('aria-expanded', 'false');
  });

  test('/lifeyell-kiyaku shows the terms', async ({ page }) => {
    await page.goto('/lifeyell-kiyaku');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ライフエール会員規約');
    const article = page.getByRole('main').locator('article');
    await expect(article.getByRole('heading', { level: 2, name: '第1条（適用）' })).toBeVisible();
    await expect(article).toContainText('会員制優待サービス「ライフエール」');
    await expectAccessible(page, '/lifeyell-kiyaku');
  });

  test('ご利用ガイド (/guide, replaced by its one address goriyou) shows image-text steps and closed sections', async ({
    page,
  }) => {
    await page.goto('/guide');
    await expect(page).toHaveURL('/otherPage?other_id=goriyou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ご利用ガイド');
    const article = page.getByRole('main').locator('article');
    await expect(article.getByRole('heading', { level: 2, name: 'はじめての方へ' })).toBeVisible();
    for (const step of ['STEP1 ログイン', 'STEP2 優待をさがす', 'STEP3 優待を利用する']) {
      await expect(article.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    expect(await expectCmsImagesLoaded(article)).toBeGreaterThanOrEqual(3);
    const cardSection = article.getByRole('button', { name: '会員証の使い方' });
    await expect(cardSection).toHaveAttribute('aria-expanded', 'false');
    await cardSection.click();
    await expect(article.getByText('店頭で会員証画面をご提示ください。', { exact: false })).toBeVisible();
    await expect(article.getByRole('link', { name: 'よくあるご質問' })).toHaveAttribute('href', '/faq');
    await expect(article.getByRole('button', { name: 'ご利用にあたって' })).toBeVisible();
    await expectAccessible(page, 'the user guide (goriyou)');
  });

  test('/gourmet: its block contents, and the image carousel moves with the next button', async ({ page }) => {
    await page.goto('/gourmet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('グルメ');
    const block = page.locator('[data-location-code="gourmet"]').getByRole('region', { name: 'グルメ：冬の味覚' });
    await expect(block.getByRole('heading', { name: 'ランチもディナーも優待価格で' })).toBeVisible();
    await expect(block.getByRole('list').filter({ hasText: 'ネット予約OK' })).toBeVisible();

    // The carousel's first view shows the images; the carousel itself comes when the member reaches for it (once the
    // SPA has the page: before, the pointer has nothing to wake, and autoplay's first move brings it instead).
    await waitForHydration(page);
    await block.locator('[data-layout="carousel-frame"]').hover();
    const carousel = block.getByRole('region', { name: '画像スライド' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(4);
    await expect(slides.first()).toHaveAttribute('aria-label', '1枚目（全4枚）');
    await expect(slides.first().getByRole('img', { name: '鍋料理' })).toBeVisible();
    await expectCmsImagesLoaded(slides.first());
    await expectAccessible(page, '/gourmet');

    // The pointer over the carousel pauses the 6-second autoplay, so only the button moves it.
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    const left = async (index: number) => (await slides.nth(index).boundingBox())?.x ?? Number.NaN;
    const start = await left(0);
    expect(await left(1)).toBeGreaterThan(start);
    await carousel.getByRole('button', { name: '次のスライド' }).click();
    await expect
      .poll(async () => Math.round((await left(1)) - start), { message: 'slide 2 moved to the start' })
      .toBe(0);
    await expect.poll(async () => (await left(0)) < start - 10).toBe(true);
    await carousel.getByRole('button', { name: '前のスライド' }).click();
    await expect.poll(async () => Math.round((await left(0)) - start)).toBe(0);

    // The autoplay can be paused by its own button as well.
    await carousel.getByRole('button', { name: '自動再生を停止' }).click();
    await expect(carousel.getByRole('button', { name: '自動再生を開始' })).toBeVisible();
  });
});
