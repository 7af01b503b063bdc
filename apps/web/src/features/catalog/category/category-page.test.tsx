import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { blockContent, blockContentsDocument, paragraph } from '../../../testing/cms-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('category pages: block contents by location code = the category route name', () => {
  it.each(['leisure', 'gourmet', 'life'])(
    '/%s asks for locationCode=%s and renders its blocks in order',
    async (code) => {
      const asked: string[] = [];
      const first = paragraph.heading('h1', `${code} の特集`);
      const second = paragraph.list('l1', 'check_list', ['優待1']);
      renderApp(`/${code}`, {
        handlers: [
          http.get('*/v1/cms/block_contents', ({ request }) => {
            asked.push(new URL(request.url).searchParams.get('locationCode') ?? '');
            return HttpResponse.json(
              blockContentsDocument(
                [
                  blockContent('b2', [second], { sort_order: 2, location_code: code }),
                  blockContent('b1', [first], { sort_order: 1, location_code: code, css_code: 'h2 { color: red; }' }),
                ],
                [first, second],
              ),
            );
          }),
        ],
      });
      const heading = await screen.findByRole('heading', { level: 2, name: `${code} の特集` });
      // The footer asks for its mini-banner (location footer_banner) too.
      expect(asked.filter((asked) => asked !== 'footer_banner')).toEqual([code]);
      expect(
        heading.compareDocumentPosition(screen.getByText('優待1')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(heading.closest('[data-cms-scope]')).toHaveAttribute('data-cms-scope', 'block-b1');
      // The scoped sheet is adopted once its lazily loaded scoper has run, which may be after the text shows.
      await waitFor(() =>
        expect(
          document.adoptedStyleSheets.some(
            (sheet) => (sheet.cssRules[0] as CSSStyleRule).selectorText === '[data-cms-scope="block-b1"]',
          ),
        ).toBe(true),
      );
    },
  );

  it('the top page shows the top block contents', async () => {
    const text = paragraph.fullHtml('t1', '<p>トップのお知らせブロック</p>');
    renderApp('/', {
      handlers: [
        http.get('*/v1/cms/block_contents', ({ request }) =>
          new URL(request.url).searchParams.get('locationCode') === 'top'
            ? HttpResponse.json(blockContentsDocument([blockContent('t', [text])], [text]))
            : HttpResponse.json(blockContentsDocument([], [])),
        ),
      ],
    });
    expect(await screen.findByText('トップのお知らせブロック')).toBeInTheDocument();
  });

  it('says コンテンツの読み込みに失敗しました when the blocks cannot be loaded', async () => {
    renderApp('/travel', {
      handlers: [http.get('*/v1/cms/block_contents', () => new HttpResponse(null, { status: 502 }))],
    });
    expect(await screen.findByText('コンテンツの読み込みに失敗しました')).toBeInTheDocument();
  });
});
