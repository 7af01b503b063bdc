import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Slow clients, one rule for the BFF, the CMS and the identity provider (issue 33, docs/decisions/0024): a request's
 * line and headers must arrive within HTTP_HEADERS_TIMEOUT_MS (10 s), the whole request with its body within
 * HTTP_REQUEST_TIMEOUT_MS (30 s); past either the server answers 408 and closes the connection. A request answered
 * before its body arrived closes its connection with the answer. Only types come from Node here: the functions take
 * the server's own objects, so this module runs anywhere.
 */
export interface HttpLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export const HTTP_LIMITS: HttpLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 };

/**
 * The limits from HTTP_HEADERS_TIMEOUT_MS and HTTP_REQUEST_TIMEOUT_MS (positive whole milliseconds, the headers' no
 * longer than the whole request's, as Node requires); the problems when they are not.
 */
export function httpLimitsFromEnv(
  env: Record<string, string | undefined>,
): { ok: true; limits: HttpLimits } | { ok: false; problems: string[] } {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
  };
  const limits = {
    headersTimeoutMs: read('HTTP_HEADERS_TIMEOUT_MS', HTTP_LIMITS.headersTimeoutMs),
    requestTimeoutMs: read('HTTP_REQUEST_TIMEOUT_MS', HTTP_LIMITS.requestTimeoutMs),
  };
  const problems: string[] = [];
  if (Number.isNaN(limits.headersTimeoutMs)) problems.push('HTTP_HEADERS_TIMEOUT_MS: a positive number of ms');
  if (Number.isNaN(limits.requestTimeoutMs)) problems.push('HTTP_REQUEST_TIMEOUT_MS: a positive number of ms');
  if (problems.length === 0 && limits.headersTimeoutMs > limits.requestTimeoutMs) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, limits };
}

/**
 * Node's server options for the limits. Node checks its connections' deadlines every `connectionsCheckingInterval`
 * (30 s by default, which would let a 10 s limit run to 40 s): a tenth of the headers' limit, at most a second.
 */
export function httpServerTimeouts(limits: HttpLimits): {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
} {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(limits.headersTimeoutMs / 10))),
  };
}

/** What Node refuses before a server sees a request: malformed, too slow, headers too large. */
export const CLIENT_REFUSALS = {
  400: { reason: 'Bad Request', code: 'invalid_request', message: '入力内容に誤りがあります。' },
  408: {
    reason: 'Request Timeout',
    code: 'request_timeout',
    message: '送信に時間がかかりすぎたため、受け付けられませんでした。もう一度お試しください。',
  },
  431: { reason: 'Request Header Fields Too Large', code: 'headers_too_large', message: '送信内容が大きすぎます。' },
} as const;

export type ClientRefusalStatus = keyof typeof CLIENT_REFUSALS;

/** The status of Node's `clientError`: 408 for a request too slow, 431 for headers too large, else 400. */
export function clientRefusalStatus(error: { code?: string }): ClientRefusalStatus {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** A whole JSON answer as bytes on the wire, ending the connection. */
export function rawJsonAnswer(status: ClientRefusalStatus, body: string, headers: Record<string, string> = {}): string {
  const head = [
    `HTTP/1.1 ${status} ${CLIENT_REFUSALS[status].reason}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${new TextEncoder().encode(body).length}`,
    'x-content-type-options: nosniff',
    'cache-control: no-store',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * A server's `clientError` listener: the refusal in the server's own shape (`answers`, worked out once per status),
 * unless an answer is already under way on the connection (then nothing can be written in between, as Node's own
 * listener knows); the connection is closed either way.
 */
export function clientErrorListener(
  answers: Record<ClientRefusalStatus, string>,
): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const underWay = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
    if (socket.writable && !underWay?.headersSent) socket.write(answers[clientRefusalStatus(error)]);
    socket.destroy(error);
  };
}

/** Whether a request has a body that had not all arrived when it was answered. */
export function bodyStillToCome(request: IncomingMessage): boolean {
  const { headers } = request;
  const bodyExpected = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  return bodyExpected && !request.complete;
}

/**
 * For a plain Node server: once the answer to a request whose body was still to come has gone out, the connection
 * closes, as Node closes one answered with `Connection: close`; a client trickling the rest cannot keep it.
 */
export function closeWhenAnsweredEarly(request: IncomingMessage, response: ServerResponse): void {
  response.once('finish', () => {
    // The socket may already be gone from the request (the client closed it, or Node let go of it) by then.
    if (bodyStillToCome(request)) request.socket?.destroySoon();
  });
}
