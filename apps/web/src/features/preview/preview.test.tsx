import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { news, newsListDocument } from '../../testing/cms-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import {
  PREVIEW_STORAGE_KEY,
  previewStore,
  safePreviewPath,
  startPreview,
  todayInJapan,
} from '../../content/preview-state.ts';

const active = () =>
  HttpResponse.json({ data: { active: true, expiresAt: new Date(Date.now() + 3_600_000).toISOString() } });
const preview = { subscriptionId: 'SUB-42', courseParentId: 'ly', courseId: 'ly-member', previewDate: '2026-07-01' };

afterEach(() => {
  vi.useRealTimers();
});

describe('preview parameters (spec portal.md §7: every CMS call adds them in preview)', () => {
  it('adds previewMode, subscriptionId, courseParentId, courseId and previewDate to the CMS calls', async () => {
    startPreview(preview);
    const asked: URL[] = [];
    renderApp('/information', {
      handlers: [
        http.get('*/v1/cms/preview/status', active),
        http.get('*/v1/cms/*', ({ request }) => {
          asked.push(new URL(request.url));
          return undefined; // fall through to the default CMS handlers
        }),
      ],
    });
    await screen.findByText('該当するお知らせはありません。');
    await waitFor(() => expect(asked.some((url) => url.pathname === '/v1/cms/header_footer')).toBe(true));
    const contentCalls = asked.filter((url) => !url.pathname.startsWith('/v1/cms/preview'));
    expect(contentCalls.map((url) => url.pathname)).toEqual(
      expect.arrayContaining(['/v1/cms/news', '/v1/cms/news/menu', '/v1/cms/header_footer']),
    );
    for (const url of contentCalls) {
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        previewMode: '1',
        subscriptionId: 'SUB-42',
        courseParentId: 'ly',
        courseId: 'ly-member',
        previewDate: '2026-07-01',
      });
    }
    expect(contentCalls.find((url) => url.pathname === '/v1/cms/header_footer')?.searchParams.get('bsCode')).toBe('CR');
  });

  it('adds nothing outside preview mode', async () => {
    const asked: URL[] = [];
    renderApp('/information', {
      handlers: [
        http.get('*/v1/cms/news', ({ request }) => {
          asked.push(new URL(request.url));
          return HttpResponse.json(newsListDocument([news('1')]));
        }),
      ],
    });
    await screen.findByRole('link', { name: /お知らせ1/ });
    expect(asked[0]?.searchParams.has('previewMode')).toBe(false);
    expect(asked[0]?.searchParams.has('subscriptionId')).toBe(false);
  });
});

describe('preview mode (/preview?path=…)', () => {
  it('asks staff for member, course and date (today in Japan by default), then opens the path in preview', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T16:00:00Z')); // 2026-04-01 01:00 in Japan
    const { user, router } = renderApp('/preview?path=%2Finformation%3Fyear%3D2026', {
      handlers: [http.get('*/v1/cms/preview/status', active)],
    });
    const date = await screen.findByLabelText('表示日');
    expect(date).toHaveValue('2026-04-01');
    expect(screen.getByText('/information?year=2026')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/サブスクリプションID/), 'SUB-42');
    await user.type(screen.getByLabelText(/コース親ID/), 'ly');
    await user.type(screen.getByLabelText(/^コースID/), 'ly-member');
    await user.click(screen.getByRole('button', { name: 'プレビューを開始' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/information'));
    expect(router.state.location.search).toBe('?year=2026');
    expect(JSON.parse(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY) ?? '{}')).toEqual({
      subscriptionId: 'SUB-42',
      courseParentId: 'ly',
      courseId: 'ly-member',
      previewDate: '2026-04-01',
    });
    const banner = await screen.findByRole('region', { name: 'プレビュー中' });
    expect(banner).toHaveTextContent('会員：SUB-42');
    expect(banner).toHaveTextContent('表示日：2026-04-01');
  });

  it('refuses to start without a valid staff preview session', async () => {
    renderApp('/preview?path=%2F');
    expect(
      await screen.findByText(
        'プレビューの認証が無効か、有効期限が切れています。CMS からもう一度プレビューを開いてください。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'プレビューを開始' })).not.toBeInTheDocument();
  });

  it('hides the login button while in preview; 終了 ends the staff session and leaves preview mode', async () => {
    startPreview(preview);
    const ended = vi.fn();
    const { user } = renderApp('/', {
      handlers: [
        http.get('*/v1/cms/preview/status', active),
        http.post('*/v1/cms/preview/end', () => {
          ended();
          return HttpResponse.json({ data: { active: false, expiresAt: null } });
        }),
      ],
    });
    const banner = await screen.findByRole('region', { name: 'プレビュー中' });
    const header = screen.getByRole('banner');
    // The session has answered (visitor) by the time the CMS sections are on screen.
    await screen.findByText('該当するお知らせはありません。');
    expect(within(header).queryByRole('link', { name: 'ログイン' })).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: '終了' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'プレビュー中' })).not.toBeInTheDocument());
    expect(ended).toHaveBeenCalledTimes(1);
    expect(previewStore.get()).toBeNull();
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(await within(header).findByRole('link', { name: 'ログイン' })).toBeInTheDocument();
  });

  it('leaves preview mode when the staff session has expired', async () => {
    startPreview(preview);
    renderApp('/');
    await waitFor(() => expect(previewStore.get()).toBeNull());
    expect(screen.queryByRole('region', { name: 'プレビュー中' })).not.toBeInTheDocument();
  });

  it('only opens paths of this site', () => {
    expect(safePreviewPath('/specialPage/detail?spid=a')).toBe('/specialPage/detail?spid=a');
    expect(safePreviewPath('//evil.example.test/')).toBe('/');
    expect(safePreviewPath('/\\evil.example.test')).toBe('/');
    expect(safePreviewPath('https://evil.example.test/')).toBe('/');
    expect(safePreviewPath(null)).toBe('/');
    expect(todayInJapan(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });
});
