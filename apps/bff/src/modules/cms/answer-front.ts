import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { LANGUAGE_COOKIE, SESSION_COOKIE, isFeaturePhone } from '@portal/contracts';
import { REQUEST_ID_HEADER, requestIdOf } from '../../lib/request-id.ts';
import type { SecurityHeaders } from '../../plugins/security-headers.ts';
import type { MaintenanceSwitch } from '../maintenance/maintenance-switch.ts';
import { ANSWER_VARY, KEPT_CACHE_CONTROL, answerParts } from './answers.ts';
import type { CmsService } from './service.ts';

/**
 * The answer front (ADR 0031): a GET of a URL the CMS routes have answered before, whose kept answer still holds
 * for this request's audience and language, is answered from that answer as the server receives it, before
 * Fastify's router, hooks and reply — byte for byte what the route would send (tested), with the same guarantees:
 * - the API answers' security headers, the request id (the caller's X-Request-Id when safe, echoed), the duration
 *   metric under the route's pattern, the CMS cache's read counted;
 * - anything the front cannot decide at once goes the usual way, where the plugins decide it: a method other than
 *   GET, a body, a feature phone, maintenance on or not read in the last seconds, an audience not remembered, a
 *   snapshot no longer fresh or replaced, a targeting window crossed, preview parameters (never learned), and any
 *   request while the logger writes request lines (info and below: Fastify writes them, the front would not).
 * A URL is learned only from an answer the route sent: its query has passed the route's validation then, and the
 * same URL always means the same route and query.
 */

export interface AnswerFrontParts {
  cms: Pick<CmsService, 'peekKept'>;
  maintenance: Pick<MaintenanceSwitch, 'peek'>;
  /** The headers of every API answer (plugins/security.ts, securityHeaderSets().api). */
  securityHeaders: SecurityHeaders;
  /** The app's cookie parser (@fastify/cookie's, with its options): the cookies as the routes read them. */
  parseCookie(header: string): Record<string, string | undefined>;
  /** The app's logger: while it writes request lines, the front stands aside. */
  log: FastifyBaseLogger;
  /** The request-duration metric, as the metrics plugin observes it for every answer. */
  observe(labels: { method: string; route: string; status_code: string }, seconds: number): void;
}

/** The options Fastify applies to the server it makes itself (fastify/lib/server.js). */
interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

interface Learned {
  /** The kept answer's key of route and query (SerialisedAnswer.keptAs). */
  keptAs: string;
  /** The route's pattern, for the metric (`/v1/cms/news/:id`). */
  route: string;
}

/**
 * The longest URL learned. Longer ones (and absolute-form targets, `GET http://host/…`, which the security hook tells
 * apart by their path) always go to the app: a client can only make the front forget, never hold much memory.
 */
const MAX_URL_LENGTH = 512;

