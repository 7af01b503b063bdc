import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Paragraph } from '@portal/contracts/cms';
import { blockContent, blockContentsDocument, cmsImage, paragraph } from '../../../testing/cms-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// spec portal.md §2 "Footer": "A mini-banner and CMS footer"; its source: block contents of location footer_banner
// (docs/cms-content-model.md "Header notices and footer mini-banner").

function banners(id: string, items: { caption: string | null; alt: string; link: string | null }[]): Paragraph {
  return {
    type: 'paragraph--image',
    id,
    attributes: {
      display: 'grid',
      margin: 'none',
      items: items.map((item, index) => ({
        image: cmsImage(`${id}-${index}.jpg`, `${item.alt}の画像`),
        alt: item.alt,
        link: item.link,
        thumbnail_text: item.caption,
      })),
    },
  };
}

function withBanners(answer: () => Response) {
  let asked: string | null = null;
  const view = renderApp('/faq', {
    handlers: [
      http.get('*/v1/cms/block_contents', ({ request }) => {
        asked = new URL(request.url).searchParams.get('locationCode');
        return answer();
      }),
    ],
  });
  return { ...view, asked: () => asked };
}

const slot = () => screen.getByRole('contentinfo').querySelector('[data-slot="mini-banner"]');

describe('footer mini-banner (block contents of location footer_banner)', () => {
  it('shows the image paragraphs’ pictures as banner links, in the blocks’ order, in the footer', async () => {
    const guide = banners('p-guide', [
      { caption: 'はじめての方へ ご利用ガイド', alt: 'ご利用ガイド', link: '/guide' },
      { caption: null, alt: 'よくあるご質問', link: '/faq' },
    ]);
    const club = banners('p-club', [
      { caption: '子育てクラブ会員さまへ', alt: '子育てクラブ', link: '/nly-promotion' },
    ]);
    const heading = paragraph.heading('p-heading', '見出しは出ません');
    const { asked } = withBanners(() =>
      HttpResponse.json(
        blockContentsDocument(
          [
            blockContent('b-club', [club], { location_code: 'footer_banner', sort_order: 2 }),
            blockContent('b-guide', [heading, guide], { location_code: 'footer_banner', sort_order: 1 }),
          ],
          [club, heading, guide],
        ),
      ),
    );
    const footer = await screen.findByRole('contentinfo');
    const list = await within(footer).findByRole('list', { name: 'おすすめ情報' });
    expect(asked()).toBe('footer_banner');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/guide', '/faq', '/nly-promotion']);
    // A caption names its link (the picture is decoration); without one, the picture's alt text does.
    expect(links.map((link) => link.textContent || link.querySelector('img')?.getAttribute('alt'))).toEqual([
      'はじめての方へ ご利用ガイド',
      'よくあるご質問',
      '子育てクラブ会員さまへ',
    ]);
    expect(within(list).getByRole('link', { name: 'よくあるご質問' })).toBeInTheDocument();
    expect(links[0]?.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(footer).queryByText('見出しは出ません')).not.toBeInTheDocument();
    expect(slot()).toContainElement(list);
  });

  it('opens a banner’s page in the app', async () => {
    const guide = banners('p-guide', [{ caption: 'よくあるご質問', alt: 'FAQ', link: '/faq' }]);
    const { user, router } = withBanners(() =>
      HttpResponse.json(
        blockContentsDocument([blockContent('b1', [guide], { location_code: 'footer_banner' })], [guide]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'おすすめ情報' });
    await user.click(within(list).getByRole('link', { name: 'よくあるご質問' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
  });

  it.each([
    ['no banner published', () => HttpResponse.json(blockContentsDocument([], []))],
    ['a failed CMS call', () => new HttpResponse(null, { status: 502 })],
  ])('leaves the slot empty with %s', async (_case, answer) => {
    const { asked } = withBanners(answer);
    await screen.findByRole('contentinfo');
    await waitFor(() => expect(asked()).toBe('footer_banner'));
    await import('./cms-mini-banners.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('list', { name: 'おすすめ情報' })).not.toBeInTheDocument();
    expect(slot()?.textContent).toBe('');
    // Nothing with content in it: the footer gives the slot no room (footer.tsx, LAZY_SLOT's `:has` condition).
    expect(slot()?.querySelector(':scope > :not(:empty)')).toBeNull();
  });
});
