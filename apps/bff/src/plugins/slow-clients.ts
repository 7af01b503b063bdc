import type { ServerOptions } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  CLIENT_REFUSALS,
  bodyStillToCome,
  clientErrorListener,
  httpServerTimeouts,
  rawJsonAnswer,
  type ClientRefusalStatus,
  type HttpLimits,
} from '@portal/contracts/slow-clients';

/**
 * Slow clients (issue 33, docs/decisions/0024; the rule is @portal/contracts/slow-clients): a client may take
 * HTTP_HEADERS_TIMEOUT_MS (10 s) to send a request's line and headers and HTTP_REQUEST_TIMEOUT_MS (30 s) to send the
 * whole request; past either, Node refuses it, and the BFF answers 408 in its usual shape and closes the connection.
 * A request answered before its body arrived (a refused POST) gets `Connection: close`, so a client trickling the
 * rest of it cannot keep the connection.
 */

/** The BFF's usual error shape and the API's headers for what Node refuses before the app sees a request. */
const ANSWERS = Object.fromEntries(
  (Object.keys(CLIENT_REFUSALS) as unknown as ClientRefusalStatus[]).map((status) => {
    const { code, message } = CLIENT_REFUSALS[status];
    const body = JSON.stringify({ error: { code, message } });
    return [
      status,
      rawJsonAnswer(status, body, { 'content-security-policy': "default-src 'none';frame-ancestors 'none'" }),
    ];
  }),
) as Record<ClientRefusalStatus, string>;

const answerClientError = clientErrorListener(ANSWERS);

/** Fastify's server options for the limits, and its `clientErrorHandler`. */
export function slowClientOptions(limits: HttpLimits): {
  requestTimeout: number;
  http: ServerOptions;
  clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']>;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    http: httpServerTimeouts(limits),
    clientErrorHandler: answerClientError,
  };
}

/**
 * The answers after which the connection closes: one to a request whose body was still to come when it was
 * answered, and every answer sent once the BFF is closing (main.ts: a SIGTERM), so that a keep-alive client (the load
 * balancer) opens its next request elsewhere rather than on a connection about to close. Those that come in while
 * it closes get the same from Fastify.
 */
export const closeAnsweredConnections = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing || bodyStillToCome(request.raw)) reply.header('connection', 'close');
    done(null, payload);
  });
});
