import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_COOKIES } from '@portal/contracts/cookies';
import { japanSlashDate } from '@portal/contracts/japan-time';
import { readSearchHistory } from '../../features/search-stay/stay-storage.ts';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { testConfig } from '../../testing/fixtures.ts';
import { bffHandlers } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderUi } from '../../testing/render-ui.tsx';
import { SearchPanelModal } from './search-panel-modal.tsx';
import { catalogHandlers, lifeCategories, shopCategories, travelCategories } from '../../testing/search-fixtures.ts';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

function openPanel(categories = [...travelCategories, ...shopCategories], handlers: RequestHandler[] = []) {
  server.use(...handlers, ...catalogHandlers(categories), ...bffHandlers());
  return renderUi(<SearchPanelModal onClose={() => {}} />);
}

const dialog = () => screen.findByRole('dialog', { name: '検索' });
/** The domestic form: the default sub-tab on desktop; on mobile chosen from the travel tab's stay-search menu. */
const domesticForm = async () => {
  if (window.innerWidth < 1024) {
    const menu = await screen.findByRole('navigation', { name: '宿泊・旅行の検索メニュー' });
    fireEvent.click(within(menu).getByRole('button', { name: '国内宿泊施設' }));
  } else {
    await screen.findByRole('tab', { name: '国内宿泊施設', selected: true });
  }
  return screen.getByRole('form', { name: '検索' });
};

/** The destination picker of the domestic form, opened. */
async function openDestinationPicker(user: ReturnType<typeof openPanel>['user'], form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: /目的地/ }));
  return screen.findByRole('dialog', { name: '目的地を選択' });
}

/** The URL the first search navigated to. */
const firstSearch = () => new URL(String(vi.mocked(browserNavigation.assign).mock.calls[0]?.[0]));

afterEach(() => setWidth(1024));

