import type { ApiFailure } from '../../lib/api-client.ts';

/** The message key of a send that did not go through (401 has already left for the login). */
export function sendFailureKey(failure: ApiFailure): 'form.tooMany' | 'form.invalidOnServer' | 'form.sendFailed' {
  if (failure.kind === 'http' && failure.status === 429) return 'form.tooMany';
  if (failure.kind === 'http' && failure.status === 400) return 'form.invalidOnServer';
  return 'form.sendFailed';
}

/** What the finish screens receive from their confirm screen. */
export interface ReceiptState {
  receiptId: string;
}

export function receiptFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'receiptId' in state) {
    const { receiptId } = state as ReceiptState;
    return typeof receiptId === 'string' ? receiptId : null;
  }
  return null;
}
