import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { AsyncResource } from 'node:async_hooks';
import { setMaxListeners } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { Language } from '@portal/contracts/languages';
import type {
  ContentCoding,
  RenderOutcome,
  RendererData,
  RenderTask,
  TransportAnswer,
  TransportCall,
} from './render-types.ts';

/**
 * The page renderer (ADR 0032): a pool of worker threads (piscina) that render pages with the web build's server
 * renderer, so that a render, milliseconds of CPU, never holds up the event loop that answers the API. A page's calls
 * come back to this thread and are answered by the BFF's own routes (`app.inject`: the same hooks, validation,
 * guards and caches as the browser's calls), with the page request's cookies, which the workers never see.
 */

export interface PageCall {
  /** The cookie header the page's calls carry (the request's, or only the language for a page kept for everyone). */
  cookie: string | undefined;
  /** Headers of the page request the calls pass on (user agent, request id). */
  headers: Record<string, string>;
  /** The client's address (per-address rate limits count the member, not the server). */
  remoteAddress: string;
  /** A POST's Origin and CSRF pair (a bodiless POST the spec makes a read, such as POST /v1/users/my). */
  post: { origin: string; cookie: string; header: Record<string, string> } | null;
}

export interface PageRender {
  url: string;
  language: Language;
  /** The version of the content the page is rendered from (`RenderTask.contentVersion`). */
  contentVersion: string;
  cookies: Record<string, string>;
  codings: readonly ContentCoding[];
  kept: boolean;
  call: PageCall;
}

export interface PageRenderResult {
  outcome: RenderOutcome;
  /** Set-Cookie headers the page's calls gave (a member's session slides, hints are refreshed). */
  setCookies: string[];
}

export interface PageRenderer {
  render(page: PageRender): Promise<PageRenderResult>;
  close(): Promise<void>;
}

/**
 * The header a page's own call carries, with a value made per process (`pageCallMark`): the app leaves such calls out
 * of its request log, where the page's own request stands for them (app.ts). Nobody outside knows the value.
 */
export const PAGE_CALL_HEADER = 'x-portal-page-call';

/**
 * An answer's bytes in an ArrayBuffer of their own, so that it can be moved to the worker: a small Buffer is a slice of
 * Node's shared pool, which must not be moved, and is copied instead.
 */
function ownBytes(payload: Buffer): Uint8Array<ArrayBuffer> {
  if (payload.byteLength === 0) return new Uint8Array(0);
  return payload.byteOffset === 0 && payload.byteLength === payload.buffer.byteLength
    ? new Uint8Array(payload.buffer as ArrayBuffer, 0, payload.byteLength)
    : new Uint8Array(payload);
}

/**
 * How long a render thread may keep an answer for every page, in seconds, as a shared cache may (RFC 9111): a 200 to
 * a GET whose Cache-Control says `public` with a `max-age` (or `s-maxage`, which a shared cache reads first), and that
 * varies by nothing (no Vary) and sets no cookie. Such an answer is the same whoever asks (the API's configuration,
 * the code lists); 0 for any other.
 */
export function sharedMaxAge(method: string, status: number, headers: Record<string, unknown>): number {
  if (method !== 'GET' || status !== 200 || headers['vary'] !== undefined || headers['set-cookie'] !== undefined) {
    return 0;
  }
  const value = headers['cache-control'];
  if (typeof value !== 'string') return 0;
  const directives = new Map(
    value.split(',').map((part) => {
      const [name = '', argument] = part.trim().toLowerCase().split('=');
      return [name, argument] as const;
    }),
  );
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : 0;
}

/** Only the page's reads go through: GET, and the bodiless POSTs the spec makes reads. */
const API_PATH = /^\/v1\/[^\s#]*$/;

/**
 * The renderer of the web build in `distDir` (its `dist-server` beside it), or null when the build has no server
 * renderer: every page is then sent for the browser to render.
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: {
    distDir: string;
    threads: number;
    pageCallMark: string;
    /**
     * Runs one page's calls together (the session service's `readOnce`: they carry one cookie, and its session is read
     * once for all of them).
     */
    callScope: <T>(work: () => Promise<T>) => Promise<T>;
  },
): PageRenderer | null {
  const serverEntry = resolve(options.distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(serverEntry) || !existsSync(resolve(options.distDir, '.vite', 'manifest.json'))) return null;
  const pool = new Piscina<RenderTask, RenderOutcome>({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    workerData: { distDir: options.distDir, serverEntry } satisfies RendererData,
    minThreads: options.threads,
    maxThreads: options.threads,
    // One page at a time per worker: the renderer's texts switch language per page.
    concurrentTasksPerWorker: 1,
    idleTimeout: Infinity,
  });
  /**
   * Aborted once no render thread is left: piscina does not replace a worker that failed while starting (a server
   * renderer that throws as it loads), so the pages waiting in its queue, and every page after them, would wait for
   * ever. They fail instead, and go to the browser as built (pages-plugin.ts).
   */
  const broken = new AbortController();
  // Every page waiting for a thread listens to it.
  setMaxListeners(Infinity, broken.signal);
  pool.on('error', (error: unknown) => {
    app.log.error({ err: error }, 'a render thread failed');
    if (pool.threads.length === 0) broken.abort(new Error('no render thread is running: pages go to the browser'));
  });

  async function answer(call: TransportCall, page: PageCall, setCookies: string[]): Promise<TransportAnswer> {
    const isRead = call.method === 'GET' || call.method === 'POST';
    if (!isRead || !API_PATH.test(call.path)) return { id: call.id, status: 400, body: new Uint8Array(0) };
    const post = call.method === 'POST' ? page.post : null;
    const cookie = post ? post.cookie : page.cookie;
    const response = await app.inject({
      method: call.method as 'GET' | 'POST',
      url: call.path,
      headers: {
        ...page.headers,
        [PAGE_CALL_HEADER]: options.pageCallMark,
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(post ? { origin: post.origin, ...post.header } : {}),
      },
      remoteAddress: page.remoteAddress,
    });
    const cookies = response.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    const maxAge = sharedMaxAge(call.method, response.statusCode, response.headers);
    return {
      id: call.id,
      status: response.statusCode,
      body: ownBytes(response.rawPayload),
      ...(maxAge > 0 ? { maxAge } : {}),
    };
  }

  return {
    render(page) {
      return options.callScope(() => renderPage(page));
    },
    close: () => pool.close(),
  };

  async function renderPage(page: PageRender): Promise<PageRenderResult> {
    broken.signal.throwIfAborted();
    const { port1, port2 } = new MessageChannel();
    const setCookies: string[] = [];
    // The page's calls run in the scope of its render (AsyncLocalStorage): the port's events do not carry it.
    const inScope = AsyncResource.bind((call: TransportCall) =>
      answer(call, page.call, setCookies).then(
        (reply) => port1.postMessage(reply, [reply.body.buffer]),
        () => port1.postMessage({ id: call.id, status: 502, body: new Uint8Array(0) }),
      ),
    );
    port1.on('message', inScope);
    try {
      const outcome = await pool.run(
        {
          url: page.url,
          language: page.language,
          cookies: page.cookies,
          codings: page.codings,
          kept: page.kept,
          contentVersion: page.contentVersion,
          port: port2,
        },
        { transferList: [port2], signal: broken.signal },
      );
      return { outcome, setCookies };
    } finally {
      port1.close();
    }
  }
}
