import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCarrierData } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { fixedClock } from '../../src/lib/clock.ts';
import type { Mailer } from '../../src/adapters/smtp-mailer.ts';
import { createAppMetrics } from '../../src/modules/metrics/metrics.ts';
import { poolOf, registerScrapeGauges } from '../../src/modules/metrics/collectors.ts';
import { insertOutboxMails } from '../../src/modules/contact/repository.ts';
import type { Database } from '@portal/db';
import { createCmsTestApp } from '../cms/app.ts';
import { PRODUCTION_ENV } from '../fixtures/production-env.ts';
import { NOW, ORIGIN, createTestApp } from '../helpers.ts';
import { parseSamples, scrape, valueOf } from './support.ts';

const METRICS_TOKEN = 'm'.repeat(40);

describe('GET /metrics', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the named metric families in Prometheus text after some requests', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/v1/config' });
    const text = await scrape(t.app);
    const families = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => `${name} ${type}`);
    expect(families).toEqual(
      expect.arrayContaining([
        'portal_http_request_duration_seconds histogram',
        'portal_cms_cache_hits_total counter',
        'portal_cms_cache_misses_total counter',
        'portal_cms_cache_stale_if_error_total counter',
        'portal_mail_outbox_pending gauge',
        'portal_mail_sent_total counter',
        'portal_mail_delivery_failures_total counter',
        'portal_job_runs_total counter',
        'portal_job_failures_total counter',
        // The process's own (prom-client's default metrics).
        'process_cpu_user_seconds_total counter',
        'nodejs_eventloop_lag_seconds gauge',
      ]),
    );
    expect(valueOf(text, 'portal_http_request_duration_seconds_count', { route: '/healthz', status_code: '200' })).toBe(
      1,
    );
    expect(
      valueOf(text, 'portal_http_request_duration_seconds_count', { method: 'GET', route: '/v1/config' }),
    ).toBeGreaterThanOrEqual(1);
    // Nothing is computed twice for one name: Prometheus refuses a repeated family.
    expect(new Set(families).size).toBe(families.length);
  });

  it('labels a request with its route pattern, never the raw URL; unmatched paths share one value', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/catalog/menus/QZ-9187?x=member-42' });
    await t.app.inject({ method: 'GET', url: '/no/such/page-7731' });
    await t.app.inject({ method: 'GET', url: '/v1/no-such-call-5512' });
    const text = await scrape(t.app);
    expect(valueOf(text, 'portal_http_request_duration_seconds_count', { route: '/v1/catalog/menus/:menuNo' })).toBe(1);
    expect(valueOf(text, 'portal_http_request_duration_seconds_count', { route: 'unmatched' })).toBe(2);
    for (const raw of ['QZ-9187', 'member-42', 'page-7731', 'no-such-call']) expect(text).not.toContain(raw);
    const routes = new Set(
      parseSamples(text)
        .filter((s) => s.name === 'portal_http_request_duration_seconds_count')
        .map((s) => s.labels.route),
    );
    for (const route of routes) expect(route === 'unmatched' || route?.startsWith('/')).toBe(true);
  });

  it('counts the outbox’s pending mails at each scrape', async () => {
    const before = valueOf(await scrape(t.app), 'portal_mail_outbox_pending');
    const now = t.clock.now();
    const mail = (n: number) => ({
      messageId: `<metrics-${n}-${now.getTime()}@portal.test>`,
      kind: 'inquiry-acknowledgement',
      subjectId: `Q-${n}`,
      recipient: 'member@example.jp',
      subject: 'お問い合わせを受け付けました',
      bodyText: '本文',
      nextAttemptAt: now,
      createdAt: now,
    });
    await insertOutboxMails(t.db, [mail(1), mail(2), { ...mail(3), status: 'sent', sentAt: now }]);
    expect(valueOf(await scrape(t.app), 'portal_mail_outbox_pending')).toBe((before ?? 0) + 2);
  });

  it('keeps each app’s metrics in its own registry', async () => {
    const other = await createTestApp();
    try {
      await other.app.inject({ method: 'GET', url: '/readyz' });
      await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(valueOf(await scrape(other.app), 'portal_http_request_duration_seconds_count', { route: '/readyz' })).toBe(
        2,
      );
      expect(
        valueOf(await scrape(t.app), 'portal_http_request_duration_seconds_count', { route: '/readyz' }),
      ).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it(`reports the database pool on PostgreSQL, and nothing of a pool on PGlite${process.env.TEST_DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}`, async () => {
    const text = await scrape(t.app);
    if (process.env.TEST_DATABASE_URL) {
      expect(valueOf(text, 'portal_db_pool_max_connections')).toBe(10);
      expect(valueOf(text, 'portal_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(valueOf(text, 'portal_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toMatch(/^portal_db_pool/m);
    }
  });
});

describe('the database pool gauges', () => {
  it('read node-postgres’s Pool: active is total minus idle', async () => {
    const pool = { totalCount: 7, idleCount: 2, waitingCount: 3, options: { max: 10 } };
    const db = { $client: pool } as unknown as Database;
    expect(poolOf(db)).toBe(pool);
    const metrics = createAppMetrics();
    // The outbox count fails on this stand-in database: the scrape still answers, with NaN for it.
    const errors: string[] = [];
    registerScrapeGauges(metrics.registry, db, (message) => errors.push(message));
    const text = await metrics.render();
    expect(valueOf(text, 'portal_db_pool_connections', { state: 'active' })).toBe(5);
    expect(valueOf(text, 'portal_db_pool_connections', { state: 'idle' })).toBe(2);
    expect(valueOf(text, 'portal_db_pool_waiting_requests')).toBe(3);
    expect(valueOf(text, 'portal_db_pool_max_connections')).toBe(10);
    expect(valueOf(text, 'portal_mail_outbox_pending')).toBeNaN();
    expect(errors).toEqual(['metrics: the outbox could not be counted']);
  });

  it('find no pool under PGlite', () => {
    expect(poolOf({ $client: { query() {} } } as unknown as Database)).toBeNull();
  });
});

describe('the CMS cache counters', () => {
  it('move with a miss, a hit, a stale answer and a stale-if-error answer', async () => {
    const t = await createCmsTestApp({ freshSeconds: 60, staleSeconds: 3600 });
    try {
      const counters = async () => {
        const text = await scrape(t.app);
        return {
          fresh: valueOf(text, 'portal_cms_cache_hits_total', { freshness: 'fresh' }),
          stale: valueOf(text, 'portal_cms_cache_hits_total', { freshness: 'stale' }),
          misses: valueOf(text, 'portal_cms_cache_misses_total'),
          staleIfError: valueOf(text, 'portal_cms_cache_stale_if_error_total'),
        };
      };
      expect(await counters()).toEqual({ fresh: 0, stale: 0, misses: 0, staleIfError: 0 });

      expect((await t.app.inject({ method: 'GET', url: '/v1/cms/news' })).statusCode).toBe(200);
      const afterMiss = await counters();
      expect(afterMiss.misses).toBeGreaterThan(0);
      expect(afterMiss.fresh).toBe(0);

      await t.app.inject({ method: 'GET', url: '/v1/cms/news' });
      const afterHit = await counters();
      expect(afterHit.fresh).toBe(afterMiss.misses);
      expect(afterHit.misses).toBe(afterMiss.misses);

      // Past the fresh minute: the stale copy at once, one refresh behind it.
      t.clock.advance(90_000);
      await t.app.inject({ method: 'GET', url: '/v1/cms/news' });
      await t.cache.settle();
      expect((await counters()).stale).toBe(afterMiss.misses);

      // The CMS down, the copy past its revalidation window: the last good copy (stale-if-error).
      t.source.setDown(true);
      t.clock.advance(600_000);
      const res = await t.app.inject({ method: 'GET', url: '/v1/cms/news' });
      expect(res.statusCode).toBe(200);
      const during = await counters();
      expect(during.staleIfError).toBe(afterMiss.misses);
      expect(during.misses).toBe(afterMiss.misses);
    } finally {
      await t.close();
    }
  });
});

describe('the mail and job counters', () => {
  it('count what the app’s outbox worker delivers and what fails', async () => {
    const database = await createTestDatabase();
    const clock = fixedClock(NOW);
    await seedCarrierData(database.db, { now: clock.now() });
    // The SMTP server refuses one recipient; the clock stands still, so its retry never comes due here.
    const mailer: Mailer = {
      send: async (mail) => {
        if (mail.to === 'refused@example.jp') throw new Error('451 try again later');
      },
      close: () => {},
    };
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PUBLIC_ORIGIN: ORIGIN,
        SESSION_SECRET: 'a'.repeat(64),
        MAIL_OUTBOX_POLL_MS: '20',
      }),
      db: database.db,
      clock,
      mailer,
      logger: false,
    });
    try {
      const now = clock.now();
      const mail = (n: number, recipient: string) => ({
        messageId: `<worker-${n}@portal.test>`,
        kind: 'inquiry-acknowledgement',
        subjectId: `Q-${n}`,
        recipient,
        subject: 'お問い合わせを受け付けました',
        bodyText: '本文',
        nextAttemptAt: now,
        createdAt: now,
      });
      await insertOutboxMails(database.db, [mail(1, 'member@example.jp'), mail(2, 'refused@example.jp')]);
      await app.ready();
      await vi.waitFor(
        async () => {
          const text = await scrape(app);
          expect(valueOf(text, 'portal_mail_sent_total')).toBe(1);
          expect(valueOf(text, 'portal_mail_delivery_failures_total', { outcome: 'retrying' })).toBe(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      // The refused mail waits for its next attempt.
      expect(valueOf(await scrape(app), 'portal_mail_outbox_pending')).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('count sent mails and failed deliveries, retrying or given up', async () => {
    const metrics = createAppMetrics();
    metrics.recordMailDelivery('sent');
    metrics.recordMailDelivery('retrying');
    metrics.recordMailDelivery('retrying');
    metrics.recordMailDelivery('given_up');
    const text = await metrics.render();
    expect(valueOf(text, 'portal_mail_sent_total')).toBe(1);
    expect(valueOf(text, 'portal_mail_delivery_failures_total', { outcome: 'retrying' })).toBe(2);
    expect(valueOf(text, 'portal_mail_delivery_failures_total', { outcome: 'given_up' })).toBe(1);
  });

  it('count every job attempt by outcome, and the failed ones apart (the jobs module’s API)', async () => {
    const metrics = createAppMetrics();
    metrics.recordJobRun({ job: 'billing-run', outcome: 'succeeded' });
    metrics.recordJobRun({ job: 'billing-run', outcome: 'retrying' });
    metrics.recordJobRun({ job: 'point-expiry', outcome: 'failed' });
    metrics.recordJobRun({ job: 'point-expiry', outcome: 'released' });
    const text = await metrics.render();
    expect(valueOf(text, 'portal_job_runs_total', { job: 'billing-run' })).toBe(2);
    expect(valueOf(text, 'portal_job_runs_total', { job: 'point-expiry', outcome: 'released' })).toBe(1);
    expect(valueOf(text, 'portal_job_failures_total', { job: 'billing-run', outcome: 'retrying' })).toBe(1);
    expect(valueOf(text, 'portal_job_failures_total', { job: 'point-expiry', outcome: 'failed' })).toBe(1);
    expect(valueOf(text, 'portal_job_failures_total')).toBe(2);
  });
});

describe('/metrics outside the public API in production (ADR 0027)', () => {
  it('does not exist in production without METRICS_TOKEN', async () => {
    const t = await createTestApp({ env: { ...PRODUCTION_ENV } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      expect(res.body).not.toContain('portal_');
    } finally {
      await t.close();
    }
  });

  it('answers 401 in production without the bearer token, or with another, and the metrics with it', async () => {
    const t = await createTestApp({ env: { ...PRODUCTION_ENV, METRICS_TOKEN } });
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
      }
      const text = await scrape(t.app, { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(text).toContain('portal_http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });

  it('stays open during maintenance, as the health probes do', async () => {
    const t = await createTestApp({ env: { MAINTENANCE_MODE: 'on' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/v1/config/nothing' })).statusCode).toBe(503);
      const text = await scrape(t.app);
      expect(valueOf(text, 'portal_http_request_duration_seconds_count', { status_code: '503' })).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('is open in development and tests, and needs the token there too once one is set', async () => {
    const open = await createTestApp();
    const closed = await createTestApp({ env: { METRICS_TOKEN } });
    try {
      await scrape(open.app);
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      await scrape(closed.app, { authorization: `Bearer ${METRICS_TOKEN}` });
    } finally {
      await open.close();
      await closed.close();
    }
  });
});

describe('the app scheduler’s runs on /metrics', () => {
  it('counts each job the app’s own scheduler ran, by job and outcome', async () => {
    // A polling scheduler, as every replica runs one: its first tick runs today's due jobs at once.
    const t = await createTestApp({ env: { JOB_SCHEDULER_POLL_MS: '3600000' } });
    try {
      await t.app.ready();
      await vi.waitFor(
        async () => {
          const text = await scrape(t.app);
          expect(valueOf(text, 'portal_job_runs_total', { job: 'billing-run', outcome: 'succeeded' })).toBe(1);
        },
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      await t.close();
    }
  });
});
