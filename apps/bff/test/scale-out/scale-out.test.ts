import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { devMailbox, jobLeases, jobRuns, mailOutbox, seedCarrierData, seedPrivileges } from '@portal/db';
import { createTestDatabase, currentTestRun } from '@portal/db/testing';
import { createIdp, type Idp } from '@portal/idp';
import { PERSONA_PASSWORD } from '@portal/personas';
import { CSRF_COOKIE, LANGUAGE_COOKIE, SESSION_COOKIE } from '@portal/contracts';
import { Browser, formsOf } from '../../../idp/test/support/browser.ts';
import { issueCsrfToken } from '../../src/lib/tokens.ts';
import { PORTAL_SCHEDULES } from '../../src/modules/jobs/registry.ts';
import { connectionRefused, PortalBrowser, startBff, startStubCms, waitFor, type BffProcess } from './support.ts';

/**
 * ARCHITECTURE.md §8: the BFF keeps nothing of its own, so replicas behind a load balancer share PostgreSQL and Redis.
 * Two real BFF processes (`node apps/bff/src/main.ts`) on one database and one Redis: what one starts, the other
 * knows; limits count across both; a job runs once; a replica stopped under load drops nothing. Needs PostgreSQL and
 * Redis (CI sets both); PGlite lives inside one process and cannot be shared.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const redisServer = process.env.TEST_REDIS_URL;
const missing = [!databaseServer && 'TEST_DATABASE_URL', !redisServer && 'TEST_REDIS_URL'].filter(Boolean);

/** The address members use (the load balancer's); both replicas are configured with it. */
const ORIGIN = 'http://portal.test';
const SESSION_SECRET = 's'.repeat(64);
const LOGIN_LIMIT = 6;
const SCHEDULED_JOBS = Object.keys(PORTAL_SCHEDULES);

