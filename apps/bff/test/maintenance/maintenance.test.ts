import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MaintenanceStateResponseSchema } from '@portal/contracts';
import { NOW, createTestApp } from '../helpers.ts';
import { PREVIEW_SECRET, cmsPreviewToken, fakeCmsSource } from '../cms/support.ts';
import { createSnapshotCache } from '../../src/modules/cms/cache.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import { createMaintenanceSwitch } from '../../src/modules/maintenance/maintenance-switch.ts';

// issue 13 "/maintenance": an operator switch puts the portal into maintenance; pages show /maintenance, the API
// answers 503 with Retry-After, staff preview keeps working (docs/operations-maintenance.md).

const TOKEN = 'm'.repeat(48);
const operator = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const clock = fixedClock(NOW);
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp({
    clock,
    cms: { source: fakeCmsSource(), cache: createSnapshotCache({ clock, freshSeconds: 60, staleSeconds: 86_400 }) },
    env: { OPERATOR_API_TOKEN: TOKEN, PREVIEW_TOKEN_SECRET: PREVIEW_SECRET, WEB_DIST_DIR: dist },
  });
});
afterAll(async () => {
  await t?.close();
});

const turn = (enabled: boolean, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/operator/maintenance',
    headers: operator,
    payload: { enabled, ...extra },
  });

