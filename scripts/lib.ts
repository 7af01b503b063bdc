import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../..');

export function assertNode24(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `Node ${process.versions.node} is too old: run through npm (npm start / npm test), which uses the project's pinned Node 24.`,
    );
    process.exit(1);
  }
}

/** Newest modification time below a path (files only), 0 when it does not exist. */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when apps/web/dist or its server renderer (dist-server, ADR 0020) is missing or older than any source. */
export function webBuildIsStale(): boolean {
  const built = Math.min(
    newestMtime(join(ROOT, 'apps/web/dist/index.html')),
    newestMtime(join(ROOT, 'apps/web/dist-server/entry-server.js')),
  );
  if (built === 0) return true;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'packages/contracts/src',
  ];
  return sources.some((s) => newestMtime(join(ROOT, s)) > built);
}

/**
 * True when apps/cms/.next is missing or older than the CMS sources that go into the build (not the seed), or the
 * admin's code editor (Monaco) was not copied into apps/cms/public (the build's `prebuild` copies it).
 */
export function cmsBuildIsStale(): boolean {
  const built = newestMtime(join(ROOT, 'apps/cms/.next/BUILD_ID'));
  if (built === 0) return true;
  if (!existsSync(join(ROOT, 'apps/cms/public/monaco/vs/loader.js'))) return true;
  const sources = [
    'apps/cms/src/app',
    'apps/cms/src/blocks',
    'apps/cms/src/collections',
    'apps/cms/src/components',
    'apps/cms/src/fields',
    'apps/cms/src/lib',
    'apps/cms/src/migrations',
    'apps/cms/src/payload.config.ts',
    'apps/cms/src/proxy.ts',
    'apps/cms/next.config.ts',
    'apps/cms/package.json',
    'packages/contracts/src/cms.ts',
  ];
  return sources.some((s) => newestMtime(join(ROOT, s)) > built);
}

/**
 * A development secret kept in `.data/<name>` across restarts (open tabs keep their CSRF tokens, the CMS keeps
 * its logins and API key index). Production sets the variables instead.
 */
export function developmentSecret(name: string): string {
  const file = join(ROOT, '.data', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolveExit) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0)));
  });
}

export function startService(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the portal.`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

const children: ChildProcess[] = [];
let stopping = false;

export function stopAll(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
