import { SAMPLE_CUSTOMER_CENTRE } from '@portal/contracts/contact/customer-centre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PointExpiryNoticeResponseSchema } from '@portal/contracts';
import { mailOutbox, pointExpiryNotices } from '@portal/db';
import { createEmbeddedCarrierGateway } from '../../src/modules/carrier/embedded-gateway.ts';
import { createEmbeddedPointsLedger } from '../../src/modules/points/ledger-repository.ts';
import { createOutboxWorker } from '../../src/modules/contact/outbox.ts';
import type { OutgoingMail } from '../../src/adapters/smtp-mailer.ts';
import {
  createPointExpiryNotices,
  expiryNoticeLine,
  EXPIRY_NOTICE_MAIL_KIND,
} from '../../src/modules/points/expiry-notice.ts';
import { browserCookies, ORIGIN, startMemberSession } from '../helpers.ts';
import { createJobsTestApp, portalJobsOn } from './support.ts';

/**
 * Early each month (09:00 on the 1st in Japan) every member whose points expire at the end of that month or the next
 * gets one mail; /memberStatus and the top page show the same lines from the ledger as it is.
 */
let t: Awaited<ReturnType<typeof createJobsTestApp>>;
beforeAll(async () => {
  t = await createJobsTestApp({ start: '2026-11-20T03:00:00Z' });
  const points = createEmbeddedPointsLedger(t.db, t.clock);
  // Benepo are valid to the end of the same month 3 years later (spec portal.md §9).
  await points.grant({ memberId: 'principal', wallet: 'benepo', points: 1200, effectiveOn: '2023-12-05', note: '' });
  await points.grant({ memberId: 'principal', wallet: 'benepo', points: 300, effectiveOn: '2024-01-10', note: '' });
  await points.grant({ memberId: 'family', wallet: 'benepo', points: 500, effectiveOn: '2024-01-20', note: '' });
  // Cafe points end with the fiscal year: these on 31 March 2027, outside December's notice.
  await points.grant({ memberId: 'principal', wallet: 'cafe', points: 800, effectiveOn: '2026-06-01', note: '' });
  // A use draws the earliest-expiring lot first: 1,000 of the 1,200 are left to expire.
  expect(await points.use({ memberId: 'principal', wallet: 'benepo', points: 200, note: '' })).toMatchObject({
    ok: true,
  });
});
afterAll(async () => {
  await t?.close();
});

async function noticeMails() {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, EXPIRY_NOTICE_MAIL_KIND)).orderBy(mailOutbox.id);
}

function noticesService(db = t.db) {
  return createPointExpiryNotices({
    db,
    clock: t.clock,
    points: createEmbeddedPointsLedger(db, t.clock),
    carrier: createEmbeddedCarrierGateway(db),
    publicOrigin: ORIGIN,
    messageIdDomain: 'portal.test',
    customerCentre: SAMPLE_CUSTOMER_CENTRE,
  });
}

describe('the notice line', () => {
  it('says the date, the amount and the wallet: 2026年12月31日に1,200ポイントのベネポが失効します。', () => {
    expect(expiryNoticeLine({ wallet: 'benepo', points: 1200, expiresOn: '2026-12-31' })).toBe(
      '2026年12月31日に1,200ポイントのベネポが失効します。',
    );
    expect(expiryNoticeLine({ wallet: 'cafe', points: 800, expiresOn: '2027-03-31' })).toBe(
      '2027年3月31日に800ポイントのカフェポイントが失効します。',
    );
  });
});

describe('GET /v1/points/expiry-notice', () => {
  async function notice(memberId?: string) {
    const cookie = memberId
      ? browserCookies(t.config.sessionSecret, (await startMemberSession(t, memberId)).token)
      : undefined;
    return t.app.inject({ method: 'GET', url: '/v1/points/expiry-notice', headers: cookie ? { cookie } : {} });
  }

  it('lists what expires by the end of next month, from the ledger as it is now', async () => {
    t.clock.set('2026-12-10T03:00:00Z');
    const res = await notice('principal');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(PointExpiryNoticeResponseSchema.parse(res.json()).data).toEqual({
      coversUntil: '2027-01-31',
      items: [
        { wallet: 'benepo', points: 1000, expiresOn: '2026-12-31' },
        { wallet: 'benepo', points: 300, expiresOn: '2027-01-31' },
      ],
    });
  });

  it('shows cafe points in February and March (they end with the fiscal year)', async () => {
    t.clock.set('2027-02-10T03:00:00Z');
    expect((await notice('principal')).json().data.items).toEqual([
      { wallet: 'cafe', points: 5800, expiresOn: '2027-03-31' },
    ]);
  });

  it('is empty for a member with nothing expiring soon, and 401 for a visitor', async () => {
    t.clock.set('2026-12-10T03:00:00Z');
    expect((await notice('noname')).json()).toEqual({ data: { coversUntil: '2027-01-31', items: [] } });
    expect((await notice()).statusCode).toBe(401);
  });
});

