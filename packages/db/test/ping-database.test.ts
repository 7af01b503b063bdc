import { describe, expect, it } from 'vitest';
import { POOL_MAX, isEndedConnection, pingDatabase } from '../src/client.ts';

/**
 * The readiness question (`select 1`) against a database whose driver is faked: which failures are asked again on
 * another connection and which are the answer. connection-errors.test.ts asks it of a real PostgreSQL.
 */

/** As Drizzle raises a driver's error: its own, with the driver's as the cause. */
function driverError(code: string | undefined, message: string): Error {
  return new Error('Failed query: select 1', { cause: Object.assign(new Error(message), code ? { code } : {}) });
}

function database(failures: Error[]) {
  const calls = { count: 0 };
  return {
    calls,
    db: {
      execute: async () => {
        calls.count += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return { rows: [{ '?column?': 1 }] };
      },
    } as never,
  };
}

describe('isEndedConnection', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['08006', 'connection failure'],
    [undefined, 'Connection terminated unexpectedly'],
    ['ECONNRESET', 'read ECONNRESET'],
    [undefined, 'Client has encountered a connection error and is not queryable'],
  ])('counts %s (%s) as the connection ending', (code, message) => {
    expect(isEndedConnection(driverError(code, message))).toBe(true);
  });

  it.each([
    ['42P01', 'relation "no_such_table" does not exist'],
    ['57P03', 'the database system is starting up'],
    ['57014', 'canceling statement due to statement timeout'],
  ])('does not count %s (%s)', (code, message) => {
    expect(isEndedConnection(driverError(code, message))).toBe(false);
  });

  it('does not count what is not an error', () => {
    expect(isEndedConnection(undefined)).toBe(false);
    expect(isEndedConnection({ code: '57P01' })).toBe(false);
  });
});

describe('pingDatabase', () => {
  it('asks again on another connection when the one it was given had ended', async () => {
    const { db, calls } = database([
      driverError('57P01', 'terminating connection due to administrator command'),
      driverError(undefined, 'Connection terminated unexpectedly'),
    ]);
    await expect(pingDatabase(db)).resolves.toBeUndefined();
    expect(calls.count).toBe(3);
  });

  it('gives any other failure as the answer, at once', async () => {
    const starting = driverError('57P03', 'the database system is starting up');
    const { db, calls } = database([starting]);
    await expect(pingDatabase(db)).rejects.toBe(starting);
    expect(calls.count).toBe(1);
  });

  it('stops after one try more than the pool has connections', async () => {
    const { db, calls } = database(
      Array.from({ length: POOL_MAX + 5 }, () => driverError('57P01', 'terminating connection')),
    );
    await expect(pingDatabase(db)).rejects.toThrow('Failed query');
    expect(calls.count).toBe(POOL_MAX + 1);
  });
});
