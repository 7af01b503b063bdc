import { expect, test, waitForHydration } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// issue 13 "the tutorial": a first visit is offered it once; it is read step by step, and the guide opens it again.
test.use({ firstVisit: true });

test('a first visit is offered the tutorial; read to the end it is not offered again; the guide reopens it', async ({
  page,
}) => {
  await page.goto('/');
  // The offer comes at the member's first act on the page, not with it.
  await waitForHydration(page);
  await page.mouse.move(100, 200);
  const offer = page.getByRole('complementary', { name: 'はじめてご利用の方へ' });
  await expect(offer).toBeVisible();
  await expectAccessible(page, 'top page with the tutorial offer');
  await offer.getByRole('button', { name: 'チュートリアルを見る' }).click();
  const dialog = page.getByRole('dialog', { name: 'ライフエールの使い方' });
  await expect(dialog.getByText('4ステップ中1ステップ目')).toBeVisible();
  await expectAccessible(page, 'the tutorial');
  for (let step = 0; step < 3; step++) await dialog.getByRole('button', { name: '次へ' }).click();
  await expect(dialog.getByRole('heading', { name: 'ベネポを貯める・使う' })).toBeVisible();
  await dialog.getByRole('button', { name: 'はじめる' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offer).toBeHidden();

  await page.goto('/otherPage?other_id=goriyou');
  await page.getByRole('button', { name: 'チュートリアルを見る' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
