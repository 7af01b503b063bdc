/** HTTP helpers of the benches that start a portal: answers as they travel, and waiting for a server to come up. */
import { request as httpRequest } from 'node:http';

/** One answer as the client received it, for a bare route to serve again byte for byte. */
export interface Capture {
  /** Path and query asked for. */
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The body exactly as the server sent it (still compressed), base64. */
  body: string;
}

/** The headers of an answer that Node writes itself for each connection: a bare route must not copy them. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The headers that describe a captured body: its type and encoding, nothing else. */
export function contentHeaders(capture: Capture): Record<string, string> {
  return Object.fromEntries(
    Object.entries(capture.headers).filter(([name]) => name === 'content-type' || name === 'content-encoding'),
  );
}

/** Every header of a captured answer (security headers, ETag, Vary…) but those Node writes per connection. */
export function answerHeaders(capture: Capture): Record<string, string> {
  return Object.fromEntries(Object.entries(capture.headers).filter(([name]) => !PER_CONNECTION.has(name)));
}

/** The body's size as it travelled. */
export function bodyBytes(capture: Capture): number {
  return Buffer.from(capture.body, 'base64').length;
}

/** The size of the headers as they travelled (name, value, `: ` and CRLF). */
export function headerBytes(capture: Capture): number {
  return Object.entries(capture.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
}

/**
 * One GET with the bytes as they travel (fetch would decode them, and cannot send another Host). A `host` header
 * is sent as given: a portal whose public origin is not the address it listens on is asked as its members ask it.
 */
export function rawGet(url: string, headers: Record<string, string>): Promise<Capture> {
  return new Promise((done, fail) => {
    const target = new URL(url);
    const req = httpRequest(target, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          path: target.pathname + target.search,
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
          ),
          body: Buffer.concat(chunks).toString('base64'),
        }),
      );
      res.on('error', fail);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${url} did not answer within 30 s`)));
    req.on('error', fail);
    req.end();
  });
}

/** The Set-Cookie headers of a captured answer, one string each. */
export function setCookiesOf(capture: Capture): string[] {
  // rawGet joins repeated headers with ', ', which an Expires date also contains: split before each `name=`.
  const joined = capture.headers['set-cookie'];
  return joined ? joined.split(/, (?=[^;,=\s]+=)/) : [];
}

/** Waits until `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const answer = await rawGet(url, headers);
      if (answer.status >= 200 && answer.status < 300) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s`);
}
