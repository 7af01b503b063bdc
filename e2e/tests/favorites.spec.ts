import { test, expect, MOBILE } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// issue 12 "/favorite": the member's favourites, 10 a page, with removal (spec portal.md §7).

test.describe('お気に入り (/favorite) at 390 px', () => {
  test.use({ persona: 'principal', ...MOBILE });

  test('lists the favourites with their links, removes one, and the removal stays after a reload', async ({ page }) => {
    await page.goto('/favorite');
    await expect(page.getByRole('heading', { level: 1, name: 'お気に入り' })).toBeVisible();
    const list = page.getByRole('region', { name: /お気に入り/ });
    const cards = list.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    expect(before).toBeGreaterThan(0);
    await expectAccessible(page, '/favorite');

    const first = cards.first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await first.getByRole('button', { name: `${name}をお気に入りから削除` }).click();
    await expect(page.getByText('お気に入りから削除しました。')).toBeVisible();
    await expect(cards).toHaveCount(before - 1);
    await expect(list.getByRole('heading', { level: 3, name })).toHaveCount(0);

    await page.reload();
    await expect(cards).toHaveCount(before - 1);
    await expect(list.getByRole('heading', { level: 3, name })).toHaveCount(0);
  });
});
