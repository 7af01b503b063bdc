import { japanDayBounds } from '../../lib/japan-time.ts';
import type { CourseRow, TargetingRow } from './rows.ts';

/**
 * Who a CMS answer is for. Visitors have no business code and no course; members get theirs from the carrier
 * data (audienceOfMember); preview builds one from the staff's choices.
 */
export interface Audience {
  /** LY | CR, or null for a visitor. */
  bsCode: string | null;
  /** Parent of the member's courses (`ly`, `cr`), or null. */
  courseParentId: string | null;
  /** Controller ids of the member's courses (`ly-member`, `ly-nonmember`, `cr-club`). */
  courseIds: string[];
}

export const VISITOR: Audience = { bsCode: null, courseParentId: null, courseIds: [] };

/** A string that tells audiences apart (the key of the answers built for one). */
export function audienceKey(audience: Audience): string {
  return `${audience.bsCode ?? '-'}/${audience.courseParentId ?? '-'}/${audience.courseIds.join('+')}`;
}

/**
 * The time a document's window is judged against:
 * - `instant`: an ordinary request, at the request time;
 * - `day`: preview with a previewDate — the whole Japan-time day [00:00, next 00:00). A document is visible on that
 *   day when its window overlaps it at all (start before the day ends, end after it begins), so staff see what
 *   members may see at some moment of that day, including content that starts at 18:00 or ends at 10:00.
 */
export type TargetTime = { kind: 'instant'; at: Date } | { kind: 'day'; start: Date; end: Date };

/** The Japan-time day of a `YYYY-MM-DD` preview date. */
export function japanDay(isoDate: string): TargetTime {
  return { kind: 'day', ...japanDayBounds(isoDate) };
}

export interface TargetingContext {
  audience: Audience;
  time: TargetTime;
  /** Preview reads drafts: every document counts as published. */
  includeDrafts: boolean;
}

function instant(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The first instant after `now` (epoch ms) at which a document of these lists starts or ends: until then, targeting
 * at any instant gives what it gives at `now`. Infinity when no window changes ahead.
 */
export function nextWindowChange(
  lists: readonly (readonly Partial<Pick<TargetingRow, 'startDate' | 'endDate'>>[])[],
  now: number,
): number {
  let next = Infinity;
  for (const list of lists) {
    for (const row of list) {
      for (const value of [row.startDate, row.endDate]) {
        const at = instant(value ?? null);
        if (at !== null && at > now && at < next) next = at;
      }
    }
  }
  return next;
}

/** Start/end window, Japan time: start inclusive, end exclusive (docs/cms-content-model.md). */
export function isInWindow(row: Pick<TargetingRow, 'startDate' | 'endDate'>, time: TargetTime): boolean {
  const start = instant(row.startDate);
  const end = instant(row.endDate);
  if (time.kind === 'instant') {
    const at = time.at.getTime();
    return (start === null || start <= at) && (end === null || at < end);
  }
  return (start === null || start < time.end.getTime()) && (end === null || end > time.start.getTime());
}

function inCourse(course: CourseRow, audience: Audience): boolean {
  if (audience.courseIds.includes(course.controllerId)) return true;
  // Preview with a course parent only: every course of that parent.
  return (
    audience.courseIds.length === 0 && audience.courseParentId !== null && course.parentId === audience.courseParentId
  );
}

/** Business codes (empty = everyone, visitors included) and course include/exclude relations. */
export function isForAudience(row: Pick<TargetingRow, 'bscodes' | 'courses' | 'excludedCourses'>, audience: Audience) {
  if (row.bscodes.length > 0 && (audience.bsCode === null || !row.bscodes.includes(audience.bsCode))) return false;
  if (row.courses.length > 0 && !row.courses.some((c) => inCourse(c, audience))) return false;
  if (row.excludedCourses.some((c) => inCourse(c, audience))) return false;
  return true;
}

/** The targeting rule of every content document: published, in its window, for this audience. */
export function isVisible(row: TargetingRow, context: TargetingContext): boolean {
  if (!context.includeDrafts && row._status !== 'published') return false;
  return isInWindow(row, context.time) && isForAudience(row, context.audience);
}

/** Status only (header/footer has no targeting fields). */
export function isPublishedFor(row: { _status?: string | null | undefined }, context: TargetingContext): boolean {
  return context.includeDrafts || row._status === 'published' || row._status == null;
}

/**
 * A member's audience from the carrier data: LY with an active membership → ly/ly-member, LY without →
 * ly/ly-nonmember, CR → cr/cr-club. Other business codes get their code and no course.
 */
export function audienceOfMember(member: { businessCode: string; membershipActive: boolean }): Audience {
  if (member.businessCode === 'LY') {
    return { bsCode: 'LY', courseParentId: 'ly', courseIds: [member.membershipActive ? 'ly-member' : 'ly-nonmember'] };
  }
  if (member.businessCode === 'CR') return { bsCode: 'CR', courseParentId: 'cr', courseIds: ['cr-club'] };
  return { bsCode: member.businessCode, courseParentId: null, courseIds: [] };
}

/**
 * Preview: staff's course parent / course override the member's (or visitor's) audience. The business code
 * follows the course parent (`ly` → LY, `cr` → CR), as the seeded courses are named after business codes.
 */
export function previewAudience(
  base: Audience,
  override: { courseParentId?: string | undefined; courseId?: string | undefined },
  courses: readonly CourseRow[],
): Audience {
  const course = override.courseId ? courses.find((c) => c.controllerId === override.courseId) : undefined;
  const parent = override.courseParentId ?? course?.parentId ?? null;
  if (!override.courseId && !override.courseParentId) return base;
  return {
    bsCode: parent ? parent.toUpperCase() : base.bsCode,
    courseParentId: parent,
    courseIds: override.courseId ? [override.courseId] : [],
  };
}
