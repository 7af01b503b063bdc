import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access line per request (Fastify's `LogController`, extended as its documentation invites): the request's
 * method, URL and client with its status and time, written when the answer has gone out. Fastify's default writes two
 * lines per request at `info` (`incoming request`, then `request completed`); one instead gave 12 % more cached API
 * answers a second and 21 % fewer log bytes a request at the production level (ADR 0032, amendment "one access line
 * per request"). The arrival is still logged, at `debug`, for whoever follows requests that never complete.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
