import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

/**
 * The app's helmet headers (plugins/security.ts), worked out once. @fastify/helmet builds helmet's middlewares
 * anew for every request — about a tenth of what a cached CMS answer costs (ADR 0019) — so the CMS routes opt out
 * (`helmet: false`) and send the same headers: the ones the first `reply.helmet()` (the plugin's documented
 * decorator, with the app's configuration) set, replayed on every later reply. With per-request CSP nonces
 * configured the headers differ per reply, and helmet runs every time as before.
 */
export function createSecurityHeaders() {
  let known: Record<string, string | number | string[]> | null = null;
  return function applySecurityHeaders(reply: FastifyReply): void {
    if (known) {
      // Among the reply's own headers: one set handed to writeHead.
      reply.headers(known);
      return;
    }
    const before = new Set(reply.raw.getHeaderNames());
    reply.helmet();
    if (reply.cspNonce) return;
    const set: OutgoingHttpHeaders = reply.raw.getHeaders();
    known = Object.fromEntries(
      Object.entries(set).filter(
        (entry): entry is [string, string | number | string[]] => !before.has(entry[0]) && entry[1] !== undefined,
      ),
    );
  };
}