describe('header search tabs (spec search.md §1)', () => {
  it('shows only the top tabs whose categories exist and starts on life when a life category exists', async () => {
    openPanel([...lifeCategories, ...travelCategories, ...shopCategories]);
    await dialog();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.slice(0, 3).map((t) => t.textContent)).toEqual(['ライフサービス', 'トラベル', 'ベネ通販']);
    expect(screen.getByRole('tab', { name: 'ライフサービス' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on travel without life categories, with the four stay sub-tabs and 国内宿泊施設 active', async () => {
    openPanel();
    await screen.findByRole('tab', { name: 'トラベル', selected: true });
    expect(screen.queryByRole('tab', { name: 'ライフサービス' })).not.toBeInTheDocument();
    const sub = screen.getByRole('tablist', { name: 'トラベルの種類' });
    expect(
      within(sub)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['国内宿泊施設', '公共の宿', '航空券・ツアー・その他', '国内・海外予約サイト']);
  });

  it('hides a stay sub-tab whose flag is off; the first enabled one is the default', async () => {
    openPanel(travelCategories.filter((c) => c.catMidClassCd !== '202'));
    await screen.findByRole('tab', { name: '公共の宿', selected: true });
    expect(screen.queryByRole('tab', { name: '国内宿泊施設' })).not.toBeInTheDocument();
  });
});

describe('domestic stay validation (spec search.md §5)', () => {
  it('desktop: 都道府県・市区町村を選択、またはキーワードをご入力ください next to the highlighted keyword', async () => {
    setWidth(1280);
    const { user } = openPanel();
    const form = await domesticForm();
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '都道府県・市区町村を選択、またはキーワードをご入力ください',
    );
    expect(within(form).getByLabelText('キーワード')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('キーワード')).toHaveFocus();
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('mobile: キーワードを入力するか都道府県・市区町村を選択してください。, and Enter in the keyword searches', async () => {
    setWidth(390);
    const { user } = openPanel();
    const form = await domesticForm();
    await user.type(within(form).getByLabelText('キーワード'), '{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'キーワードを入力するか都道府県・市区町村を選択してください。',
    );
  });

  it('with a prefecture but no municipality: 市区町村を選択、またはキーワードをご入力ください', async () => {
    setWidth(1280);
    const { user } = openPanel();
    const form = await domesticForm();
    const picker = await openDestinationPicker(user, form);
    await user.click(within(picker).getByRole('button', { name: '首都圏' }));
    await user.click(within(picker).getByRole('button', { name: '東京都' }));
    await user.click(within(picker).getByRole('button', { name: '決定' }));
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '市区町村を選択、またはキーワードをご入力ください',
    );
  });
});

describe('destination picker (spec search.md §2 Modals, §4)', () => {
  it('works by keyboard: region 1 auto-selects 北海道, re-pressing deselects, Escape closes without confirming', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    within(form)
      .getByRole('button', { name: /目的地/ })
      .focus();
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: '目的地を選択' });
    const hokkaido = within(picker).getByRole('button', { name: '北海道', pressed: false });
    hokkaido.focus();
    await user.keyboard('{Enter}');
    const prefectures = within(picker).getByRole('region', { name: '都道府県' });
    expect(within(prefectures).getByRole('button', { name: '北海道' })).toHaveAttribute('aria-pressed', 'true');
    const sapporo = await within(picker).findByRole('button', { name: '札幌市' });
    sapporo.focus();
    await user.keyboard(' ');
    await user.click(await within(picker).findByRole('button', { name: '中央区' }));
    expect(within(picker).getByRole('button', { name: '中央区' })).toHaveAttribute('aria-pressed', 'true');
    // A higher level clears the lower ones.
    await user.click(within(prefectures).getByRole('button', { name: '北海道' }));
    expect(within(picker).queryByRole('button', { name: '札幌市' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '目的地を選択' })).not.toBeInTheDocument());
    expect(within(form).getByRole('button', { name: /目的地/ })).toHaveTextContent('都道府県・市区町村を選択');
  });

  it('region 13 auto-selects 沖縄県; リセット clears everything', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    const picker = await openDestinationPicker(user, form);
    await user.click(within(picker).getByRole('button', { name: '沖縄' }));
    expect(within(picker).getByRole('button', { name: '沖縄県' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(picker).getByRole('button', { name: 'リセット' }));
    expect(within(picker).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });
});

