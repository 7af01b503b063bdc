import { describe, expect, it } from 'vitest';
import type { CourseRow, TargetingRow } from '../../src/modules/cms/rows.ts';
import {
  VISITOR,
  audienceOfMember,
  isForAudience,
  isInWindow,
  isVisible,
  japanDay,
  previewAudience,
  type Audience,
} from '../../src/modules/cms/targeting.ts';

const course = (controllerId: string, parentId: string): CourseRow => ({
  id: controllerId,
  controllerId,
  parentId,
  name: controllerId,
});
const LY_MEMBER = course('ly-member', 'ly');
const LY_NONMEMBER = course('ly-nonmember', 'ly');
const CR_CLUB = course('cr-club', 'cr');
const COURSES = [LY_MEMBER, LY_NONMEMBER, CR_CLUB];

const row = (over: Partial<TargetingRow> = {}): TargetingRow => ({
  _status: 'published',
  startDate: null,
  endDate: null,
  bscodes: [],
  courses: [],
  excludedCourses: [],
  ...over,
});
const at = (iso: string) => ({ kind: 'instant' as const, at: new Date(iso) });

const LY_ACTIVE = audienceOfMember({ businessCode: 'LY', membershipActive: true });
const LY_INACTIVE = audienceOfMember({ businessCode: 'LY', membershipActive: false });
const CR = audienceOfMember({ businessCode: 'CR', membershipActive: true });

describe('the window, in Japan time (start inclusive, end exclusive)', () => {
  const startsAtMidnight = row({ startDate: '2027-01-01T00:00:00+09:00' });
  const startsLastSecond = row({ startDate: '2026-12-31T23:59:59+09:00' });
  const endsAtMidnight = row({ endDate: '2027-01-01T00:00:00+09:00' });

  it.each([
    ['starts 2027-01-01T00:00+09:00', startsAtMidnight, '2026-12-31T23:59:59+09:00', false],
    ['starts 2027-01-01T00:00+09:00', startsAtMidnight, '2027-01-01T00:00:00+09:00', true],
    ['starts 2026-12-31T23:59:59+09:00', startsLastSecond, '2026-12-31T23:59:58+09:00', false],
    ['starts 2026-12-31T23:59:59+09:00', startsLastSecond, '2026-12-31T23:59:59+09:00', true],
    ['ends 2027-01-01T00:00+09:00', endsAtMidnight, '2026-12-31T23:59:59+09:00', true],
    ['ends 2027-01-01T00:00+09:00', endsAtMidnight, '2027-01-01T00:00:00+09:00', false],
    ['has no window', row(), '2026-11-21T12:00:00+09:00', true],
  ])('a document that %s, at %s: visible %s', (_label, doc, instant, expected) => {
    expect(isInWindow(doc, at(instant))).toBe(expected);
  });

  it('works on instants, whatever the offset they are written in (15:00Z is midnight in Japan)', () => {
    expect(isInWindow(row({ startDate: '2026-12-31T15:00:00.000Z' }), at('2027-01-01T00:00:00+09:00'))).toBe(true);
    expect(isInWindow(row({ startDate: '2026-12-31T15:00:00.000Z' }), at('2026-12-31T23:59:59+09:00'))).toBe(false);
  });

  it('preview day: the Japan-time day 2026-12-31 is [2026-12-31T00:00+09:00, 2027-01-01T00:00+09:00)', () => {
    expect(japanDay('2026-12-31')).toEqual({
      kind: 'day',
      start: new Date('2026-12-30T15:00:00Z'),
      end: new Date('2026-12-31T15:00:00Z'),
    });
  });

  it.each([
    ['starts 2026-12-31T23:59:59+09:00', startsLastSecond, '2026-12-31', true],
    ['starts 2026-12-31T23:59:59+09:00', startsLastSecond, '2026-12-30', false],
    ['starts 2027-01-01T00:00+09:00', startsAtMidnight, '2026-12-31', false],
    ['starts 2027-01-01T00:00+09:00', startsAtMidnight, '2027-01-01', true],
    ['ends 2027-01-01T00:00+09:00', endsAtMidnight, '2026-12-31', true],
    ['ends 2027-01-01T00:00+09:00', endsAtMidnight, '2027-01-01', false],
    ['ends 2026-12-31T00:00:01+09:00', row({ endDate: '2026-12-31T00:00:01+09:00' }), '2026-12-31', true],
  ])('preview: a document that %s, on previewDate %s: visible %s (overlaps the day)', (_l, doc, day, expected) => {
    expect(isInWindow(doc, japanDay(day))).toBe(expected);
  });
});

