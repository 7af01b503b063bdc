import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptCmsPage } from '@portal/contracts/cms';
import { paragraph, specialPage, specialPageDocument } from '../../testing/cms-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { stubCarouselEnvironment } from '../../testing/render-ui.tsx';

const UNAVAILABLE = 'ご選択いただいたページは現在存在しないか、ご利用いただけません。';
const html = paragraph.fullHtml('html-1', '<p>夏の特集です。</p>');
const heading = paragraph.heading('heading-1', '夏の見出し');

function detailWith(body: () => Response) {
  return renderApp('/specialPage/detail?spid=summer', { handlers: [http.get('*/v1/cms/special_page', body)] });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('special page detail: the CMS page rule (spec portal.md §5, acceptCmsPage)', () => {
  it('shows the one page with a full-HTML paragraph, its CMS title and breadcrumb', async () => {
    detailWith(() => HttpResponse.json(specialPageDocument([specialPage('summer', [heading, html])], [heading, html])));
    expect(await screen.findByText('夏の特集です。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '特集 summer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '夏の見出し' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: '特集ページ一覧' })).toHaveAttribute('href', '/specialPage');
    await waitFor(() => expect(document.title).toBe('特集 summer | ライフエール'));
  });

  it.each([
    ['no entry', () => specialPageDocument([], [html])],
    ['2 entries', () => specialPageDocument([specialPage('summer', [html]), specialPage('winter', [html])], [html])],
    ['no full-HTML paragraph', () => specialPageDocument([specialPage('summer', [heading])], [heading])],
  ])('rejects a response with %s: %s', async (_case, document) => {
    expect(acceptCmsPage(document())).toBeNull();
    detailWith(() => HttpResponse.json(document()));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByText('夏の特集です。')).not.toBeInTheDocument();
  });

  it('rejects a malformed spid without asking the CMS', async () => {
    const asked = vi.fn();
    renderApp('/specialPage/detail?spid=../etc', {
      handlers: [http.get('*/v1/cms/special_page', () => (asked(), HttpResponse.json(specialPageDocument([]))))],
    });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });

  it('a failed CMS call says コンテンツの読み込みに失敗しました and can be retried', async () => {
    let fail = true;
    const { user } = detailWith(() =>
      fail
        ? HttpResponse.json({ errors: [{ status: '502', code: 'cms_unavailable', title: 'CMS' }] }, { status: 502 })
        : HttpResponse.json(specialPageDocument([specialPage('summer', [html])], [html])),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('コンテンツの読み込みに失敗しました');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('夏の特集です。')).toBeInTheDocument();
  });

  it('applies the page css_code scoped to the page', async () => {
    detailWith(() =>
      HttpResponse.json(
        specialPageDocument([specialPage('summer', [html], { css_code: 'p { color: red; }' })], [html]),
      ),
    );
    await screen.findByText('夏の特集です。');
    expect(document.querySelector('[data-cms-scope="special_page-sp-summer"]')).not.toBeNull();
    // The scoped sheet is adopted once its lazily loaded scoper has run, which may be after the text shows.
    await waitFor(() => {
      const sheet = document.adoptedStyleSheets.at(-1);
      expect((sheet?.cssRules[0] as CSSStyleRule | undefined)?.selectorText).toBe(
        '[data-cms-scope="special_page-sp-summer"]',
      );
    });
  });
});

