import { request as httpRequest } from 'node:http';

const excerpt = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}…(+${text.length - max} chars)`;

/**
 * Fuzzing a server that listens (the CMS's REST API, the identity provider's forms; issue 33): raw requests over
 * HTTP, as written (URLs are not re-encoded, bodies are bytes), with the counts the BFF's fuzz keeps. A request that
 * the connection fails on counts as an offence too: the server dropped it without an answer.
 */
export interface HttpFuzzRequest {
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Which endpoint it is a case of, for the counts. */
  target: string;
  /** What was malformed, for the report. */
  label: string;
  /** Send from this local address (127.0.0.x): a client of its own. */
  localAddress?: string;
  /** Asked again without its body, the server having closed the connection while the body was being sent. */
  retriedWithoutBody?: boolean;
}

export interface HttpFuzzAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpOffence {
  request: HttpFuzzRequest;
  status: number;
  answer: string;
}

/** Counts by key, in the keys' order, as the reports print them. */
export const sortedCounts = (map: Map<string | number, number>) =>
  Object.fromEntries([...map].sort(([a], [b]) => String(a).localeCompare(String(b))));

export function createHttpFuzz(origin: string) {
  const url = new URL(origin);
  let sent = 0;
  const byStatus = new Map<number, number>();
  const byTarget = new Map<string, Map<number, number>>();
  const offences: HttpOffence[] = [];

  function send(request: HttpFuzzRequest): Promise<HttpFuzzAnswer> {
    sent += 1;
    return new Promise((done) => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: request.method,
          path: request.path,
          ...(request.localAddress ? { localAddress: request.localAddress } : {}),
          headers: {
            ...(body ? { 'content-length': String(body.length) } : {}),
            ...request.headers,
          },
          // Each request on a connection of its own: an answer that breaks one cannot spill into the next.
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            record({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', () => record({ status: 599, headers: {}, body: 'the answer broke off' }));
        },
      );
      const record = (answer: HttpFuzzAnswer) => {
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        const counts = byTarget.get(request.target) ?? new Map<number, number>();
        byTarget.set(request.target, counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1));
        if (answer.status >= 500) offences.push({ request, status: answer.status, answer: answer.body });
        done(answer);
      };
      // No answer at all (the server reset the connection): as bad as a 5xx. But a server that refuses a request by its
      // headers (a path too long: 414/431) answers and closes before a body has been sent, and the body's write then
      // fails (EPIPE, ECONNRESET) before the answer is read: the same request is asked again without its body, and the
      // server's answer to those headers is what counts.
      req.on('error', (error: NodeJS.ErrnoException) => {
        const closedWhileSending = body !== undefined && (error.code === 'EPIPE' || error.code === 'ECONNRESET');
        if (closedWhileSending && !request.retriedWithoutBody) {
          sent -= 1;
          void send({ ...request, body: undefined, retriedWithoutBody: true }).then(done);
          return;
        }
        record({ status: 599, headers: {}, body: `no answer: ${error.message}` });
      });
      req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
      req.end(body);
    });
  }

  function summary() {
    const sorted = sortedCounts;
    return {
      sent,
      byStatus: sorted(byStatus),
      serverErrors: offences.length,
      /** The first offences whole, to replay them. */
      offences: offences.slice(0, 300).map(({ request, status, answer }) => ({
        status,
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body?.toString(),
        label: request.label,
        answer: answer.slice(0, 300),
      })),
      byTarget: Object.fromEntries([...byTarget].map(([target, counts]) => [target, sorted(counts)])),
    };
  }

  return { send, summary, offences };
}

/** One line per offending request. */
export function describeHttpOffences(offences: readonly HttpOffence[]): string {
  return offences
    .map(({ request, status, answer }) => {
      const body = request.body === undefined ? '' : ` body=${JSON.stringify(excerpt(request.body.toString(), 160))}`;
      return `${status} ← ${request.method} ${excerpt(request.path, 200)}${body} (${request.label}) answer=${excerpt(answer, 200)}`;
    })
    .join('\n');
}