describe('destination: prefecture or municipality, multi-select (spec search.md §2 stay screen)', () => {
  it('several prefectures across regions, narrowed to municipalities: shown, and sent comma-joined without a region', async () => {
    setWidth(1280);
    const { user } = openPanel();
    const form = await domesticForm();
    const picker = await openDestinationPicker(user, form);
    await user.click(within(picker).getByRole('button', { name: '首都圏' }));
    await user.click(within(picker).getByRole('button', { name: '東京都' }));
    await user.click(within(picker).getByRole('button', { name: '神奈川県' }));
    await user.click(await within(picker).findByRole('button', { name: '東京23区' }));
    await user.click(await within(picker).findByRole('button', { name: '箱根町' }));
    // Another region: the capital's picks stay, listed under their prefectures.
    await user.click(within(picker).getByRole('button', { name: '近畿' }));
    await user.click(within(picker).getByRole('button', { name: '大阪府' }));
    await user.click(await within(picker).findByRole('button', { name: '大阪市' }));
    expect(within(picker).getByRole('list', { name: '東京都の市区町村' })).toBeInTheDocument();
    expect(
      within(picker).getByText('選択中：東京都 / 東京23区、神奈川県 / 箱根町、大阪府 / 大阪市'),
    ).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: '決定' }));
    expect(within(form).getByRole('button', { name: /目的地/ })).toHaveTextContent(
      '東京都 / 東京23区、神奈川県 / 箱根町、大阪府 / 大阪市',
    );
    await user.click(within(form).getByRole('button', { name: '検索' }));
    const url = firstSearch();
    expect(url.searchParams.get('areaMidClassCd')).toBe('13,14,27');
    expect(url.searchParams.get('areaSmlClassCd')).toBe('1301,1405,2701');
    // region-4 alone would drop 大阪府 on the stay host.
    expect(url.searchParams.has('areaLrgClassCd')).toBe(false);
  });

  it('several whole prefectures of one region, with a keyword, keep the region', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    const picker = await openDestinationPicker(user, form);
    await user.click(within(picker).getByRole('button', { name: '首都圏' }));
    await user.click(within(picker).getByRole('button', { name: '東京都' }));
    await user.click(within(picker).getByRole('button', { name: '神奈川県' }));
    await user.click(within(picker).getByRole('button', { name: '決定' }));
    expect(within(form).getByRole('button', { name: /目的地/ })).toHaveTextContent('東京都、神奈川県');
    await user.type(within(form).getByLabelText('キーワード'), '温泉');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    const url = firstSearch();
    expect(url.searchParams.get('areaLrgClassCd')).toBe('region-4');
    expect(url.searchParams.get('areaMidClassCd')).toBe('13,14');
    expect(url.searchParams.has('areaSmlClassCd')).toBe(false);
  });

  it('refuses a whole prefecture next to municipalities of another (the host would find nothing in it)', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    const picker = await openDestinationPicker(user, form);
    await user.click(within(picker).getByRole('button', { name: '首都圏' }));
    await user.click(within(picker).getByRole('button', { name: '東京都' }));
    await user.click(within(picker).getByRole('button', { name: '神奈川県' }));
    await user.click(await within(picker).findByRole('button', { name: '箱根町' }));
    await user.click(within(picker).getByRole('button', { name: '決定' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      '市区町村を選んだ都道府県と、選んでいない都道府県は一緒に検索できません。',
    );
    expect(screen.getByRole('dialog', { name: '目的地を選択' })).toBeInTheDocument();
    // Narrowing the other one too makes it a search the host can carry.
    await user.click(within(picker).getByRole('button', { name: '八王子市' }));
    expect(within(picker).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: '決定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '目的地を選択' })).not.toBeInTheDocument());
    expect(within(form).getByRole('button', { name: /目的地/ })).toHaveTextContent(
      '東京都 / 八王子市、神奈川県 / 箱根町',
    );
  });

  it('comes back from the saved conditions with every prefecture, municipality and sub-area, named', async () => {
    const saved = {
      keyword: '',
      areaMidClassCd: '13,27',
      areaSmlClassCd: '1301,2701',
      areaDtlClassCd: '1301A,2701A',
      stayNights: 1,
      rooms: 1,
      adults: 2,
      children: {},
      feeLower: 0,
      feeUpper: 0,
    };
    document.cookie = `${CLIENT_COOKIES.stayConditions.name}=${encodeURIComponent(JSON.stringify(saved))}; path=/`;
    const { user } = openPanel();
    const form = await domesticForm();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /目的地/ })).toHaveTextContent(
        '東京都 / 東京23区 / 千代田・中央・港、大阪府 / 大阪市 / 梅田',
      ),
    );
    const picker = await openDestinationPicker(user, form);
    expect(await within(picker).findByRole('button', { name: '大阪市', pressed: true })).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: '梅田', pressed: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    const url = firstSearch();
    expect(url.searchParams.get('areaMidClassCd')).toBe('13,27');
    expect(url.searchParams.get('areaSmlClassCd')).toBe('1301,2701');
    expect(url.searchParams.get('areaDtlClassCd')).toBe('1301A,2701A');
  });
});

