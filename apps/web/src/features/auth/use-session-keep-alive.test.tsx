import { http, HttpResponse } from 'msw';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server.ts';
import { sessionFor } from '../../testing/fixtures.ts';
import { REFRESH_INTERVAL_MS, useSessionKeepAlive } from './use-session-keep-alive.ts';

describe('session extension', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the refresh-token endpoint on user activity at most every 5 minutes while logged in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let refreshes = 0;
    server.use(
      http.get('*/v1/top/session', () => HttpResponse.json({ data: sessionFor(true) })),
      http.post('*/v1/top/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ data: { expiresAt: '2030-01-01T00:00:00+09:00' } });
      }),
    );
    renderHook(() => useSessionKeepAlive(true));
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(refreshes).toBe(0));

    vi.setSystemTime(Date.now() + REFRESH_INTERVAL_MS);
    window.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(refreshes).toBe(1));
    window.dispatchEvent(new Event('keydown'));
    vi.setSystemTime(Date.now() + REFRESH_INTERVAL_MS - 1000);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refreshes).toBe(1);
  });

  it('does nothing while logged out', async () => {
    let refreshes = 0;
    server.use(
      http.post('*/v1/top/refresh-token', () => {
        refreshes += 1;
        return HttpResponse.json({ data: { expiresAt: '2030-01-01T00:00:00+09:00' } });
      }),
    );
    renderHook(() => useSessionKeepAlive(false));
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refreshes).toBe(0);
  });
});
