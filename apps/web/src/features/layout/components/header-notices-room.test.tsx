import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headerFooterQueryOptions } from '../../../content/api/get-header-footer.ts';
import { headerFooterDocument } from '../../../testing/cms-fixtures.ts';
import { renderUi } from '../../../testing/render-ui.tsx';
import { HeaderNotices } from './header-notices.tsx';

// A page the browser renders itself (no server HTML): the notices arrive with their chunk, after the page's first
// paint. Their room is held from the first render, from the answer the page carries (the shell's data, ADR 0032), so
// nothing below them moves.

const TEXT = '子育てクラブ会員さまは、ライフエールを無料でご利用いただけます（無料期間は最大7か月）。';

describe('CMS header notices on a page the browser renders', () => {
  it('hold their room with their text (invisible) until they arrive, then show in its place', async () => {
    const document = headerFooterDocument('', `<p role="note">${TEXT}</p><script>window.__roomScript = 1</script>`);
    renderUi(<HeaderNotices />, { answered: [[headerFooterQueryOptions(null).queryKey, document]] });
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

  it('hold no room when the page carries no notices', () => {
    renderUi(<HeaderNotices />, { answered: [[headerFooterQueryOptions(null).queryKey, headerFooterDocument('', '')]] });
    expect(screen.queryByTestId('header-notices-room')).not.toBeInTheDocument();
  });
});
