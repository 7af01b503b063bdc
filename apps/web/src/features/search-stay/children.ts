/** The children-count modal of the stay form (spec search.md §2 Modals, §4, §5). */
import { childrenTotal, type ChildCounts, type ChildGroupKey } from '@portal/contracts/search/children';
import { STAY_CHILDREN } from '@portal/contracts/search/constants';

/** Plus shows (and is enabled) only while the total is below 10. */
export function canAddChild(counts: ChildCounts): boolean {
  return childrenTotal(counts) < STAY_CHILDREN.totalMax;
}

/** Minus shows (and is enabled) only while the row is above 0. */
export function canRemoveChild(counts: ChildCounts, key: ChildGroupKey): boolean {
  return counts[key] > 0;
}

/** Plus on a row; a no-op at the limit. */
export function addChild(counts: ChildCounts, key: ChildGroupKey): ChildCounts {
  return canAddChild(counts) ? { ...counts, [key]: counts[key] + 1 } : counts;
}

/** Minus on a row; a no-op at zero. */
export function removeChild(counts: ChildCounts, key: ChildGroupKey): ChildCounts {
  return canRemoveChild(counts, key) ? { ...counts, [key]: counts[key] - 1 } : counts;
}

/** The row's count as shown: 'N人'. */
export function headCountLabel(n: number): string {
  return `${n}人`;
}