describe('the monthly point expiry notice job', () => {
  it('is not due before 09:00 on the 1st in Japan, then mails each member once', async () => {
    const scheduler = t.scheduler({
      owner: 'replica-a',
      jobs: portalJobsOn(t.db, t.clock).filter((job) => job.name === 'point-expiry-notice'),
    });
    t.clock.set('2026-11-30T23:59:59Z'); // 08:59:59 on 1 December in Tokyo
    expect((await scheduler.tick()).map((o) => o.key)).toEqual(['2026-11']); // November's, on a first start
    await t.db.delete(mailOutbox);
    await t.db.delete(pointExpiryNotices);
    t.clock.set('2026-12-01T00:00:00Z'); // 09:00
    expect(await scheduler.tick()).toMatchObject([
      {
        key: '2026-12',
        outcome: 'succeeded',
        result: { month: '2026-12', members: 2, notices: 2, alreadyNotified: 0, withoutAddress: 0 },
      },
    ]);
    const mails = await noticeMails();
    expect(mails.map((m) => [m.recipient, m.subjectId, m.subject])).toEqual([
      ['hanako.yamada@example.jp', 'family:2026-12', '【ライフエール】ポイント失効のお知らせ'],
      ['taro.yamada@example.jp', 'principal:2026-12', '【ライフエール】ポイント失効のお知らせ'],
    ]);
    const principal = mails[1]!.bodyText;
    expect(principal).toContain('山田 太郎 様');
    expect(principal).toContain('・2026年12月31日に1,000ポイントのベネポが失効します。');
    expect(principal).toContain('・2027年1月31日に300ポイントのベネポが失効します。');
    expect(principal).not.toContain('カフェポイント');
    expect(principal).toContain(`${ORIGIN}/memberStatus`);
  });

  it('sends no second mail for the month: run again, or by two replicas at once', async () => {
    const other = t.connectAgain();
    const results = await Promise.all([
      noticesService().sendMonthly('2026-12-01'),
      noticesService(other).sendMonthly('2026-12-01'),
    ]);
    expect(results.map((r) => r.notices)).toEqual([0, 0]);
    expect(results.map((r) => r.alreadyNotified)).toEqual([2, 2]);
    expect(await noticeMails()).toHaveLength(2);
  });

  it('mails a member again the next month while points still expire', async () => {
    t.clock.set('2027-01-01T00:00:00Z');
    expect(await noticesService().sendMonthly('2027-01-01')).toMatchObject({ notices: 2 });
    const mails = await noticeMails();
    expect(mails.map((m) => m.subjectId)).toEqual([
      'family:2026-12',
      'principal:2026-12',
      'family:2027-01',
      'principal:2027-01',
    ]);
    const january = (await noticeMails()).find((m) => m.subjectId === 'principal:2027-01')!.bodyText;
    expect(january).toContain('・2027年1月31日に300ポイントのベネポが失効します。');
    // February: the benepo have expired (the point-expiry job); the cafe points end with the fiscal year in March.
    t.clock.set('2027-02-01T00:00:00Z');
    await createEmbeddedPointsLedger(t.db, t.clock).expire();
    await noticesService().sendMonthly('2027-02-01');
    const february = (await noticeMails()).filter((m) => m.subjectId.endsWith(':2027-02'));
    expect(february.map((m) => m.subjectId)).not.toContain('family:2027-02');
    const principal = february.find((m) => m.subjectId === 'principal:2027-02')!.bodyText;
    expect(principal).toContain('・2027年3月31日に5,800ポイントのカフェポイントが失効します。');
    expect(principal).not.toContain('ベネポが失効');
  });

  it('is delivered by the outbox once', async () => {
    const sent: OutgoingMail[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      clock: t.clock,
      from: 'ライフエール <no-reply@portal.test>',
      mailer: {
        send: async (mail) => {
          sent.push(mail);
        },
        close: () => {},
      },
    });
    await worker.runOnce();
    await worker.runOnce();
    const notices = sent.filter((m) => m.subject === '【ライフエール】ポイント失効のお知らせ');
    const stored = await noticeMails();
    expect(notices).toHaveLength(stored.length);
    expect(new Set(notices.map((m) => m.messageId))).toEqual(new Set(stored.map((m) => m.messageId)));
    expect((await noticeMails()).every((m) => m.status === 'sent')).toBe(true);
  });
});
