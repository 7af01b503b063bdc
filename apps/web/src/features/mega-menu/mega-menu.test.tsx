import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoriesResponseSchema, LargeAreasResponseSchema, type CategoryEntry } from '@portal/contracts/catalog';
import { MEGA_MENU_GROUPS } from './mega-menu-rules.ts';
import {
  megaMenuCategoryLink,
  megaMenuPrefectureLink,
  megaMenuSpecialPageLink,
  megaMenuTourLink,
} from './mega-menu-rules.ts';
import { specialPage, specialPageDocument } from '../../testing/cms-fixtures.ts';
import { testConfig } from '../../testing/fixtures.ts';
import { server } from '../../testing/msw-server.ts';
import { renderUi } from '../../testing/render-ui.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { MegaMenuSlot } from './mega-menu-slot.tsx';

// spec search.md §2 "Mega-menu links", "Mega-menu groups", "Mega-menu behaviour".

const groupName = (id: number) => MEGA_MENU_GROUPS.find((g) => g.id === id)?.name ?? '';

function large(code: string, name: string, megaMenuGroup: number): CategoryEntry {
  return { catClassCd: code, catLrgClassCd: code, level: 1, name, megaMenuGroup };
}
function mid(lrg: string, code: string, name: string): CategoryEntry {
  return { catClassCd: `${lrg}${code}`, catLrgClassCd: lrg, catMidClassCd: code, level: 2, name };
}
function small(lrg: string, midCode: string, code: string, name: string, noSearch?: true): CategoryEntry {
  return {
    catClassCd: `${lrg}${midCode}${code}`,
    catLrgClassCd: lrg,
    catMidClassCd: midCode,
    catSmlClassCd: code,
    level: 3,
    name,
    ...(noSearch ? { noSearch } : {}),
  };
}

/** Group 1 with 8 mids (two columns), group 3 with a large but no mids (hidden), group 5 travel, group 10 no_search. */
const categories: CategoryEntry[] = [
  large('101', 'トラベル', 5),
  mid('101', '202', '国内宿泊'),
  large('102', 'レジャー・エンタメ', 1),
  ...['テーマパーク', '映画', 'カラオケ', '温泉・スパ', '動物園', '水族館', 'ボウリング', 'キャンプ'].map((name, i) =>
    mid('102', String(201 + i), name),
  ),
  large('104', 'リラクゼーション・ビューティー', 3),
  large('117', 'オリジナルプラン', 10),
  mid('117', '201', '会員限定プラン'),
  small('117', '201', '301', '会員限定キャンペーン', true),
];

const prefectures = [
  { areaLrgClassCd: 'region-1', areaMidClassCd: '01', areaMidClassNm: '北海道' },
  ...Array.from({ length: 46 }, (_, i) => ({
    areaLrgClassCd: 'region-4',
    areaMidClassCd: String(i + 2).padStart(2, '0'),
    areaMidClassNm: `県${i + 2}`,
  })),
];

function show(entries: CategoryEntry[] = categories, ui: ReactElement = <MegaMenu />) {
  server.use(
    http.get('*/v1/config', () => HttpResponse.json({ data: testConfig })),
    http.get('*/v1/enum/categories', () =>
      HttpResponse.json(CategoriesResponseSchema.parse({ data: { categories: entries } })),
    ),
    http.get('*/v1/enum/codes/area/large', () =>
      HttpResponse.json(LargeAreasResponseSchema.parse({ data: prefectures })),
    ),
    http.get('*/v1/cms/special_page', () => HttpResponse.json(specialPageDocument([]))),
  );
  return renderUi(ui);
}

const groupButton = (id: number) => screen.findByRole('button', { name: groupName(id) });
const panel = () => screen.queryByRole('region', { name: groupName(1) });

