import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MAINTENANCE_ERROR_CODE, MAINTENANCE_PATH } from '@portal/contracts/maintenance-codes';
import { PREVIEW_COOKIE } from '@portal/contracts/cms';
import type { Clock } from '../../lib/clock.ts';
import { readPreviewSession } from '../cms/preview.ts';
import type { MaintenanceState, MaintenanceSwitch } from './maintenance-switch.ts';

/** The API's answer while the portal is closed; the page /maintenance says the same. */
export const MAINTENANCE_ANSWER = {
  error: { code: MAINTENANCE_ERROR_CODE, message: 'ただいまメンテナンス中です。' },
};

/** A request's path, without its query. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * What stays open during maintenance: the built files, the health probes and the metrics, the operator API (to end
 * it), the public configuration the page /maintenance renders with, starting a staff preview, and the page itself.
 */
function staysOpen(path: string, operatorPrefix: string): boolean {
  return (
    path === MAINTENANCE_PATH ||
    path.startsWith('/assets/') ||
    path.startsWith(operatorPrefix) ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/metrics' ||
    path === '/v1/config' ||
    path === '/v1/cms/preview' ||
    // A file of the SPA's public folder (an image, the favicon, robots.txt). Not under /v1: a page script
    // (/v1/cms/script/…/1.js) or an id with a dot is content, closed like the rest of the API.
    (!path.startsWith('/v1/') && /\/[^/]+\.[a-z0-9]+$/i.test(path))
  );
}

export interface MaintenanceGateOptions {
  maintenance: MaintenanceSwitch;
  clock: Clock;
  previewSecret: string;
  /** Where the operator API lives, which stays open: app.ts passes it (the operator module sits above this one). */
  operatorPrefix: string;
}

/**
 * The maintenance gate (issue 13, docs/operations-maintenance.md). While the switch is on, a page request is sent
 * to /maintenance (302) and an API call answers 503 with Retry-After; /maintenance itself is served with 503 and
 * Retry-After too, so that monitors and crawlers see the state. Staff with a preview session pass (they check
 * content before the portal reopens). When the switch is off, /maintenance sends the member to the top page.
 */
export const maintenanceGate = fp<{
  maintenance: MaintenanceSwitch;
  clock: Clock;
  previewSecret: string;
  /** Where the operator API lives (app.ts passes `operator/paths.ts`'s prefix: the operator module sits above this one). */
  operatorPrefix: string;
}>(async (app, { maintenance, clock, previewSecret, operatorPrefix }) => {
  const retryAfter = (reply: FastifyReply, seconds: number) =>
    reply.header('retry-after', String(seconds)).header('cache-control', 'no-store');

  /** The gate's decision once the switch is known; replies (and so ends the request) when the portal is closed. */
  async function gate(request: FastifyRequest, reply: FastifyReply, path: string, state: MaintenanceState) {
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!state.on) {
      if (path === MAINTENANCE_PATH && page) return reply.header('cache-control', 'no-store').redirect('/', 302);
      return;
    }
    if (staysOpen(path, operatorPrefix)) return;
    if (await readPreviewSession(request.cookies[PREVIEW_COOKIE], previewSecret, clock.now())) return;
    retryAfter(reply, state.retryAfterSeconds);
    if (page && !path.startsWith('/v1/')) return reply.redirect(MAINTENANCE_PATH, 302);
    return reply.code(503).send(MAINTENANCE_ANSWER);
  }

  // Callback hooks with a synchronous fast path: on nearly every request the switch is off and was read less than
  // its cache time ago, and the request goes on without a promise (ADR 0019: what every cached call pays).
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url);
    const known = maintenance.peek();
    if (known && !known.on && path !== MAINTENANCE_PATH) return done();
    // As Fastify runs an async hook: done() afterwards either way, and Fastify stops there when the gate replied.
    (known
      ? gate(request, reply, path, known)
      : maintenance.state().then((state) => gate(request, reply, path, state))
    ).then(() => done(), done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || pathOf(request.url) !== MAINTENANCE_PATH) return done(null, payload);
    maintenance.state().then((state) => {
      if (state.on) retryAfter(reply.code(503), state.retryAfterSeconds);
      done(null, payload);
    }, done);
  });
});
