import { test, expect, MOBILE } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { openSearchPanel, outboundQuery } from '../support/search-panel.ts';

// spec search.md §2 leisure, gourmet and shop screens and the category modal, §4 (the life sub-tab switch), §5 Life /
// Gourmet / Shop, §9 gourmet form.

for (const viewport of ['desktop', 'mobile'] as const) {
  const mobile = viewport === 'mobile';
  test.describe(`life and shop search at ${mobile ? 390 : 1280} px`, () => {
    if (mobile) test.use(MOBILE);

    test('暮らす・遊ぶ: the empty-search message, then category modal and areas reach /menus with type=1', async ({
      page,
    }) => {
      const panel = await openSearchPanel(page, { mobile, tab: 'ライフサービス' });
      await expect(panel.getByRole('tab', { name: '暮らす・遊ぶ' })).toHaveAttribute('aria-selected', 'true');
      const form = panel.getByRole('form', { name: '検索' });
      await expect(form.getByText('必須', { exact: true })).toHaveCount(mobile ? 1 : 0);
      await form.getByRole('button', { name: '検索' }).click();
      await expect(form.getByRole('alert')).toHaveText('検索条件を1つ以上選択・入力してください');
      await expect(form.getByLabel('キーワード')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `leisure form with its error, ${viewport}`);

      await form.getByRole('button', { name: /カテゴリ/ }).click();
      const modal = page.getByRole('dialog', { name: 'カテゴリを選択してください' });
      await modal.getByRole('button', { name: 'レジャー・エンタメ' }).click();
      await modal.getByRole('button', { name: 'テーマパーク・遊園地' }).click();
      await expectAccessible(page, `category modal, ${viewport}`);
      // A click on the backdrop confirms the choice.
      await page.mouse.click(5, 5);
      await expect(modal).toBeHidden();
      await expect(form.getByRole('button', { name: /カテゴリ/ })).toHaveText(
        'レジャー・エンタメ / テーマパーク・遊園地',
      );

      await form.getByLabel('都道府県').selectOption({ label: '東京都' });
      await expect(form.getByLabel('市区町村')).toBeEnabled();
      await form.getByLabel('市区町村').selectOption({ label: '東京23区' });
      await form.getByRole('button', { name: '検索' }).click();
      expect(await outboundQuery(page, '/menus')).toEqual([
        ['type', '1'],
        ['catLrgClassCd', '102'],
        ['catMidClassCd', '201'],
        ['areaMidClassCd', '13'],
        ['areaSmlClassCd', '1301'],
      ]);
    });

    test('食べる: genre tags for coupons; web reservation with date, time and party reaches the booking site', async ({
      page,
    }) => {
      const panel = await openSearchPanel(page, { mobile, tab: 'ライフサービス' });
      await panel.getByRole('tab', { name: '食べる' }).click();
      const form = panel.getByRole('form', { name: '検索' });
      await form.getByRole('button', { name: '検索', exact: true }).click();
      await expect(form.getByRole('alert')).toHaveText(
        mobile
          ? 'カテゴリを選択するかキーワードを入力してください。'
          : 'ジャンルを選択、またはキーワードをご入力ください',
      );
      await form.getByLabel('ジャンル').selectOption({ label: '寿司' });
      await expect(form.getByRole('list', { name: '選択中のジャンル' })).toContainText('寿司');
      await expect(form.getByLabel('ジャンル').getByRole('option', { name: '寿司' })).toHaveCount(0);
      await expectAccessible(page, `gourmet coupon form, ${viewport}`);

      await form.getByRole('radio', { name: 'ネット予約' }).check();
      await form.getByLabel('大エリア').selectOption({ label: '首都圏' });
      await form.getByLabel('中エリア').selectOption({ label: '東京都' });
      await form.getByLabel('ジャンル').selectOption({ label: '和食' });
      await expect(form.getByLabel('時間')).toHaveValue('19:00');
      await form.getByLabel('人数').selectOption({ label: '4名' });
      await form.getByRole('button', { name: /来店日/ }).click();
      const calendar = page.getByRole('application');
      await calendar.getByRole('button', { name: '次の月' }).click();
      await expectAccessible(page, `gourmet date picker, ${viewport}`);
      await calendar.getByRole('gridcell').getByRole('button', { name: /15/ }).first().click();
      const chosen = (await form.getByRole('button', { name: /来店日/ }).textContent()) ?? '';
      expect(chosen).toMatch(/^\d{4}\/\d{2}\/15$/);
      await form.getByRole('button', { name: '検索', exact: true }).click();
      expect(await outboundQuery(page, '/dev/outbound/booking')).toEqual([
        ['areaMidClassCd', '13'],
        ['areaLrgClassCd', 'region-4'],
        ['gourmetGenreTags', '001'],
        ['date', chosen.replaceAll('/', '-')],
        ['time', '19:00'],
        ['seatNum', '4'],
      ]);
    });

    test('食べる ネット予約: 地図検索 keeps the genre, time and party on the map (spec search.md §2)', async ({
      page,
    }) => {
      const panel = await openSearchPanel(page, { mobile, tab: 'ライフサービス' });
      await panel.getByRole('tab', { name: '食べる' }).click();
      const form = panel.getByRole('form', { name: '検索' });
      await form.getByRole('radio', { name: 'ネット予約' }).check();
      await form.getByLabel('大エリア').selectOption({ label: '首都圏' });
      await form.getByLabel('中エリア').selectOption({ label: '東京都' });
      await form.getByLabel('ジャンル').selectOption({ label: '和食' });
      await form.getByLabel('時間').selectOption('20:30');
      await form.getByLabel('人数').selectOption({ label: '4名' });
      await form.getByRole('button', { name: '地図検索' }).click();
      await page.waitForURL((url) => url.pathname === '/map');
      expect([...new URL(page.url()).searchParams.entries()]).toEqual([
        ['catLrgClassCd', '113'],
        ['catMidClassCd', '201'],
        ['webReservation', '1'],
        ['areaMidClassCd', '13'],
        ['areaLrgClassCd', 'region-4'],
        ['gourmetGenreTags', '001'],
        ['time', '20:30'],
        ['seatNum', '4'],
      ]);
    });

    test('the search panel links 地図検索 to the portal’s map (spec search.md §2)', async ({ page }) => {
      const panel = await openSearchPanel(page, { mobile, tab: 'トラベル' });
      await panel.getByRole('link', { name: '地図検索' }).click();
      await page.waitForURL((url) => url.pathname === '/map');
      await expect(page.getByRole('dialog', { name: '検索' })).toHaveCount(0);
    });

    test('shop: full-width digits, the range and required messages, then /menus on the shop host', async ({ page }) => {
      const panel = await openSearchPanel(page, { mobile, tab: 'ベネ通販' });
      const form = panel.getByRole('form', { name: '検索' });
      await form.getByRole('button', { name: '検索' }).click();
      await expect(form.getByRole('alert')).toHaveText('カテゴリ・価格・キーワードのいずれかをご入力ください');
      await form.getByLabel('割引率（下限）').fill('５０');
      await expect(form.getByLabel('割引率（下限）')).toHaveValue('50');
      await form.getByLabel('割引率（上限）').fill('2x0');
      await expect(form.getByLabel('割引率（上限）')).toHaveValue('20');
      await form.getByLabel('キーワード').fill('タオル');
      await form.getByLabel('キーワード').press('Enter');
      await expect(form.getByRole('alert')).toHaveText('割引率の範囲指定が不正です');
      await expect(form.getByLabel('割引率（上限）')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `shop form with its error, ${viewport}`);
      await form.getByLabel('割引率（上限）').fill('70');
      await form.getByLabel('カテゴリ（中分類）').selectOption({ label: 'ファッション' });
      await form.getByLabel('価格帯（下限）').selectOption({ label: '3,000円' });
      await form.getByLabel('価格帯（上限）').selectOption({ label: '2,000円' });
      await expect(form.getByLabel('価格帯（上限）')).toHaveValue('3000');
      await form.getByRole('button', { name: '検索' }).click();
      expect(await outboundQuery(page, '/menus')).toEqual([
        ['catLrgClassCd', '115'],
        ['catMidClassCd', '202'],
        ['priceFrom', '3000'],
        ['priceTo', '3000'],
        ['discountFrom', '50'],
        ['discountTo', '70'],
        ['keyword', 'タオル'],
      ]);
    });
  });
}

