import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setLoginHints, userFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** Whether the page has loaded the notice's module (with the membership texts). Its own file: one module registry. */
const noticeModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./components/point-expiry-notice.tsx', async (importOriginal) => {
  noticeModule.loaded = true;
  return importOriginal();
});

describe('the top page’s point expiry notice', () => {
  it('keeps its code out of the page while nothing expires soon: the call only', async () => {
    setLoginHints();
    const asked: string[] = [];
    renderApp('/', {
      user: userFor('principal'),
      handlers: [
        http.get('*/v1/points/expiry-notice', () => {
          asked.push('notice');
          return HttpResponse.json({ data: { coversUntil: '2027-01-31', items: [] } });
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(asked).toEqual(['notice']));
    expect(noticeModule.loaded).toBe(false);
    expect(screen.queryByRole('region', { name: 'ポイント失効のお知らせ' })).toBeNull();
  });
});
