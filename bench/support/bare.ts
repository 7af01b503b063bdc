/**
 * A bare Fastify server (a process of its own, no hooks, no plugins, no logging unless asked) serving captured answers
 * again, byte for byte: what the machine can serve at best with the same bytes on the wire, for a ratio in the same
 * run.
 */
import type { ChildProcess } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Children } from './children.ts';
import { waitFor } from './http.ts';

export interface BareRoute {
  /** The path it answers (no query). */
  route: string;
  /** The headers it sends (those Node writes per connection excluded). */
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

/**
 * Starts `bench/support/bare-server.ts` on `port` with `routes` (written to `<dir>/<name>.json`). `logLevel`: with
 * the portal's access line at that level and its request metrics on, the lines in `<dir>/<name>.log`, as the
 * portal's go to a file.
 */
export async function startBare(
  children: Children,
  {
    port,
    routes,
    dir,
    name = 'bare-routes',
    logLevel,
  }: { port: number; routes: BareRoute[]; dir: string; name?: string; logLevel?: string },
): Promise<ChildProcess> {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(routes));
  const args = ['bench/support/bare-server.ts', String(port), file];
  const server = logLevel
    ? children.start([...args, logLevel], {}, { stdout: openSync(join(dir, `${name}.log`), 'a') })
    : children.start(args, {});
  await waitFor(`http://127.0.0.1:${port}${routes[0]!.route}`, 30_000);
  return server;
}
