import type { Page } from '@playwright/test';
import { test, expect, MOBILE } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { openSearchPanel } from '../support/search-panel.ts';

// spec search.md §2 stay screen and modals, §5 Stay, §9 stay form: the header search, domestic stay tab.

async function openSearch(page: Page, mobile: boolean) {
  await page.goto('/');
  // Once the page is hydrated: a tap on the search button before that does nothing.
  const panel = await openSearchPanel(page, { mobile, tab: 'トラベル' });
  if (mobile) {
    // Below 1024 px the travel tab is a menu of the stay searches (spec search.md §2), each opening alone.
    await panel
      .getByRole('navigation', { name: '宿泊・旅行の検索メニュー' })
      .getByRole('button', { name: '国内宿泊施設' })
      .click();
    await expect(panel.getByRole('heading', { name: '国内宿泊施設' })).toBeFocused();
  } else {
    await expect(panel.getByRole('tab', { name: '国内宿泊施設' })).toHaveAttribute('aria-selected', 'true');
  }
  return panel;
}

for (const viewport of ['desktop', 'mobile'] as const) {
  test.describe(`domestic stay search at ${viewport === 'desktop' ? 1280 : 390} px`, () => {
    if (viewport === 'mobile') test.use(MOBILE);
    const mobile = viewport === 'mobile';

    test('an empty search shows the spec message next to the keyword', async ({ page }) => {
      const panel = await openSearch(page, mobile);
      await expectAccessible(page, `search panel open, ${viewport}`);
      await panel.getByRole('form', { name: '検索' }).getByRole('button', { name: '検索' }).click();
      await expect(panel.getByRole('alert')).toHaveText(
        mobile
          ? 'キーワードを入力するか都道府県・市区町村を選択してください。'
          : '都道府県・市区町村を選択、またはキーワードをご入力ください',
      );
      await expect(panel.getByLabel('キーワード')).toHaveAttribute('aria-invalid', 'true');
    });

    test('the children modal stops at 10 in total; リセット clears every row, Escape keeps the form’s count', async ({
      page,
    }) => {
      const panel = await openSearch(page, mobile);
      await panel.getByRole('button', { name: '子ども 0人' }).click();
      const modal = page.getByRole('dialog', { name: '子どもの人数を選択してください' });
      await expectAccessible(page, `children modal, ${viewport}`);
      await expect(modal.getByRole('button', { name: '小学生 高学年を1人減らす' })).toBeHidden();
      for (let i = 0; i < 10; i += 1) await modal.getByRole('button', { name: '幼児 食事のみを1人増やす' }).click();
      await expect(modal.getByRole('button', { name: /を1人増やす$/ })).toHaveCount(0);
      await expect(modal.getByRole('status')).toHaveText('子どもは合計10人まで選べます。');
      await modal.getByRole('button', { name: '決定' }).click();
      await expect(panel.getByRole('button', { name: '子ども 10人' })).toBeVisible();

      // リセット (spec search.md §2 Modals) sets every row back to 0; Escape leaves without it.
      await panel.getByRole('button', { name: '子ども 10人' }).click();
      await modal.getByRole('button', { name: 'リセット' }).click();
      await expect(modal.getByText('0人', { exact: true })).toHaveCount(6);
      await expect(modal.getByRole('button', { name: /を1人減らす$/ })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(panel.getByRole('button', { name: '子ども 10人' })).toBeVisible();
      await panel.getByRole('button', { name: '子ども 10人' }).click();
      await modal.getByRole('button', { name: 'リセット' }).click();
      await modal.getByRole('button', { name: '決定' }).click();
      await expect(panel.getByRole('button', { name: '子ども 0人' })).toBeVisible();
    });

    test('a complete search reaches the stay host with exactly the spec parameters', async ({ page }) => {
      const panel = await openSearch(page, mobile);
      await panel.getByRole('button', { name: /目的地/ }).click();
      const picker = page.getByRole('dialog', { name: '目的地を選択' });
      await picker.getByRole('button', { name: '首都圏' }).click();
      await picker.getByRole('button', { name: '東京都' }).click();
      await picker.getByRole('button', { name: '東京23区' }).click();
      await expectAccessible(page, `destination picker, ${viewport}`);
      await picker.getByRole('button', { name: '決定' }).click();
      await panel.getByLabel('キーワード').fill('温泉');
      await panel.getByLabel('チェックイン日').fill('2099-08-01');
      await panel.getByLabel('泊数').selectOption('2');
      await panel.getByLabel('大人').selectOption('3');
      await panel.getByLabel('下限').selectOption('5000');
      await panel.getByLabel('上限').selectOption('20000');
      await panel.getByRole('checkbox', { name: '天然温泉' }).check();
      await panel.getByRole('form', { name: '検索' }).getByRole('button', { name: '検索' }).click();

      const query =
        'category=stay&keyword=%E6%B8%A9%E6%B3%89&areaLrgClassCd=region-4&areaMidClassCd=13&areaSmlClassCd=1301' +
        '&checkInDate=2099%2F08%2F01&stayNights=2&rooms=1&roomCnt=1&numPeople=3&adultHeadCnt=3' +
        '&exUpperGradesHeadCnt=0&exLowerGradesHeadCnt=0&youjiAHeadCnt=0&youjiBHeadCnt=0&youjiCHeadCnt=0' +
        '&youjiDHeadCnt=0&feeLower=5000&feeUpper=20000&serviceEquip=hasNaturalHotspring';
      await page.waitForURL((url) => url.pathname === '/search/menu' && url.search === `?${query}`);
    });

    test('several prefectures and municipalities in one search (spec search.md §2: multi-select)', async ({ page }) => {
      const panel = await openSearch(page, mobile);
      await panel.getByRole('button', { name: /目的地/ }).click();
      const picker = page.getByRole('dialog', { name: '目的地を選択' });
      await picker.getByRole('button', { name: '首都圏' }).click();
      await picker.getByRole('button', { name: '東京都' }).click();
      await picker.getByRole('button', { name: '東京23区' }).click();
      await picker.getByRole('button', { name: '近畿' }).click();
      await picker.getByRole('button', { name: '大阪府' }).click();
      await picker.getByRole('button', { name: '大阪市', exact: true }).click();
      await picker.getByRole('button', { name: '決定' }).click();
      await expect(panel.getByRole('button', { name: /目的地/ })).toContainText('東京都 / 東京23区、大阪府 / 大阪市');
      await panel.getByRole('form', { name: '検索' }).getByRole('button', { name: '検索' }).click();
      await page.waitForURL((url) => url.pathname === '/search/menu');
      const params = new URL(page.url()).searchParams;
      expect(params.get('areaMidClassCd')).toBe('13,27');
      expect(params.get('areaSmlClassCd')).toBe('1301,2701');
      expect(params.has('areaLrgClassCd')).toBe(false);
    });
  });
}
