import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { headerFooterDocument } from '../../../testing/cms-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// spec portal.md §3 "Header/footer: field_header, field_footer"; search.md §7 getHeaderFooter (bsCode fixed CR).
const NOTICE =
  '<p class="cms-header-notice" role="note">子育てクラブ会員さまは、ライフエールを無料でご利用いただけます（無料期間は最大7か月）。</p>';

function withHeader(answer: () => Response) {
  let bsCode: string | null = null;
  const view = renderApp('/faq', {
    handlers: [
      http.get('*/v1/cms/header_footer', ({ request }) => {
        bsCode = new URL(request.url).searchParams.get('bsCode');
        return answer();
      }),
    ],
  });
  return { ...view, bsCode: () => bsCode };
}

/** The notices' chunk has loaded and the CMS has answered: what they show now is what they show. */
async function settled(bsCode: () => string | null) {
  await waitFor(() => expect(bsCode()).toBe('CR'));
  await import('./cms-header-notices.tsx');
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('CMS header notices (header_footer?bsCode=CR → field_header)', () => {
  it('shows the editors’ notice under the header bar, before the page, as the region ご案内', async () => {
    const { bsCode } = withHeader(() => HttpResponse.json(headerFooterDocument('', NOTICE)));
    const notices = await screen.findByRole('region', { name: 'ご案内' });
    expect(within(notices).getByRole('note')).toHaveTextContent(
      '子育てクラブ会員さまは、ライフエールを無料でご利用いただけます（無料期間は最大7か月）。',
    );
    expect(bsCode()).toBe('CR');
    // Right after the header, before the main content.
    expect(screen.getByRole('banner').nextElementSibling).toBe(notices);
    expect(notices.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sanitises the HTML: no script, no handler, other sites open without access to the page', async () => {
    withHeader(() =>
      HttpResponse.json(
        headerFooterDocument(
          '',
          '<p>お知らせ：<a href="https://carrier.example.test/" target="_blank">ソレイユモバイル</a></p>' +
            '<img src="x" onerror="window.__headerNotice=1"><script>window.__headerNotice=2</script>',
        ),
      ),
    );
    const notices = await screen.findByRole('region', { name: 'ご案内' });
    const link = within(notices).getByRole('link', { name: 'ソレイユモバイル' });
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(notices.innerHTML).not.toContain('onerror');
    expect(notices.querySelector('script')).toBeNull();
    expect((window as { __headerNotice?: number }).__headerNotice).toBeUndefined();
  });

  it('keeps links of the portal in the app (no full reload)', async () => {
    const { user, router } = withHeader(() =>
      HttpResponse.json(
        headerFooterDocument('', '<p>ご不明な点は<a href="/faq">よくあるご質問</a>をご覧ください。</p>'),
      ),
    );
    const notices = await screen.findByRole('region', { name: 'ご案内' });
    await user.click(within(notices).getByRole('link', { name: 'よくあるご質問' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['an empty field_header', () => HttpResponse.json(headerFooterDocument('<p>フッター</p>', '  '))],
    ['no header-footer for CR', () => HttpResponse.json(headerFooterDocument(null))],
    ['a failed CMS call', () => new HttpResponse(null, { status: 502 })],
  ])('shows nothing with %s', async (_case, answer) => {
    const { bsCode } = withHeader(answer);
    await screen.findByRole('heading', { level: 1, name: 'よくあるご質問' });
    await settled(bsCode);
    expect(screen.queryByRole('region', { name: 'ご案内' })).not.toBeInTheDocument();
  });
});
