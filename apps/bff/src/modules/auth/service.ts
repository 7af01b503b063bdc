import type { Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';
import { pageReads } from '../../lib/read-scope.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { IssuerName } from '../../adapters/identity-provider.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionById,
  insertLoginTransaction,
  insertSession,
  takeLoginTransaction,
  updateSession,
  type LoginTransactionRow,
  type SessionRow,
} from './repository.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  level2Minutes: number;
}

export type LoginPurpose = 'login' | 'register' | 'withdraw';
export const LOGIN_TRANSACTION_MINUTES = 10;

const minutes = (n: number) => n * 60_000;

/** The level the session grants now: 2 inside the step-up window, else 1 (spec portal.md §6). */
export function sessionLevel(session: SessionRow, now: Date): 1 | 2 {
  return session.level2Until && session.level2Until > now ? 2 : 1;
}

export function isSessionLive(session: SessionRow, now: Date): boolean {
  return !session.revokedAt && session.expiresAt > now && session.userLimitAt > now;
}

/** Sessions: opaque token in the cookie, SHA-256 of it as the row id (ARCHITECTURE.md §4). */
export function createSessionService(db: Database, clock: Clock, policy: SessionPolicy) {
  /** The session row: read once for all the calls of a page (lib/read-scope.ts). */
  const read = (id: string) => pageReads.once(`session:${id}`, () => findSessionById(db, id));
  /** A change to the session: the page's next read sees it. */
  const changed = (id: string) => pageReads.forget(`session:${id}`);

  return {
    /** The live session of a cookie token, or null (unknown, expired or revoked). */
    async current(token: string | undefined): Promise<SessionRow | null> {
      if (!token) return null;
      const row = await read(sha256(token));
      return row && isSessionLive(row, clock.now()) ? row : null;
    },

    /** The session row even when revoked (the logout chain still needs its carrier ID token). */
    async anyState(token: string | undefined): Promise<SessionRow | null> {
      if (!token) return null;
      return read(sha256(token));
    },

    /** Starts a new session (rotation: the caller revokes the previous one). Returns the cookie token. */
    async start(input: {
      memberId: string;
      issuer: IssuerName;
      acr: '1' | '2';
      idToken: string;
      subscriptionId: string;
      accountChoicePending: boolean;
      previous: SessionRow | null;
    }): Promise<{ token: string; session: SessionRow }> {
      const now = clock.now();
      const token = randomToken();
      const userLimitAt = new Date(now.getTime() + policy.absoluteHours * 3_600_000);
      const expiresAt = new Date(Math.min(now.getTime() + minutes(policy.idleMinutes), userLimitAt.getTime()));
      const sameMember = input.previous?.memberId === input.memberId ? input.previous : null;
      const session: SessionRow = {
        id: sha256(token),
        memberId: input.memberId,
        issuer: input.issuer,
        level: Number(input.acr),
        // A step-up keeps the account the member had chosen.
        subscriptionId: sameMember?.subscriptionId ?? input.subscriptionId,
        accountChoicePending: sameMember ? sameMember.accountChoicePending : input.accountChoicePending,
        ssoIdToken: input.issuer === 'sso' ? input.idToken : (sameMember?.ssoIdToken ?? null),
        carrierIdToken: input.issuer === 'carrier' ? input.idToken : (sameMember?.carrierIdToken ?? null),
        createdAt: now,
        expiresAt,
        userLimitAt,
        level2Until:
          input.acr === '2'
            ? new Date(Math.min(now.getTime() + minutes(policy.level2Minutes), userLimitAt.getTime()))
            : null,
        withdrawVerifiedAt: null,
        revokedAt: null,
      };
      await insertSession(db, session);
      if (input.previous) {
        await deleteSession(db, input.previous.id);
        changed(input.previous.id);
      }
      return { token, session };
    },

    /** Sliding expiry: POST /v1/top/refresh-token moves the idle limit, never past the user limit. */
    async refresh(session: SessionRow): Promise<SessionRow> {
      const now = clock.now();
      const expiresAt = new Date(Math.min(now.getTime() + minutes(policy.idleMinutes), session.userLimitAt.getTime()));
      await updateSession(db, session.id, { expiresAt });
      changed(session.id);
      return { ...session, expiresAt };
    },

    async chooseAccount(session: SessionRow, subscriptionId: string): Promise<SessionRow> {
      await updateSession(db, session.id, { subscriptionId, accountChoicePending: false });
      changed(session.id);
      return { ...session, subscriptionId, accountChoicePending: false };
    },

    async markWithdrawVerified(session: SessionRow): Promise<void> {
      await updateSession(db, session.id, { withdrawVerifiedAt: clock.now() });
      changed(session.id);
    },

    /** Logout, first step: the session stops authorising at once but keeps its tokens for the chain. */
    async revoke(session: SessionRow): Promise<void> {
      await updateSession(db, session.id, { revokedAt: clock.now() });
      changed(session.id);
    },

    async destroy(session: SessionRow): Promise<void> {
      await deleteSession(db, session.id);
      changed(session.id);
    },

    async beginLogin(input: {
      issuer: IssuerName;
      purpose: LoginPurpose;
      backUri: string;
      acr: '1' | '2';
      codeVerifier: string;
    }): Promise<LoginTransactionRow> {
      const now = clock.now();
      const row: LoginTransactionRow = {
        state: randomToken(24),
        nonce: randomToken(24),
        issuer: input.issuer,
        purpose: input.purpose,
        codeVerifier: input.codeVerifier,
        backUri: input.backUri,
        acr: input.acr,
        createdAt: now,
        expiresAt: new Date(now.getTime() + minutes(LOGIN_TRANSACTION_MINUTES)),
      };
      await insertLoginTransaction(db, row);
      return row;
    },

    /** The pending login of a callback's state, once, and only while fresh. */
    async finishLogin(state: string): Promise<LoginTransactionRow | null> {
      const row = await takeLoginTransaction(db, state);
      return row && row.expiresAt > clock.now() ? row : null;
    },

    /**
     * Housekeeping, the scheduled job `session-sweep` (docs/decisions/0025): deletes the sessions past their user
     * limit and the abandoned logins. Neither authorises anything any more (isSessionLive, finishLogin): this only
     * keeps the tables small.
     */
    sweepExpired(): Promise<{ deletedSessions: number; deletedLoginTransactions: number }> {
      return deleteExpiredSessions(db, clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
