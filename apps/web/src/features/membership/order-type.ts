/**
 * The club membership applications that go through /orders/confirm and /orders/complete (issue 13, spec portal.md
 * §2 "application (confirm and complete, before and after the free period)"): continuing the membership after the
 * free period, and cancelling that continuation. `?type=` carries it, so a reload shows the same step.
 */
export type OrderType = 'continue' | 'cancel_continuation';

export function orderTypeFromUrl(params: URLSearchParams): OrderType | null {
  const type = params.get('type');
  return type === 'continue' || type === 'cancel_continuation' ? type : null;
}

export const orderConfirmPath = (type: OrderType) => `/orders/confirm?type=${type}`;
export const orderCompletePath = (type: OrderType) => `/orders/complete?type=${type}`;
/** Where each application starts (and where its confirm step's 戻る leads). */
export const orderStartPath = (type: OrderType) => (type === 'continue' ? '/app-continue' : '/app-withdraw');
