/**
 * The admin's Content-Security-Policy (docs/decisions/0008-payload-cms.md, amendment 2026-11-25). An editor can
 * publish script that runs on the portal (ADR 0009), so an editor's admin session is worth as much as the portal:
 * the admin is never framed (clickjacking), and its pages run only the scripts the CMS itself serves. The headers
 * of every answer (X-Frame-Options and the REST API's policy) are in next.config.ts; this one is set per page by
 * proxy.ts:
 * - scripts: the CMS's own files (Next's chunks, Monaco under /monaco, which its loader injects as same-origin
 *   `<script src>`) and Next's inline bootstrap scripts, which carry this request's nonce; nothing else inline,
 *   no eval in production (`next dev` needs it for React's debugging aids);
 * - styles inline too: Payload renders style attributes and Monaco injects `<style>` elements;
 * - Monaco's workers start from blob URLs that import same-origin scripts; its icon font may come as a data URL;
 * - images from the CMS (media), data and blob URLs (upload previews); no third party (the avatar is Payload's
 *   default, not Gravatar);
 * - never framed, forms post only to the CMS, no plugins, no `<base>` elsewhere.
 */
export function adminContentSecurityPolicy(nonce: string, options: { development?: boolean } = {}): string {
  const eval_ = options.development ? " 'unsafe-eval'" : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${eval_}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A fresh nonce per page: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
