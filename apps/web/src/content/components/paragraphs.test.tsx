import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paragraph } from '@portal/contracts/cms';
import { paragraph } from '../../testing/cms-fixtures.ts';
import { renderUi, stubCarouselEnvironment } from '../../testing/render-ui.tsx';
import { CarouselFrame } from './carousel-frame.tsx';
import { Paragraphs } from './paragraphs.tsx';
import { imageCarouselSettings } from './paragraphs/image-carousel.tsx';
import { imageCarouselLayout } from './paragraphs/image-paragraph.tsx';
import { imagetextLayout } from './paragraphs/imagetext-paragraph.tsx';

const show = (paragraphs: Paragraph[], included: Paragraph[] = paragraphs) =>
  renderUi(<Paragraphs paragraphs={paragraphs} included={included} />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('image paragraph (spec portal.md §2: grid 3 columns up to 3 images, otherwise 4)', () => {
  it.each([
    [1, 3],
    [3, 3],
    [4, 4],
    [7, 4],
  ])('lays %i images out in %i columns', (count, columns) => {
    const { container } = show([paragraph.image('img', count)]);
    const grid = container.querySelector('[data-columns]') as HTMLElement;
    expect(grid).toHaveAttribute('data-columns', String(columns));
    expect(grid).toHaveClass(`grid-cols-${columns}`);
    expect(within(grid).getAllByRole('img')).toHaveLength(count);
  });

  it('shows alt, link, thumbnail text and margin', () => {
    const { container } = show([paragraph.image('img', 2, 'grid', 'large')]);
    expect(screen.getByRole('img', { name: '画像1' })).toHaveAttribute(
      'src',
      'https://cms.example.test/media/img-1.jpg',
    );
    expect(screen.getByRole('link', { name: /画像1/ })).toHaveAttribute('href', '/specialPage');
    expect(screen.getByText('サムネイル2')).toBeInTheDocument();
    expect(container.querySelector('[data-paragraph="image"]')).toHaveClass('mb-12');
  });

  it('replaces a broken image with the fallback image: 読み込みに失敗しました', () => {
    show([paragraph.image('img', 1)]);
    const image = screen.getByRole('img', { name: '画像1' });
    fireEvent.error(image);
    const fallback = screen.getByRole('img', { name: '読み込みに失敗しました' });
    expect(fallback).toBe(image);
    // The bundled fallback asset (a file in the build, inlined by the test transform).
    expect(fallback.getAttribute('src')).not.toBe('https://cms.example.test/media/img-1.jpg');
    expect(fallback).toHaveAttribute('data-failed', 'true');
  });

  it('carousel: autoplay 6000 ms, looping, 1 slide on small screens, 3 with 24 px spacing from 1024 px', () => {
    expect(imageCarouselSettings.autoplayMs).toBe(6000);
    expect(imageCarouselSettings.options).toMatchObject({ loop: true });
    expect(imageCarouselSettings.slideClass.split(' ')).toEqual(
      expect.arrayContaining(['basis-full', 'lg:basis-1/3', 'lg:pl-6']),
    );
    expect(imageCarouselSettings.trackClass).toBe('lg:-ml-6');
  });

  it('carousel: while its code loads, its first view holds the place (same slides, the buttons’ row)', () => {
    expect(imageCarouselSettings).toMatchObject(imageCarouselLayout);
    renderUi(
      <CarouselFrame layout={imageCarouselLayout}>
        <span>1枚目</span>
        <span>2枚目</span>
      </CarouselFrame>,
    );
    const slide = screen.getByText('1枚目').parentElement;
    expect(slide).toHaveClass('basis-full', 'lg:basis-1/3', 'lg:pl-6');
    expect(slide?.parentElement).toHaveClass('flex', 'lg:-ml-6');
    expect(slide?.parentElement?.parentElement).toHaveClass('overflow-hidden');
    expect(screen.getByTestId('carousel-controls-placeholder')).toHaveClass('mt-3', 'h-10');
  });

  /** The member reaching for the carousel's first view (a mouse over it, or a finger) brings the carousel itself. */
  function reachForCarousel(pointerType: 'mouse' | 'touch' = 'mouse') {
    const frame = document.querySelector('[data-layout="carousel-frame"]');
    fireEvent.pointerEnter(frame!.parentElement!, { pointerType });
  }

  it('carousel: its code loads when the member reaches for it, not with the page', async () => {
    stubCarouselEnvironment(vi);
    show([paragraph.image('img', 5, 'carousel')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '画像スライド' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-layout="carousel-frame"]')).toBeInTheDocument();
    reachForCarousel();
    expect(await screen.findByRole('region', { name: '画像スライド' })).toBeInTheDocument();
    expect(document.querySelector('[data-layout="carousel-frame"]')).not.toBeInTheDocument();
  });

  it('carousel: its code loads by itself when autoplay would first move it (6000 ms)', async () => {
    stubCarouselEnvironment(vi);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      show([paragraph.image('img', 5, 'carousel')]);
      await vi.advanceTimersByTimeAsync(5_999);
      expect(screen.queryByRole('region', { name: '画像スライド' })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('region', { name: '画像スライド' })).toBeInTheDocument();
  });

  it('carousel: an accessible slider with previous, next and pause; pauses on hover and focus', async () => {
    stubCarouselEnvironment(vi);
    const { user } = show([paragraph.image('img', 5, 'carousel')]);
    reachForCarousel();
    const region = await screen.findByRole('region', { name: '画像スライド' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region).toHaveAttribute('data-autoplay-ms', '6000');
    expect(within(region).getAllByRole('group')).toHaveLength(5);
    expect(within(region).getByRole('group', { name: '1枚目（全5枚）' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '前のスライド' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '次のスライド' })).toBeInTheDocument();
    // The mouse that brought it is still over it.
    expect(region).toHaveAttribute('data-paused', 'true');
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-paused', 'false');

    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-paused', 'true');
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-paused', 'false');

    await user.click(within(region).getByRole('button', { name: '自動再生を停止' }));
    expect(within(region).getByRole('button', { name: '自動再生を開始' })).toBeInTheDocument();
    (document.activeElement as HTMLElement).blur();
    fireEvent.mouseLeave(region);
    expect(region).toHaveAttribute('data-paused', 'true');
  });

  it('carousel: focus on a link of its first view moves to the same link of the carousel', async () => {
    stubCarouselEnvironment(vi);
    show([paragraph.image('img', 5, 'carousel')]);
    screen.getByRole('link', { name: /画像1/ }).focus();
    const region = await screen.findByRole('region', { name: '画像スライド' });
    await waitFor(() => expect(document.activeElement).toBe(within(region).getByRole('link', { name: /画像1/ })));
    expect(region).toHaveAttribute('data-paused', 'true');
  });

  it('carousel: arriving under the member’s mouse it starts paused; brought by a finger it plays', async () => {
    stubCarouselEnvironment(vi);
    const { unmount } = show([paragraph.image('img', 5, 'carousel')]);
    reachForCarousel('mouse');
    const region = await screen.findByRole('region', { name: '画像スライド' });
    expect(region).toHaveAttribute('data-paused', 'true');
    unmount();

    show([paragraph.image('img', 5, 'carousel')]);
    reachForCarousel('touch');
    expect(await screen.findByRole('region', { name: '画像スライド' })).toHaveAttribute('data-paused', 'false');
  });

  it('carousel: does not autoplay when the visitor prefers reduced motion', async () => {
    stubCarouselEnvironment(vi, true);
    show([paragraph.image('img', 4, 'carousel')]);
    reachForCarousel();
    const region = await screen.findByRole('region', { name: '画像スライド' });
    expect(region).toHaveAttribute('data-paused', 'true');
    expect(within(region).getByRole('button', { name: '自動再生を開始' })).toBeInTheDocument();
  });
});

describe('lead images (ADR 0020: the largest paint of a CMS page is often its first picture)', () => {
  const lead = (paragraphs: Paragraph[]) => renderUi(<Paragraphs paragraphs={paragraphs} included={paragraphs} lead />);
  const loads = (name: string) => {
    const image = screen.getByRole('img', { name });
    return [image.getAttribute('loading'), image.getAttribute('fetchpriority')];
  };

  it('loads the pictures of the first paragraph that shows any at once and first; every other lazily', () => {
    lead([
      paragraph.heading('h', '冬のグルメ特集'),
      paragraph.imagetext('first', 'horizontal', 'image_left_text_right'),
      paragraph.imagetext('second', 'horizontal', 'image_left_text_right'),
    ]);
    expect(loads('first の写真')).toEqual(['eager', 'high']);
    expect(loads('second の写真')).toEqual(['lazy', null]);
  });

  it('has none below the opening paragraphs, nor outside a lead list', () => {
    lead([
      paragraph.heading('h1', '見出し1'),
      paragraph.fullHtml('t1', '<p>本文</p>'),
      paragraph.list('l1', 'bullet_list', ['項目']),
      paragraph.imagetext('late', 'vertical', 'image_left_text_right'),
    ]);
    expect(loads('late の写真')).toEqual(['lazy', null]);
    cleanup();
    show([paragraph.image('img', 2)]);
    expect(loads('画像1')).toEqual(['lazy', null]);
  });

  it('loads only the slide on screen of a lead carousel at once, and the thumbnails of a lead grid lazily', () => {
    lead([paragraph.image('slides', 3, 'carousel')]);
    expect(loads('画像1')).toEqual(['eager', 'high']);
    expect(loads('画像2')).toEqual(['lazy', null]);
    cleanup();
    lead([paragraph.image('grid', 3)]);
    expect(['画像1', '画像2', '画像3'].map(loads)).toEqual([
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});

describe('heading paragraph', () => {
  it.each([2, 3, 4, 5] as const)('renders heading type h%i as that level under the levels above it', (level) => {
    const above = ([2, 3, 4] as const)
      .filter((upper) => upper < level)
      .map((upper) => paragraph.heading(`h${upper}`, `上の見出し${upper}`, `h${upper}`));
    show([...above, paragraph.heading('h', `見出し${level}`, `h${level}`)]);
    expect(screen.getByRole('heading', { level, name: `見出し${level}` })).toBeInTheDocument();
  });

  it('skips no level of the outline: an h4 right under the page title is an h2 that looks like an h4', () => {
    show([
      paragraph.heading('a', 'フィットネス・スポーツ施設', 'h4'),
      paragraph.heading('b', 'ご予約前にご確認ください', 'h5'),
      paragraph.heading('c', '週末のおでかけに', 'h2'),
    ]);
    const first = screen.getByRole('heading', { level: 2, name: 'フィットネス・スポーツ施設' });
    expect(first).toHaveClass('text-lg');
    expect(screen.getByRole('heading', { level: 3, name: 'ご予約前にご確認ください' })).toHaveClass('text-base');
    expect(screen.getByRole('heading', { level: 2, name: '週末のおでかけに' })).toHaveClass('text-2xl');
  });

  it('imagetext and hierarchical block titles take their place in the outline too', () => {
    const inner = paragraph.heading('inner', 'オンライン講座', 'h4');
    show(
      [
        paragraph.hierarchical('block', '大人の学び直し', true, [inner]),
        paragraph.imagetext('text', 'vertical', 'image_left_text_right'),
      ],
      [paragraph.hierarchical('block', '大人の学び直し', true, [inner]), inner],
    );
    expect(screen.getByRole('heading', { level: 2, name: '大人の学び直し' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'オンライン講座' })).toBeInTheDocument();
    // A sibling of the block: both asked for h3.
    expect(screen.getByRole('heading', { level: 2, name: 'text の見出し' })).toBeInTheDocument();
  });
});

describe('hierarchical block', () => {
  const child = paragraph.fullHtml('child', '<p>子の本文</p>');
  const grandChild = paragraph.list('grand', 'bullet_list', ['孫の項目']);
  const nested = paragraph.hierarchical('inner', '内側', true, [grandChild]);

  it('is a closed disclosure that opens with the keyboard and renders its children recursively', async () => {
    const block = paragraph.hierarchical('outer', 'よくある質問', false, [child, nested]);
    const { user } = show([block], [block, child, nested, grandChild]);
    const trigger = screen.getByRole('button', { name: 'よくある質問' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('子の本文')).not.toBeVisible();

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('子の本文')).toBeVisible();
    expect(screen.getByRole('button', { name: '内側' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('孫の項目')).toBeVisible();

    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts open when the editor ticked open', () => {
    const block = paragraph.hierarchical('outer', 'ご利用方法', true, [child]);
    show([block], [block, child]);
    expect(screen.getByRole('button', { name: 'ご利用方法' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('子の本文')).toBeVisible();
  });
});

describe('button paragraph', () => {
  it.each([
    ['left', 'justify-start'],
    ['center', 'justify-center'],
    ['right', 'justify-end'],
  ] as const)('aligns %s', (alignment, className) => {
    const { container } = show([paragraph.button('b', '詳しく見る', '/guide', 'button', alignment)]);
    expect(container.querySelector('[data-alignment]')).toHaveClass(className);
  });

  it('link type is a text link, button type looks like a button; both go to the link', () => {
    show([
      paragraph.button('a', 'テキストリンク', '/faq', 'link'),
      paragraph.button('b', 'ボタン', 'https://partner.example.test/', 'button'),
    ]);
    const link = screen.getByRole('link', { name: 'テキストリンク' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).toHaveClass('underline');
    const button = screen.getByRole('link', { name: 'ボタン' });
    expect(button).toHaveAttribute('href', 'https://partner.example.test/');
    expect(button).toHaveAttribute('rel', 'noopener');
    expect(button).toHaveClass('min-h-12');
  });

  it('never links to a javascript: URL', () => {
    show([paragraph.button('b', '危険', 'javascript:alert(1)')]);
    expect(screen.queryByRole('link', { name: '危険' })).not.toBeInTheDocument();
    expect(screen.getByText('危険')).toBeInTheDocument();
  });
});

describe('list paragraph', () => {
  const items = ['一つ目', '二つ目'];
  it('bullet_list is a bulleted list', () => {
    const { container } = show([paragraph.list('l', 'bullet_list', items)]);
    const list = container.querySelector('ul[data-list-type="bullet_list"]');
    expect(list).toHaveClass('list-disc');
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });
  it('number_list is an ordered list', () => {
    const { container } = show([paragraph.list('l', 'number_list', items)]);
    expect(container.querySelector('ol[data-list-type="number_list"]')).toHaveClass('list-decimal');
  });
  it('check_list marks every item with a check', () => {
    const { container } = show([paragraph.list('l', 'check_list', items)]);
    const list = container.querySelector('[data-list-type="check_list"]') as HTMLElement;
    expect(list.querySelectorAll('li svg')).toHaveLength(2);
  });
  it('annotation_list marks every item with ※', () => {
    const { container } = show([paragraph.list('l', 'annotation_list', items)]);
    const rows = within(container.querySelector('[data-list-type="annotation_list"]') as HTMLElement).getAllByRole(
      'listitem',
    );
    for (const row of rows) expect(row.textContent?.startsWith('※')).toBe(true);
  });
  it('no_annotation_list has the layout without the mark', () => {
    const { container } = show([paragraph.list('l', 'no_annotation_list', items)]);
    const list = container.querySelector('[data-list-type="no_annotation_list"]') as HTMLElement;
    expect(list.textContent).not.toContain('※');
    expect(within(list).getByText('一つ目')).toBeInTheDocument();
  });
});

describe('imagetext paragraph', () => {
  it.each([
    ['image_left_text_right', true, false],
    ['text_left_image_right', false, false],
    ['simage_left_text_right', true, true],
    ['text_left_simage_right', false, true],
  ] as const)('%s: image first %s, small image %s', (type, imageFirst, smallImage) => {
    expect(imagetextLayout(type)).toEqual({ imageFirst, smallImage });
  });

  it.each(['vertical', 'horizontal'] as const)('%s format puts image and text in the order of the type', (format) => {
    const { container } = show([
      paragraph.imagetext('a', format, 'image_left_text_right'),
      paragraph.imagetext('b', format, 'text_left_simage_right'),
    ]);
    const [first, second] = [...container.querySelectorAll('[data-layout]')] as HTMLElement[];
    expect(first).toHaveAttribute('data-format', format);
    expect(first?.firstElementChild).toHaveAttribute('data-part', 'image');
    expect(second?.firstElementChild).toHaveAttribute('data-part', 'text');
    expect(second?.querySelector('[data-part="image"]')).toHaveClass('sm:w-1/4');
    if (format === 'horizontal') expect(first).toHaveClass('sm:flex-row');
    else expect(first).not.toHaveClass('sm:flex-row');
    expect(screen.getByRole('heading', { name: 'a の見出し' })).toBeInTheDocument();
    expect(screen.getByText('a の本文')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'b の写真' })).toBeInTheDocument();
  });
});

describe('full_html paragraph (sanitised with DOMPurify)', () => {
  it('strips <img onerror>, <script> and javascript: links, and adds rel="noopener" to other sites', () => {
    const { container } = show([
      paragraph.fullHtml(
        'html',
        '<p>本文</p><img src="x.png" alt="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
          '<a href="javascript:alert(1)">危険なリンク</a><a href="https://other.example.test/" target="_blank">外部</a>' +
          '<a href="/information">お知らせ一覧</a>',
      ),
    ]);
    const html = container.innerHTML;
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(screen.getByText('危険なリンク')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: '外部' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'お知らせ一覧' })).not.toHaveAttribute('rel');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps clicks on links of this site inside the SPA', async () => {
    const { user, router } = show([paragraph.fullHtml('html', '<a href="/information?year=2025">去年のお知らせ</a>')]);
    await user.click(screen.getByRole('link', { name: '去年のお知らせ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/information'));
    expect(router.state.location.search).toBe('?year=2025');
  });
});
