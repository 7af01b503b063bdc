import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BACK_URI_COOKIE, CSRF_HEADER } from '@portal/contracts/cookies';
import { server } from '../testing/msw-server.ts';
import { sessionFor } from '../testing/fixtures.ts';
import { apiRequest, setCsrfToken } from './api-client.ts';
import { browserNavigation } from './browser-navigation.ts';
import { readCookie } from './cookies.ts';
import { loadingCounter } from './loading-store.ts';

const benepo = (s: { BenepoBalanceResponseSchema: unknown }) => s.BenepoBalanceResponseSchema as never;

describe('API client', () => {
  it('sends credentials and parses the response with the contract schema', async () => {
    server.use(http.get('*/v1/points/benepo', () => HttpResponse.json({ data: { totalPoint: 12300 } })));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = await apiRequest('/v1/points/benepo', { schema: (s) => s.BenepoBalanceResponseSchema });
    expect(result).toEqual({ ok: true, status: 200, data: { data: { totalPoint: 12300 } } });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('flags a response that does not match the contract as an invalid response', async () => {
    server.use(http.get('*/v1/points/benepo', () => HttpResponse.json({ data: { totalPoint: -1 } })));
    const result = await apiRequest('/v1/points/benepo', { schema: benepo });
    expect(result).toMatchObject({ ok: false, kind: 'invalid-response', status: 200 });
  });

  it('sends the CSRF token of the session on POST, PUT and DELETE, fetching the session first when needed', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/v1/top/session', () => HttpResponse.json({ data: sessionFor(true) })),
      http.post('*/v1/top/refresh-token', ({ request }) => {
        seen.push(request.headers.get(CSRF_HEADER));
        return HttpResponse.json({ data: { expiresAt: '2030-01-01T00:00:00+09:00' } });
      }),
    );
    const result = await apiRequest('/v1/top/refresh-token', {
      method: 'POST',
      schema: (s) => s.RefreshResponseSchema,
    });
    expect(result.ok).toBe(true);
    expect(seen).toEqual(['csrf-test-token']);

    setCsrfToken('rotated-token');
    await apiRequest('/v1/top/refresh-token', { method: 'POST', schema: (s) => s.RefreshResponseSchema });
    expect(seen).toEqual(['csrf-test-token', 'rotated-token']);
  });

  it('fetches a new CSRF token once and retries when the BFF refuses the one it had', async () => {
    setCsrfToken('stale-token');
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/v1/top/session', () => HttpResponse.json({ data: sessionFor(true) })),
      http.post('*/v1/top/refresh-token', ({ request }) => {
        const token = request.headers.get(CSRF_HEADER);
        seen.push(token);
        return token === 'csrf-test-token'
          ? HttpResponse.json({ data: { expiresAt: '2030-01-01T00:00:00+09:00' } })
          : HttpResponse.json({ error: { code: 'csrf', message: 'x' } }, { status: 403 });
      }),
    );
    const result = await apiRequest('/v1/top/refresh-token', {
      method: 'POST',
      schema: (s) => s.RefreshResponseSchema,
    });
    expect(result.ok).toBe(true);
    expect(seen).toEqual(['stale-token', 'csrf-test-token']);
  });

  it('does not retry a 403 that is not about the CSRF token', async () => {
    setCsrfToken('token');
    let calls = 0;
    server.use(
      http.post('*/v1/top/refresh-token', () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 'forbidden_origin', message: 'x' } }, { status: 403 });
      }),
    );
    const result = await apiRequest('/v1/top/refresh-token', {
      method: 'POST',
      schema: (s) => s.RefreshResponseSchema,
    });
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 403 });
    expect(calls).toBe(1);
  });

  it('does not send the CSRF header on GET', async () => {
    setCsrfToken('token');
    let header: string | null = 'unset';
    server.use(
      http.get('*/v1/config', ({ request }) => {
        header = request.headers.get(CSRF_HEADER);
        return HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 });
      }),
    );
    await apiRequest('/v1/config', { schema: (s) => s.PublicConfigResponseSchema });
    expect(header).toBeNull();
  });

  it('on HTTP 401 saves the current path and query in back_uri and goes to the carrier login', async () => {
    window.history.replaceState(null, '', '/memberStatus?tab=1');
    server.use(
      http.post('*/v1/users/my', () => new HttpResponse(null, { status: 401 })),
      http.get('*/v1/top/session', () => HttpResponse.json({ data: sessionFor(false) })),
    );
    setCsrfToken('token');
    const result = await apiRequest('/v1/users/my', { method: 'POST', schema: (s) => s.UserResponseSchema });
    expect(result).toEqual({ ok: false, kind: 'unauthorized', status: 401 });
    expect(readCookie(BACK_URI_COOKIE)).toBe('/memberStatus?tab=1');
    expect(browserNavigation.assign).toHaveBeenCalledWith('/v1/top/sb-login?back_uri=%2FmemberStatus%3Ftab%3D1');
    window.history.replaceState(null, '', '/');
  });

  it('on HTTP 401 goes to the carrier login when the session probe gets no answer either', async () => {
    server.use(
      http.get('*/v1/points/benepo', () => new HttpResponse(null, { status: 401 })),
      http.get('*/v1/top/session', () => HttpResponse.error()),
    );
    const result = await apiRequest('/v1/points/benepo', { schema: benepo });
    expect(result).toEqual({ ok: false, kind: 'unauthorized', status: 401 });
    expect(browserNavigation.assign).toHaveBeenCalledWith('/v1/top/sb-login?back_uri=%2F');
  });

  it('on HTTP 401 keeps the path the call was made from, though the page moves while the probe is out', async () => {
    window.history.replaceState(null, '', '/favorite');
    server.use(
      http.get('*/v1/points/benepo', () => new HttpResponse(null, { status: 401 })),
      http.get('*/v1/top/session', () => {
        window.history.replaceState(null, '', '/information');
        return HttpResponse.json({ data: sessionFor(false) });
      }),
    );
    await apiRequest('/v1/points/benepo', { schema: benepo });
    expect(browserNavigation.assign).toHaveBeenCalledWith('/v1/top/sb-login?back_uri=%2Ffavorite');
    window.history.replaceState(null, '', '/');
  });

  it('on HTTP 401 goes to the login, not waiting forever, when the session probe is refused with 401 too', async () => {
    server.use(
      http.get('*/v1/points/benepo', () => new HttpResponse(null, { status: 401 })),
      http.get('*/v1/top/session', () => new HttpResponse(null, { status: 401 })),
    );
    const result = await apiRequest('/v1/points/benepo', { schema: benepo });
    expect(result).toEqual({ ok: false, kind: 'unauthorized', status: 401 });
    expect(vi.mocked(browserNavigation.assign).mock.calls).toEqual([['/v1/top/sb-login?back_uri=%2F']]);
  });

  it('on HTTP 401 while the portal closes for maintenance goes to /maintenance only', async () => {
    const maintenance = { error: { code: 'maintenance', message: 'ただいまメンテナンス中です。' } };
    server.use(
      http.get('*/v1/points/benepo', () => new HttpResponse(null, { status: 401 })),
      http.get('*/v1/top/session', () => HttpResponse.json(maintenance, { status: 503 })),
    );
    const result = await apiRequest('/v1/points/benepo', { schema: benepo });
    expect(result).toEqual({ ok: false, kind: 'http', status: 401, error: null });
    expect(vi.mocked(browserNavigation.assign).mock.calls).toEqual([['/maintenance']]);
  });

  it('on HTTP 401 stays when a new login has replaced the session the calls carried (one probe for them all)', async () => {
    // A login under way in this tab (its page about to be replaced) or made in another: the browser holds the new
    // session, so going to the carrier login would take the member off the login's own way.
    let probes = 0;
    server.use(
      http.get('*/v1/points/benepo', () => new HttpResponse(null, { status: 401 })),
      http.get('*/v1/points/cafe', () => new HttpResponse(null, { status: 401 })),
      http.get('*/v1/top/session', () => {
        probes += 1;
        return HttpResponse.json({ data: { ...sessionFor(true), csrfToken: 'new-session-token' } });
      }),
    );
    setCsrfToken('old-session-token');
    const results = await Promise.all([
      apiRequest('/v1/points/benepo', { schema: benepo }),
      apiRequest('/v1/points/cafe', { schema: (s) => s.CafeBalanceResponseSchema }),
    ]);
    // Failed as any refused call (a form says its send failed), not "on the way to the login".
    expect(results).toEqual([
      { ok: false, kind: 'http', status: 401, error: null },
      { ok: false, kind: 'http', status: 401, error: null },
    ]);
    expect(browserNavigation.assign).not.toHaveBeenCalled();
    expect(readCookie(BACK_URI_COOKIE)).toBeUndefined();
    expect(probes).toBe(1);

    // The new session's CSRF token is the one the next change sends.
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/v1/top/refresh-token', ({ request }) => {
        seen.push(request.headers.get(CSRF_HEADER));
        return HttpResponse.json({ data: { expiresAt: '2030-01-01T00:00:00+09:00' } });
      }),
    );
    await apiRequest('/v1/top/refresh-token', { method: 'POST', schema: (s) => s.RefreshResponseSchema });
    expect(seen).toEqual(['new-session-token']);
  });

  it('on 503 maintenance sends the member to /maintenance, once there stays; another 503 is an ordinary error', async () => {
    const maintenance = { error: { code: 'maintenance', message: 'ただいまメンテナンス中です。' } };
    server.use(
      http.get('*/v1/points/benepo', () =>
        HttpResponse.json(maintenance, { status: 503, headers: { 'retry-after': '600' } }),
      ),
    );
    const result = await apiRequest('/v1/points/benepo', { schema: benepo });
    expect(result).toEqual({ ok: false, kind: 'http', status: 503, error: maintenance.error });
    expect(browserNavigation.assign).toHaveBeenCalledWith('/maintenance');

    vi.mocked(browserNavigation.assign).mockClear();
    window.history.replaceState(null, '', '/maintenance');
    await apiRequest('/v1/points/benepo', { schema: benepo });
    window.history.replaceState(null, '', '/');
    server.use(
      http.get('*/v1/points/benepo', () =>
        HttpResponse.json({ error: { code: 'system_error', message: 'x' } }, { status: 503 }),
      ),
    );
    await apiRequest('/v1/points/benepo', { schema: benepo });
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('returns other HTTP errors as a typed error result', async () => {
    server.use(
      http.get('*/v1/points/cafe', () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'no cafeteria' } }, { status: 404 }),
      ),
    );
    const result = await apiRequest('/v1/points/cafe', { schema: (s) => s.CafeBalanceResponseSchema });
    expect(result).toEqual({
      ok: false,
      kind: 'http',
      status: 404,
      error: { code: 'NOT_FOUND', message: 'no cafeteria' },
    });
    expect(browserNavigation.assign).not.toHaveBeenCalled();
  });

  it('returns "no response" when the network fails', async () => {
    server.use(http.get('*/v1/config', () => HttpResponse.error()));
    const result = await apiRequest('/v1/config', { schema: (s) => s.PublicConfigResponseSchema });
    expect(result).toEqual({ ok: false, kind: 'no-response' });
  });

  it('counts in-flight requests in the loading counter and returns it to zero', async () => {
    let during = -1;
    server.use(
      http.get('*/v1/points/benepo', () => {
        during = loadingCounter.get();
        return HttpResponse.json({ data: { totalPoint: 1 } });
      }),
    );
    await Promise.all([
      apiRequest('/v1/points/benepo', { schema: benepo }),
      apiRequest('/v1/points/benepo', { schema: benepo }),
    ]);
    expect(during).toBeGreaterThanOrEqual(1);
    expect(loadingCounter.get()).toBe(0);
  });
});

describe('API client on a feature phone', () => {
  it('makes no calls: the device can only see /device-error', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('KDDI-CA3E UP.Browser/6.2.0.13');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = await apiRequest('/v1/top/session', { schema: (s) => s.SessionResponseSchema });
    expect(result).toEqual({ ok: false, kind: 'no-response' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
