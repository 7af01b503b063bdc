/**
 * Order progress (spec portal.md §2 "Page chrome", search.md §2): four steps; a step is current when its
 * route matches, checked when it is in the completed list. changePointRequest counts as step 1;
 * the payment-method step has no route.
 */
export type OrderStepId = 'applicantInformation' | 'confirm' | 'payment' | 'complete';

export interface OrderStepDefinition {
  id: OrderStepId;
  /** Route names that make this step current. */
  routeNames: readonly string[];
}

export const ORDER_STEPS: readonly OrderStepDefinition[] = [
  { id: 'applicantInformation', routeNames: ['applicantInformation', 'changePointRequest'] },
  { id: 'confirm', routeNames: ['confirm'] },
  { id: 'payment', routeNames: [] },
  { id: 'complete', routeNames: ['complete'] },
];

export interface OrderStepState {
  id: OrderStepId;
  number: number;
  current: boolean;
  checked: boolean;
}

export function orderStepStates(routeName: string | undefined, completed: readonly OrderStepId[]): OrderStepState[] {
  return ORDER_STEPS.map((step, index) => ({
    id: step.id,
    number: index + 1,
    current: routeName !== undefined && step.routeNames.includes(routeName),
    checked: completed.includes(step.id),
  }));
}
