import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { japanSlashDate } from '@portal/contracts/japan-time';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { bffHandlers } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderUi } from '../../testing/render-ui.tsx';
import { SearchPanelModal } from './search-panel-modal.tsx';
import { catalogHandlers, genreHandlers, gourmetCategories, lifeCategories } from '../../testing/search-fixtures.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

function openPanel({ genreStatus = 200, categories = [...lifeCategories, ...gourmetCategories] } = {}) {
  server.use(...catalogHandlers(categories), ...genreHandlers(genreStatus), ...bffHandlers());
  return renderUi(<SearchPanelModal onClose={() => {}} />);
}

async function subTab(name: '暮らす・遊ぶ' | '食べる', user: ReturnType<typeof openPanel>['user']) {
  const tab = await screen.findByRole('tab', { name });
  if (tab.getAttribute('aria-selected') !== 'true') await user.click(tab);
  await screen.findByRole('tab', { name, selected: true });
  return screen.getByRole('form', { name: '検索' });
}

const assigned = () => new URL(String(vi.mocked(browserNavigation.assign).mock.calls.at(-1)?.[0]));
const params = (url: URL) => [...url.searchParams.entries()];

afterEach(() => setWidth(1024));

describe('life tab (spec search.md §1)', () => {
  it('shows 暮らす・遊ぶ and 食べる, starting on 暮らす・遊ぶ', async () => {
    openPanel();
    const sub = await screen.findByRole('tablist', { name: 'ライフサービスの種類' });
    await waitFor(() =>
      expect(
        within(sub)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['暮らす・遊ぶ', '食べる']),
    );
    expect(screen.getByRole('tab', { name: '暮らす・遊ぶ' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides 暮らす・遊ぶ without its flags (113/202 or 113/201): life categories alone show no sub-tab', async () => {
    openPanel({ categories: lifeCategories });
    await screen.findByRole('tab', { name: 'ライフサービス', selected: true });
    expect(await screen.findByText('この検索は準備中です。')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '暮らす・遊ぶ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '食べる' })).not.toBeInTheDocument();
  });

  it('113/202 without 113/201: 暮らす・遊ぶ only, and 食べる is hidden', async () => {
    openPanel({ categories: gourmetCategories.filter((c) => c.catMidClassCd !== '201') });
    const sub = await screen.findByRole('tablist', { name: 'ライフサービスの種類' });
    expect(
      within(sub)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['暮らす・遊ぶ']);
    expect(screen.getByRole('tab', { name: '暮らす・遊ぶ' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switching the sub-tab clears the keyword and the error', async () => {
    const { user } = openPanel();
    let form = await subTab('暮らす・遊ぶ', user);
    await user.click(within(form).getByRole('button', { name: '検索' }));
    await within(form).findByRole('alert');
    await user.type(within(form).getByLabelText('キーワード'), 'ヨガ');
    await subTab('食べる', user);
    form = await subTab('暮らす・遊ぶ', user);
    expect(within(form).getByLabelText('キーワード')).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('暮らす・遊ぶ (spec search.md §2 leisure form, §5 Life)', () => {
  it('needs one condition: 検索条件を1つ以上選択・入力してください next to the highlighted keyword', async () => {
    setWidth(1280);
    const { user } = openPanel();
    const form = await subTab('暮らす・遊ぶ', user);
    expect(within(form).getByLabelText('キーワード')).toHaveAttribute(
      'placeholder',
      'キーワードを入力（サービス名など）',
    );
    expect(within(form).queryByText('必須')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('検索条件を1つ以上選択・入力してください');
    expect(within(form).getByLabelText('キーワード')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('キーワード')).toHaveFocus();
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('mobile: the caption with its 必須 badge; Enter in the keyword searches /menus with type=1', async () => {
    setWidth(390);
    const { user } = openPanel();
    const form = await subTab('暮らす・遊ぶ', user);
    expect(within(form).getByText('カテゴリ・エリア・キーワードのいずれかを選択してください')).toBeInTheDocument();
    expect(within(form).getByText('必須')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('キーワード'), 'ヨガ{Enter}');
    const url = assigned();
    expect(url.origin + url.pathname).toBe('https://life.example.test/menus');
    expect(params(url)).toEqual([
      ['type', '1'],
      ['keyword', 'ヨガ'],
    ]);
  });

  it('category modal: three levels without 飲食店, labels joined with " / ", 決定 confirms, re-click deselects', async () => {
    const { user } = openPanel();
    const form = await subTab('暮らす・遊ぶ', user);
    const opener = within(form).getByRole('button', { name: /カテゴリ/ });
    expect(opener).toHaveTextContent('カテゴリを選択');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'カテゴリを選択してください' });
    const large = within(dialog).getByRole('region', { name: '大カテゴリ' });
    expect(
      within(large)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['レジャー・エンタメ', 'グルメ']);
    await user.click(within(large).getByRole('button', { name: 'グルメ' }));
    const medium = within(dialog).getByRole('region', { name: '中カテゴリ' });
    expect(
      within(medium)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['レストラン', 'カフェ・スイーツ']);
    await user.click(within(medium).getByRole('button', { name: 'レストラン' }));
    const small = within(dialog).getByRole('region', { name: '小カテゴリ' });
    await user.click(within(small).getByRole('button', { name: '焼肉' }));
    // Picking a higher level again clears the lower ones; re-clicking a picked one deselects it.
    await user.click(within(medium).getByRole('button', { name: 'カフェ・スイーツ' }));
    expect(within(dialog).getByRole('region', { name: '小カテゴリ' })).toHaveTextContent('選べるカテゴリはありません');
    await user.click(within(medium).getByRole('button', { name: 'カフェ・スイーツ' }));
    expect(within(medium).getByRole('button', { name: 'カフェ・スイーツ' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(medium).getByRole('button', { name: 'レストラン' }));
    await user.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(opener).toHaveTextContent('グルメ / レストラン');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(params(assigned())).toEqual([
      ['type', '1'],
      ['catLrgClassCd', '113'],
      ['catMidClassCd', '201'],
    ]);
  });

  it('category modal: リセット clears, Escape closes without confirming', async () => {
    const { user } = openPanel();
    const form = await subTab('暮らす・遊ぶ', user);
    const opener = within(form).getByRole('button', { name: /カテゴリ/ });
    await user.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'カテゴリを選択してください' });
    await user.click(within(dialog).getByRole('button', { name: 'レジャー・エンタメ' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'カテゴリを選択してください' })).toBeNull());
    expect(opener).toHaveTextContent('カテゴリを選択');
    await user.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'カテゴリを選択してください' });
    await user.click(within(dialog).getByRole('button', { name: 'レジャー・エンタメ' }));
    await user.click(within(dialog).getByRole('button', { name: 'リセット' }));
    await user.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(opener).toHaveTextContent('カテゴリを選択');
  });

  it('area selector: prefecture → municipality → area; a wider choice clears the narrower ones', async () => {
    const { user } = openPanel();
    const form = await subTab('暮らす・遊ぶ', user);
    const municipality = within(form).getByLabelText('市区町村');
    expect(municipality).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('都道府県'), '東京都');
    await waitFor(() => expect(municipality).toBeEnabled());
    await user.selectOptions(municipality, '東京23区');
    const detail = within(form).getByLabelText('詳細エリア');
    await waitFor(() => expect(detail).toBeEnabled());
    await user.selectOptions(detail, '千代田・中央・港');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(params(assigned())).toEqual([
      ['type', '1'],
      ['areaMidClassCd', '13'],
      ['areaSmlClassCd', '1301'],
      ['areaDtlClassCd', '1301A'],
    ]);
    await user.selectOptions(within(form).getByLabelText('都道府県'), '北海道');
    expect(municipality).toHaveValue('');
    expect(detail).toHaveValue('');
  });
});

describe('食べる (spec search.md §2 gourmet form, §5 Gourmet)', () => {
  it('coupon without keyword, area or genre: the desktop and mobile messages', async () => {
    setWidth(1280);
    const { user } = openPanel();
    const form = await subTab('食べる', user);
    expect(within(form).getByRole('radio', { name: 'クーポン' })).toBeChecked();
    expect(within(form).getByLabelText('キーワード')).toHaveAttribute(
      'placeholder',
      '施設名、メニューNo、地名などを入力',
    );
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'ジャンルを選択、またはキーワードをご入力ください',
    );
    expect(within(form).getByLabelText('キーワード')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('キーワード')).toHaveFocus();
    setWidth(390);
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'カテゴリを選択するかキーワードを入力してください。',
    );
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('genre tags: only level-3 genres under 113/201, a chosen one leaves the list, × removes it; type=2 search', async () => {
    const { user } = openPanel();
    const form = await subTab('食べる', user);
    const genre = within(form).getByLabelText('ジャンル');
    expect(
      within(genre)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ジャンルを追加', '和食', '焼肉', 'イタリアン']);
    await user.selectOptions(genre, '焼肉');
    await user.selectOptions(genre, '和食');
    expect(
      within(genre)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ジャンルを追加', 'イタリアン']);
    const chosen = within(form).getByRole('list', { name: '選択中のジャンル' });
    await user.click(within(chosen).getByRole('button', { name: '和食を外す' }));
    expect(within(chosen).queryByText('和食')).toBeNull();
    await user.click(within(form).getByRole('button', { name: '検索' }));
    const url = assigned();
    expect(url.origin + url.pathname).toBe('https://life.example.test/menus');
    expect(params(url)).toEqual([
      ['type', '2'],
      ['lifeGenreTags', '302'],
    ]);
  });

  it('a coupon search with only a 大エリア searches that region, not the whole country', async () => {
    const { user } = openPanel();
    const form = await subTab('食べる', user);
    await user.selectOptions(within(form).getByLabelText('大エリア'), '首都圏');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(params(assigned())).toEqual([
      ['type', '2'],
      ['areaLrgClassCd', 'region-4'],
    ]);
    await user.click(within(form).getByRole('button', { name: '地図検索' }));
    expect(assigned().pathname).toBe('/map');
    expect(assigned().searchParams.get('areaLrgClassCd')).toBe('region-4');
  });

  it('大/中/小エリア cascade; web reservation goes to the booking site with the defaults 19:00 and 2名', async () => {
    const { user } = openPanel();
    const form = await subTab('食べる', user);
    await user.click(within(form).getByRole('radio', { name: 'ネット予約' }));
    expect(within(form).getByLabelText('時間')).toHaveValue('19:00');
    expect(within(form).getByLabelText('人数')).toHaveDisplayValue('2名');
    expect(await within(form).findByRole('button', { name: /来店日/ })).toHaveTextContent('日付指定なし');
    // Web reservation needs a keyword or an area, genre alone is not enough.
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'ジャンルを選択、またはキーワードをご入力ください',
    );
    await user.selectOptions(within(form).getByLabelText('大エリア'), '首都圏');
    const middle = within(form).getByLabelText('中エリア');
    expect(
      within(middle)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['指定なし', '東京都', '神奈川県']);
    await user.selectOptions(middle, '東京都');
    const small = within(form).getByLabelText('小エリア');
    await waitFor(() => expect(small).toBeEnabled());
    await user.selectOptions(small, '東京23区');
    const genre = within(form).getByLabelText('ジャンル');
    await waitFor(() => expect(within(genre).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(genre, '中華');
    await user.selectOptions(within(form).getByLabelText('人数'), '4名');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    const url = assigned();
    expect(url.origin).toBe('https://booking.example.test');
    expect(params(url)).toEqual([
      ['areaMidClassCd', '13'],
      ['areaSmlClassCd', '1301'],
      ['areaLrgClassCd', 'region-4'],
      ['gourmetGenreTags', '102'],
      ['time', '19:00'],
      ['seatNum', '4'],
    ]);
  });

  it('the booking genre list is silently left out when its call fails', async () => {
    const { user } = openPanel({ genreStatus: 500 });
    const form = await subTab('食べる', user);
    await user.click(within(form).getByRole('radio', { name: 'ネット予約' }));
    const genre = within(form).getByLabelText('ジャンル');
    await waitFor(() =>
      expect(
        within(genre)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['ジャンル指定なし']),
    );
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('the date picker: past days disabled, a chosen day shows as yyyy/MM/dd and is sent as YYYY-MM-DD', async () => {
    const { user } = openPanel();
    const form = await subTab('食べる', user);
    await user.click(within(form).getByRole('radio', { name: 'ネット予約' }));
    await user.click(await within(form).findByRole('button', { name: /来店日/ }));
    const calendar = await screen.findByRole('application');
    const cells = within(calendar)
      .getAllByRole('button')
      .filter((b) => b.closest('td'));
    const enabled = cells.filter((b) => b.getAttribute('aria-disabled') !== 'true');
    expect(enabled.length).toBeGreaterThan(0);
    // Days of this month before today (Japan time) are disabled.
    const todayDay = Number(japanSlashDate(new Date()).slice(8));
    expect(cells.filter((b) => b.getAttribute('aria-disabled') === 'true').length).toBeGreaterThanOrEqual(todayDay - 1);
    expect(Number(enabled[0]!.textContent)).toBe(todayDay);
    await user.click(enabled[0]!);
    const opener = within(form).getByRole('button', { name: /来店日/ });
    await waitFor(() => expect(opener.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2}$/));
    const chosen = opener.textContent!;
    await user.type(within(form).getByLabelText('キーワード'), '焼肉{Enter}');
    expect(assigned().searchParams.get('date')).toBe(chosen.replaceAll('/', '-'));
  });

  it('a day picked before midnight (Japan) is past the next day: shown as 日付指定なし and not sent', async () => {
    const { user } = openPanel();
    const form = await subTab('食べる', user);
    await user.click(within(form).getByRole('radio', { name: 'ネット予約' }));
    await user.click(await within(form).findByRole('button', { name: /来店日/ }));
    const calendar = await screen.findByRole('application');
    const today = within(calendar)
      .getAllByRole('button')
      .find((b) => b.closest('td') && b.getAttribute('aria-disabled') !== 'true');
    await user.click(today!);
    const opener = within(form).getByRole('button', { name: /来店日/ });
    await waitFor(() => expect(opener).toHaveTextContent(japanSlashDate(new Date())));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 86_400_000);
      await user.type(within(form).getByLabelText('キーワード'), '焼肉{Enter}');
      expect(opener).toHaveTextContent('日付指定なし');
      expect(assigned().searchParams.has('date')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('地図検索 opens /map on the life host with the coupon conditions', async () => {
    const { user } = openPanel();
    const form = await subTab('食べる', user);
    await user.type(within(form).getByLabelText('キーワード'), '寿司');
    await user.click(within(form).getByRole('button', { name: '地図検索' }));
    const url = assigned();
    expect(url.origin + url.pathname).toBe('https://life.example.test/map');
    expect(params(url)).toEqual([
      ['type', '2'],
      ['keyword', '寿司'],
    ]);
  });
  it('地図検索 in ネット予約 mode keeps the date, time, party and genre (spec search.md §2)', async () => {
    const { user } = openPanel();
    const form = await subTab('食べる', user);
    await user.click(within(form).getByRole('radio', { name: 'ネット予約' }));
    await user.click(await within(form).findByRole('button', { name: /来店日/ }));
    const calendar = await screen.findByRole('application');
    const day = within(calendar)
      .getAllByRole('button')
      .find((b) => b.closest('td') && b.getAttribute('aria-disabled') !== 'true');
    await user.click(day!);
    const opener = within(form).getByRole('button', { name: /来店日/ });
    await waitFor(() => expect(opener.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2}$/));
    const genre = within(form).getByLabelText('ジャンル');
    await waitFor(() => expect(within(genre).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(genre, '中華');
    await user.selectOptions(within(form).getByLabelText('時間'), '20:30');
    await user.selectOptions(within(form).getByLabelText('人数'), '4名');
    await user.type(within(form).getByLabelText('キーワード'), '焼肉');
    await user.click(within(form).getByRole('button', { name: '地図検索' }));
    const url = assigned();
    expect(url.origin + url.pathname).toBe('https://life.example.test/map');
    expect(params(url)).toEqual([
      ['catLrgClassCd', '113'],
      ['catMidClassCd', '201'],
      ['webReservation', '1'],
      ['gourmetGenreTags', '102'],
      ['date', opener.textContent!.replaceAll('/', '-')],
      ['time', '20:30'],
      ['seatNum', '4'],
      ['keyword', '焼肉'],
    ]);
  });
});
