import type { Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';
import { acquireLease, releaseLease } from './repository.ts';

/** A lease one replica holds at a time (job_leases): asked for before each round of work, given back on shutdown. */
export interface SingletonLease {
  /** Takes or renews the lease; false while another replica holds a lease that has not expired. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * A named lease for `owner`, valid `ttlMs` from each acquire. A holder that dies stops renewing it; another replica
 * takes it over once it has expired.
 */
export function createSingletonLease(options: {
  db: Database;
  clock: Clock;
  name: string;
  owner: string;
  ttlMs: number;
}): SingletonLease {
  const { db, clock, name, owner, ttlMs } = options;
  return {
    acquire() {
      const now = clock.now();
      return acquireLease(db, name, owner, now, new Date(now.getTime() + ttlMs));
    },
    release: () => releaseLease(db, name, owner),
  };
}
