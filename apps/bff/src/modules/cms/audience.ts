import type { Database } from '@portal/db';
import type { PreviewQuery } from '@portal/contracts/cms';
import type { CmsLocale, CmsSource } from '../../adapters/cms-source.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { SessionService } from '../auth/service.ts';
import { findAudienceFactsByMember, findAudienceFactsBySubscription } from './repository.ts';
import { CourseRowSchema, parseRows } from './rows.ts';
import { VISITOR, audienceOfMember, previewAudience, type Audience } from './targeting.ts';

/**
 * How long a session's audience is reused before the session and the carrier data are read again: a member whose
 * membership or business code changes, or whose session ends, gets the new audience's content at most this late.
 */
export const AUDIENCE_TTL_SECONDS = 30;

export interface AudiencesOptions {
  db: Database;
  sessions: SessionService;
  clock: Clock;
  /** The CMS, for the course catalogue (preview's course choices), read directly. */
  source: CmsSource;
  ttlSeconds?: number;
  /** Sessions remembered at most (the longest remembered forgotten first). */
  maxSessions?: number;
}

interface Remembered {
  audience: Audience;
  /** Epoch ms: the TTL, or the session's own end when sooner. */
  until: number;
}

/**
 * Whom a CMS answer is for (docs/cms-content-model.md, Audience). A signed-in member's audience comes from the
 * server session and the carrier tables — never from a client cookie — and is worked out once per session and
 * `ttlSeconds`, in this process: keyed by the session id (the SHA-256 of the cookie token, as stored), so a
 * new session (login, rotation) reads afresh. A cookie that is no live session is remembered as a visitor for as
 * long: session tokens are random and a new one is only ever issued with its row.
 */
export function createAudiences(options: AudiencesOptions) {
  const { db, sessions, clock } = options;
  const ttlMs = (options.ttlSeconds ?? AUDIENCE_TTL_SECONDS) * 1000;
  const maxSessions = options.maxSessions ?? 10_000;
  const remembered = new Map<string, Remembered>();
  const reading = new Map<string, Promise<Audience>>();

  async function read(token: string, id: string): Promise<Audience> {
    const now = clock.now().getTime();
    const session = await sessions.current(token);
    const facts = session ? await findAudienceFactsByMember(db, session.memberId) : null;
    const audience = facts ? audienceOfMember(facts) : VISITOR;
    const sessionEnd = session ? Math.min(session.expiresAt.getTime(), session.userLimitAt.getTime()) : Infinity;
    remembered.delete(id);
    remembered.set(id, { audience, until: Math.min(now + ttlMs, sessionEnd) });
    if (remembered.size > maxSessions) remembered.delete(remembered.keys().next().value!);
    return audience;
  }

  return {
    /** The audience of a request's session cookie (visitor without one or without a live session). */
    ofSession(token: string | undefined): Promise<Audience> | Audience {
      if (!token) return VISITOR;
      const id = sha256(token);
      const known = remembered.get(id);
      if (known && clock.now().getTime() < known.until) return known.audience;
      let pending = reading.get(id);
      if (!pending) {
        pending = read(token, id).finally(() => reading.delete(id));
        reading.set(id, pending);
      }
      return pending;
    },

    /**
     * Preview (staff only, never remembered): the member of `subscriptionId` (visitor when unknown), overridden by
     * `courseParentId`/`courseId`.
     */
    async ofPreview(params: PreviewQuery, locale: CmsLocale): Promise<Audience> {
      const facts = params.subscriptionId ? await findAudienceFactsBySubscription(db, params.subscriptionId) : null;
      const base = facts ? audienceOfMember(facts) : VISITOR;
      const courses =
        params.courseId && !params.courseParentId
          ? parseRows(CourseRowSchema, await options.source.list('courses', { locale, draft: false }))
          : [];
      return previewAudience(base, params, courses);
    },

    /** Forgets every remembered session (tests). */
    clear(): void {
      remembered.clear();
    },
  };
}

export type Audiences = ReturnType<typeof createAudiences>;
