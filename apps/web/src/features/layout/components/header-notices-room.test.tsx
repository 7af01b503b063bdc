import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HEADER_FOOTER_BS_CODE } from '../../../content/api/get-header-footer.ts';
import { cmsUrl } from '../../../content/api/cms-url.ts';
import { headerFooterDocument } from '../../../testing/cms-fixtures.ts';
import { renderUi } from '../../../testing/render-ui.tsx';
import { HEADER_FOOTER_FIRST_LOAD_URL, HeaderNotices } from './header-notices.tsx';

// A page the browser renders itself (no server HTML): the notices arrive with their chunk, after the page's first
// paint. Their room is held from the first render, from the answer the page carries, so nothing below them moves.
// Its own file: the page's first-load answers are read once per module graph.

const TEXT = '子育てクラブ会員さまは、ライフエールを無料でご利用いただけます（無料期間は最大7か月）。';

describe('CMS header notices on a page the browser renders', () => {
  it('hold their room with their text (invisible) until they arrive, then show in its place', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'portal-first-load';
    block.textContent = JSON.stringify({
      [HEADER_FOOTER_FIRST_LOAD_URL]: {
        status: 200,
        body: headerFooterDocument('', `<p role="note">${TEXT}</p><script>window.__roomScript = 1</script>`),
      },
    });
    document.body.append(block);

    renderUi(<HeaderNotices />);
    const room = screen.getByTestId('header-notices-room');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveTextContent(TEXT);
    expect(room).not.toHaveTextContent('__roomScript');
    expect(room.querySelector('p')).toHaveClass('invisible');

    const notices = await screen.findByRole('region', { name: 'ご案内' });
    expect(notices).toHaveTextContent(TEXT);
    expect(screen.queryByTestId('header-notices-room')).not.toBeInTheDocument();
    expect((window as { __roomScript?: number }).__roomScript).toBeUndefined();
  });

  it('reads the answer of the very call get-header-footer.ts makes', () => {
    expect(cmsUrl('header_footer', { bsCode: HEADER_FOOTER_BS_CODE }, null)).toBe(HEADER_FOOTER_FIRST_LOAD_URL);
  });
});