describe('children modal (spec search.md §2, §4, §5)', () => {
  it('hides minus at 0, stops at 10 in total, and 決定 writes the count back', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    await user.click(within(form).getByRole('button', { name: '子ども 0人' }));
    const modal = await screen.findByRole('dialog', { name: '子どもの人数を選択してください' });
    expect(within(modal).getByRole('button', { name: '小学生 高学年を1人減らす', hidden: true })).toBeDisabled();
    for (let i = 0; i < 6; i += 1)
      await user.click(within(modal).getByRole('button', { name: '小学生 高学年を1人増やす' }));
    for (let i = 0; i < 4; i += 1)
      await user.click(within(modal).getByRole('button', { name: '幼児 食事のみを1人増やす' }));
    expect(within(modal).getAllByText('6人')).toHaveLength(1);
    expect(within(modal).getByRole('button', { name: '幼児 布団のみを1人増やす', hidden: true })).toBeDisabled();
    expect(within(modal).getByRole('status')).toHaveTextContent('子どもは合計10人まで選べます。');
    await user.click(within(modal).getByRole('button', { name: '幼児 食事のみを1人減らす' }));
    expect(within(modal).getByRole('button', { name: '幼児 布団のみを1人増やす' })).toBeEnabled();
    await user.click(within(modal).getByRole('button', { name: '決定' }));
    expect(await within(form).findByRole('button', { name: '子ども 9人' })).toBeInTheDocument();
  });
});

describe('budget (spec search.md §5 price range)', () => {
  it('disables upper options below the lower and raises a lower-or-equal upper to the lower', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    await user.selectOptions(within(form).getByLabelText('上限'), '3000');
    await user.selectOptions(within(form).getByLabelText('下限'), '5000');
    expect(within(form).getByLabelText('上限')).toHaveValue('5000');
    const upper = within(form).getByLabelText('上限');
    expect(within(upper).getByRole('option', { name: '4,000円' })).toBeDisabled();
    expect(within(upper).getByRole('option', { name: '上限なし' })).toBeEnabled();
  });
});

describe('a complete domestic search (spec search.md §2, §3)', () => {
  it('navigates to the stay host with exactly the spec parameters and saves history and conditions', async () => {
    setWidth(1280);
    const { user } = openPanel();
    const form = await domesticForm();
    const picker = await openDestinationPicker(user, form);
    await user.click(within(picker).getByRole('button', { name: '首都圏' }));
    await user.click(within(picker).getByRole('button', { name: '東京都' }));
    await user.click(await within(picker).findByRole('button', { name: '東京23区' }));
    await user.click(await within(picker).findByRole('button', { name: '千代田・中央・港' }));
    await user.click(within(picker).getByRole('button', { name: '決定' }));
    expect(within(form).getByRole('button', { name: /目的地/ })).toHaveTextContent(
      '東京都 / 東京23区 / 千代田・中央・港',
    );

    await user.type(within(form).getByLabelText('キーワード'), '温泉');
    expect(within(form).getByLabelText('泊数')).toBeDisabled();
    fireEvent.change(within(form).getByLabelText('チェックイン日'), { target: { value: '2099-08-01' } });
    await user.selectOptions(within(form).getByLabelText('泊数'), '2');
    await user.selectOptions(within(form).getByLabelText('部屋数'), '2');
    await user.selectOptions(within(form).getByLabelText('大人'), '3');
    await user.click(within(form).getByRole('button', { name: '子ども 0人' }));
    const modal = await screen.findByRole('dialog', { name: '子どもの人数を選択してください' });
    await user.click(within(modal).getByRole('button', { name: '小学生 高学年を1人増やす' }));
    await user.click(within(modal).getByRole('button', { name: '決定' }));
    await user.selectOptions(within(form).getByLabelText('下限'), '5000');
    await user.selectOptions(within(form).getByLabelText('上限'), '20000');
    await user.click(within(form).getByRole('checkbox', { name: '天然温泉' }));
    await user.click(within(form).getByRole('checkbox', { name: '朝食のみ' }));
    await user.click(within(form).getByRole('button', { name: '検索' }));

    const url =
      'https://stay.example.test/search/menu?category=stay&keyword=%E6%B8%A9%E6%B3%89&areaLrgClassCd=region-4' +
      '&areaMidClassCd=13&areaSmlClassCd=1301&areaDtlClassCd=1301A&checkInDate=2099%2F08%2F01&stayNights=2&rooms=2' +
      '&roomCnt=2&numPeople=4&adultHeadCnt=3&exUpperGradesHeadCnt=1&exLowerGradesHeadCnt=0&youjiAHeadCnt=0' +
      '&youjiBHeadCnt=0&youjiCHeadCnt=0&youjiDHeadCnt=0&feeLower=5000&feeUpper=20000&mealCondition=isOnlyBreakfast' +
      '&serviceEquip=hasNaturalHotspring';
    expect(browserNavigation.assign).toHaveBeenCalledWith(url);
    expect(decodeURIComponent(document.cookie)).toContain(CLIENT_COOKIES.searchHistory.name);
    expect(decodeURIComponent(document.cookie)).toContain(CLIENT_COOKIES.stayConditions.name);
  });

  it('resetting the check-in date sets nights back to 1 and disables them', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    const date = within(form).getByLabelText('チェックイン日');
    expect(date).toHaveAttribute('min', japanSlashDate(new Date()).replaceAll('/', '-'));
    fireEvent.change(date, { target: { value: '2099-08-01' } });
    await user.selectOptions(within(form).getByLabelText('泊数'), '5');
    fireEvent.change(date, { target: { value: '' } });
    expect(within(form).getByLabelText('泊数')).toHaveValue('1');
    expect(within(form).getByLabelText('泊数')).toBeDisabled();
  });
});