describe.skipIf(missing.length > 0)(
  `two BFF processes on one PostgreSQL and one Redis${missing.length ? ` (skipped: set ${missing.join(' and ')})` : ''}`,
  () => {
    const started = Date.now();
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let redis: Redis;
    /** Every key the replicas write goes under it (ioredis's keyPrefix, from REDIS_URL): other runs never meet it. */
    let redisPrefix: string;
    let cms: Awaited<ReturnType<typeof startStubCms>>;
    let idp: Idp;
    let idpOrigin: string;
    let a: BffProcess;
    let b: BffProcess;
    const scratch: string[] = [];
    const scratchDir = (name: string) => {
      const dir = mkdtempSync(join(tmpdir(), name));
      scratch.push(dir);
      return dir;
    };

    beforeAll(async () => {
      // The database is migrated and seeded once, as the deployment's migrate step does; the replicas start on it.
      database = await createTestDatabase({ label: 'scale_out' });
      await seedCarrierData(database.db, { now: new Date() });
      await seedPrivileges(database.db);
      redisPrefix = `portal-scale-out:${currentTestRun().id}:${process.pid}:`;
      redis = new Redis(redisServer!, { maxRetriesPerRequest: 1 });
      const redisUrl = new URL(redisServer!);
      redisUrl.searchParams.set('keyPrefix', redisPrefix);

      cms = await startStubCms();
      idp = await createIdp({ portalOrigin: ORIGIN, dataDir: scratchDir('portal-idp-') });
      const address = await idp.listen(0);
      idpOrigin = new URL(address.issuers.sso).origin;

      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'debug', // the arrival lines ('incoming request') are logged at debug
        PUBLIC_ORIGIN: ORIGIN,
        DATABASE_URL: database.url!,
        REDIS_URL: redisUrl.toString(),
        SEED_TEST_MEMBERS: '1',
        SESSION_SECRET,
        WEB_DIST_DIR: scratchDir('portal-web-'),
        CMS_URL: cms.url,
        CMS_API_KEY: 'scale-out-test-key',
        CMS_TIMEOUT_MS: '20000',
        SSO_ISSUER: address.issuers.sso,
        CARRIER_ISSUER: address.issuers.carrier,
        LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
        JOB_SCHEDULER_POLL_MS: '100',
        MAIL_OUTBOX_POLL_MS: '100',
      };
      [a, b] = await Promise.all([startBff('A', env), startBff('B', env)]);
      console.log(`scale-out: database seeded and both replicas ready in ${Date.now() - started} ms`);
    }, 60_000);

    afterAll(async () => {
      for (const bff of [a, b]) bff?.kill('SIGKILL');
      await Promise.all([a?.exited, b?.exited]);
      await cms?.close();
      await idp?.close();
      if (redis) {
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await database?.close();
      for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
      console.log(`scale-out: ${Date.now() - started} ms in all`);
    });

    /** A member signed in once for the tests that need one: the login starts on A and comes back to B. */
    let signedIn: Promise<PortalBrowser> | null = null;
    function memberSignedIn(): Promise<PortalBrowser> {
      signedIn ??= (async () => {
        const member = new PortalBrowser();
        const start = await member.request(a, '/v1/top/login?back_uri=%2FmemberStatus');
        expect(start.status).toBe(302);
        const backTo = await signInAtIdp(new Browser(), start.headers.get('location')!, 'principal');
        expect(backTo.origin).toBe(ORIGIN);
        const back = await member.request(b, `${backTo.pathname}${backTo.search}`);
        expect(back.status, b.tail()).toBe(302);
        expect(back.headers.get('location')).toBe('/memberStatus');
        expect(member.cookies.get(SESSION_COOKIE)).toBeTruthy();
        return member;
      })();
      return signedIn;
    }

    /** Through the development provider's pages (password, then the one-time code it shows) back to the portal. */
    async function signInAtIdp(browser: Browser, authorizeUrl: string, loginId: string): Promise<URL> {
      let { response, leftTo } = await browser.follow(await browser.get(authorizeUrl), idpOrigin);
      let html = await response.text();
      const login = formsOf(html, response.url).find((f) => !f.action.endsWith('/abort'));
      if (leftTo || !login) throw new Error('no login form at the identity provider');
      ({ response, leftTo } = await browser.follow(
        await browser.post(login.action, { ...login.fields, loginId, password: PERSONA_PASSWORD }),
        idpOrigin,
      ));
      if (leftTo) return leftTo;
      html = await response.text();
      const code = /data-testid="one-time-code">(\d{6})</.exec(html)?.[1];
      const form = formsOf(html, response.url).find((f) => f.action.endsWith('/code'));
      if (!code || !form) throw new Error('no one-time code page');
      ({ leftTo } = await browser.follow(await browser.post(form.action, { ...form.fields, code }), idpOrigin));
      if (!leftTo) throw new Error('the identity provider did not send the member back');
      return leftTo;
    }

    /**
     * Each finished occurrence was claimed once (one attempt) and run by one replica: the replicas log every run
     * they make, and the two logs together hold one run of it.
     */
    function expectEachRunOnce(runs: Array<typeof jobRuns.$inferSelect>) {
      const logged = (bff: BffProcess, job: string, key: string) =>
        bff.records().filter((r) => {
          const run = r.job as { job?: string; key?: string } | undefined;
          return r.msg === 'job run' && run?.job === job && run.key === key;
        }).length;
      for (const run of runs) {
        const what = `${run.job} ${run.runKey}`;
        expect(run.attempts, what).toBe(1);
        expect(logged(a, run.job, run.runKey) + logged(b, run.job, run.runKey), what).toBe(1);
      }
    }

    it('a login begun on A and completed on B gives a session both replicas know', async () => {
      const member = await memberSignedIn();
      for (const bff of [a, b]) {
        const session = await member.request(bff, '/v1/top/session');
        expect(await session.json()).toMatchObject({ data: { authenticated: true, level: 1 } });
      }
    });

    it("accepts on B a CSRF token A handed out, and refuses one made with another replica's secret", async () => {
      const member = await memberSignedIn();
      // The token comes from A (the browser's CSRF cookie cleared, so A issues a new one).
      member.cookies.delete(CSRF_COOKIE);
      const fromA = (await (await member.request(a, '/v1/top/session')).json()) as { data: { csrfToken: string } };
      expect(member.cookies.get(CSRF_COOKIE)).toBe(fromA.data.csrfToken);
      const onB = await member.request(b, '/v1/users/my', {
        method: 'POST',
        headers: { origin: ORIGIN, 'x-csrf-token': fromA.data.csrfToken },
      });
      expect(onB.status).toBe(200);
      expect(await onB.json()).toMatchObject({ data: { familyName: '山田', firstName: '太郎' } });

      // What a replica with a secret of its own would hand out: B refuses it.
      const foreign = issueCsrfToken('f'.repeat(64), member.cookies.get(SESSION_COOKIE));
      const refused = await fetch(`${b.base}/v1/users/my`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'x-csrf-token': foreign,
          cookie: `${SESSION_COOKIE}=${member.cookies.get(SESSION_COOKIE)}; ${CSRF_COOKIE}=${foreign}`,
        },
      });
      expect(refused.status).toBe(403);
    });

    it(`counts the login rate limit across both: ${LOGIN_LIMIT} a minute in all, then 429 on either`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMIT; i += 1) {
        statuses.push((await fetch(`${(i % 2 ? b : a).base}/v1/top/sb-login`, { redirect: 'manual' })).status);
      }
      // Each replica has seen only half the limit; the counts are one (Redis).
      expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(302));
      for (const bff of [a, b]) {
        const res = await fetch(`${bff.base}/v1/top/sb-login`, { redirect: 'manual' });
        expect(res.status).toBe(429);
        expect(await res.json()).toMatchObject({ error: { code: 'too_many_requests' } });
      }
    });

    it('serves on B a CMS answer A loaded, without asking the CMS again (the snapshot in Redis)', async () => {
      const fromA = await fetch(`${a.base}/v1/cms/news`);
      expect(fromA.status).toBe(200);
      expect(cms.hits('news:ja')).toBe(1);
      const asked = cms.totalHits();
      expect(await redis.exists(`${redisPrefix}portal-cms:news:ja`)).toBe(1);

      const fromB = await fetch(`${b.base}/v1/cms/news`);
      expect(fromB.status).toBe(200);
      expect(await fromB.json()).toEqual(await fromA.json());
      expect(cms.totalHits()).toBe(asked);
    });

    it('runs each job due at start once, though both schedulers tick every 100 ms; delivers each mail once', async () => {
      // A first start plans the latest occurrence of each job (ADR 0025); both replicas plan it and try to claim it.
      const runs = await waitFor('the jobs due at start to have run', async () => {
        const rows = await database.db.select().from(jobRuns).where(inArray(jobRuns.job, SCHEDULED_JOBS));
        const done = rows.filter((r) => r.status === 'succeeded');
        return SCHEDULED_JOBS.every((job) => done.some((r) => r.job === job)) ? done : false;
      });
      expectEachRunOnce(runs);

      // Mails written now: the replica holding the outbox lease delivers each of them, once.
      const now = new Date();
      const mails = Array.from({ length: 8 }, (_, i) => ({
        messageId: `<scale-out-${i}@portal.test>`,
        kind: 'inquiry-acknowledgement',
        subjectId: `scale-out-${i}`,
        recipient: `member${i}@example.jp`,
        subject: '【ライフエール】お問い合わせを受け付けました',
        bodyText: 'お問い合わせありがとうございます。',
        nextAttemptAt: now,
        createdAt: now,
      }));
      await database.db.insert(mailOutbox).values(mails);
      const sent = await waitFor('the mails to be sent', async () => {
        const rows = await database.db.select().from(mailOutbox).where(like(mailOutbox.subjectId, 'scale-out-%'));
        return rows.every((r) => r.status === 'sent') ? rows : false;
      });
      expect(sent.map((r) => r.attempts)).toEqual(mails.map(() => 1));
      const delivered = await database.db
        .select({ messageId: devMailbox.messageId })
        .from(devMailbox)
        .where(like(devMailbox.messageId, '<scale-out-%'));
      expect(delivered.map((d) => d.messageId).sort()).toEqual(mails.map((m) => m.messageId).sort());
    });

    it('both outlive PostgreSQL ending their connections (a restart, a fail-over): they say so, and answer from new ones', async () => {
      for (const bff of [a, b]) expect((await fetch(`${bff.base}/readyz`)).status).toBe(200);
      // As a restart or an administrator does: every connection to the replicas' database ends, idle ones too.
      const admin = database.connectAgain();
      try {
        const ended = await admin.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        expect((ended as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
      } finally {
        await admin.close();
      }
      // Each replica's pool held connections, idle between its scheduler's ticks; a query under way fails on its own.
      const told = (bff: BffProcess) => bff.records().some((r) => r.msg === 'a database connection ended');
      await waitFor('a replica to log an ended connection', () => told(a) || told(b));
      for (const bff of [a, b]) {
        expect(bff.running(), bff.tail()).toBe(true);
        expect((await fetch(`${bff.base}/readyz`)).status, bff.tail()).toBe(200);
      }
    });

    it('a replica stopped with SIGTERM under load answers what it accepted, refuses new connections, exits 0 and gives its leases back', async () => {
      // The replica to stop: the one holding the outbox lease, so that giving it back shows.
      const lease = await waitFor('a replica to hold the outbox lease', async () => {
        const [row] = await database.db.select().from(jobLeases).where(eq(jobLeases.name, 'mail-outbox'));
        return row;
      });
      const holds = (bff: BffProcess, owner: string) => owner.split(':')[1] === String(bff.pid);
      const [stopping, staying] = holds(a, lease.owner) ? [a, b] : [b, a];
      expect(holds(stopping, lease.owner)).toBe(true);

      // Slow requests: English news, which neither replica has yet, while the CMS holds its answers.
      cms.hold((key) => key.endsWith(':en'));
      const send = (path: string, id: string, cookie?: string) =>
        fetch(`${stopping.base}${path}`, { headers: { 'x-request-id': id, ...(cookie ? { cookie } : {}) } });
      const batch = [
        ...Array.from({ length: 6 }, (_, i) => ({
          id: `drain-news-${i}`,
          answer: send('/v1/cms/news', `drain-news-${i}`, `${LANGUAGE_COOKIE}=en`),
        })),
        ...Array.from({ length: 6 }, (_, i) => ({
          id: `drain-search-${i}`,
          answer: send(
            `/v1/catalog/menus?keyword=${encodeURIComponent(['温泉', 'ホテル', 'ランチ'][i % 3]!)}`,
            `drain-search-${i}`,
          ),
        })),
      ];
      // Every request of the batch has reached the replica, and the CMS holds the news.
      await waitFor('the batch to reach the replica', () => {
        const arrived = new Set(
          stopping
            .records()
            .filter((r) => r.msg === 'incoming request')
            .map((r) => r.reqId as string),
        );
        return cms.heldCount() > 0 && batch.every((request) => arrived.has(request.id));
      });
      stopping.kill('SIGTERM');

      // It stops accepting at once, while it still finishes the held requests; the other replica answers.
      await waitFor('the stopping replica to refuse new connections', () => connectionRefused(stopping.port));
      expect(stopping.running()).toBe(true);
      expect((await fetch(`${staying.base}/v1/cms/news`)).status).toBe(200);

      cms.release();
      const answers = await Promise.all(
        batch.map(async (request) => {
          const res = await request.answer;
          return { id: request.id, status: res.status, body: (await res.json()) as { data?: unknown } };
        }),
      );
      for (const answer of answers) {
        expect(answer.status, `${answer.id}\n${stopping.tail()}`).toBe(200);
        expect(answer.body.data).toBeDefined();
      }
      expect(await stopping.exited, stopping.tail(15)).toEqual({ code: 0, signal: null });
      expect(await connectionRefused(stopping.port)).toBe(true);

      // Its leases are given back: none left in its name, no run still held by it.
      const owned = `%:${stopping.pid}:%`;
      expect(await database.db.select().from(jobLeases).where(like(jobLeases.owner, owned))).toEqual([]);
      expect(
        await database.db
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.status, 'running'), like(jobRuns.leaseOwner, owned))),
      ).toEqual([]);
      // The other replica takes the outbox over at once (not after the lease's 60 s), and keeps answering.
      await waitFor('the other replica to take the outbox lease', async () => {
        const [row] = await database.db.select().from(jobLeases).where(eq(jobLeases.name, 'mail-outbox'));
        return row !== undefined && holds(staying, row.owner);
      });
      const member = await memberSignedIn();
      expect(await (await member.request(staying, '/v1/top/session')).json()).toMatchObject({
        data: { authenticated: true },
      });

      // Still one run of each occurrence after all the ticks of both since the start.
      const runs = await database.db
        .select()
        .from(jobRuns)
        .where(and(inArray(jobRuns.job, SCHEDULED_JOBS), eq(jobRuns.status, 'succeeded')));
      expect(runs.length).toBeGreaterThanOrEqual(SCHEDULED_JOBS.length);
      expectEachRunOnce(runs);
      // Nothing went wrong on the way out (a request cut off, the database closed under a query).
      expect(stopping.records().filter((r) => Number(r.level) >= 50)).toEqual([]);
    });
  },
);
