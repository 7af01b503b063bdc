/**
 * Starts the real CMS for integration tests: a fresh SQLite database and media folder in `dataDir`, migrated
 * and seeded (plain Node, local API), then its server (apps/cms/server.ts) on `port`.
 *
 * It builds nothing: it serves the existing production build (`apps/cms/.next`, made by `npm start`,
 * `npm test` or `npm run build -w @portal/cms`). Without a build it falls back to Next's development server, which
 * works but compiles on the first requests (tens of seconds).
 *
 *   const cms = await startCms({ port: 3201, dataDir: '/tmp/cms-test' });
 *   fetch(`${cms.url}/api/news`, { headers: { Authorization: `users API-Key ${cms.apiKey}` } });
 *   await cms.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'apps/cms/server.ts');

export interface StartCmsOptions {
  port: number;
  /** Receives `cms.db` and `media/`; created when missing. Use a fresh folder for a fresh database. */
  dataDir: string;
  /** The API user's key; random when absent. */
  apiKey?: string;
  /** Secret of the preview tokens; random when absent. */
  previewSecret?: string;
  /** Origin used in preview links. */
  portalOrigin?: string;
  /** `sample` seeds a handful of documents instead of the editors' full content (quicker). */
  content?: 'full' | 'sample';
  /** Print the CMS output (default: only on failure). */
  verbose?: boolean;
  /** More settings of the CMS's server (TRUST_PROXY, HTTP_HEADERS_TIMEOUT_MS, REDIS_URL…). */
  env?: Record<string, string>;
}

export interface StartedCms {
  /** `http://127.0.0.1:<port>` */
  url: string;
  apiKey: string;
  previewSecret: string;
  /** The seeded editor (an API token for writes in tests: POST /api/users/login). */
  editor: { email: string; password: string };
  stop(): Promise<void>;
}

export async function startCms(options: StartCmsOptions): Promise<StartedCms> {
  mkdirSync(options.dataDir, { recursive: true });
  const apiKey = options.apiKey ?? randomBytes(24).toString('hex');
  const previewSecret = options.previewSecret ?? randomBytes(32).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    PREVIEW_TOKEN_SECRET: previewSecret,
    CMS_API_KEY: apiKey,
    CMS_DATABASE_URI: `file:${join(options.dataDir, 'cms.db')}`,
    CMS_MEDIA_DIR: join(options.dataDir, 'media'),
    CMS_SEED_CONTENT: options.content ?? 'full',
    PORTAL_ORIGIN: options.portalOrigin ?? 'http://localhost:3000',
    // Where the tests reach it: an editor's cookie counts only from this origin and the portal's (lib/origins.ts).
    CMS_PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    CMS_PORT: String(options.port),
    CMS_HOST: '127.0.0.1',
    ...options.env,
  };
  const output: string[] = [];
  const collect = (child: ChildProcess) => {
    const push = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (options.verbose) process.stderr.write(chunk);
    };
    child.stdout?.on('data', push);
    child.stderr?.on('data', push);
  };

  const seedCode = await new Promise<number | null>((done) => {
    const seed = spawn(process.execPath, ['apps/cms/src/seed/run.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    collect(seed);
    seed.on('exit', done);
  });
  if (seedCode !== 0) throw new Error(`CMS seed failed (exit ${seedCode}):\n${output.join('')}`);

  const built = existsSync(join(ROOT, 'apps/cms/.next/BUILD_ID'));
  const args = built ? [SERVER] : [SERVER, '--dev'];
  const server = spawn(process.execPath, args, {
    cwd: ROOT,
    env: built ? { ...env, NODE_ENV: 'production' } : { ...env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  collect(server);
  const exited = new Promise<void>((done) => server.on('exit', () => done()));

  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + (built ? 30_000 : 180_000);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/users/me`, { signal: AbortSignal.timeout(built ? 5000 : 60_000) });
      if (response.ok) {
        return {
          url,
          apiKey,
          previewSecret,
          editor: { email: 'editor@example.jp', password: 'editor-password' },
          stop,
        };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the CMS did not start on ${url}:\n${output.join('')}`);
}
