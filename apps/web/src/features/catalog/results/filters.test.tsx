import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuSearchResponse } from '@portal/contracts/catalog';
import { switchLanguage } from '../../../lib/i18n.ts';
import { renderUi } from '../../../testing/render-ui.tsx';
import '../i18n.ts';
import { Filters } from './filters.tsx';

const facets: MenuSearchResponse['data']['facets'] = {
  categories: [{ catLrgClassCd: '101', name: 'レジャー', count: 1234 }],
  prefectures: [
    { areaMidClassCd: '13', name: '東京都', count: 12 },
    { areaMidClassCd: '14', name: '神奈川県', count: 3 },
  ],
  useage: [{ useage: 3, count: 45678 }],
  priceBands: [{ from: 0, to: 1000, count: 7 }],
};

function renderFilters(search = 'type=1', shown = facets) {
  return renderUi(
    <Filters kind="life" params={new URLSearchParams(search)} facets={shown} onChange={() => undefined} />,
    { path: `/menus?${search}` },
  );
}

describe('the results page filters (issue 12)', () => {
  afterEach(async () => act(() => switchLanguage('ja')));

  it('gives each choice its count of results, grouped by three, and the usage checkboxes theirs', () => {
    renderFilters();
    expect(screen.getByRole('link', { name: '東京都12件' })).toHaveAttribute('href', '/menus?type=1&areaMidClassCd=13');
    expect(screen.getByRole('link', { name: '神奈川県3件' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'レジャー1,234件' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1,000円未満7件' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ベネポが使えるプラン45,678件' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '給与天引きで支払可' })).toBeInTheDocument();
    // The choice of all has no count.
    expect(screen.getAllByRole('link', { name: 'すべて' }).length).toBeGreaterThan(0);
  });

  it('writes the counts in the language chosen', async () => {
    renderFilters();
    await act(() => switchLanguage('en'));
    expect(await screen.findByRole('link', { name: '東京都12 results' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'レジャー1,234 results' })).toBeInTheDocument();
  });

  describe('the prefectures past the first eight, under ほかのエリア', () => {
    const many = {
      ...facets,
      prefectures: Array.from({ length: 12 }, (_, n) => ({
        areaMidClassCd: String(n + 1).padStart(2, '0'),
        name: `県${n + 1}`,
        count: 100 - n,
      })),
    };

    it('are rendered only once the member opens the list', async () => {
      const { container } = renderFilters('type=1', many);
      expect(screen.getByRole('link', { name: '県893件' })).toBeInTheDocument();
      expect(container.querySelector('a[href$="areaMidClassCd=09"]')).toBeNull();
      await userEvent.click(screen.getByText('ほかのエリア'));
      expect(screen.getByRole('link', { name: '県992件' })).toHaveAttribute('href', '/menus?type=1&areaMidClassCd=09');
      expect(screen.getByRole('link', { name: '県1289件' })).toBeInTheDocument();
    });

    it('come as the page hydrates when the member opened the list before', async () => {
      const page = () => {
        const filters = (
          <Filters kind="life" params={new URLSearchParams('type=1')} facets={many} onChange={() => undefined} />
        );
        const router = createMemoryRouter([{ path: '*', element: filters }], { initialEntries: ['/menus?type=1'] });
        return <RouterProvider router={router} />;
      };
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(page());
      expect(container.querySelector('a[href$="areaMidClassCd=09"]')).toBeNull();
      // The member opens it, and its toggle event passes, before the page hydrates.
      const details = container.querySelector('details')!;
      const toggled = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
      details.open = true;
      await toggled;
      render(page(), { container, hydrate: true });
      expect(await screen.findByRole('link', { name: '県992件' })).toBeInTheDocument();
    });

    it('start open when the prefecture chosen is among them', () => {
      renderFilters('type=1&areaMidClassCd=10', many);
      const chosen = screen.getByRole('link', { name: '県1091件' });
      expect(chosen).toHaveAttribute('aria-current', 'true');
      expect(chosen.closest('details')).toHaveAttribute('open');
    });
  });
});