describe('the maintenance switch', () => {
  it('GET /lifeyell/info/maintenance.json says it (spec §7), open even during maintenance; another id is a 404', async () => {
    const off = await t.app.inject({ url: '/lifeyell/info/maintenance.json' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ maintenance: false, since: null, retryAfterSeconds: null });
    expect(off.headers['cache-control']).toBe('public, max-age=30');
    for (const url of ['/lifeyell/info/other.json', '/lifeyell/info/maintenance', '/lifeyell/info/..%2Fx.json']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    await turn(true, { retryAfterSeconds: 600 });
    const on = await t.app.inject({ url: '/lifeyell/info/maintenance.json' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ maintenance: true, since: new Date(NOW).toISOString(), retryAfterSeconds: 600 });
    await turn(false);
  });

  it('is off by default: pages and the API answer, and /maintenance sends the member to the top page', async () => {
    const state = await t.app.inject({ url: '/v1/operator/maintenance', headers: operator });
    expect(MaintenanceStateResponseSchema.parse(state.json()).data).toMatchObject({ enabled: false, forced: false });
    expect((await t.app.inject({ url: '/information' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/top/session' })).statusCode).toBe(200);
    const page = await t.app.inject({ url: '/maintenance' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/');
  });

  it('needs the operator token, and refuses a Retry-After outside one minute to one day', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/v1/operator/maintenance',
      payload: { enabled: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await turn(true, { retryAfterSeconds: 59 })).statusCode).toBe(400);
    expect((await turn(true, { retryAfterSeconds: 86_401 })).statusCode).toBe(400);
    expect((await turn(true, { retryAfterSeconds: '600' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/information' })).statusCode).toBe(200);
  });

  it('on: pages go to /maintenance (served 503), the API answers 503 with Retry-After; assets, probes and the operator API stay open', async () => {
    const on = await turn(true, { retryAfterSeconds: 1800, note: 'DB upgrade' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({
      enabled: true,
      retryAfterSeconds: 1800,
      since: new Date(NOW).toISOString(),
    });

    for (const url of ['/', '/information', '/menus?keyword=%E6%B8%A9%E6%B3%89', '/memberStatus']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(302);
      expect(page.headers.location, url).toBe('/maintenance');
      expect(page.headers['retry-after'], url).toBe('1800');
    }
    const maintenance = await t.app.inject({ url: '/maintenance' });
    expect(maintenance.statusCode).toBe(503);
    expect(maintenance.headers['retry-after']).toBe('1800');
    expect(maintenance.headers['content-type']).toMatch(/^text\/html/);
    expect(maintenance.body).toContain('<div id="root">');

    for (const [method, url] of [
      ['GET', '/v1/top/session'],
      ['GET', '/v1/catalog/menus?keyword=%E6%B8%A9%E6%B3%89'],
      ['POST', '/v1/contact/inquiries'],
      // A path with a dot under /v1 is API content, not a file of the SPA's public folder.
      ['GET', '/v1/cms/script/special_page/1.js'],
      ['GET', '/v1/cms/news/a.b'],
    ] as const) {
      const api = await t.app.inject({ method, url });
      expect(api.statusCode, url).toBe(503);
      expect(api.headers['retry-after'], url).toBe('1800');
      expect(api.headers['cache-control'], url).toBe('no-store');
      expect(api.json(), url).toEqual({ error: { code: 'maintenance', message: 'ただいまメンテナンス中です。' } });
    }
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/config' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/operator/maintenance', headers: operator })).statusCode).toBe(200);
  });

  it('on: staff with a preview session still see the portal and its API', async () => {
    const start = await t.app.inject({
      url: `/v1/cms/preview?token=${encodeURIComponent(await cmsPreviewToken({ now: new Date(NOW) }))}&path=%2F`,
    });
    expect(start.statusCode).toBe(303);
    const cookie = start.cookies.find((c) => c.name === 'portal_preview')!;
    const headers = { cookie: `portal_preview=${cookie.value}` };
    expect((await t.app.inject({ url: '/information', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/top/session', headers })).statusCode).toBe(200);
    // A forged preview cookie is no way in.
    const forged = await t.app.inject({ url: '/v1/top/session', headers: { cookie: 'portal_preview=forged' } });
    expect(forged.statusCode).toBe(503);
  });

  it('off again: everything answers as before and /maintenance leaves for the top page', async () => {
    const off = await turn(false, { note: 'done' });
    expect(off.json().data).toMatchObject({ enabled: false, since: null, retryAfterSeconds: 1800 });
    expect((await t.app.inject({ url: '/information' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/top/session' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/maintenance' })).statusCode).toBe(302);
  });
});

describe('MAINTENANCE_MODE and the other replicas', () => {
  it('a switch turned by one replica reaches another within its cache time; forced stays on', async () => {
    const clock = fixedClock(NOW);
    const one = createMaintenanceSwitch({ db: t.db, clock });
    const other = createMaintenanceSwitch({ db: t.db, clock, cacheMs: 5_000 });
    expect((await other.state()).on).toBe(false);
    await one.set({ enabled: true, by: 'test' });
    expect((await one.state()).on).toBe(true);
    // The other replica read the switch a moment ago: it learns within 5 s, not later.
    expect((await other.state()).on).toBe(false);
    clock.advance(5_000);
    expect((await other.state()).on).toBe(true);
    await one.set({ enabled: false, by: 'test' });

    const forced = createMaintenanceSwitch({ db: t.db, clock, forced: true });
    expect(await forced.state()).toMatchObject({ on: true, forced: true });
    expect(await forced.set({ enabled: false, by: 'test' })).toMatchObject({ on: true, forced: true });
  });

  it('peek() gives the kept state only while it is fresh (the gate’s fast path), so it never hides a change longer than a read would', async () => {
    const clock = fixedClock(NOW);
    const one = createMaintenanceSwitch({ db: t.db, clock });
    const other = createMaintenanceSwitch({ db: t.db, clock, cacheMs: 5_000 });
    expect(other.peek()).toBeNull();
    await other.state();
    expect(other.peek()).toMatchObject({ on: false });
    await one.set({ enabled: true, by: 'test' });
    clock.advance(4_999);
    expect(other.peek()).toMatchObject({ on: false });
    clock.advance(1);
    // Stale: the gate reads the switch again instead.
    expect(other.peek()).toBeNull();
    expect((await other.state()).on).toBe(true);
    expect(other.peek()).toMatchObject({ on: true });
    await one.set({ enabled: false, by: 'test' });
  });
});
