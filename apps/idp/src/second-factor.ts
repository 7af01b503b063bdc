import { timingSafeEqual } from 'node:crypto';

import { generateOneTimeCode } from './assurance.ts';

/** A level-2 login between its two steps: the password is verified, the one-time code is not yet. */
export interface PendingSecondFactor {
  loginId: string;
  code: string;
  expiresAt: number;
  /** Wrong codes still allowed before this code is given up. */
  triesLeft: number;
}

/** What became of a typed one-time code. */
export type CodeCheck =
  /** Right code: the pending second factor is used up (the code never works twice). */
  | { status: 'accepted'; loginId: string }
  /** Wrong code, tries remain: the same code stays on the page. */
  | { status: 'wrong'; pending: PendingSecondFactor }
  /** The last allowed wrong code: the code is given up, the member enters the password again. */
  | { status: 'exhausted'; loginId: string }
  /** Too late: the code is given up, the member enters the password again. */
  | { status: 'expired'; loginId: string }
  /** No code is pending for this interaction (finished, given up, or never started). */
  | { status: 'missing' };

/** The state of an interaction's second factor, for showing its page. */
export type SecondFactorState =
  { status: 'pending'; pending: PendingSecondFactor } | { status: 'expired'; loginId: string } | { status: 'missing' };

export interface SecondFactorStore {
  /** Remembers a verified password for an interaction and issues a new one-time code (any older code is void). */
  start(interactionUid: string, loginId: string): PendingSecondFactor;
  state(interactionUid: string): SecondFactorState;
  /** Checks a typed code; a right, expired or last wrong code ends the pending second factor. */
  verify(interactionUid: string, typed: string): CodeCheck;
  discard(interactionUid: string): void;
}

export interface SecondFactorLimits {
  /** How long a code is valid. Default 5 minutes. */
  codeTtlMs: number;
  /** Wrong codes allowed per issued code. Default 5. */
  maxTries: number;
}

export const DEFAULT_SECOND_FACTOR_LIMITS: SecondFactorLimits = { codeTtlMs: 5 * 60 * 1000, maxTries: 5 };

/** An expired entry is kept this long, so the member is told why the code no longer works. */
const FORGET_AFTER_MS = 60 * 60 * 1000;

/**
 * In-memory, like the rest of the IdP's state (dev only); one store per issuer. A code is single-use,
 * expires, and allows a few wrong tries: 10^6 codes cannot be walked through (issue: brute force).
 */
export function createSecondFactorStore(
  limits: Partial<SecondFactorLimits> = {},
  now: () => number = () => Date.now(),
): SecondFactorStore {
  const { codeTtlMs, maxTries } = { ...DEFAULT_SECOND_FACTOR_LIMITS, ...limits };
  const pending = new Map<string, PendingSecondFactor>();

  function prune(): void {
    const current = now();
    for (const [uid, entry] of pending) {
      if (entry.expiresAt + FORGET_AFTER_MS <= current) pending.delete(uid);
    }
  }

  function lookup(interactionUid: string): SecondFactorState {
    prune();
    const entry = pending.get(interactionUid);
    if (!entry) return { status: 'missing' };
    if (entry.expiresAt <= now()) return { status: 'expired', loginId: entry.loginId };
    return { status: 'pending', pending: entry };
  }

  return {
    start(interactionUid, loginId) {
      prune();
      const entry = { loginId, code: generateOneTimeCode(), expiresAt: now() + codeTtlMs, triesLeft: maxTries };
      pending.set(interactionUid, entry);
      return entry;
    },
    state: lookup,
    verify(interactionUid, typed) {
      const state = lookup(interactionUid);
      if (state.status !== 'pending') {
        // An expired code is given up once it has been tried: a later try finds nothing pending.
        pending.delete(interactionUid);
        return state;
      }
      const entry = state.pending;
      if (codeMatches(typed, entry.code)) {
        pending.delete(interactionUid);
        return { status: 'accepted', loginId: entry.loginId };
      }
      entry.triesLeft -= 1;
      if (entry.triesLeft > 0) return { status: 'wrong', pending: entry };
      pending.delete(interactionUid);
      return { status: 'exhausted', loginId: entry.loginId };
    },
    discard(interactionUid) {
      pending.delete(interactionUid);
    },
  };
}

/** Compares a typed code with the issued one without leaking where they differ. */
export function codeMatches(typed: string, issued: string): boolean {
  const a = Buffer.from(typed.trim());
  const b = Buffer.from(issued);
  return a.length === b.length && timingSafeEqual(a, b);
}
