import { SHORT_COOKIE_DAYS } from '@portal/contracts/cookies';
import { FORM_DRAFT_KEYS, submissionKeyStorageKey, type FormDraftName } from '../../lib/form-drafts.ts';

/**
 * Half-finished contact forms (spec portal.md §3: "mail state" and "opinion" persisted for 7 days). They live in
 * this browser's localStorage with the time they were saved, not in the spec's cookies: a cookie would carry the
 * member's name, address, phone and text to the server on every request and cannot hold a 1000-character text
 * (docs/decisions/0013). A draft older than 7 days is dropped when read; logout and a successful send clear it.
 */
const DRAFT_LIFETIME_MS = SHORT_COOKIE_DAYS * 24 * 60 * 60 * 1000;

interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): the form still works, without a draft
  }
}

export function readFormDraft<T>(name: FormDraftName, now: Date = new Date()): T | undefined {
  const raw = storage()?.getItem(FORM_DRAFT_KEYS[name]);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as StoredDraft<T>;
    const savedAt = Date.parse(stored.savedAt);
    if (!Number.isFinite(savedAt) || now.getTime() - savedAt > DRAFT_LIFETIME_MS || stored.values === undefined) {
      clearFormDraft(name);
      return undefined;
    }
    return stored.values;
  } catch {
    clearFormDraft(name);
    return undefined;
  }
}

export function writeFormDraft<T>(name: FormDraftName, values: T, now: Date = new Date()): void {
  try {
    storage()?.setItem(FORM_DRAFT_KEYS[name], JSON.stringify({ savedAt: now.toISOString(), values }));
  } catch {
    // quota exceeded: a draft is best effort
  }
}

export function clearFormDraft(name: FormDraftName): void {
  storage()?.removeItem(FORM_DRAFT_KEYS[name]);
  storage()?.removeItem(submissionKeyStorageKey(name));
}

/**
 * The key of this draft's submission (Idempotency-Key): made at the first send and kept until the draft is sent or
 * dropped, so a second tap, or a send after a reload when the first answer was lost, is one inquiry (issue 14). The
 * server tells contents apart: an edited draft sent with the same key is a new submission.
 */
export function draftSubmissionKey(name: FormDraftName): string {
  const key = submissionKeyStorageKey(name);
  const kept = storage()?.getItem(key);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  // getRandomValues works on every page (randomUUID only in secure contexts).
  const made = Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    storage()?.setItem(key, made);
  } catch {
    // quota exceeded: this send still carries the key
  }
  return made;
}
