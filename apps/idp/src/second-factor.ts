import { timingSafeEqual } from 'node:crypto';

import { generateOneTimeCode } from './assurance.ts';

/** A level-2 login between its two steps: the password is verified, the one-time code is not yet. */
export interface PendingSecondFactor {
  loginId: string;
  code: string;
  expiresAt: number;
}

export interface SecondFactorStore {
  /** Remembers a verified password for an interaction and issues its one-time code. */
  start(interactionUid: string, loginId: string): PendingSecondFactor;
  find(interactionUid: string): PendingSecondFactor | undefined;
  finish(interactionUid: string): void;
}

const TEN_MINUTES = 10 * 60 * 1000;

/** In-memory, like the rest of the IdP's state (dev only); one store per issuer. */
export function createSecondFactorStore(ttlMs = TEN_MINUTES, now: () => number = Date.now): SecondFactorStore {
  const pending = new Map<string, PendingSecondFactor>();

  function prune(): void {
    const current = now();
    for (const [uid, entry] of pending) {
      if (entry.expiresAt <= current) pending.delete(uid);
    }
  }

  return {
    start(interactionUid, loginId) {
      prune();
      const entry = { loginId, code: generateOneTimeCode(), expiresAt: now() + ttlMs };
      pending.set(interactionUid, entry);
      return entry;
    },
    find(interactionUid) {
      prune();
      return pending.get(interactionUid);
    },
    finish(interactionUid) {
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
