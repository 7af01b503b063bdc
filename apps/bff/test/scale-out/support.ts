import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { CMS_COLLECTIONS, type CmsCollection } from '../../src/adapters/cms-source.ts';
import { payloadFixture } from '../cms/support.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');
/** The project's pinned Node 24 (node_modules/.bin), which runs the BFF's TypeScript as it is. */
const NODE = existsSync(resolve(ROOT, 'node_modules/.bin/node'))
  ? resolve(ROOT, 'node_modules/.bin/node')
  : process.execPath;

/** Polls `probe` until it returns something other than undefined/false; fails with `what` after the deadline. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`waited ${timeoutMs} ms for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    }
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** A port nobody listens on now (the BFF takes PORT ≥ 1, so the test picks one for it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Whether a new TCP connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED'));
  });
}

export interface BffProcess {
  name: string;
  port: number;
  base: string;
  pid: number;
  /** Every line the process wrote (its JSON log), for assertions and for the report of a failure. */
  lines: string[];
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  /** The log records (parsed JSON lines). */
  records(): Array<Record<string, unknown>>;
  /** Its last lines, to tell what happened when an assertion fails. */
  tail(count?: number): string;
  kill(signal?: NodeJS.Signals): void;
}

/**
 * `node apps/bff/src/main.ts` as production starts it (the compose file's command), with `env` only — nothing of this
 * process's environment but PATH — listening on its own port; resolves once /readyz answers 200.
 */
export async function startBff(name: string, env: Record<string, string>): Promise<BffProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(NODE, ['apps/bff/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts.filter((line) => line.trim() !== ''));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exitedWith: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once('exit', (code, signal) => {
      exitedWith = { code, signal };
      done(exitedWith);
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const bff: BffProcess = {
    name,
    port,
    base,
    pid: child.pid ?? -1,
    lines,
    exited,
    running: () => exitedWith === null,
    records: () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    tail: (count = 30) => `${name} (${base}):\n${lines.slice(-count).join('\n')}`,
    kill: (signal = 'SIGTERM') => {
      if (exitedWith === null) child.kill(signal);
    },
  };
  try {
    // Generous: on a busy CI machine, loading the modules alone takes seconds. A process that exits fails at once.
    await Promise.race([
      waitFor(`${name} to be ready`, async () => (await fetch(`${base}/readyz`)).status === 200, 45_000),
      exited.then((how) => {
        throw new Error(`${name} exited before it was ready (${JSON.stringify(how)})`);
      }),
    ]);
  } catch (error) {
    bff.kill('SIGKILL');
    throw new Error(`${String(error)}\n${bff.tail()}`, { cause: error });
  }
  return bff;
}

/**
 * A small CMS with Payload's REST answers (the hand-written fixtures): counts what it is asked per collection and
 * locale, and can hold requests (a slow CMS) until released.
 */
export async function startStubCms() {
  const hits = new Map<string, number>();
  let holding: ((key: string) => boolean) | null = null;
  const held: Array<() => void> = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://cms.test');
    const collection = /^\/api\/([a-z-]+)$/.exec(url.pathname)?.[1] as CmsCollection | undefined;
    if (!collection || !CMS_COLLECTIONS.includes(collection)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[]}');
      return;
    }
    const locale = url.searchParams.get('locale') === 'en' ? 'en' : 'ja';
    const key = `${collection}:${locale}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const answer = () => {
      const body = JSON.stringify({ ...payloadFixture(collection, locale), hasNextPage: false, page: 1 });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    };
    if (holding?.(key)) held.push(answer);
    else answer();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests per `collection:locale`. */
    hits: (key: string) => hits.get(key) ?? 0,
    totalHits: () => [...hits.values()].reduce((sum, n) => sum + n, 0),
    /** From now on, requests whose `collection:locale` matches wait until `release()`. */
    hold(match: (key: string) => boolean) {
      holding = match;
    },
    heldCount: () => held.length,
    /** Answers every held request, and holds no more. */
    release() {
      holding = null;
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A browser's cookies for the portal, whichever replica answers (cookies do not depend on the port). */
export class PortalBrowser {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A request to one replica, redirects not followed; Set-Cookie kept as a browser would. */
  async request(
    bff: { base: string },
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Response> {
    const res = await fetch(`${bff.base}${path}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: { ...(this.cookies.size ? { cookie: this.header() } : {}), ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /;\s*max-age=0\b/i.test(line) || /;\s*expires=Thu, 01 Jan 1970/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** The value of a Prometheus counter with these labels in a /metrics text (0 when absent). */
export function counterValue(metrics: string, name: string, labels: Record<string, string>): number {
  let total = 0;
  for (const line of metrics.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const matches = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (matches) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}
