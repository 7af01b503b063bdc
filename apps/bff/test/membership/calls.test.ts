import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ConsentResponseSchema,
  EnrolmentResponseSchema,
  MembershipChangeResponseSchema,
  PointHistoryResponseSchema,
  ServiceUsageStatusResponseSchema,
  TermsInformationResponseSchema,
} from '@portal/contracts';
import { membershipCharges, memberships } from '@portal/db';
import { expectContract } from '../catalog/support.ts';
import { NOW } from '../helpers.ts';
import { createMembershipTestApp } from './support.ts';

let t: Awaited<ReturnType<typeof createMembershipTestApp>>;
beforeAll(async () => {
  t = await createMembershipTestApp();
});
afterAll(async () => {
  await t?.close();
});

const STATUS = '/v1/serviceusage/service_usage_status';

async function status(cookie: string) {
  return expectContract(await t.get(STATUS, cookie), ServiceUsageStatusResponseSchema).data;
}

describe('membership calls (spec portal.md §7)', () => {
  it('answers 401 to a visitor and 403 to a POST without the CSRF token', async () => {
    expect((await t.get(STATUS)).statusCode).toBe(401);
    const { cookie } = await t.loginAs('newcomer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/top/register',
      payload: { isSubscribe: true },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('shows the general member’s contract: join date, next renewal, fee 330円', async () => {
    const { cookie } = await t.loginAs('principal');
    const s = await status(cookie);
    expect(s).toMatchObject({
      state: 'general',
      plan: 'general',
      today: '2026-11-21',
      joinedOn: '2025-10-17',
      freePeriodEndsOn: '2025-11-16',
      billingStartsOn: '2025-11-17',
      nextRenewalOn: '2026-12-17',
      currentFeeYen: 330,
      monthlyFee: { includingTax: 330, excludingTax: 300 },
      countdown: false,
      actions: { enrol: false, applyContinuation: false, cancelContinuation: false, withdraw: true },
    });
  });

  it('shows the club member’s free period with the countdown in its last 30 days', async () => {
    const { cookie } = await t.loginAs('club');
    const s = await status(cookie);
    expect(s).toMatchObject({
      state: 'club_free',
      freePeriodEndsOn: '2026-12-11',
      freePeriodDaysLeft: 21,
      countdown: true,
      currentFeeYen: 0,
      billingStartsOn: null,
      actions: { applyContinuation: true, cancelContinuation: true, withdraw: false },
    });
  });

  it('starts the countdown with 30 days left, not 31, at midnight in Japan (free period ends 2026-12-11)', async () => {
    try {
      t.clock.set('2026-11-11T14:59:59Z'); // 23:59:59 on 2026-11-11 in Tokyo
      expect(await status((await t.loginAs('club')).cookie)).toMatchObject({
        today: '2026-11-11',
        freePeriodDaysLeft: 31,
        countdown: false,
      });
      t.clock.set('2026-11-11T15:00:00Z'); // midnight: 2026-11-12 in Tokyo
      expect(await status((await t.loginAs('club')).cookie)).toMatchObject({
        today: '2026-11-12',
        freePeriodDaysLeft: 30,
        countdown: true,
      });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('serves the terms record with a version and sanitised HTML', async () => {
    const { cookie } = await t.loginAs('newcomer');
    const terms = expectContract(await t.get('/v1/top/terms_information', cookie), TermsInformationResponseSchema).data;
    expect(terms.userPolicyVer).toBe('2022-04-01');
    expect(terms.userPolicyText).toContain('月額料金は330円（税込）／300円（税抜）');
    expect(terms.userPolicyText).not.toMatch(/<script|on\w+=/i);
  });

  it('enrols newcomer: consent, check, register — first month free — and a second register is the same answer', async () => {
    const { cookie, sessionId } = await t.loginAs('newcomer');
    expect(
      expectContract(await t.get('/v1/top/agreeterms/check', cookie), ConsentResponseSchema).data.consentStatusFlg,
    ).toBe(false);
    const early = await t.post('/v1/top/register', { isSubscribe: true }, cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('consent_required');

    const agreed = await t.post(
      '/v1/serviceusage/agree_terms_register',
      { userPolicyId: 'lifeyell-kiyaku', userPolicyVer: '2022-04-01' },
      cookie,
    );
    expect(expectContract(agreed, ConsentResponseSchema).data.consentStatusFlg).toBe(true);
    const stale = await t.post(
      '/v1/serviceusage/agree_terms_register',
      { userPolicyId: 'lifeyell-kiyaku', userPolicyVer: '2019-02-27' },
      cookie,
    );
    expect(stale.statusCode).toBe(409);

    const check = expectContract(await t.get('/v1/top/process', cookie), EnrolmentResponseSchema).data;
    expect(check).toEqual({
      outcome: 'ok',
      next: '/entryConfirm',
      plan: 'general',
      firstMonthFree: true,
      billingStartsOn: '2026-12-21',
    });

    const [first, second] = await Promise.all([
      t.post('/v1/top/register', { isSubscribe: true }, cookie),
      t.post('/v1/top/register', { isSubscribe: true }, cookie),
    ]);
    for (const res of [first, second]) {
      expect(expectContract(res, EnrolmentResponseSchema).data).toMatchObject({
        outcome: 'finished',
        next: '/registerSuccess',
      });
    }
    const after = expectContract(await t.get('/v1/top/process', cookie), EnrolmentResponseSchema).data;
    expect(after).toMatchObject({ outcome: 'finished', next: '/registerSuccess' });
    const rows = await t.db.select().from(memberships).where(eq(memberships.memberId, 'newcomer'));
    expect(rows).toHaveLength(1);
    expect(sessionId).toBeTruthy();

    const again = await t.loginAs('newcomer');
    const other = expectContract(
      await t.post('/v1/top/register', { isSubscribe: true }, again.cookie),
      EnrolmentResponseSchema,
    );
    expect(other.data).toMatchObject({ outcome: 'already', next: '/entry-already' });
    expect(await status(cookie)).toMatchObject({ state: 'general', freePeriodEndsOn: '2026-12-20', currentFeeYen: 0 });
  });

  it('sends ineligible members to the entry error and club members to the club explanation', async () => {
    const ineligible = await t.loginAs('ineligible');
    expect(
      expectContract(await t.get('/v1/top/process', ineligible.cookie), EnrolmentResponseSchema).data,
    ).toMatchObject({
      outcome: 'not_eligible',
      next: '/entry-error',
    });
    const club = await t.loginAs('club');
    expect(expectContract(await t.get('/v1/top/process', club.cookie), EnrolmentResponseSchema).data.outcome).toBe(
      'already',
    );
  });

  it('auto_entry_status: club members (registered after 2020-11-11) need no separate enrolment', async () => {
    const club = await t.loginAs('club');
    expect((await t.get('/v1/serviceusage/auto_entry_status?status=club', club.cookie)).json()).toEqual({
      data: { autoEntry: true, since: '2020-11-11' },
    });
    const general = await t.loginAs('principal');
    expect((await t.get('/v1/serviceusage/auto_entry_status?status=club', general.cookie)).json().data.autoEntry).toBe(
      false,
    );
  });

  it('club: continue, cancel, continue again — each repeat is a replay', async () => {
    const { cookie } = await t.loginAs('club');
    const apply = () => t.post('/v1/serviceusage/service_usage_status_register', { type: 'continue' }, cookie);
    const cancel = () =>
      t.post('/v1/serviceusage/service_usage_status_withdrawal', { type: 'cancel_continuation' }, cookie);
    expect(expectContract(await apply(), MembershipChangeResponseSchema).data).toEqual({
      state: 'club_continued',
      replayed: false,
    });
    expect(expectContract(await apply(), MembershipChangeResponseSchema).data).toEqual({
      state: 'club_continued',
      replayed: true,
    });
    expect(await status(cookie)).toMatchObject({ billingStartsOn: '2026-12-12', countdown: false });
    expect(expectContract(await cancel(), MembershipChangeResponseSchema).data).toEqual({
      state: 'club_cancelled',
      replayed: false,
    });
    expect(expectContract(await cancel(), MembershipChangeResponseSchema).data.replayed).toBe(true);
    const withdraw = await t.post('/v1/serviceusage/service_usage_status_withdrawal', { type: 'withdraw' }, cookie);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().error.code).toBe('use_continuation_instead');
    expect(expectContract(await apply(), MembershipChangeResponseSchema).data.state).toBe('club_continued');
  });

  it('a general member withdraws only after the carrier re-authentication; a repeat is a replay', async () => {
    const { cookie, sessionId } = await t.loginAs('healthpoint');
    const withdraw = () => t.post('/v1/serviceusage/service_usage_status_withdrawal', { type: 'withdraw' }, cookie);
    const refused = await withdraw();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('reauthentication_required');
    await t.markWithdrawVerified(sessionId);
    expect(expectContract(await withdraw(), MembershipChangeResponseSchema).data).toEqual({
      state: 'withdrawn',
      replayed: false,
    });
    expect(expectContract(await withdraw(), MembershipChangeResponseSchema).data).toEqual({
      state: 'withdrawn',
      replayed: true,
    });
    expect(await status(cookie)).toMatchObject({
      state: 'withdrawn',
      endedOn: '2026-11-21',
      endReason: 'withdrawn',
      currentFeeYen: 0,
    });
  });

  it('lists the point history by commandType (1 all, 2 grants, 3 uses, 4 expiries) with data.totalPoint', async () => {
    const { cookie } = await t.loginAs('principal');
    const all = expectContract(
      await t.get('/v1/points/benepo/history?commandType=1', cookie),
      PointHistoryResponseSchema,
    ).data;
    expect(all.totalPoint).toBe(12_300);
    expect(all.entries.map((e) => e.kind)).toEqual(['grant', 'expire', 'use', 'grant', 'grant']);
    const kinds = async (c: string) =>
      expectContract(
        await t.get(`/v1/points/benepo/history?commandType=${c}`, cookie),
        PointHistoryResponseSchema,
      ).data.entries.map((e) => e.kind);
    expect(await kinds('2')).toEqual(['grant', 'grant', 'grant']);
    expect(await kinds('3')).toEqual(['use']);
    expect(await kinds('4')).toEqual(['expire']);
    expect((await t.get('/v1/points/benepo/history?commandType=5', cookie)).statusCode).toBe(400);
    expect(all.totalElements).toBe(5);
    // Pages of two lines: each counts the whole history's lines, the last one's and one past the end too.
    const page = async (n: number, commandType = '1') =>
      expectContract(
        await t.get(`/v1/points/benepo/history?commandType=${commandType}&size=2&page=${n}`, cookie),
        PointHistoryResponseSchema,
      ).data;
    const pages = await Promise.all([0, 1, 2, 3].map((n) => page(n)));
    expect(pages.map((p) => [p.entries.length, p.totalElements])).toEqual([
      [2, 5],
      [2, 5],
      [1, 5],
      [0, 5],
    ]);
    expect(pages.flatMap((p) => p.entries)).toEqual(all.entries);
    expect((await page(0, '3')).totalElements).toBe(1);
    expect((await page(1, '4')).totalElements).toBe(1);
    const cafe = expectContract(await t.get('/v1/points/cafe/history', cookie), PointHistoryResponseSchema).data;
    expect(cafe.totalPoint).toBe(5000);
    const club = await t.loginAs('club');
    expect((await t.get('/v1/points/cafe/history', club.cookie)).statusCode).toBe(404);
  });
});

describe('operator API', () => {
  it('refuses a request without the bearer token', async () => {
    expect((await t.operator('billing-runs', {}, 'wrong')).statusCode).toBe(401);
  });

  it('a carrier event ends the membership; the same event again changes nothing', async () => {
    const event = { eventId: 'evt-1', subscriptionId: 'S-0004-01', kind: 'number_portability_out' };
    const first = await t.operator('carrier-events', event);
    expect(first.json()).toEqual({ data: { memberId: 'kyutoku', outcome: 'ended', replayed: false } });
    const second = await t.operator('carrier-events', event);
    expect(second.json()).toEqual({ data: { memberId: 'kyutoku', outcome: 'ended', replayed: true } });
    const { cookie } = await t.loginAs('kyutoku');
    expect(await status(cookie)).toMatchObject({
      state: 'ended',
      endReason: 'number_portability_out',
      endedOn: '2026-11-21',
    });
    const unknown = await t.operator('carrier-events', { eventId: 'evt-2', memberId: 'nobody', kind: 'contract_end' });
    expect(unknown.statusCode).toBe(404);
    const invalid = await t.operator('carrier-events', { eventId: 'evt-3', memberId: 'multi', kind: 'earthquake' });
    expect(invalid.statusCode).toBe(400);
  });

  it('never double-spends: of 30 parallel uses of 1,000 on 25,000 points, 25 succeed and the balance is 0', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.operator('points/uses', { memberId: 'multi', wallet: 'benepo', points: 1000, operationId: `par-${i}` }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(25);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'insufficient')).toBe(
      true,
    );
    const { cookie } = await t.loginAs('multi');
    expect((await t.get('/v1/points/benepo', cookie)).json()).toEqual({ data: { totalPoint: 0 } });
  });

  it('grants from a stay count from the day after checkout', async () => {
    const res = await t.operator('points/grants', {
      memberId: 'noname',
      wallet: 'benepo',
      points: 500,
      operationId: 'stay-1',
      usage: { kind: 'stay', usedOn: '2026-11-21' },
    });
    expect(res.json()).toEqual({ data: { balance: 100, replayed: false, effectiveOn: '2026-11-22' } });
    const unit = await t.operator('points/uses', {
      memberId: 'noname',
      wallet: 'benepo',
      points: 50,
      operationId: 'u-50',
    });
    expect(unit.json().error.code).toBe('not_a_unit');
  });

  it('the billing run writes charge lines once: running it twice changes nothing', async () => {
    const first = await t.operator('billing-runs', { runDate: '2026-12-31' });
    expect(first.statusCode).toBe(200);
    const lines = await t.db.select().from(membershipCharges);
    expect(first.json().data.chargeLines).toBe(lines.length);
    expect(lines.length).toBeGreaterThan(0);
    const second = await t.operator('billing-runs', { runDate: '2026-12-31' });
    expect(second.json().data).toMatchObject({ chargeLines: 0, endedClubMemberships: 0 });
    expect(await t.db.select().from(membershipCharges)).toHaveLength(lines.length);
    // The principal (joined 2025-10-17, first month free) owes every period from 2025-11-17 to 2026-12-17.
    const [principal] = await t.db.select().from(memberships).where(eq(memberships.memberId, 'principal'));
    const own = lines
      .filter((l) => l.membershipId === principal?.id)
      .map((l) => l.periodStart)
      .sort();
    expect(own[0]).toBe('2025-11-17');
    expect(own.at(-1)).toBe('2026-12-17');
    expect(own).toHaveLength(14);
    expect(lines.every((l) => l.amountYen === 330 && l.amountExcludingTaxYen === 300)).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('documents the membership, point and operator calls', async () => {
    const res = await t.get('/swagger/dist/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/serviceusage/service_usage_status',
        '/v1/serviceusage/service_usage_status_register',
        '/v1/serviceusage/service_usage_status_withdrawal',
        '/v1/serviceusage/agree_terms_register',
        '/v1/serviceusage/auto_entry_status',
        '/v1/top/agreeterms/check',
        '/v1/top/terms_information',
        '/v1/top/process',
        '/v1/top/register',
        '/v1/points/benepo/history',
        '/v1/points/cafe/history',
        '/v1/operator/carrier-events',
        '/v1/operator/points/grants',
        '/v1/operator/points/uses',
        '/v1/operator/billing-runs',
      ]),
    );
  });
});
