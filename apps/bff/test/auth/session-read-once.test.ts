import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCarrierData } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import * as repository from '../../src/modules/auth/repository.ts';
import { createSessionService } from '../../src/modules/auth/service.ts';
import { pageReads } from '../../src/lib/read-scope.ts';
import { fixedClock } from '../../src/lib/clock.ts';

// The calls of one server-rendered page carry one session cookie (modules/pages/renderer.ts): inside `readOnce` the
// session row is read once for all of them, and read again after a call changed it.
vi.mock('../../src/modules/auth/repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof repository>();
  return { ...actual, findSessionById: vi.fn(actual.findSessionById) };
});

const reads = vi.mocked(repository.findSessionById);
const clock = fixedClock('2026-11-21T03:00:00Z');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sessions: ReturnType<typeof createSessionService>;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCarrierData(database.db, { now: clock.now() });
  sessions = createSessionService(database.db, clock, { idleMinutes: 30, absoluteHours: 24, level2Minutes: 15 });
  ({ token } = await sessions.start({
    memberId: 'principal',
    issuer: 'carrier',
    acr: '1',
    idToken: 'id-token',
    subscriptionId: 'subscription',
    accountChoicePending: false,
    previous: null,
  }));
});
afterAll(async () => {
  await database.close();
});

describe('the session of a page’s calls', () => {
  it('is read once for all the calls of one scope', async () => {
    reads.mockClear();
    const found = await pageReads.run(() =>
      Promise.all([sessions.current(token), sessions.current(token), sessions.current(token)]),
    );
    expect(found.map((row) => row?.memberId)).toEqual(['principal', 'principal', 'principal']);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('is read again in the scope after a call changed it, and the change is seen', async () => {
    reads.mockClear();
    const revoked = await pageReads.run(async () => {
      const session = await sessions.current(token);
      await sessions.revoke(session!);
      return sessions.current(token);
    });
    expect(revoked).toBeNull();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('is read for each call outside a scope, and scopes do not share what they read', async () => {
    reads.mockClear();
    await sessions.current(token);
    await sessions.current(token);
    await pageReads.run(() => sessions.current(token));
    await pageReads.run(() => sessions.current(token));
    expect(reads).toHaveBeenCalledTimes(4);
  });
});
