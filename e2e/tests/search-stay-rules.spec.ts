import { test, expect, MOBILE } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { openSearchPanel, outboundQuery } from '../support/search-panel.ts';

// spec search.md §4 (sub-tab switch, tour categories), §5 Stay (public and tour tabs' messages, price range), §9
// search history cookie.

for (const viewport of ['desktop', 'mobile'] as const) {
  const mobile = viewport === 'mobile';
  test.describe(`stay sub-tabs at ${mobile ? 390 : 1280} px`, () => {
    if (mobile) test.use(MOBILE);

    test('公共の宿 and the tour tabs show their empty-search messages; another sub-tab clears the message', async ({
      page,
    }) => {
      const panel = await openSearchPanel(page, { mobile, tab: 'トラベル' });
      let inSubTab = false;
      const openSubTab = async (tab: string) => {
        if (mobile) {
          // The travel tab's stay-search menu (spec search.md §2): back to it, then the next search.
          if (inSubTab) await panel.getByRole('button', { name: '検索メニューに戻る' }).click();
          await panel
            .getByRole('navigation', { name: '宿泊・旅行の検索メニュー' })
            .getByRole('button', { name: tab })
            .click();
          await expect(panel.getByRole('heading', { name: tab })).toBeFocused();
        } else {
          await panel.getByRole('tab', { name: tab }).click();
          await expect(panel.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        }
        inSubTab = true;
        const form = panel.getByRole('form', { name: '検索' });
        await expect(form.getByLabel('キーワード')).toBeVisible();
        return form;
      };
      const cases = [
        [
          '公共の宿',
          mobile
            ? 'キーワードを入力するか都道府県を選択してください。'
            : '都道府県を選択、またはキーワードをご入力ください',
        ],
        [
          '航空券・ツアー・その他',
          mobile
            ? 'カテゴリを選択するかキーワードを入力してください。'
            : 'カテゴリを選択、またはキーワードをご入力ください',
        ],
        [
          '国内・海外予約サイト',
          mobile
            ? 'カテゴリを選択するかキーワードを入力してください。'
            : 'カテゴリを選択、またはキーワードをご入力ください',
        ],
      ] as const;
      for (const [tab, message] of cases) {
        const form = await openSubTab(tab);
        // The previous sub-tab's message does not follow (spec search.md §4).
        await expect(form.getByRole('alert')).toHaveCount(0);
        await form.getByRole('button', { name: '検索' }).click();
        await expect(form.getByRole('alert')).toHaveText(message);
        await expect(form.getByLabel('キーワード')).toHaveAttribute('aria-invalid', 'true');
      }
      await expectAccessible(page, `tour tab with its error, ${viewport}`);

      // Switching the stay sub-tab clears the keyword error (spec search.md §4): 公共の宿 again has none.
      const form = await openSubTab('公共の宿');
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(form.getByLabel('キーワード')).not.toHaveAttribute('aria-invalid', 'true');
    });
  });
}

test('航空券・ツアー・その他: another middle category clears the chosen small one (spec search.md §4)', async ({
  page,
}) => {
  const panel = await openSearchPanel(page, { mobile: false, tab: 'トラベル' });
  await panel.getByRole('tab', { name: '航空券・ツアー・その他' }).click();
  const form = panel.getByRole('form', { name: '検索' });
  const middle = form.getByLabel('カテゴリ（中分類）');
  const small = form.getByLabel('カテゴリ（小分類）');
  await expect(small).toBeDisabled();
  await middle.selectOption({ label: '航空券' });
  await small.selectOption({ label: '海外航空券' });
  await expect(small).toHaveValue('302');
  // ツアー has a small 302 too (海外ツアー): only clearing it keeps the member's new choice alone.
  await middle.selectOption({ label: 'ツアー' });
  await expect(small).toHaveValue('');
  await form.getByRole('button', { name: '検索' }).click();
  expect(await outboundQuery(page, '/menus/tour')).toEqual([
    ['type', '3'],
    ['catLrgClassCd', '101'],
    ['catMidClassCd', '206'],
  ]);
});

test('budget: upper options below the lower are disabled, an upper not above the lower becomes the lower', async ({
  page,
}) => {
  const panel = await openSearchPanel(page, { mobile: false, tab: 'トラベル' });
  const upper = panel.getByLabel('上限');
  await upper.selectOption('8000');
  await panel.getByLabel('下限').selectOption('10000');
  await expect(upper).toHaveValue('10000');
  await expect(upper.locator('option[value="9000"]')).toBeDisabled();
  await expect(upper.locator('option[value="0"]')).toBeEnabled();
  await expect(upper.locator('option[value="12000"]')).toBeEnabled();
});

test('search history keeps the last 3 searches, newest first, and × deletes one', async ({ page }) => {
  for (const keyword of ['札幌', '箱根', '別府', '道後']) {
    const panel = await openSearchPanel(page, { mobile: false, tab: 'トラベル' });
    await panel.getByLabel('キーワード').fill(keyword);
    await panel.getByLabel('キーワード').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/menu');
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
  const panel = await openSearchPanel(page, { mobile: false, tab: 'トラベル' });
  const history = panel.getByRole('region', { name: '検索履歴から探す' });
  await history.getByRole('button', { name: '他の検索履歴' }).click();
  const links = history.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.nth(0)).toContainText('道後');
  await expect(links.nth(1)).toContainText('別府');
  await expect(links.nth(2)).toContainText('箱根');
  await expectAccessible(page, 'search history');
  await history.getByRole('button', { name: /検索履歴を削除：.*別府/ }).click();
  await expect(history.getByRole('link')).toHaveCount(2);
  await expect(history.getByText('別府')).toHaveCount(0);
});
