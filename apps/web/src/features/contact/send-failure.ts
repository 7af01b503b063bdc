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
  /** False when the BFF left out the acknowledgement mail (the address had its hour's, issue 33). */
  acknowledgementMailed?: boolean;
}

export function receiptFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'receiptId' in state) {
    const { receiptId } = state as ReceiptState;
    return typeof receiptId === 'string' ? receiptId : null;
  }
  return null;
}

/** Whether the finish screen may say an acknowledgement mail is on its way: yes unless the BFF said it is not. */
export function acknowledgementMailedFrom(state: unknown): boolean {
  if (typeof state === 'object' && state !== null && 'acknowledgementMailed' in state) {
    return (state as ReceiptState).acknowledgementMailed !== false;
  }
  return true;
}
