/** The stay search's party: the child groups and their counts, as its URL carries them (spec search.md §2 Modals, §3, §9). */
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

/**
 * numPeople is adults plus every child group. The spec says the mobile form counts only some types without
 * saying which, so both viewports count all six here.
 */
export function numPeople(adults: number, counts: ChildCounts): number {
  return adults + childrenTotal(counts);
}
