import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@portal/contracts/cookies';
import { readCookie } from '../../../lib/cookies.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { userFor } from '../../../testing/fixtures.ts';

const footer = () => screen.getByRole('contentinfo');

describe('footer (spec portal.md §2)', () => {
  it('shows all three point services to visitors', async () => {
    renderApp('/');
    const f = await screen.findByRole('contentinfo');
    expect(await within(f).findByRole('link', { name: 'ヘルスケアポイント' })).toHaveAttribute(
      'href',
      'https://health.example.test',
    );
    expect(within(f).getByRole('link', { name: 'インセンティブポイント' })).toHaveAttribute(
      'href',
      'https://incentive.example.test',
    );
    expect(within(f).getByRole('link', { name: 'ポイントプラットフォーム' })).toHaveAttribute(
      'href',
      'https://points.example.test',
    );
    // As their logos (spec portal.md §6), each naming its service, drawn in the page (no image of its own).
    for (const [name, logo] of [
      ['ヘルスケアポイント', 'health'],
      ['インセンティブポイント', 'incentive'],
      ['ポイントプラットフォーム', 'platform'],
    ]) {
      const link = within(f).getByRole('link', { name });
      expect(link.querySelector(`[data-logo="${logo}"] svg`)).not.toBeNull();
      expect(within(link).queryByRole('img')).toBeNull();
    }
  });

  it('shows health and incentive links to members only when they have HP and IC subscriptions', async () => {
    const first = renderApp('/', { user: userFor('healthpoint') });
    await screen.findByRole('contentinfo');
    expect(await within(footer()).findByRole('link', { name: 'ヘルスケアポイント' })).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'インセンティブポイント' })).toBeInTheDocument();
    first.unmount();

    renderApp('/', { user: userFor('principal') });
    await screen.findByRole('contentinfo');
    expect(await within(footer()).findByRole('link', { name: 'ポイントプラットフォーム' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(footer()).queryByRole('link', { name: 'ヘルスケアポイント' })).not.toBeInTheDocument(),
    );
    expect(within(footer()).queryByRole('link', { name: 'インセンティブポイント' })).not.toBeInTheDocument();
  });

  it('shows the copyright with the current year and the legal links', async () => {
    renderApp('/');
    await screen.findByRole('contentinfo');
    expect(within(footer()).getByText(`© ${new Date().getFullYear()} ライフエール`)).toBeInTheDocument();
    expect(await within(footer()).findByRole('link', { name: 'プライバシーポリシー' })).toHaveAttribute(
      'href',
      'https://www.example.test/privacy',
    );
    expect(within(footer()).getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute(
      'href',
      'https://www.example.test/tokushoho',
    );
  });

  it('switches the language, remembers it in the language cookie and updates <html lang>', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('contentinfo');
    const group = within(footer()).getByRole('group', { name: '言語' });
    expect(within(group).getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(readCookie(LANGUAGE_COOKIE)).toBe('en');
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(i18n.language).toBe('ja');
  });
});

describe('footer room for what loads late (issue 11: no layout shift)', () => {
  it('keeps a row for the point-service and legal links while the settings load', async () => {
    renderApp('/faq', { handlers: [http.get('*/v1/config', () => delay('infinite'))] });
    const f = await screen.findByRole('contentinfo');
    expect(within(f).queryByRole('link', { name: 'プライバシーポリシー' })).not.toBeInTheDocument();
    const services = within(f).getByRole('region', { name: 'ポイントサービス' });
    expect(within(services).getByRole('list')).toHaveClass('min-h-10');
    expect(within(within(f).getByRole('navigation', { name: '規約・ポリシー' })).getByRole('list')).toHaveClass(
      'min-h-10',
    );
  });
});