export function createAnswerFront(options: { maxUrls?: number } = {}) {
  const maxUrls = options.maxUrls ?? 2_000;
  /** The URLs learned; a request for one makes it the most recent, past `maxUrls` the least recent goes. */
  const learned = new LRUCache<string, Learned>({ max: maxUrls });
  let parts: AnswerFrontParts | null = null;
  /** The security headers as a flat list of names and values. */
  let securityPairs: readonly string[] = [];

  // pino's; Fastify's silent logger (logger: false) has none and writes nothing.
  const writesRequestLines = (log: FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }) =>
    log.isLevelEnabled ? log.isLevelEnabled('info') : false;

  /** Answers the request and returns true, or returns false having touched nothing (Fastify answers it). */
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!parts || request.method !== 'GET') return false;
    const url = request.url ?? '';
    const found = learned.get(url);
    if (!found) return false;
    const { headers } = request;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    if (isFeaturePhone(headers['user-agent']) || writesRequestLines(parts.log)) return false;
    const maintenance = parts.maintenance.peek();
    if (!maintenance || maintenance.on) return false;
    const started = performance.now();
    const cookies = headers.cookie ? parts.parseCookie(headers.cookie) : {};
    const locale = cookies[LANGUAGE_COOKIE] === 'en' ? 'en' : 'ja';
    const kept = parts.cms.peekKept(found.keptAs, locale, cookies[SESSION_COOKIE]);
    if (!kept) return false;

    // In the order the route's answer has them: the request id, the security headers, the route's own. As a flat
    // list: Node's writeHead then reads no object whose shape differs from Fastify's header objects, which would
    // make the code both paths share slower for each (measured: ADR 0031).
    const {
      status,
      headers: own,
      body,
    } = answerParts(kept, { acceptEncoding: headers['accept-encoding'], ifNoneMatch: headers['if-none-match'] }, true);
    const out = [REQUEST_ID_HEADER, requestIdOf(request), ...securityPairs];
    out.push('cache-control', KEPT_CACHE_CONTROL, 'vary', ANSWER_VARY, ...own);
    if (body) out.push('content-length', String(body.length));
    response.writeHead(status, out);
    response.end(body ?? undefined);
    // Answered: from here on nothing may hand the request to the app.
    try {
      parts.observe(
        { method: 'GET', route: found.route, status_code: String(status) },
        (performance.now() - started) / 1000,
      );
    } catch (error) {
      parts.log.warn({ err: error }, 'answer front: the answer went out, its bookkeeping failed');
    }
    return true;
  }

  return {
    /** The app's parts the front answers with; until then it answers nothing. */
    attach(appParts: AnswerFrontParts): void {
      parts = appParts;
      securityPairs = Object.entries(appParts.securityHeaders).flat();
    },

    /**
     * From now on the front answers nothing: the app is closing, and Fastify's answers say `Connection: close`, so
     * that keep-alive connections end and the close is not held by them (app.ts, preClose).
     */
    detach(): void {
      parts = null;
    },

    /**
     * A URL the route `route` has just answered with a kept answer (routes.ts); past `maxUrls`, the URL least
     * recently asked for is forgotten.
     */
    learn(url: string, route: string, keptAs: string): void {
      if (!url.startsWith('/') || url.length > MAX_URL_LENGTH) return;
      const known = learned.peek(url);
      if (known?.keptAs === keptAs && known.route === route) return;
      learned.set(url, { keptAs, route });
    },

    answer,

    /** Number of URLs learned (tests). */
    get size(): number {
      return learned.size;
    },

    /**
     * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (its timeouts too), with the front before its
     * handler. `app.inject` calls Fastify's handler directly and so never meets the front. (With a server factory,
     * Fastify binds `localhost` to one address, not both; HOST is an address: 127.0.0.1 by default, 0.0.0.0 in
     * compose.)
     */
    serverFactory: ((
      handler: (request: IncomingMessage, response: ServerResponse) => void,
      serverOptions: ServerTimeouts & { http?: ServerOptions | null },
    ) => {
      const server: Server = createServer(
        serverOptions.http ?? {},
        (request: IncomingMessage, response: ServerResponse) => {
          let answered = false;
          try {
            answered = answer(request, response);
          } catch (error) {
            // Nothing was written (after writeHead, answer() catches what it calls): Fastify answers.
            parts?.log.warn({ err: error }, 'answer front failed; answered by the app');
          }
          if (!answered) handler(request, response);
        },
      );
      server.keepAliveTimeout = serverOptions.keepAliveTimeout ?? 72_000;
      server.requestTimeout = serverOptions.requestTimeout ?? 0;
      server.setTimeout(serverOptions.connectionTimeout ?? 0);
      if (serverOptions.maxRequestsPerSocket) server.maxRequestsPerSocket = serverOptions.maxRequestsPerSocket;
      return server;
    }) as unknown as FastifyServerFactory,
  };
}

export type AnswerFront = ReturnType<typeof createAnswerFront>;
