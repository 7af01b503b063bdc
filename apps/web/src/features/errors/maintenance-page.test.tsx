import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { MAINTENANCE_POLL_MS } from './maintenance-page.tsx';

// issue 13 "/maintenance": the page asks GET /lifeyell/info/maintenance.json (spec portal.md §7) and takes the
// member back to the top page once the maintenance has ended (docs/operations-maintenance.md).

describe('/maintenance', () => {
  it('stays while the maintenance goes on, asking every 30 s', async () => {
    const asked: string[] = [];
    renderApp('/maintenance', {
      handlers: [
        http.get('*/lifeyell/info/maintenance.json', ({ request }) => {
          asked.push(new URL(request.url).pathname);
          return HttpResponse.json({ maintenance: true, since: '2026-11-21T01:00:00Z', retryAfterSeconds: 1800 });
        }),
      ],
    });
    expect(await screen.findByText('ただいまメンテナンス中です。')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['/lifeyell/info/maintenance.json']));
    expect(browserNavigation.assign).not.toHaveBeenCalled();
    expect(MAINTENANCE_POLL_MS).toBe(30_000);
  });

  it('takes the member to the top page when the maintenance has ended', async () => {
    renderApp('/maintenance', {
      handlers: [
        http.get('*/lifeyell/info/maintenance.json', () =>
          HttpResponse.json({ maintenance: false, since: null, retryAfterSeconds: null }),
        ),
      ],
    });
    await waitFor(() => expect(browserNavigation.assign).toHaveBeenCalledWith('/'));
  });

  it('stays when the state cannot be read', async () => {
    renderApp('/maintenance', {
      handlers: [http.get('*/lifeyell/info/maintenance.json', () => new HttpResponse(null, { status: 503 }))],
    });
    expect(await screen.findByText('ただいまメンテナンス中です。')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });
});