describe('check-in date not before today in Japan (spec search.md §5 Stay)', () => {
  const DAY = 86_400_000;
  const iso = (slash: string) => slash.replaceAll('/', '-');
  const message = 'チェックイン日には本日以降の日付を指定してください';

  it('a typed past date is refused with its message on the date, never sent; today is accepted', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    await user.type(within(form).getByLabelText('キーワード'), '温泉');
    const date = within(form).getByLabelText('チェックイン日');
    fireEvent.change(date, { target: { value: iso(japanSlashDate(new Date(Date.now() - DAY))) } });
    fireEvent.blur(date);
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(message);
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(browserNavigation.assign).not.toHaveBeenCalled();
    expect(date).toHaveFocus();

    const today = japanSlashDate(new Date());
    fireEvent.change(date, { target: { value: iso(today) } });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(date).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(firstSearch().searchParams.get('checkInDate')).toBe(today);
  });

  it('a past date is refused on search even without leaving the field', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    await user.type(within(form).getByLabelText('キーワード'), '温泉');
    fireEvent.change(within(form).getByLabelText('チェックイン日'), { target: { value: '2000-01-01' } });
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('a past date restored from the saved conditions is cleared, with the nights back to 1', async () => {
    const saved = {
      keyword: '箱根',
      checkInDate: japanSlashDate(new Date(Date.now() - DAY)),
      stayNights: 3,
      rooms: 1,
      adults: 2,
      children: {},
      feeLower: 0,
      feeUpper: 0,
    };
    document.cookie = `${CLIENT_COOKIES.stayConditions.name}=${encodeURIComponent(JSON.stringify(saved))}; path=/`;
    const { user } = openPanel();
    const form = await domesticForm();
    expect(within(form).getByLabelText('キーワード')).toHaveValue('箱根');
    expect(within(form).getByLabelText('チェックイン日')).toHaveValue('');
    expect(within(form).getByLabelText('泊数')).toHaveValue('1');
    expect(within(form).getByLabelText('泊数')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: '検索' }));
    const url = firstSearch();
    expect(url.searchParams.has('checkInDate')).toBe(false);
    expect(url.searchParams.get('stayNights')).toBe('1');
  });
});