test('switching the life sub-tab clears the categories, the areas and the genre tags (spec search.md §4)', async ({
  page,
}) => {
  const panel = await openSearchPanel(page, { mobile: false, tab: 'ライフサービス' });
  const form = panel.getByRole('form', { name: '検索' });
  const subTab = async (name: '暮らす・遊ぶ' | '食べる') => {
    await panel.getByRole('tab', { name }).click();
    await expect(panel.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  };
  await form.getByRole('button', { name: /カテゴリ/ }).click();
  const modal = page.getByRole('dialog', { name: 'カテゴリを選択してください' });
  await modal.getByRole('button', { name: 'レジャー・エンタメ' }).click();
  await modal.getByRole('button', { name: '決定' }).click();
  await expect(form.getByRole('button', { name: /カテゴリ/ })).toHaveText('レジャー・エンタメ');
  await form.getByLabel('都道府県').selectOption({ label: '東京都' });

  await subTab('食べる');
  await form.getByLabel('大エリア').selectOption({ label: '首都圏' });
  await form.getByLabel('ジャンル').selectOption({ label: '寿司' });
  await expect(form.getByRole('list', { name: '選択中のジャンル' })).toContainText('寿司');

  await subTab('暮らす・遊ぶ');
  await expect(form.getByRole('button', { name: /カテゴリ/ })).toHaveText('カテゴリを選択');
  await expect(form.getByLabel('都道府県')).toHaveValue('');
  await subTab('食べる');
  await expect(form.getByLabel('大エリア')).toHaveValue('');
  // 寿司 is a choice of the dropdown again, not a tag.
  await expect(form.getByLabel('ジャンル').getByRole('option', { name: '寿司' })).toHaveCount(1);
  await expect(form.getByRole('button', { name: /寿司/ })).toHaveCount(0);
});

test.describe('the shop panel for a principal whose company offers the cafeteria plan', () => {
  test.use({ persona: 'principal', shareLogin: true });

  test('shows the cafe checkbox and link', async ({ page }) => {
    const panel = await openSearchPanel(page, { mobile: false, tab: 'ベネ通販' });
    const form = panel.getByRole('form', { name: '検索' });
    await expect(form.getByRole('checkbox', { name: 'カフェテリアポイントが使える商品' })).toBeVisible();
    await form.getByRole('link', { name: 'カフェテリアポイントで買える商品を見る' }).click();
    expect(await outboundQuery(page, '/menus')).toEqual([
      ['catLrgClassCd', '115'],
      ['checked', 'can_use_cafe'],
    ]);
  });
});

test('the header’s 地図検索 opens the portal’s map, and back returns', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '地図検索' }).click();
  await page.waitForURL((url) => url.pathname === '/map');
  await page.goBack();
  await expect(page).toHaveURL('/');
});
