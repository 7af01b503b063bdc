import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuItemInfoResponseSchema, type MenuItem } from '@portal/contracts/catalog';
import { CARD_CAROUSEL } from '../../lib/search/viewed.ts';
import { testConfig, userFor } from '../../testing/fixtures.ts';
import { bffHandlers } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderUi, stubCarouselEnvironment } from '../../testing/render-ui.tsx';
import { ViewedStays, viewedCarouselOptions } from './viewed-stays.tsx';
import { ViewedStaysSlot } from './viewed-stays-slot.tsx';

// spec search.md §2 "Viewed-stay links", §3 Viewed-history item, §9 arrows with more than 5.

function stay(
  menuNo: string,
  shopAreaDiv: string | null,
  srvicDiv: MenuItem['menuDetailResponse']['srvicDiv'] = 'A10',
): MenuItem {
  return {
    menuNo,
    dateAdded: '2026-11-20T10:00:00+09:00',
    menuDetailResponse: {
      menuNm: `宿${menuNo}`,
      menuImages: [{ imageUrl: `/images/stays/${menuNo}.svg` }],
      areaInfomation: { areaMidClassNm: '北海道', areaSmlClassNm: '札幌' },
      shopAreaDiv,
      srvicDiv,
    },
  };
}

const requests: URL[] = [];
function answer(items: MenuItem[] | 'error') {
  server.use(
    http.get('*/v1/config', () => HttpResponse.json({ data: testConfig })),
    http.get('*/v1/favorite/menu-item-info', ({ request }) => {
      requests.push(new URL(request.url));
      if (items === 'error') return HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });
      return HttpResponse.json(
        MenuItemInfoResponseSchema.parse({
          data: { content: items, totalElements: items.length, totalPages: 1, page: 0, size: 10 },
        }),
      );
    }),
  );
}

