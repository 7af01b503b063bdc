import { test, expect } from '../support/fixtures.ts';
import { expectAccessible } from '../support/axe.ts';

// spec portal.md §2 "Header" (user menu, point tiles, トラベルサービスの使い方) and "Footer" (point services); §6 roles.

test.describe('principal (本人, BS contract, ベネポ and cafeteria points)', () => {
  test.use({ persona: 'principal', shareLogin: true });

  test('the header shows 本人, 山田 太郎, the ベネポ tile 12,300pt and the cafe tile 5,000pt', async ({
    page,
    header,
  }) => {
    await expect(header.userMenuButton).toHaveAccessibleName('本人 山田 太郎');
    await expect(header.benepoTile).toContainText('12,300pt');
    // The ベネポ tile opens the my-page site's points page (spec search.md §2 member-area links).
    await expect(header.benepoTile).toHaveAttribute('href', '/mypage/benepo?currentID=0');
    await expect(header.cafeTile).toContainText('カフェテリアポイント');
    await expect(header.cafeTile).toContainText('5,000pt');
    await expect(header.loginLink).toHaveCount(0);
    await expectAccessible(page, 'top page, principal, 1280 px');
  });

  test('the user menu shows 会員ID 100000000001, 店頭番号 5500000001 and マイページ, 申込履歴, コンビニ決済ワンタイムパスワード, 閲覧履歴, 会員設定, ログアウト', async ({
    page,
    header,
  }) => {
    const menu = await header.openUserMenu();
    await expect(menu.numberOf('会員ID')).toHaveText('100000000001');
    await expect(menu.numberOf('店頭番号')).toHaveText('5500000001');
    await expect(menu.root.getByRole('link')).toHaveText([
      'マイページ',
      '申込履歴',
      'コンビニ決済ワンタイムパスワード',
      '閲覧履歴',
      '会員設定',
    ]);
    await expect(menu.link('マイページ')).toHaveAttribute('href', '/mypage');
    await expect(menu.link('申込履歴')).toHaveAttribute('href', '/mypage/orders?page=1&sortOrder=desc');
    await expect(menu.logoutButton).toBeVisible();
    await expectAccessible(page, 'user menu open');

    await page.keyboard.press('Escape');
    await expect(menu.root).toBeHidden();
    await expect(header.userMenuButton).toBeFocused();
  });

  test('the footer shows neither ヘルスケアポイント nor インセンティブポイント (no HP/IC subscription)', async ({
    footer,
  }) => {
    await expect(footer.pointPlatformLink).toBeVisible();
    await expect(footer.healthPointLink).toHaveCount(0);
    await expect(footer.incentivePointLink).toHaveCount(0);
  });

  test('sees トラベルサービスの使い方 (business code is not CR)', async ({ header }) => {
    await expect(header.travelGuideLink).toBeVisible();
    await expect(header.travelGuideLink).toHaveAttribute('href', '/otherPage?other_id=travel_guide');
  });
});

test.describe('family (家族)', () => {
  test.use({ persona: 'family', shareLogin: true });

  test('the user menu button is labelled 家族 with the name 山田 花子', async ({ header }) => {
    await expect(header.userMenuButton).toHaveAccessibleName('家族 山田 花子');
  });

  test('without the cafeteria plan there is no cafe tile, only ベネポ', async ({ header }) => {
    await expect(header.benepoTile).toContainText('800pt');
    await expect(header.cafeTile).toHaveCount(0);
  });
});

test.describe('noname (name not registered)', () => {
  test.use({ persona: 'noname', shareLogin: true });

  test('the user menu button shows 氏名未設定', async ({ header }) => {
    await expect(header.userMenuButton).toHaveAccessibleName('本人 氏名未設定');
  });
});

test.describe('healthpoint (HP and IC subscriptions)', () => {
  test.use({ persona: 'healthpoint', shareLogin: true });

  test('the footer shows ヘルスケアポイント and インセンティブポイント', async ({ footer }) => {
    // Logos, each link named by its logo's text.
    const links = footer.pointServices.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [index, name] of [
      'ヘルスケアポイント',
      'インセンティブポイント',
      'ポイントプラットフォーム',
    ].entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name);
    }
  });
});

test.describe('club (子育て応援クラブ, business code CR)', () => {
  test.use({ persona: 'club', shareLogin: true });

  test('does not see トラベルサービスの使い方', async ({ header }) => {
    await expect(header.userMenuButton).toHaveAccessibleName('本人 佐藤 美咲');
    await expect(header.travelGuideLink).toHaveCount(0);
  });
});
