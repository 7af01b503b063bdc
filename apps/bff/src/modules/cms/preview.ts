import { lt } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { PREVIEW_SESSION_SECONDS, PreviewQuerySchema, type PreviewQuery } from '@portal/contracts/cms';
import { previewTokenUses, type Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';

/**
 * Staff preview (docs/cms-content-model.md, Preview): the CMS hands staff a short HS256 token; the BFF checks it
 * and issues its own preview-session token (the `portal_preview` cookie) with another audience, so neither token
 * can stand in for the other.
 */
export const CMS_TOKEN = { issuer: 'portal-cms', audience: 'portal-preview' } as const;
export const SESSION_TOKEN = { issuer: 'portal-bff', audience: 'portal-preview-session' } as const;

export interface PreviewSession {
  /** The staff user id of the CMS (`sub`). */
  staffId: string;
  expiresAt: Date;
}

const key = (secret: string) => new TextEncoder().encode(secret);

async function verify(
  token: string,
  secret: string,
  expected: { issuer: string; audience: string },
  now: Date,
  requiredClaims: string[] = ['exp', 'sub'],
): Promise<{ sub: string; exp: number; jti: string | undefined } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: expected.issuer,
      audience: expected.audience,
      currentDate: now,
      requiredClaims,
    });
    return { sub: String(payload.sub), exp: Number(payload.exp), jti: payload.jti };
  } catch {
    return null;
  }
}

/** A verified CMS preview token: whom it was issued to, its id and its end. */
export interface CmsPreviewToken {
  staffId: string;
  tokenId: string;
  expiresAt: Date;
}

/**
 * The CMS's preview token (10 minutes, `aud` portal-preview, `iss` portal-cms, an id in `jti`), or null. Whether it
 * was already used is `claimPreviewToken`'s question.
 */
export async function verifyCmsPreviewToken(token: string, secret: string, now: Date): Promise<CmsPreviewToken | null> {
  const claims = await verify(token, secret, CMS_TOKEN, now, ['exp', 'sub', 'jti']);
  if (!claims?.jti) return null;
  return { staffId: claims.sub, tokenId: claims.jti, expiresAt: new Date(claims.exp * 1000) };
}

/**
 * Records the token's first use; false when it was used before (on any replica: the database decides). Tokens
 * that have expired are forgotten on the way: they are refused by their `exp` alone.
 */
export async function claimPreviewToken(db: Database, token: CmsPreviewToken, now: Date): Promise<boolean> {
  await db.delete(previewTokenUses).where(lt(previewTokenUses.expiresAt, now));
  const claimed = await db
    .insert(previewTokenUses)
    .values({ tokenId: token.tokenId, staffId: token.staffId, usedAt: now, expiresAt: token.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenId: previewTokenUses.tokenId });
  return claimed.length === 1;
}

export async function issuePreviewSession(
  staffId: string,
  secret: string,
  now: Date,
): Promise<{ token: string; session: PreviewSession }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const exp = issuedAt + PREVIEW_SESSION_SECONDS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(staffId)
    .setIssuer(SESSION_TOKEN.issuer)
    .setAudience(SESSION_TOKEN.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, session: { staffId, expiresAt: new Date(exp * 1000) } };
}

export async function readPreviewSession(
  token: string | undefined,
  secret: string,
  now: Date,
): Promise<PreviewSession | null> {
  if (!token) return null;
  const claims = await verify(token, secret, SESSION_TOKEN, now);
  return claims ? { staffId: claims.sub, expiresAt: new Date(claims.exp * 1000) } : null;
}

/** What exchanging a CMS preview token gave. */
export type PreviewStart =
  | { outcome: 'started'; token: string }
  /** The token was exchanged before, in this browser: its session is already here. */
  | { outcome: 'held' }
  | { outcome: 'used' }
  | { outcome: 'forbidden' };

export type PreviewSessions = ReturnType<typeof createPreviewSessions>;

/** Staff preview sessions: the CMS's one-time token exchanged for the portal's own session token. */
export function createPreviewSessions(deps: { db: Database; secret: string; clock: Clock }) {
  const { db, secret, clock } = deps;
  return {
    /** The live preview session of a `portal_preview` cookie, or null. */
    current: (token: string | undefined) => readPreviewSession(token, secret, clock.now()),

    /**
     * Exchanges the CMS's token, once, for a preview session. The CMS admin keeps one link per page view: a second
     * press in the browser that holds the session only goes back to it; anywhere else the link is worth nothing.
     */
    async start(cmsToken: string, heldSessionToken: string | undefined): Promise<PreviewStart> {
      const now = clock.now();
      const verified = await verifyCmsPreviewToken(cmsToken, secret, now);
      if (!verified) return { outcome: 'forbidden' };
      if (!(await claimPreviewToken(db, verified, now))) {
        const held = await readPreviewSession(heldSessionToken, secret, now);
        return held?.staffId === verified.staffId ? { outcome: 'held' } : { outcome: 'used' };
      }
      const { token } = await issuePreviewSession(verified.staffId, secret, now);
      return { outcome: 'started', token };
    },
  };
}

const PREVIEW_KEYS = Object.keys(PreviewQuerySchema.shape) as (keyof PreviewQuery)[];

/** The preview parameters of a request's query, when it carries any (then a preview session is required). */
export function previewParameters(query: Record<string, unknown>): PreviewQuery | null {
  if (!PREVIEW_KEYS.some((k) => query[k] !== undefined)) return null;
  return PreviewQuerySchema.parse(Object.fromEntries(PREVIEW_KEYS.map((k) => [k, query[k]])));
}