describe('the audience of a member (carrier data)', () => {
  it.each([
    [
      'LY with an active membership',
      { businessCode: 'LY', membershipActive: true },
      { bsCode: 'LY', courseParentId: 'ly', courseIds: ['ly-member'] },
    ],
    [
      'LY without',
      { businessCode: 'LY', membershipActive: false },
      { bsCode: 'LY', courseParentId: 'ly', courseIds: ['ly-nonmember'] },
    ],
    [
      'CR',
      { businessCode: 'CR', membershipActive: true },
      { bsCode: 'CR', courseParentId: 'cr', courseIds: ['cr-club'] },
    ],
    [
      'another code',
      { businessCode: 'ZZ', membershipActive: true },
      { bsCode: 'ZZ', courseParentId: null, courseIds: [] },
    ],
  ])('%s', (_label, facts, expected) => {
    expect(audienceOfMember(facts)).toEqual(expected);
  });
});

describe('business codes and courses', () => {
  const cases: [string, Partial<TargetingRow>, Audience, boolean][] = [
    ['no restriction, visitor', {}, VISITOR, true],
    ['no restriction, CR member', {}, CR, true],
    ['bscodes CR, visitor (visitors have none)', { bscodes: ['CR'] }, VISITOR, false],
    ['bscodes CR, CR member', { bscodes: ['CR'] }, CR, true],
    ['bscodes CR, LY member', { bscodes: ['CR'] }, LY_ACTIVE, false],
    ['bscodes LY and CR, LY member', { bscodes: ['LY', 'CR'] }, LY_ACTIVE, true],
    ['courses ly-member, LY member', { courses: [LY_MEMBER] }, LY_ACTIVE, true],
    ['courses ly-member, LY non-member', { courses: [LY_MEMBER] }, LY_INACTIVE, false],
    ['courses ly-member, visitor', { courses: [LY_MEMBER] }, VISITOR, false],
    ['courses ly-member or cr-club, CR member', { courses: [LY_MEMBER, CR_CLUB] }, CR, true],
    ['excluded ly-nonmember, LY non-member', { excludedCourses: [LY_NONMEMBER] }, LY_INACTIVE, false],
    ['excluded ly-nonmember, LY member', { excludedCourses: [LY_NONMEMBER] }, LY_ACTIVE, true],
    ['excluded ly-nonmember, visitor', { excludedCourses: [LY_NONMEMBER] }, VISITOR, true],
    ['include and exclude the same course', { courses: [CR_CLUB], excludedCourses: [CR_CLUB] }, CR, false],
  ];
  it.each(cases)('%s → %s', (_label, over, audience, expected) => {
    expect(isForAudience(row(over), audience)).toBe(expected);
  });
});

describe('status', () => {
  const now = at('2026-11-21T12:00:00+09:00');
  it.each([
    ['published', 'published', false, true],
    ['draft', 'draft', false, false],
    ['draft in preview', 'draft', true, true],
  ] as const)('%s', (_label, status, includeDrafts, expected) => {
    expect(isVisible(row({ _status: status }), { audience: VISITOR, time: now, includeDrafts })).toBe(expected);
  });
});

describe('preview audience: the previewed member, overridden by course parent and course', () => {
  it.each([
    ['nothing chosen keeps the member', LY_ACTIVE, {}, LY_ACTIVE],
    ['course parent cr', LY_ACTIVE, { courseParentId: 'cr' }, { bsCode: 'CR', courseParentId: 'cr', courseIds: [] }],
    [
      'course ly-nonmember (parent from the catalogue)',
      VISITOR,
      { courseId: 'ly-nonmember' },
      { bsCode: 'LY', courseParentId: 'ly', courseIds: ['ly-nonmember'] },
    ],
    [
      'parent and course',
      VISITOR,
      { courseParentId: 'ly', courseId: 'ly-member' },
      { bsCode: 'LY', courseParentId: 'ly', courseIds: ['ly-member'] },
    ],
  ] as const)('%s', (_label, base, override, expected) => {
    expect(previewAudience(base, override, COURSES)).toEqual(expected);
  });

  it('a course parent alone reaches every course of that parent', () => {
    const parentOnly = previewAudience(VISITOR, { courseParentId: 'ly' }, COURSES);
    expect(isForAudience(row({ courses: [LY_MEMBER] }), parentOnly)).toBe(true);
    expect(isForAudience(row({ courses: [CR_CLUB] }), parentOnly)).toBe(false);
  });
});