beforeEach(() => {
  requests.length = 0;
  stubCarouselEnvironment(vi);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recently viewed stays', () => {
  it('calls the viewed history as the spec writes it and shows image, name and area', async () => {
    answer([stay('1001', null)]);
    renderUi(<ViewedStays />);
    const section = await screen.findByRole('region', { name: '最近見た宿泊施設' });
    expect(within(section).getByText('宿1001')).toBeInTheDocument();
    expect(within(section).getByText('北海道 札幌')).toBeInTheDocument();
    expect(section.querySelector('img')).toHaveAttribute('src', '/images/stays/1001.svg');
    expect(requests[0]?.search).toBe('?itemType=viewed&serviceType=stay&page=0&size=10&sort=dateAdded,desc');
  });

  it('links each stay by the viewed.ts rule, and not at all when the rule gives none', async () => {
    answer([stay('1', null, 'B10'), stay('2', 'X', 'A20'), stay('3', 'X', 'A10'), stay('4', 'X', 'B10')]);
    renderUi(<ViewedStays />);
    await screen.findByText('宿1');
    expect(screen.getByRole('link', { name: /宿1/ })).toHaveAttribute('href', 'https://stay.example.test/dp/menus/1/');
    expect(screen.getByRole('link', { name: /宿2/ })).toHaveAttribute(
      'href',
      'https://stay.example.test/public-stay/menus/2',
    );
    expect(screen.getByRole('link', { name: /宿3/ })).toHaveAttribute('href', 'https://stay.example.test/menus/3');
    expect(screen.queryByRole('link', { name: /宿4/ })).not.toBeInTheDocument();
    expect(screen.getByText('宿4')).toBeInTheDocument();
  });

  it('marks a stay no longer published 掲載終了 and does not link it', async () => {
    const ended = stay('5', 'X', 'A10');
    ended.menuDetailResponse.publicationEnded = true;
    answer([stay('3', 'X', 'A10'), ended]);
    renderUi(<ViewedStays />);
    await screen.findByText('宿5');
    expect(screen.queryByRole('link', { name: /宿5/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('掲載終了')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /宿3/ })).not.toHaveTextContent('掲載終了');
  });

  it.each([
    [5, false],
    [6, true],
  ])('with %i items shows the arrows: %s', async (count, arrows) => {
    answer(Array.from({ length: count }, (_, i) => stay(String(i + 1), null)));
    renderUi(<ViewedStays />);
    await screen.findByText('宿1');
    expect(screen.queryByRole('button', { name: '次へ' }) !== null).toBe(arrows);
    expect(screen.queryByRole('button', { name: '前へ' }) !== null).toBe(arrows);
  });

  it('is hidden when the history is empty', async () => {
    answer([]);
    const { container } = renderUi(<ViewedStays />);
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('is hidden quietly when the call fails', async () => {
    answer('error');
    const { container } = renderUi(<ViewedStays />);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown, nor called, for a visitor', async () => {
    answer([stay('1', null)]);
    server.use(...bffHandlers());
    const { container } = renderUi(<ViewedStaysSlot />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container).toBeEmptyDOMElement();
    expect(requests).toHaveLength(0);
  });

  it('is shown for a member once its place nears the viewport: neither called nor loaded before', async () => {
    const near: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          near.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    answer([stay('1', null)]);
    server.use(...bffHandlers({ user: userFor('principal') }));
    renderUi(<ViewedStaysSlot />);
    await waitFor(() => expect(near.length).toBeGreaterThan(0));
    expect(requests).toHaveLength(0);
    expect(screen.queryByText('宿1')).not.toBeInTheDocument();
    act(() => near.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(await screen.findByText('宿1')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});

describe('the card carousel (spec search.md §9: 5000 ms, 1.3 per view 24 px apart, 3 from 1024 px, loop)', () => {
  const carousel = () => screen.findByRole('group', { name: '最近見た宿泊施設' });
  /** The pointer and the focus leave the carousel (a pressed button keeps focus in it). */
  const leave = (region: HTMLElement) => {
    fireEvent.mouseLeave(region);
    act(() => (document.activeElement as HTMLElement | null)?.blur());
  };

  it('follows CARD_CAROUSEL: autoplay delay, looping, slide widths and spacing', async () => {
    expect(CARD_CAROUSEL).toMatchObject({
      autoplayMs: 5000,
      slidesPerView: 1.3,
      spaceBetween: 24,
      wideSlidesPerView: 3,
      wideFromWidth: 1024,
      loop: true,
    });
    expect(viewedCarouselOptions.loop).toBe(true);
    answer(Array.from({ length: 6 }, (_, i) => stay(String(i + 1), null)));
    renderUi(<ViewedStays />);
    const region = await carousel();
    expect(region).toHaveAttribute('data-autoplay-ms', '5000');
    expect(region.style.getPropertyValue('--card-slide')).toBe(`${100 / 1.3}%`);
    expect(region.style.getPropertyValue('--card-slide-wide')).toBe(`${100 / 3}%`);
    expect(region.style.getPropertyValue('--card-gap')).toBe('24px');
    // `lg` is 1024 px (app/index.css): the wide width applies from there.
    const slide = within(region).getAllByRole('listitem')[0]!;
    expect(slide).toHaveClass('basis-[var(--card-slide)]', 'pl-[var(--card-gap)]', 'lg:basis-[var(--card-slide-wide)]');
  });

  it('plays, and pauses while the pointer is over it or focus is in it, and on the pause button', async () => {
    answer(Array.from({ length: 6 }, (_, i) => stay(String(i + 1), null)));
    const { user } = renderUi(<ViewedStays />);
    const region = await carousel();
    expect(region).toHaveAttribute('data-paused', 'false');
    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-paused', 'true');
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-paused', 'false');
    // Keyboard: Tab reaches the cards (a focused card pauses it) and the buttons.
    await user.tab();
    expect(within(region).getAllByRole('link')[0]).toHaveFocus();
    expect(region).toHaveAttribute('data-paused', 'true');
    await user.tab({ shift: true });
    expect(region).toHaveAttribute('data-paused', 'false');
    await user.click(within(region).getByRole('button', { name: '自動再生を停止' }));
    leave(region);
    expect(region).toHaveAttribute('data-paused', 'true');
    await user.click(within(region).getByRole('button', { name: '自動再生を開始' }));
    leave(region);
    expect(region).toHaveAttribute('data-paused', 'false');
  });

  it('does not autoplay when the member prefers reduced motion; it can still be played', async () => {
    stubCarouselEnvironment(vi, true);
    answer([stay('1', null), stay('2', null)]);
    const { user } = renderUi(<ViewedStays />);
    const region = await carousel();
    expect(region).toHaveAttribute('data-paused', 'true');
    await user.click(within(region).getByRole('button', { name: '自動再生を開始' }));
    leave(region);
    expect(region).toHaveAttribute('data-paused', 'false');
  });

  it('shows the fallback image with 読み込みに失敗しました when a picture fails to load', async () => {
    answer([stay('1', null), stay('2', null)]);
    renderUi(<ViewedStays />);
    const region = await carousel();
    const [first, second] = region.querySelectorAll('img');
    fireEvent.error(first!);
    expect(within(region).getByRole('img', { name: '読み込みに失敗しました' })).toBe(first);
    expect(first).not.toHaveAttribute('src', '/images/stays/1.svg');
    expect(second).toHaveAttribute('src', '/images/stays/2.svg');
  });
});
