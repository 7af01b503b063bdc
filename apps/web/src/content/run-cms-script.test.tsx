import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JS_CODE_DELAY_MS } from '@portal/contracts/cms';
import {
  blockContent,
  blockContentsDocument,
  news,
  newsDetailResponse,
  otherContent,
  otherContentDocument,
  paragraph,
  specialPage,
  specialPageDocument,
} from '../testing/cms-fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';
import { startPreview } from './preview-state.ts';
import { cmsScriptUrl, runCmsScript } from './run-cms-script.ts';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-cms-script]')];

afterEach(() => {
  vi.useRealTimers();
  for (const script of scripts()) script.remove();
});

describe('js_code runs after 10 ms (spec portal.md §2), from the BFF, via <script src>', () => {
  it('adds the script element only after JS_CODE_DELAY_MS and removes it on clean-up', () => {
    vi.useFakeTimers();
    const cleanUp = runCmsScript('special_page', 'sp-summer', null);
    vi.advanceTimersByTime(JS_CODE_DELAY_MS - 1);
    expect(scripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe('/v1/cms/script/special_page/sp-summer.js');
    cleanUp();
    expect(scripts()).toHaveLength(0);
  });

  it('never runs when the page goes away within the delay', () => {
    vi.useFakeTimers();
    const cleanUp = runCmsScript('other_content', 'other-faq', null);
    cleanUp();
    vi.advanceTimersByTime(100);
    expect(scripts()).toHaveLength(0);
  });

  it('carries the preview parameters in preview mode', () => {
    expect(
      cmsScriptUrl('news', '12', { subscriptionId: 'S1', courseParentId: '', courseId: '', previewDate: '2026-05-01' }),
    ).toBe('/v1/cms/script/news/12.js?previewMode=1&previewDate=2026-05-01&subscriptionId=S1');
  });
});

describe('js_code runs only on full-HTML and detail pages', () => {
  const html = paragraph.fullHtml('p1', '<p>特集の本文</p>');

  it('runs on the special page detail', async () => {
    renderApp('/specialPage/detail?spid=summer', {
      handlers: [
        http.get('*/v1/cms/special_page', () =>
          HttpResponse.json(
            specialPageDocument([specialPage('summer', [html], { js_code: 'console.log(1)' })], [html]),
          ),
        ),
      ],
    });
    await screen.findByText('特集の本文');
    await vi.waitFor(() =>
      expect(scripts().map((s) => s.getAttribute('src'))).toEqual(['/v1/cms/script/special_page/sp-summer.js']),
    );
  });

  it('runs on an other page, and not when the page has no js_code', async () => {
    const page = otherContent('faq', [html], { js_code: 'track()' });
    const first = renderApp('/faq', {
      handlers: [http.get('*/v1/cms/other_content', () => HttpResponse.json(otherContentDocument([page], [html])))],
    });
    await screen.findByText('特集の本文');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    first.unmount();
    expect(scripts()).toHaveLength(0);

    renderApp('/faq', {
      handlers: [
        http.get('*/v1/cms/other_content', () =>
          HttpResponse.json(otherContentDocument([otherContent('faq', [html])], [html])),
        ),
      ],
    });
    await screen.findByText('特集の本文');
    await new Promise((resolve) => setTimeout(resolve, JS_CODE_DELAY_MS * 3));
    expect(scripts()).toHaveLength(0);
  });

  it('never runs the js_code of block contents (top page, category pages)', async () => {
    const text = paragraph.fullHtml('b1', '<p>ブロックの本文</p>');
    renderApp('/leisure', {
      handlers: [
        http.get('*/v1/cms/block_contents', () =>
          HttpResponse.json(blockContentsDocument([blockContent('1', [text], { js_code: 'alert(1)' })], [text])),
        ),
      ],
    });
    await screen.findByText('ブロックの本文');
    await new Promise((resolve) => setTimeout(resolve, JS_CODE_DELAY_MS * 3));
    expect(scripts()).toHaveLength(0);
  });

  it('news detail: the contract carries no js_code for news yet, so nothing runs', async () => {
    const body = paragraph.fullHtml('n1', '<p>お知らせの本文</p>');
    renderApp('/information/1', {
      handlers: [
        http.get('*/v1/cms/news/:id', () =>
          HttpResponse.json(newsDetailResponse([news('1', { paragraphs: [body] })], [body])),
        ),
      ],
    });
    await screen.findByText('お知らせの本文');
    await new Promise((resolve) => setTimeout(resolve, JS_CODE_DELAY_MS * 3));
    expect(scripts()).toHaveLength(0);
  });

  it('adds the preview parameters to the script in preview mode', async () => {
    startPreview({ subscriptionId: 'SUB-1', courseParentId: 'ly', courseId: 'ly-member', previewDate: '2026-06-01' });
    renderApp('/specialPage/detail?spid=summer', {
      handlers: [
        // A valid staff session: the banner keeps preview mode on.
        http.get('*/v1/cms/preview/status', () => HttpResponse.json({ data: { active: true, expiresAt: null } })),
        http.get('*/v1/cms/special_page', () =>
          HttpResponse.json(specialPageDocument([specialPage('summer', [html], { js_code: 'x()' })], [html])),
        ),
      ],
    });
    await screen.findByText('特集の本文');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]?.getAttribute('src')).toContain('previewMode=1');
    expect(scripts()[0]?.getAttribute('src')).toContain('subscriptionId=SUB-1');
  });
});
