import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { PAGE_DATA_ELEMENT_IDS } from '@portal/contracts/page-data';
import { createDocument, type BuildManifest } from './document.ts';
import type {
  PageCallAnswer,
  RenderTask,
  RenderOutcome,
  RendererData,
  TransportAnswer,
  TransportCall,
  WebRenderer,
} from './render-types.ts';
import { SharedAnswers } from './shared-answers.ts';

/**
 * A render worker (ADR 0032): a thread of the BFF's page renderer, off the event loop that answers the API. It loads
 * the web build's server renderer (apps/web/dist-server/entry-server.js), renders one page at a time (the texts'
 * language is the renderer's, per page), builds the document around it and compresses it. The page's API calls go
 * back to the main thread over the task's port, which answers them with the BFF's own routes.
 */

const { distDir, serverEntry } = workerData as RendererData;
const template = readFileSync(join(distDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
const document = createDocument(template, manifest);
const renderer = (await import(pathToFileURL(serverEntry).href)) as WebRenderer;

/**
 * brotli's quality per use. Measured on an 85 KB results page here: quality 4 costs about a quarter of quality 5 for
 * 12 % more bytes, and 9 costs ten times 5 for 2 % fewer; a page sent once takes 4, a page kept for every visitor 5.
 */
const BROTLI_QUALITY = { kept: 5, once: 4 } as const;

const utf8 = new TextDecoder();
const EMPTY = new Uint8Array(0);
/** The answers that are the same for every page, kept by this thread (shared-answers.ts). */
const shared = new SharedAnswers();

const answered = (status: number, text: string): PageCallAnswer => ({
  status,
  ok: status >= 200 && status < 300,
  text: () => Promise.resolve(text),
});

/**
 * The page's calls, sent to the main thread over `port` and answered there, but for those this thread keeps for every
 * page (`shared`). An answer is handed to the client as its status and text: the client reads nothing else, and a
 * `Response` with its body stream cost each call more than the text itself (ADR 0032, amendment "a member's page:
 * less work per call").
 */
function transportOver(port: MessagePort) {
  let next = 0;
  const waiting = new Map<number, (answer: TransportAnswer) => void>();
  port.on('message', (answer: TransportAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return (path: string, init: { method: string; headers: Record<string, string> }) => {
    const kept = init.method === 'GET' ? shared.get(path) : undefined;
    if (kept !== undefined) return Promise.resolve(answered(200, kept));
    return new Promise<PageCallAnswer>((resolve) => {
      const id = (next += 1);
      waiting.set(id, ({ status, body, maxAge }) => {
        // A 204 or 304 has an empty body, which decodes to ''.
        const text = utf8.decode(body);
        if (maxAge) shared.keep(path, text, maxAge);
        resolve(answered(status, text));
      });
      port.postMessage({ id, path, method: init.method, headers: init.headers } satisfies TransportCall);
    });
  };
}

export default async function render(task: RenderTask): Promise<RenderOutcome> {
  shared.useContent(task.contentVersion);
  try {
    const result = await renderer.renderPage({
      url: task.url,
      language: task.language,
      cookies: task.cookies,
      transport: transportOver(task.port),
    });
    if (result.kind === 'redirect') return result;
    const identity = document({
      language: task.language,
      root: result.kind === 'html' ? result.html : EMPTY,
      state: `<script type="application/json" id="${PAGE_DATA_ELEMENT_IDS.serverRender}">${jsonForHtml(result.state)}</script>`,
      modules: result.modules,
    });
    const quality = task.kept ? BROTLI_QUALITY.kept : BROTLI_QUALITY.once;
    return {
      kind: 'page',
      rendered: result.kind === 'html',
      hash: createHash('sha256').update(identity).digest('base64url'),
      identity: task.codings.includes('identity') ? identity : null,
      br: task.codings.includes('br')
        ? brotliCompressSync(identity, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: quality,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          })
        : null,
      gzip: task.codings.includes('gzip') ? gzipSync(identity, { level: 6 }) : null,
    };
  } finally {
    task.port.close();
  }
}

/** JSON inside HTML: nothing in it may close the element or end a line for a script parser. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
