/** The children-count modal and the party size (spec search.md §2 Modals, §4, §5, §9). */
import { STAY_CHILDREN } from './constants.ts';

export type ChildGroupKey =
  | 'exUpperGradesHeadCnt'
  | 'exLowerGradesHeadCnt'
  | 'youjiAHeadCnt'
  | 'youjiBHeadCnt'
  | 'youjiCHeadCnt'
  | 'youjiDHeadCnt';

export interface ChildGroup {
  key: ChildGroupKey;
  /** 小学生 or 幼児: the row's section. */
  section: '小学生' | '幼児';
  label: string;
}

/** The six rows in screen order; the key is the stay URL parameter. */
export const CHILD_GROUPS: readonly ChildGroup[] = [
  { key: 'exUpperGradesHeadCnt', section: '小学生', label: '高学年' },
  { key: 'exLowerGradesHeadCnt', section: '小学生', label: '低学年' },
  { key: 'youjiAHeadCnt', section: '幼児', label: '食事・布団付き' },
  { key: 'youjiBHeadCnt', section: '幼児', label: '食事のみ' },
  { key: 'youjiCHeadCnt', section: '幼児', label: '布団のみ' },
  { key: 'youjiDHeadCnt', section: '幼児', label: '食事・布団不要' },
];

export type ChildCounts = Record<ChildGroupKey, number>;

export function emptyChildCounts(): ChildCounts {
  return {
    exUpperGradesHeadCnt: STAY_CHILDREN.default,
    exLowerGradesHeadCnt: STAY_CHILDREN.default,
    youjiAHeadCnt: STAY_CHILDREN.default,
    youjiBHeadCnt: STAY_CHILDREN.default,
    youjiCHeadCnt: STAY_CHILDREN.default,
    youjiDHeadCnt: STAY_CHILDREN.default,
  };
}

export function childrenTotal(counts: ChildCounts): number {
  return CHILD_GROUPS.reduce((sum, group) => sum + counts[group.key], 0);
}

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

/**
 * numPeople is adults plus every child group. The spec says the mobile form counts only some types without
 * saying which, so both viewports count all six here.
 */
export function numPeople(adults: number, counts: ChildCounts): number {
  return adults + childrenTotal(counts);
}