describe('keyword at most 100 characters (spec search.md §5, §9)', () => {
  it('keeps 100 characters and refuses the 101st, counting a surrogate pair as one character', async () => {
    const { user } = openPanel();
    const form = await domesticForm();
    const keyword = within(form).getByLabelText('キーワード');
    await user.click(keyword);
    await user.paste('あ'.repeat(101));
    expect(keyword).toHaveValue('あ'.repeat(100));
    await user.type(keyword, 'い');
    expect(keyword).toHaveValue('あ'.repeat(100));
    await user.clear(keyword);
    // 100 surrogate pairs are 200 UTF-16 units: a maxlength of 100 would have kept 50 of them.
    await user.paste('𠮷'.repeat(100));
    expect(keyword).toHaveValue('𠮷'.repeat(100));
    await user.paste('𠮷');
    expect(keyword).toHaveValue('𠮷'.repeat(100));
    await user.click(within(form).getByRole('button', { name: '検索' }));
    const url = firstSearch();
    expect(url.searchParams.get('keyword')).toBe('𠮷'.repeat(100));
  });
});

describe('search history and saved conditions (spec search.md §2, §4, §9)', () => {
  const today = japanSlashDate(new Date());
  const entry = (n: number) => ({
    searchDate: today,
    urlLink: `https://stay.example.test/search/menu?n=${n}`,
    urlDisp: `検索${n}`,
  });

  it('shows the latest first; 他の検索履歴 shows the rest; × deletes one', async () => {
    document.cookie = `${CLIENT_COOKIES.searchHistory.name}=${encodeURIComponent(JSON.stringify([entry(3), entry(2), entry(1)]))}; path=/`;
    const { user } = openPanel();
    await domesticForm();
    const history = screen.getByRole('region', { name: '検索履歴から探す' });
    expect(
      within(history)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['検索3']);
    await user.click(within(history).getByRole('button', { name: '他の検索履歴' }));
    expect(
      within(history)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['検索3', '検索2', '検索1']);
    await user.click(within(history).getByRole('button', { name: '検索履歴を削除：検索2' }));
    expect(
      within(history)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['検索3', '検索1']);
  });

  it('repeating a search keeps one entry, moved to the top (no copies filling the 3 slots)', async () => {
    document.cookie = `${CLIENT_COOKIES.searchHistory.name}=${encodeURIComponent(JSON.stringify([entry(1)]))}; path=/`;
    const { user } = openPanel();
    const form = await domesticForm();
    await user.type(within(form).getByLabelText('キーワード'), '温泉');
    for (let i = 0; i < 3; i++) await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(browserNavigation.assign).toHaveBeenCalledTimes(3);
    const history = readSearchHistory();
    expect(history).toHaveLength(2);
    expect(history[0]?.urlLink).toBe(vi.mocked(browserNavigation.assign).mock.calls[0]?.[0]);
    expect(history[1]).toEqual(entry(1));
  });

  it('a cookie holding copies of one search (written before de-duplication) lists it once; × removes it', async () => {
    document.cookie = `${CLIENT_COOKIES.searchHistory.name}=${encodeURIComponent(JSON.stringify([entry(2), entry(2), entry(1)]))}; path=/`;
    const errors = vi.spyOn(console, 'error');
    const { user } = openPanel();
    await domesticForm();
    const history = screen.getByRole('region', { name: '検索履歴から探す' });
    await user.click(within(history).getByRole('button', { name: '他の検索履歴' }));
    expect(
      within(history)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['検索2', '検索1']);
    expect(errors.mock.calls.flat().map(String).join('\n')).not.toContain('same key');
    errors.mockRestore();
    await user.click(within(history).getByRole('button', { name: '検索履歴を削除：検索2' }));
    expect(
      within(history)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['検索1']);
    expect(readSearchHistory().map((e) => e.urlDisp)).toEqual(['検索1']);
  });

  it('sits above the form at 640 px or less and below it otherwise', async () => {
    document.cookie = `${CLIENT_COOKIES.searchHistory.name}=${encodeURIComponent(JSON.stringify([entry(1)]))}; path=/`;
    setWidth(640);
    openPanel();
    const form = await domesticForm();
    const history = screen.getByRole('region', { name: '検索履歴から探す' });
    expect(history.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('restores the saved domestic conditions when the domestic tab opens again', async () => {
    const saved = {
      keyword: '箱根',
      areaLrgClassCd: 'region-4',
      areaMidClassCd: '13',
      areaSmlClassCd: '1301',
      checkInDate: '2099/08/01',
      stayNights: 3,
      rooms: 2,
      adults: 4,
      children: { exUpperGradesHeadCnt: 0, exLowerGradesHeadCnt: 2 },
      feeLower: 10000,
      feeUpper: 0,
      specialConditions: { facility: ['isBusinessHotel'] },
    };
    document.cookie = `${CLIENT_COOKIES.stayConditions.name}=${encodeURIComponent(JSON.stringify(saved))}; path=/`;
    const { user } = openPanel();
    let form = await domesticForm();
    await user.click(screen.getByRole('tab', { name: '公共の宿' }));
    await user.click(await screen.findByRole('tab', { name: '国内宿泊施設' }));
    form = await domesticForm();
    expect(within(form).getByLabelText('キーワード')).toHaveValue('箱根');
    expect(within(form).getByLabelText('チェックイン日')).toHaveValue('2099-08-01');
    expect(within(form).getByLabelText('泊数')).toHaveValue('3');
    expect(within(form).getByLabelText('部屋数')).toHaveValue('2');
    expect(within(form).getByLabelText('大人')).toHaveValue('4');
    expect(within(form).getByRole('button', { name: '子ども 2人' })).toBeInTheDocument();
    expect(within(form).getByLabelText('下限')).toHaveValue('10000');
    expect(within(form).getByRole('checkbox', { name: 'ビジネスホテル' })).toBeChecked();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /目的地/ })).toHaveTextContent('東京都 / 東京23区'),
    );
  });
});

