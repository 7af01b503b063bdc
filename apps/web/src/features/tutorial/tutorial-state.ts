import { persistence } from '../../lib/persistence.ts';

/**
 * Whether this browser has had the tutorial (spec portal.md §3: tutorial status in localStorage): offered once,
 * whether the member read it or dismissed the offer.
 */
export function tutorialDone(): boolean {
  return persistence.tutorial.read()?.done === true;
}

export function markTutorialDone(): void {
  persistence.tutorial.write({ done: true });
}