function scrollTo(y: number, width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('mega-menu groups', () => {
  it('shows the groups with a non-empty mid list, in the spec order, and hides the others', async () => {
    show();
    const nav = await screen.findByRole('navigation', { name: 'カテゴリから探す' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([groupName(1), groupName(5), groupName(10)]);
    expect(screen.queryByRole('button', { name: groupName(3) })).not.toBeInTheDocument();
  });

  it('renders nothing when every group is empty', async () => {
    const { container } = show([large('104', 'リラクゼーション・ビューティー', 3)]);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('highlights a group while hovered', async () => {
    show();
    const button = await groupButton(1);
    fireEvent.mouseEnter(button);
    expect(button).toHaveAttribute('data-highlighted', 'true');
    fireEvent.mouseLeave(button);
    expect(button).not.toHaveAttribute('data-highlighted');
  });
});

describe('opening and closing', () => {
  it('opens on a group click, moves focus into the labelled panel, and closes on the same group again', async () => {
    const { user } = show();
    const button = await groupButton(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: groupName(1) })).toHaveFocus();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();
  });

  it('switches to another group without closing', async () => {
    const { user } = show();
    await user.click(await groupButton(1));
    await user.click(await groupButton(10));
    expect(screen.getByRole('region', { name: groupName(10) })).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes on the close button and gives focus back to the group', async () => {
    const { user } = show();
    const button = await groupButton(1);
    await user.click(button);
    await user.click(screen.getByRole('button', { name: `${groupName(1)}のメニューを閉じる` }));
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a background click', async () => {
    const { user } = show();
    await user.click(await groupButton(1));
    await user.click(screen.getByTestId('mega-menu-backdrop'));
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the group', async () => {
    const { user } = show();
    const button = await groupButton(1);
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(panel()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it.each([
    [1280, 208, true],
    [1280, 209, false],
    [1032, 208, true],
    [1032, 209, false],
    [1031, 125, true],
    [1031, 126, false],
  ])('at %i px wide, scrolled to %i px, stays open: %s', async (width, y, staysOpen) => {
    const { user } = show();
    await user.click(await groupButton(1));
    scrollTo(y, width);
    if (staysOpen) expect(panel()).toBeInTheDocument();
    else expect(panel()).not.toBeInTheDocument();
  });
});

describe('panel content', () => {
  it('splits a sub-list into groups of 6', async () => {
    const { user } = show();
    await user.click(await groupButton(1));
    const lists = within(panel() as HTMLElement).getAllByRole('list');
    expect(lists.map((list) => within(list).getAllByRole('link').length)).toEqual([6, 2]);
  });

  it('builds every link with the contracts and ends it with navi=megamenu', async () => {
    const { user } = show();
    await user.click(await groupButton(1));
    const links = within(panel() as HTMLElement).getAllByRole('link');
    expect(links[0]).toHaveAttribute(
      'href',
      megaMenuCategoryLink(testConfig.lifeHostUrl, { catLrgClassCd: '102', catMidClassCd: '201' }),
    );
    expect(links[0]?.getAttribute('href')).toBe(
      'https://life.example.test/menus?type=1&catLrgClassCd=102&catMidClassCd=201&navi=megamenu',
    );
    for (const link of links) expect(link.getAttribute('href')).toMatch(/&navi=megamenu$/);
  });

  it('links no_search entries with catSmlClassCd, and adds the user guide to group 10', async () => {
    const { user } = show();
    await user.click(await groupButton(10));
    const region = screen.getByRole('region', { name: groupName(10) });
    expect(within(region).getByRole('link', { name: '会員限定キャンペーン' })).toHaveAttribute(
      'href',
      'https://life.example.test/menus?type=1&catLrgClassCd=117&catMidClassCd=201&catSmlClassCd=301&navi=megamenu',
    );
    expect(within(region).getByRole('link', { name: 'ご利用ガイド' })).toHaveAttribute(
      'href',
      '/otherPage?other_id=goriyou&navi=megamenu',
    );
  });

  it('travel: public stay, booking sites and the prefectures; the carousel moves up to position 5', async () => {
    const { user } = show();
    await user.click(await groupButton(5));
    const region = screen.getByRole('region', { name: groupName(5) });
    expect(within(region).getByRole('link', { name: '公共の宿を探す' })).toHaveAttribute(
      'href',
      'https://stay.example.test/search/menu?numPeople=2&adultHeadCnt=2&feeLower=0&feeUpper=0&orderBy=LOWEST_PRICE&stayNights=1&roomCnt=1&rooms=1&category=publicStay&navi=megamenu',
    );
    expect(within(region).getByRole('link', { name: '国内・海外予約サイト' })).toHaveAttribute(
      'href',
      'https://life.example.test/menus/tour?type=4&navi=megamenu',
    );
    expect(await within(region).findByRole('link', { name: '北海道' })).toHaveAttribute(
      'href',
      megaMenuPrefectureLink(testConfig.stayHostUrl, { areaLrgClassCd: 'region-1', areaMidClassCd: '01' }),
    );
    // 1 travel column + 47 prefectures in 8 columns of 6 = 9 columns, 4 in view: positions 0–5.
    const next = within(region).getByRole('button', { name: '次へ' });
    const previous = within(region).getByRole('button', { name: '前へ' });
    expect(previous).toBeDisabled();
    for (let i = 0; i < 7; i += 1) if (!next.hasAttribute('disabled')) await user.click(next);
    expect(region).toHaveAttribute('data-position', '5');
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(region).toHaveAttribute('data-position', '4');
  });
});

describe('travel categories and special pages (spec search.md §2)', () => {
  const travel: CategoryEntry[] = [
    large('101', 'トラベル', 5),
    mid('101', '202', '国内宿泊'),
    mid('101', '205', '航空券'),
    mid('101', '206', 'ツアー'),
    small('101', '206', '301', '国内ツアー', true),
    mid('101', '207', 'その他'),
    large('117', 'オリジナルプラン', 10),
    mid('117', '201', '会員限定プラン'),
  ];

  it('travel lists the flight, tour and other travel categories, linked to the tour search (type=3)', async () => {
    const { user } = show(travel);
    await user.click(await groupButton(5));
    const region = screen.getByRole('region', { name: groupName(5) });
    const column = within(region).getByRole('heading', { name: '航空券・ツアー・その他' }).parentElement!;
    expect(
      within(column)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['航空券', 'https://life.example.test/menus/tour?type=3&catLrgClassCd=101&catMidClassCd=205&navi=megamenu'],
      [
        '国内ツアー',
        megaMenuTourLink(testConfig.lifeHostUrl, { catMidClassCd: '206', catSmlClassCd: '301', noSearch: true }),
      ],
      ['その他', megaMenuTourLink(testConfig.lifeHostUrl, { catMidClassCd: '207' })],
    ]);
  });

  it('group 10 lists the CMS special pages (Listing, page_limit=12) on the top host', async () => {
    const asked: URLSearchParams[] = [];
    const { user } = show(travel);
    server.use(
      http.get('*/v1/cms/special_page', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          specialPageDocument([
            specialPage('summer', [], { display_title: '夏の特集' }),
            specialPage('spa', [], { display_title: '', title: '温泉特集' }),
          ]),
        );
      }),
    );
    await user.click(await groupButton(10));
    const region = screen.getByRole('region', { name: groupName(10) });
    expect(await within(region).findByRole('link', { name: '夏の特集' })).toHaveAttribute(
      'href',
      '/specialPage/detail?spid=summer&navi=megamenu',
    );
    expect(within(region).getByRole('link', { name: '温泉特集' })).toHaveAttribute(
      'href',
      megaMenuSpecialPageLink('', 'spa'),
    );
    expect(within(region).getByRole('heading', { name: '特集' })).toBeInTheDocument();
    expect(asked[0]?.get('page_limit')).toBe('12');
    expect(asked[0]?.get('view_area')).toBe('Listing');
  });

  it('a failing special page call leaves the menu as it is', async () => {
    const { user } = show(travel);
    server.use(http.get('*/v1/cms/special_page', () => HttpResponse.json({}, { status: 500 })));
    await user.click(await groupButton(10));
    const region = screen.getByRole('region', { name: groupName(10) });
    expect(within(region).getByRole('link', { name: 'ご利用ガイド' })).toBeInTheDocument();
    expect(within(region).queryByRole('heading', { name: '特集' })).not.toBeInTheDocument();
  });
});

describe('desktop only (1024 px and wider)', () => {
  function stubWidth(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1024px)' && width >= 1024,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is not loaded below 1024 px (no categories call)', async () => {
    stubWidth(1023);
    const calls: string[] = [];
    server.use(
      http.get('*/v1/enum/categories', ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ data: { categories } });
      }),
    );
    const { container } = renderUi(<MegaMenuSlot />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });

  it('shows the row at 1024 px', async () => {
    stubWidth(1024);
    show(categories, <MegaMenuSlot />);
    expect(await screen.findByRole('navigation', { name: 'カテゴリから探す' })).toBeInTheDocument();
    expect(screen.queryByTestId('mega-menu-placeholder')).not.toBeInTheDocument();
  });

  it('keeps the row’s two-line height while its categories load (issue 11: no layout shift)', async () => {
    stubWidth(1024);
    server.use(http.get('*/v1/enum/categories', () => delay('infinite')));
    renderUi(<MegaMenuSlot />);
    const placeholder = await screen.findByTestId('mega-menu-placeholder');
    expect(placeholder).toHaveClass('h-[5.0625rem]', 'border-t');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('on a server-rendered page (ADR 0020)', () => {
  it('the server’s HTML keeps the row’s room for desktop screens only, so hydration moves nothing (issue 11)', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<MegaMenuSlot />);
    const server = document.createElement('div');
    server.innerHTML = html;
    const row = server.querySelector('[data-testid="mega-menu-placeholder"]');
    expect(row).toHaveClass('hidden', 'lg:block', 'h-[5.0625rem]', 'border-t');
  });
});
