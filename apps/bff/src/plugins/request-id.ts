import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, currentRequestId, requestIdOf, requestIdStorage } from '../lib/request-id.ts';

/** Marks the loggers Fastify makes per request (they carry `reqId` already) and their children. */
const BOUND_TO_REQUEST = Symbol('portal.boundToRequest');

type LoggerOption = boolean | { level: string; stream?: { write(line: string): void } };

/**
 * Fastify's per-request logger (its default, `parent.child(bindings)`), marked as bound to its request: its lines
 * carry `reqId` already, so the mixin below leaves them alone. pino's children inherit from their parent, so the
 * loggers made from it are marked too.
 */
const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (parent, bindings, options) => {
  const child = parent.child(bindings, options);
  (child as unknown as Record<symbol, boolean>)[BOUND_TO_REQUEST] = true;
  return child;
};

/**
 * The server options behind the request id:
 * - `genReqId`: the caller's X-Request-Id when it is a short safe token, else a new UUID;
 * - every log line written while a request's work runs carries its `reqId` — `request.log` lines by Fastify's binding,
 *   and lines of `app.log` (the CMS cache, the outbox, the adapters' callers) by a mixin reading the request context.
 */
export function requestIdServerOptions(
  logger: LoggerOption,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'childLoggerFactory' | 'logger'> {
  const mixin = (_object: object, _level: number, target: FastifyBaseLogger) => {
    if ((target as unknown as Record<symbol, boolean>)[BOUND_TO_REQUEST]) return {};
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  };
  return {
    genReqId: requestIdOf,
    requestIdHeader: false,
    childLoggerFactory,
    logger: logger === false ? false : { ...(logger === true ? {} : logger), mixin },
  };
}

/**
 * Echoes the request id in X-Request-Id and runs the request's work inside its context, so that the CMS and the
 * identity providers receive it (lib/request-id.ts) and log lines carry it. Body parsing leaves the context (stream
 * events), so it is entered again before validation, as @fastify/request-context does.
 */
export const requestIdPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestIdStorage.run(request.id, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // GET and HEAD have no body to parse: their work never left the context.
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    requestIdStorage.run(request.id, done);
  });
});
