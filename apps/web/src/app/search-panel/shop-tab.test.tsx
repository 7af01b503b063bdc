import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { userFor } from '../../testing/fixtures.ts';
import { bffHandlers } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderUi } from '../../testing/render-ui.tsx';
import { SearchPanelModal } from './search-panel-modal.tsx';
import { cafeHandlers, catalogHandlers, shopCategories } from '../../testing/search-fixtures.ts';

function openShop({ login, cafe = 'NG' }: { login?: string; cafe?: 'OK' | 'NG' } = {}) {
  server.use(
    ...catalogHandlers(shopCategories),
    ...cafeHandlers(cafe),
    ...bffHandlers(login ? { user: userFor(login) } : {}),
  );
  return renderUi(<SearchPanelModal onClose={() => {}} />);
}

async function shopForm() {
  await screen.findByRole('tab', { name: 'ベネ通販', selected: true });
  return screen.getByRole('form', { name: '検索' });
}

const assigned = () => new URL(String(vi.mocked(browserNavigation.assign).mock.calls.at(-1)?.[0]));
const params = (url: URL) => [...url.searchParams.entries()];

describe('shop search (spec search.md §2, §5 Shop)', () => {
  it('needs a keyword, category or price: カテゴリ・価格・キーワードのいずれかをご入力ください', async () => {
    const { user } = openShop();
    const form = await shopForm();
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'カテゴリ・価格・キーワードのいずれかをご入力ください',
    );
    expect(within(form).getByLabelText('キーワード')).toHaveAttribute('aria-invalid', 'true');
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('discount inputs turn full-width digits half-width and drop everything else', async () => {
    const { user } = openShop();
    const form = await shopForm();
    const from = within(form).getByLabelText('割引率（下限）');
    await user.type(from, '１０');
    expect(from).toHaveValue('10');
    const to = within(form).getByLabelText('割引率（上限）');
    await user.type(to, 'a5%');
    expect(to).toHaveValue('5');
  });

  it('discount from above to: 割引率の範囲指定が不正です on the highlighted upper input', async () => {
    const { user } = openShop();
    const form = await shopForm();
    await user.type(within(form).getByLabelText('キーワード'), 'タオル');
    await user.type(within(form).getByLabelText('割引率（下限）'), '30');
    await user.type(within(form).getByLabelText('割引率（上限）'), '10');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('割引率の範囲指定が不正です');
    expect(within(form).getByLabelText('割引率（上限）')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('割引率（上限）')).toHaveFocus();
  });

  it('price steps; an upper not above the lower becomes the lower; search /menus with catLrgClassCd=115', async () => {
    const { user } = openShop();
    const form = await shopForm();
    const from = within(form).getByLabelText('価格帯（下限）');
    expect(
      within(from)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '下限なし',
      '1,000円',
      '2,000円',
      '3,000円',
      '4,000円',
      '5,000円',
      '10,000円',
      '20,000円',
      '30,000円',
      '50,000円',
    ]);
    await user.selectOptions(within(form).getByLabelText('価格帯（上限）'), '2,000円');
    await user.selectOptions(from, '5,000円');
    expect(within(form).getByLabelText('価格帯（上限）')).toHaveDisplayValue('5,000円');
    await user.selectOptions(within(form).getByLabelText('価格帯（上限）'), '3,000円');
    expect(within(form).getByLabelText('価格帯（上限）')).toHaveDisplayValue('5,000円');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    const url = assigned();
    expect(url.origin + url.pathname).toBe('https://shop.example.test/menus');
    expect(params(url)).toEqual([
      ['catLrgClassCd', '115'],
      ['priceFrom', '5000'],
      ['priceTo', '5000'],
    ]);
  });

  it('the small category waits for a middle; Enter in the keyword searches with the checked list', async () => {
    const { user } = openShop();
    const form = await shopForm();
    const small = within(form).getByLabelText('カテゴリ（小分類）');
    expect(small).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('カテゴリ（中分類）'), '家電');
    expect(small).toBeEnabled();
    await user.selectOptions(small, 'キッチン家電');
    await user.click(within(form).getByRole('checkbox', { name: '販売期間外の商品も表示' }));
    await user.type(within(form).getByLabelText('キーワード'), '炊飯器{Enter}');
    expect(params(assigned())).toEqual([
      ['catLrgClassCd', '115'],
      ['catMidClassCd', '201'],
      ['catSmlClassCd', '301'],
      ['checked', 'without_sales_period'],
      ['keyword', '炊飯器'],
    ]);
  });
});

describe('cafe parts of the shop panel (spec search.md §2, §6)', () => {
  it('a principal with cafe availability OK: the can_use_cafe checkbox and the cafe link', async () => {
    const { user } = openShop({ login: 'principal', cafe: 'OK' });
    const form = await shopForm();
    const link = await within(form).findByRole('link', { name: 'カフェテリアポイントで買える商品を見る' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('checked')).toBe('can_use_cafe');
    await user.click(within(form).getByRole('checkbox', { name: 'カフェテリアポイントが使える商品' }));
    await user.type(within(form).getByLabelText('キーワード'), 'コーヒー{Enter}');
    expect(assigned().searchParams.getAll('checked')).toEqual(['can_use_cafe']);
  });

  it('a family member with OK gets the checkbox but not the link', async () => {
    openShop({ login: 'family', cafe: 'OK' });
    const form = await shopForm();
    await within(form).findByRole('checkbox', { name: 'カフェテリアポイントが使える商品' });
    expect(within(form).queryByRole('link', { name: 'カフェテリアポイントで買える商品を見る' })).toBeNull();
  });

  it('an answer other than OK, or a visitor: neither', async () => {
    openShop({ login: 'principal', cafe: 'NG' });
    const form = await shopForm();
    await waitFor(() => expect(within(form).getByRole('link', { name: 'ベネ通販の商品一覧へ' })).toBeInTheDocument());
    expect(within(form).queryByRole('checkbox', { name: 'カフェテリアポイントが使える商品' })).toBeNull();
    expect(within(form).queryByRole('link', { name: 'カフェテリアポイントで買える商品を見る' })).toBeNull();
  });

  it('a visitor never asks for cafe availability', async () => {
    let asked = false;
    server.use(...catalogHandlers(shopCategories), ...cafeHandlers('OK'), ...bffHandlers());
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('cafe-availability')) asked = true;
    });
    renderUi(<SearchPanelModal onClose={() => {}} />);
    const form = await shopForm();
    expect(within(form).getByRole('link', { name: 'ベネ通販の商品一覧へ' })).toHaveAttribute(
      'href',
      'https://shop.example.test/menus',
    );
    expect(within(form).queryByRole('checkbox', { name: 'カフェテリアポイントが使える商品' })).toBeNull();
    expect(asked).toBe(false);
    server.events.removeAllListeners();
  });
});
