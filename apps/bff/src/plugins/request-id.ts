import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, currentRequestId, requestIdOf, requestIdStorage } from '../lib/request-id.ts';

/** Marks the loggers Fastify makes per request (they carry `reqId` already) and their children. */
const BOUND_TO_REQUEST = Symbol('portal.boundToRequest');

type LoggerOption = boolean | { level: string; stream?: { write(line: string): void } };

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

function boundChild(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions = {},
): FastifyBaseLogger {
  const child = parent.child(bindings, options);
  // pino's children inherit from their parent: the children of this one are marked too.
  (child as unknown as Record<symbol, boolean>)[BOUND_TO_REQUEST] = true;
  return child;
}

/**
 * A request's logger that makes its pino child only when a line is written. Fastify asks for one per request, and
 * at the usual levels (warn in a busy deployment, info without request logs…) most requests write nothing: building
 * the child was about a tenth of what a cached answer costs (ADR 0019). Its lines are the child's, `reqId` included.
 */
function requestLogger(parent: FastifyBaseLogger, bindings: Bindings): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= boundChild(parent, bindings));
  const enabled = (level: Level) => {
    const logger = (child ?? parent) as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return logger.isLevelEnabled ? logger.isLevelEnabled(level) : true;
  };
  const logger = {
    get level() {
      return (child ?? parent).level;
    },
    set level(level: string) {
      made().level = level;
    },
    silent: () => undefined,
    child: (childBindings: Bindings, options?: ChildLoggerOptions) => made().child(childBindings, options),
    isLevelEnabled: enabled,
  } as Record<string, unknown>;
  for (const level of LEVELS) {
    logger[level] = (...args: unknown[]) => {
      if (!enabled(level)) return;
      (made()[level] as (...line: unknown[]) => void)(...args);
    };
  }
  return logger as unknown as FastifyBaseLogger;
}

/**
 * The server options behind the request id:
 * - `genReqId`: the caller's X-Request-Id when it is a short safe token, else a new UUID;
 * - every log line written while a request's work runs carries its `reqId` — `request.log` lines by Fastify's binding,
 *   and lines of `app.log` (the CMS cache, the outbox, the adapters' callers) by a mixin reading the request context.
 */
export function requestIdServerOptions(
  logger: LoggerOption,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'childLoggerFactory' | 'logger'> {
  const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (parent, bindings, options) => {
    // A route's own level or serializers change how pino builds the child: make it at once.
    if (options.level || options.serializers) return boundChild(parent, bindings, options);
    return requestLogger(parent, bindings);
  };
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
