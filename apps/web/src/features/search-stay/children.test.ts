import { describe, expect, it } from 'vitest';
import {
  CHILD_GROUPS,
  childrenTotal,
  emptyChildCounts,
  numPeople,
  type ChildCounts,
} from '@portal/contracts/search/children';
import { addChild, canAddChild, canRemoveChild, headCountLabel, removeChild } from './children.ts';

const counts = (partial: Partial<ChildCounts>): ChildCounts => ({ ...emptyChildCounts(), ...partial });

describe('children modal (spec search.md §2, §4, §5)', () => {
  it('six rows: 小学生 高学年/低学年, 幼児 食事・布団付き/食事のみ/布団のみ/食事・布団不要', () => {
    expect(CHILD_GROUPS.map((g) => [g.key, g.section, g.label])).toEqual([
      ['exUpperGradesHeadCnt', '小学生', '高学年'],
      ['exLowerGradesHeadCnt', '小学生', '低学年'],
      ['youjiAHeadCnt', '幼児', '食事・布団付き'],
      ['youjiBHeadCnt', '幼児', '食事のみ'],
      ['youjiCHeadCnt', '幼児', '布団のみ'],
      ['youjiDHeadCnt', '幼児', '食事・布団不要'],
    ]);
    expect(headCountLabel(3)).toBe('3人');
  });
  it.each([
    ['0 children', counts({}), 0, true],
    ['9 children', counts({ exUpperGradesHeadCnt: 4, youjiDHeadCnt: 5 }), 9, true],
    ['10 children: plus disabled', counts({ exLowerGradesHeadCnt: 6, youjiAHeadCnt: 4 }), 10, false],
  ])('%s', (_name, c, total, plus) => {
    expect(childrenTotal(c)).toBe(total);
    expect(canAddChild(c)).toBe(plus);
  });
  it('plus stops at 10', () => {
    const ten = counts({ youjiBHeadCnt: 10 });
    expect(addChild(ten, 'youjiCHeadCnt')).toEqual(ten);
    expect(addChild(counts({ youjiBHeadCnt: 9 }), 'youjiCHeadCnt')).toEqual(
      counts({ youjiBHeadCnt: 9, youjiCHeadCnt: 1 }),
    );
  });
  it('minus only above 0, per row', () => {
    const c = counts({ youjiAHeadCnt: 1 });
    expect(canRemoveChild(c, 'youjiAHeadCnt')).toBe(true);
    expect(canRemoveChild(c, 'youjiBHeadCnt')).toBe(false);
    expect(removeChild(c, 'youjiAHeadCnt')).toEqual(counts({}));
    expect(removeChild(c, 'youjiBHeadCnt')).toEqual(c);
  });
  it('numPeople is adults plus all children', () => {
    expect(numPeople(2, counts({})).valueOf()).toBe(2);
    expect(numPeople(2, counts({ exUpperGradesHeadCnt: 1, youjiDHeadCnt: 2 }))).toBe(5);
  });
});
