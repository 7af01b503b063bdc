import { connect } from 'node:net';

/**
 * A slow client over a real socket (issue 33): sends `head` at once, then `trickle` a byte at a time every `everyMs`
 * until the server closes the connection, or `boundMs` has passed (then the client closes it and `closedAfterMs` is
 * null). The BFF's, the CMS's and the identity provider's tests use it, and so does bench/slow-clients.ts.
 */
export interface TrickleOptions {
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  head: string;
  trickle?: string;
  everyMs: number;
  boundMs: number;
}

export interface Trickled {
  /** The status of the first answer, null when none came. */
  status: number | null;
  /** Everything the server sent, as text. */
  received: string;
  /** The first answer's body (after its blank line), as text. */
  body: string;
  /** From the connection to the first answer's status line; null: no answer. */
  answeredAfterMs: number | null;
  /** From the connection to the server closing it; null: still open after `boundMs`. */
  closedAfterMs: number | null;
  bytesSent: number;
}

export function trickle(options: TrickleOptions): Promise<Trickled> {
  const text = options.trickle ?? 'abcdefgh';
  return new Promise((done) => {
    const socket = connect(options.port, options.host ?? '127.0.0.1');
    const started = Date.now();
    let received = '';
    let answeredAfterMs: number | null = null;
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedAfterMs: number | null) => {
      clearTimeout(bound);
      clearInterval(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      const bodyStart = received.indexOf('\r\n\r\n');
      done({
        status: status ? Number(status) : null,
        received,
        body: bodyStart >= 0 ? received.slice(bodyStart + 4) : '',
        answeredAfterMs,
        closedAfterMs,
        bytesSent,
      });
    };
    const bound = setTimeout(() => finish(null), options.boundMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (answeredAfterMs === null && received.includes('\r\n')) answeredAfterMs = Date.now() - started;
    });
    // A reset after the answer (the server closed with bytes of ours unread) is a close too.
    socket.on('error', () => {});
    socket.on('close', () => finish(Date.now() - started));
    socket.on('connect', () => {
      socket.write(options.head);
      bytesSent += Buffer.byteLength(options.head);
      let next = 0;
      timer = setInterval(() => {
        if (socket.destroyed || !socket.writable) return;
        socket.write(text[next % text.length]!);
        bytesSent += 1;
        next += 1;
      }, options.everyMs);
    });
  });
}

/** A request line and headers, the last header left open for the trickle (`X-Slow: …`). */
export function headersLeftOpen(port: number, path: string, method = 'GET'): string {
  return `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `;
}

/** A request whose headers are complete and whose body of `length` bytes is still to come. */
export function bodyLeftOpen(
  port: number,
  path: string,
  contentType: string,
  headers: Record<string, string> = {},
  length = 4096,
): string {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}
