import { describe, expect, it } from 'vitest';
import { MenuSearchQuerySchema } from '../../src/catalog.ts';
import {
  addChild,
  canAddChild,
  canRemoveChild,
  CHILD_GROUPS,
  childrenTotal,
  emptyChildCounts,
  headCountLabel,
  numPeople,
  removeChild,
  type ChildCounts,
} from '../../src/search/children.ts';
import {
  isKeywordWithinLimit,
  isNightsEnabled,
  isSearchKey,
  isSelectableDate,
  limitKeyword,
  nightsAfterDateChange,
  stayAdultsOptions,
  stayNightsOptions,
  stayRoomsOptions,
} from '../../src/search/stay-form.ts';

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

describe('stay form options and dates (spec search.md §4, §5, §9)', () => {
  it('nights 1–6, rooms 1–10, adults 1–10', () => {
    expect(stayNightsOptions()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(stayRoomsOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(stayAdultsOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  // 2024-06-01 00:30 in Japan is still 2024-05-31 in UTC.
  const now = new Date('2024-05-31T15:30:00Z');
  it.each([
    ['yesterday in Japan', '2024/05/31', false],
    ['today in Japan', '2024/06/01', true],
    ['tomorrow', '2024/06/02', true],
    ['not a date', '2024/02/30', false],
    ['another format', '2024-06-02', false],
  ])('check-in %s (%s) selectable: %s', (_name, date, selectable) => {
    expect(isSelectableDate(date, now)).toBe(selectable);
  });
  it('nights are disabled until a date; resetting the date sets nights to 1', () => {
    expect(isNightsEnabled(null)).toBe(false);
    expect(isNightsEnabled('')).toBe(false);
    expect(isNightsEnabled('2024/06/02')).toBe(true);
    expect(nightsAfterDateChange(null, 4)).toBe(1);
    expect(nightsAfterDateChange('2024/06/03', 4)).toBe(4);
  });
  it('keyword 100 characters is fine, 101 is not', () => {
    expect(isKeywordWithinLimit('あ'.repeat(100))).toBe(true);
    expect(isKeywordWithinLimit('あ'.repeat(101))).toBe(false);
  });
  it('a character is a code point: 100 surrogate pairs (200 UTF-16 units) are fine, 101 are not', () => {
    expect(isKeywordWithinLimit('𠮷'.repeat(100))).toBe(true);
    expect(isKeywordWithinLimit('𠮷'.repeat(101))).toBe(false);
    expect(isKeywordWithinLimit(`${'あ'.repeat(99)}𠮷`)).toBe(true);
  });
  it('the forms keep the first 100 characters, never half a surrogate pair', () => {
    expect(limitKeyword('あ'.repeat(100))).toBe('あ'.repeat(100));
    expect(limitKeyword('あ'.repeat(101))).toBe('あ'.repeat(100));
    expect(limitKeyword('𠮷'.repeat(101))).toBe('𠮷'.repeat(100));
    expect(limitKeyword(`${'あ'.repeat(99)}𠮷𠮷`)).toBe(`${'あ'.repeat(99)}𠮷`);
  });
  it('the results page takes every keyword the forms accept and refuses the rest (catalog.ts)', () => {
    for (const keyword of ['あ'.repeat(100), '𠮷'.repeat(100)]) {
      expect(MenuSearchQuerySchema.safeParse({ keyword }).success).toBe(true);
    }
    for (const keyword of ['あ'.repeat(101), '𠮷'.repeat(101)]) {
      expect(MenuSearchQuerySchema.safeParse({ keyword }).success).toBe(false);
    }
  });
  it('Enter searches, but not while composing', () => {
    expect(isSearchKey({ key: 'Enter' })).toBe(true);
    expect(isSearchKey({ key: 'Enter', isComposing: true })).toBe(false);
    expect(isSearchKey({ key: 'a' })).toBe(false);
  });
});