describe('special page list (/specialPage)', () => {
  it('lists the Listing special pages and filters by category in the URL', async () => {
    const asked: URLSearchParams[] = [];
    const { user, router } = renderApp('/specialPage', {
      handlers: [
        http.get('*/v1/cms/special_page', ({ request }) => {
          const search = new URL(request.url).searchParams;
          asked.push(search);
          return HttpResponse.json(
            specialPageDocument(search.get('category') === 'relax_and_beauty' ? [] : [specialPage('summer')]),
          );
        }),
      ],
    });
    const card = await screen.findByRole('link', { name: /特集 summer/ });
    expect(card).toHaveAttribute('href', '/specialPage/detail?spid=summer');
    expect(asked[0]?.get('view_area')).toBe('Listing');
    expect(asked[0]?.has('category')).toBe(false);

    await user.click(screen.getByRole('link', { name: 'リラクゼーション・美容' }));
    expect(await screen.findByText('表示するデータがありません')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=relax_and_beauty');
    expect(asked.at(-1)?.get('category')).toBe('relax_and_beauty');
    expect(screen.getByRole('link', { name: 'リラクゼーション・美容' })).toHaveAttribute('aria-current', 'true');

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: /特集 summer/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('special-feature list (/special, spec portal.md §2 "special list", §8)', () => {
  const listing = (body: (search: URLSearchParams) => Response | Promise<Response>) => {
    const asked: URLSearchParams[] = [];
    const view = renderApp('/special', {
      handlers: [
        http.get('*/v1/cms/special_page', ({ request }) => {
          const search = new URL(request.url).searchParams;
          asked.push(search);
          return body(search);
        }),
      ],
    });
    return { ...view, asked };
  };

  it('lists the Listing special pages as links to their detail, under the title 特集', async () => {
    const { asked } = listing(() =>
      HttpResponse.json(specialPageDocument([specialPage('summer'), specialPage('spa', [], { banner: null })])),
    );
    expect(await screen.findByRole('link', { name: /特集 summer/ })).toHaveAttribute(
      'href',
      '/specialPage/detail?spid=summer',
    );
    expect(screen.getByRole('link', { name: /特集 spa/ })).toHaveAttribute('href', '/specialPage/detail?spid=spa');
    expect(screen.getByRole('heading', { level: 1, name: '特集' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(breadcrumb).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(asked[0]?.get('view_area')).toBe('Listing');
    expect(asked[0]?.get('page_limit')).toBe('100');
    expect(asked[0]?.has('sp_id')).toBe(false);
    await waitFor(() => expect(document.title).toBe('特集 | ライフエール'));
  });

  it('says 表示するデータがありません when no special page is listed', async () => {
    listing(() => HttpResponse.json(specialPageDocument([])));
    expect(await screen.findByText('表示するデータがありません')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /特集 / })).not.toBeInTheDocument();
  });

  it('shows 読み込み中です while the list loads', async () => {
    listing(() => delay('infinite').then(() => HttpResponse.json(specialPageDocument([]))));
    const skeleton = await screen.findByTestId('cms-skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton).toHaveTextContent('読み込み中です');
  });

  it('says コンテンツの読み込みに失敗しました when the call fails, and the retry shows the list', async () => {
    let fail = true;
    const { user } = listing(() =>
      fail
        ? HttpResponse.json({ errors: [{ status: '502', code: 'cms_unavailable', title: 'CMS' }] }, { status: 502 })
        : HttpResponse.json(specialPageDocument([specialPage('summer')])),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('コンテンツの読み込みに失敗しました');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('link', { name: /特集 summer/ })).toBeInTheDocument();
  });

  it('filters by category on /special itself, from the keyboard too', async () => {
    const { user, router, asked } = listing((search) =>
      HttpResponse.json(specialPageDocument(search.get('category') === 'point' ? [specialPage('points')] : [])),
    );
    await screen.findByText('表示するデータがありません');
    const point = screen.getByRole('link', { name: 'ポイント' });
    expect(point).toHaveAttribute('href', '/special?category=point');
    point.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: /特集 points/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/special');
    expect(router.state.location.search).toBe('?category=point');
    expect(asked.at(-1)?.get('category')).toBe('point');
    expect(screen.getByRole('link', { name: 'ポイント' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('top page special pages (spec portal.md §2: fewer than 4 flat, 4 or more a slider with もっと見る)', () => {
  const withPages = (count: number) => {
    const asked: URLSearchParams[] = [];
    const view = renderApp('/', {
      handlers: [
        http.get('*/v1/cms/special_page', ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          return HttpResponse.json(
            specialPageDocument(Array.from({ length: count }, (_, index) => specialPage(`sp${index + 1}`))),
          );
        }),
      ],
    });
    return { ...view, asked };
  };

  it('shows 3 special pages as a flat list without もっと見る', async () => {
    const { asked } = withPages(3);
    const section = await screen.findByRole('region', { name: '特集' });
    await within(section).findByRole('link', { name: /特集 sp1/ });
    expect(section.querySelector('[data-layout="flat"]')).not.toBeNull();
    expect(within(section).getAllByRole('link', { name: /特集 sp/ })).toHaveLength(3);
    expect(within(section).queryByRole('link', { name: 'もっと見る' })).not.toBeInTheDocument();
    expect(asked[0]?.get('view_area')).toBe('Home');
    expect(Number(asked[0]?.get('page_limit'))).toBeGreaterThanOrEqual(4);
  });

  it('shows 4 special pages as a slider with もっと見る → /specialPage', async () => {
    stubCarouselEnvironment(vi);
    withPages(4);
    const section = await screen.findByRole('region', { name: '特集' });
    // Once the pages are there, the member reaches for the slider's first view: the slider itself loads.
    await within(section).findByRole('link', { name: 'もっと見る' });
    fireEvent.pointerEnter(section.querySelector('[data-layout="carousel-frame"]')!.parentElement!);
    const slider = await within(section).findByRole('region', { name: '特集スライド' });
    expect(within(slider).getAllByRole('group')).toHaveLength(4);
    expect(slider).toHaveAttribute('data-autoplay-ms', '5000');
    expect(within(section).getByRole('link', { name: 'もっと見る' })).toHaveAttribute('href', '/specialPage');
  });

  it('keeps the slider’s place while the special pages load: grey cards in its first view, its buttons’ row', async () => {
    renderApp('/', { handlers: [http.get('*/v1/cms/special_page', () => delay('infinite'))] });
    const section = await screen.findByRole('region', { name: '特集' });
    const skeleton = await within(section).findByTestId('special-pages-skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton).toHaveTextContent('読み込み中です');
    const slides = skeleton.querySelectorAll('[data-layout="carousel-frame"] .shrink-0');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveClass('basis-[76.9%]', 'lg:basis-1/3');
    expect(slides[0]?.querySelector('.aspect-\\[3\\/1\\]')).not.toBeNull();
    expect(within(skeleton).getByTestId('carousel-controls-placeholder')).toHaveClass('mt-3', 'h-10');
  });

  it('shows nothing when no special page is published', async () => {
    withPages(0);
    await screen.findByText('該当するお知らせはありません。');
    expect(screen.queryByRole('region', { name: '特集' })).not.toBeInTheDocument();
  });
});
