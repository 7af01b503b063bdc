import { SignJWT } from 'jose';
import type { GeneratePreviewURL } from 'payload';
import { portalOrigin } from './origins.ts';

/** Spec docs/cms-content-model.md, Preview. */
export const PREVIEW_AUDIENCE = 'portal-preview';
export const PREVIEW_ISSUER = 'portal-cms';
export const PREVIEW_TOKEN_SECONDS = 10 * 60;

/**
 * Category route of a block content's location (`top` → `/`); the footer's mini-banner shows on every page, so its
 * preview opens the top page.
 */
export const locationPath = (locationCode: string): string =>
  locationCode === 'top' || locationCode === 'footer_banner' ? '/' : `/${locationCode}`;

const OTHER_PAGE_ROUTES: Record<string, string> = {
  faq: '/faq',
  lifeyell_kiyaku: '/lifeyell-kiyaku',
  benepo: '/benepo',
  yell: '/yell',
  promotion: '/promotion',
  nly_promotion: '/nly-promotion',
  how_to_pay: '/howToPay',
};

export const otherPagePath = (otherId: string): string =>
  OTHER_PAGE_ROUTES[otherId] ?? `/otherPage?other_id=${encodeURIComponent(otherId)}`;

/** The portal path of a document, by collection (docs/cms-content-model.md, Portal paths). */
export function portalPathOf(collection: string, doc: Record<string, unknown>): string | null {
  switch (collection) {
    case 'news':
      return doc.id === undefined ? null : `/information/${String(doc.id)}`;
    case 'special-pages':
      return typeof doc.alias === 'string' ? `/specialPage/detail?spid=${encodeURIComponent(doc.alias)}` : null;
    case 'other-pages':
      return typeof doc.otherId === 'string' ? otherPagePath(doc.otherId) : null;
    case 'block-contents':
      return typeof doc.locationCode === 'string' ? locationPath(doc.locationCode) : null;
    default:
      return null;
  }
}

/**
 * An HS256 JWT for the portal's `/v1/cms/preview`: sub = staff user id, 10 minutes, and its own id (`jti`): the
 * portal exchanges a token once for its preview cookie and refuses it afterwards, so a link that leaks from the
 * address bar, a history or a log is worth nothing.
 */
export async function signPreviewToken(userId: string | number, secret: string, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuer(PREVIEW_ISSUER)
    .setJti(crypto.randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PREVIEW_TOKEN_SECONDS)
    .sign(new TextEncoder().encode(secret));
}

export async function buildPreviewUrl(options: {
  portalOrigin: string;
  secret: string;
  userId: string | number;
  path: string;
  now?: Date;
}): Promise<string> {
  const token = await signPreviewToken(options.userId, options.secret, options.now);
  const origin = options.portalOrigin.replace(/\/+$/, '');
  return `${origin}/v1/cms/preview?token=${encodeURIComponent(token)}&path=${encodeURIComponent(options.path)}`;
}

/** `admin.preview` of a content collection; no button when the secret is missing or nobody is logged in. */
export const previewFor =
  (collection: string): GeneratePreviewURL =>
  async (doc, { req }) => {
    const secret = process.env.PREVIEW_TOKEN_SECRET;
    const path = portalPathOf(collection, doc);
    if (!secret || !req.user || !path) return null;
    return buildPreviewUrl({
      portalOrigin: portalOrigin(),
      secret,
      userId: req.user.id,
      path,
    });
  };
