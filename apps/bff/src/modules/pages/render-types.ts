import type { MessagePort } from 'node:worker_threads';
import type { Language } from '@portal/contracts/languages';

/**
 * What crosses between the BFF's main thread and its render workers (ADR 0032), and what the web build's server
 * renderer (apps/web/src/entry-server.tsx) takes and gives: the BFF does not import the web app's sources.
 */

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The worker's set-up: where the web build is. */
export interface RendererData {
  /** apps/web/dist: index.html and the build manifest. */
  distDir: string;
  /** apps/web/dist-server/entry-server.js */
  serverEntry: string;
}

/** One page to render. */
export interface RenderTask {
  url: string;
  language: Language;
  /** The client-readable cookies the page may render from. */
  cookies: Record<string, string>;
  /** The codings to send the page in. */
  codings: readonly ContentCoding[];
  /** Whether the page is kept for others (compressed harder). */
  kept: boolean;
  /**
   * The version of the content (the CMS snapshots and the catalogue) the page is rendered from: the answers a render
   * thread keeps for every page (`TransportAnswer.maxAge`) are dropped when it changes.
   */
  contentVersion: string;
  /** Where the page's API calls go (transferred). */
  port: MessagePort;
}

export type RenderOutcome =
  | {
      kind: 'page';
      /** Whether the server rendered the page's HTML (else the browser renders it, with the shell's data). */
      rendered: boolean;
      /** SHA-256 of the document (base64url): its validator. */
      hash: string;
      identity: Uint8Array | null;
      br: Uint8Array | null;
      gzip: Uint8Array | null;
    }
  | { kind: 'redirect'; status: number; location: string };

/** A call of the page, from the worker to the main thread. */
export interface TransportCall {
  id: number;
  path: string;
  method: string;
  headers: Record<string, string>;
}

/** Its answer. */
export interface TransportAnswer {
  id: number;
  status: number;
  /** The answer's bytes, moved to the worker (transferred, not copied). */
  body: Uint8Array<ArrayBuffer>;
  /**
   * Seconds a shared cache may keep the answer for every page, as its Cache-Control allows: a 200 to a GET that says
   * `public, max-age=N` and varies by nothing (no Vary, no Set-Cookie). Absent otherwise.
   */
  maxAge?: number;
}

/** A page call's answer as the web build's client reads it (its `TransportResponse`: status and text). */
export interface PageCallAnswer {
  status: number;
  ok: boolean;
  text(): Promise<string>;
}

/** The web build's server renderer (apps/web/src/entry-server.tsx). */
export interface WebRenderer {
  renderPage(request: {
    url: string;
    language: Language;
    cookies: Readonly<Record<string, string>>;
    transport: (path: string, init: { method: string; headers: Record<string, string> }) => Promise<PageCallAnswer>;
  }): Promise<
    | { kind: 'html'; html: Uint8Array; state: unknown; modules: string[] }
    | { kind: 'browser'; state: unknown; modules: string[] }
    | { kind: 'redirect'; status: number; location: string }
  >;
}
