import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { headerFooterDocument } from '../../../testing/cms-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('CMS footer (header_footer?bsCode=CR → field_footer)', () => {
  it('shows the sanitised field_footer in the footer', async () => {
    let bsCode: string | null = null;
    renderApp('/', {
      handlers: [
        http.get('*/v1/cms/header_footer', ({ request }) => {
          bsCode = new URL(request.url).searchParams.get('bsCode');
          return HttpResponse.json(
            headerFooterDocument(
              '<p>運営会社：<a href="https://corp.example.test/">ライフエール株式会社</a></p><img src=x onerror="window.__footer=1">',
            ),
          );
        }),
      ],
    });
    const footer = await screen.findByRole('contentinfo');
    const link = await within(footer).findByRole('link', { name: 'ライフエール株式会社' });
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(bsCode).toBe('CR');
    expect(footer.innerHTML).not.toContain('onerror');
    expect(footer.querySelector('[data-slot="cms-footer"]')).toHaveTextContent('運営会社');
  });

  it('gives the links of the editors’ lists rows of at least 24 px (WCAG 2.2 target size)', async () => {
    renderApp('/', {
      handlers: [
        http.get('*/v1/cms/header_footer', () =>
          HttpResponse.json(
            headerFooterDocument('<ul class="cms-footer-links"><li><a href="/faq">よくあるご質問</a></li></ul>'),
          ),
        ),
      ],
    });
    const footer = await screen.findByRole('contentinfo');
    const link = await within(footer).findByRole('link', { name: 'よくあるご質問' });
    expect(link.closest('[data-slot="cms-footer"] > div')).toHaveClass('[&_li>a]:min-h-6', '[&_li>a]:inline-flex');
  });

  it('leaves the slot empty when the CMS fails', async () => {
    renderApp('/', {
      handlers: [http.get('*/v1/cms/header_footer', () => new HttpResponse(null, { status: 502 }))],
    });
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'プライバシーポリシー' });
    expect(footer.querySelector('[data-slot="cms-footer"]')?.textContent).toBe('');
  });
});
