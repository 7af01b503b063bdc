/**
 * The origins the CMS trusts (docs/decisions/0008-payload-cms.md, amendment 2026-11-25; 0034): its own, where editors
 * open the admin. An editor's cookie counts only on requests from these origins (Payload's `csrf`), and only these
 * get CORS answers (Payload's `cors`). Not the portal's (issue 33): the portal reads published content with its own
 * API key, server to server, and sends editors to its preview by a link; a script on the portal's origin must not
 * reach an editor's session (GET /api/users/me answered it the editor's token, and PATCH requests went through).
 */
type Env = Record<string, string | undefined>;

const DEFAULT_PORTAL_ORIGIN = 'http://localhost:3000';

/** `http://host:port` of a URL; the value itself when it is not one (Payload then matches nothing with it). */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** The portal, where preview links go: `PORTAL_ORIGIN` (what `npm start` passes the CMS), default `http://localhost:3000`. */
export function portalOrigin(env: Env = process.env): string {
  return originOf(env.PORTAL_ORIGIN || DEFAULT_PORTAL_ORIGIN);
}

/**
 * Where editors reach the CMS: `CMS_PUBLIC_URL` when set (a deployment names its public address); otherwise the
 * local CMS on `CMS_PORT` (default 3001), as `localhost` and as `127.0.0.1` — both name this machine.
 */
export function cmsOrigins(env: Env = process.env): string[] {
  if (env.CMS_PUBLIC_URL) return [originOf(env.CMS_PUBLIC_URL)];
  const port = env.CMS_PORT || '3001';
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

/** The CMS's own origins: Payload's `csrf` and `cors` lists. */
export function trustedOrigins(env: Env = process.env): string[] {
  return cmsOrigins(env);
}

/** Whether the CMS is served over https (its session cookie is then `Secure`). */
export function cmsIsHttps(env: Env = process.env): boolean {
  return cmsOrigins(env).every((origin) => origin.startsWith('https:'));
}