describe('the travel tab on mobile: a separate stay-search menu (spec search.md §2)', () => {
  it('lists the enabled stay searches instead of sub-tabs; each opens alone, and 戻る returns to the menu', async () => {
    setWidth(390);
    const { user } = openPanel(travelCategories.filter((c) => c.catMidClassCd !== '203'));
    const menu = await screen.findByRole('navigation', { name: '宿泊・旅行の検索メニュー' });
    expect(screen.queryByRole('tablist', { name: 'トラベルの種類' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '検索' })).not.toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['国内宿泊施設', '航空券・ツアー・その他', '国内・海外予約サイト']);
    await user.click(within(menu).getByRole('button', { name: '国内宿泊施設' }));
    const heading = screen.getByRole('heading', { name: '国内宿泊施設' });
    expect(heading).toHaveFocus();
    const form = screen.getByRole('form', { name: '検索' });
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'キーワードを入力するか都道府県・市区町村を選択してください。',
    );
    await user.click(screen.getByRole('button', { name: '検索メニューに戻る' }));
    const again = screen.getByRole('navigation', { name: '宿泊・旅行の検索メニュー' });
    expect(within(again).getByRole('button', { name: '国内宿泊施設' })).toHaveFocus();
    // Going back leaves the form: its keyword error is gone when it opens again (spec search.md §4).
    await user.click(within(again).getByRole('button', { name: '国内宿泊施設' }));
    expect(within(screen.getByRole('form', { name: '検索' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the sub-tab row from 1024 px', async () => {
    setWidth(1024);
    openPanel();
    expect(await screen.findByRole('tablist', { name: 'トラベルの種類' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '宿泊・旅行の検索メニュー' })).not.toBeInTheDocument();
  });
});

describe('地図検索 from the search panel (spec search.md §2 "Map search: /map, linked from the search panel")', () => {
  it.each([390, 1280])('is linked at %i px and opens the portal’s /map', async (width) => {
    setWidth(width);
    const { user, router } = openPanel();
    const link = await within(await dialog()).findByRole('link', { name: '地図検索' });
    expect(link).toHaveAttribute('href', '/map');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/map');
  });
});

describe('public stay and tour tabs (spec search.md §2, §5)', () => {
  it('public stay: the empty search message, then the URL with the fixed party', async () => {
    setWidth(1280);
    const { user } = openPanel();
    await user.click(await screen.findByRole('tab', { name: '公共の宿' }));
    const form = await screen.findByRole('form', { name: '検索' });
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '都道府県を選択、またはキーワードをご入力ください',
    );
    expect(within(form).getByLabelText('キーワード')).toHaveFocus();
    expect(within(form).getByLabelText('都道府県')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(form).getByRole('option', { name: '東京都' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('都道府県'), '13');
    // Choosing a prefecture clears the message.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(browserNavigation.assign).toHaveBeenCalledWith(
      'https://stay.example.test/search/menu?areaLrgClassCd=region-4&areaMidClassCd=13&numPeople=2&adultHeadCnt=2' +
        '&feeLower=0&feeUpper=0&orderBy=LOWEST_PRICE&stayNights=1&roomCnt=1&rooms=1&category=publicStay',
    );
  });

  it('public stay: with an alternate search configured, goes there with keyword, area and category=publicStay', async () => {
    const { user } = openPanel(undefined, [
      http.get('*/v1/config', () =>
        HttpResponse.json({ data: { ...testConfig, publicStaySearchUrl: 'https://search.example.test/stays' } }),
      ),
    ]);
    await user.click(await screen.findByRole('tab', { name: '公共の宿' }));
    const form = await screen.findByRole('form', { name: '検索' });
    await waitFor(() => expect(within(form).getByRole('option', { name: '東京都' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('都道府県'), '13');
    await user.type(within(form).getByLabelText('キーワード'), '国民宿舎');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(browserNavigation.assign).toHaveBeenCalledWith(
      'https://search.example.test/stays?keyword=%E5%9B%BD%E6%B0%91%E5%AE%BF%E8%88%8E&areaLrgClassCd=region-4' +
        '&areaMidClassCd=13&category=publicStay',
    );
  });

  it('flights/tours: small disabled until a mid; mobile message; type=3 URL', async () => {
    setWidth(390);
    const { user } = openPanel();
    await user.click(await screen.findByRole('button', { name: '航空券・ツアー・その他' }));
    const form = await screen.findByRole('form', { name: '検索' });
    expect(within(form).getByLabelText('カテゴリ（小分類）')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'カテゴリを選択するかキーワードを入力してください。',
    );
    expect(within(form).getByLabelText('キーワード')).toHaveFocus();
    expect(within(form).getByLabelText('カテゴリ（中分類）')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(within(form).getByLabelText('カテゴリ（中分類）'), '205');
    // A new middle clears the message.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('カテゴリ（小分類）'), '302');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(browserNavigation.assign).toHaveBeenCalledWith(
      'https://life.example.test/menus/tour?type=3&catLrgClassCd=101&catMidClassCd=205&catSmlClassCd=302',
    );
  });

  it('reservation sites: mids 201 and 204 only, small 311 under 201', async () => {
    const { user } = openPanel();
    await user.click(await screen.findByRole('tab', { name: '国内・海外予約サイト' }));
    const form = await screen.findByRole('form', { name: '検索' });
    const mid = within(form).getByLabelText('カテゴリ（中分類）');
    expect(
      within(mid)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['選択してください', '国内予約サイト', '海外予約サイト']);
    await user.selectOptions(mid, '201');
    await user.selectOptions(within(form).getByLabelText('カテゴリ（小分類）'), '311');
    await user.click(within(form).getByRole('button', { name: '検索' }));
    expect(browserNavigation.assign).toHaveBeenCalledWith(
      'https://life.example.test/menus/tour?type=4&catLrgClassCd=101&catMidClassCd=201&catSmlClassCd=311',
    );
  });
});
