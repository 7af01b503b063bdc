/**
 * The TLS proxy in front of a bench's production portal, as compose.yaml puts Caddy in front of the BFF and the CMS
 * (deploy/caddy/Caddyfile): HTTP/2 over TLS to browsers, the portal's and the CMS's names on one port, the CMS's
 * media files on the portal's name too (the deployed Caddyfile's own route), plain HTTP to the processes behind it.
 * Debian's Caddy (`apt-get install caddy`), with certificates from its own local authority (`tls internal`), which
 * the bench's browser is told to accept (`--ignore-certificate-errors`): browsers reach the names through
 * `--host-resolver-rules` (`chromeFlags`), nothing is looked up.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { ROOT, type Children } from './children.ts';

export interface TlsProxyOptions {
  children: Children;
  /** Where Caddy keeps its configuration, certificates and log. */
  dir: string;
  /** The port it answers HTTPS on (Caddy's HTTP port, unused, is the next one). */
  httpsPort: number;
  /** Public origin → where its process listens: `https://portal.bench.example` → `127.0.0.1:3500`. */
  sites: Record<string, string>;
  /** deploy/caddy/Caddyfile's route of the CMS's media files on this origin, to this upstream. */
  cmsMedia?: { origin: string; upstream: string };
}

export interface TlsProxy {
  /** The browser's flags: the sites' names resolve to the proxy, its certificates are accepted. */
  chromeFlags: string[];
}

const CADDY = '/usr/bin/caddy';

/** Whether Debian's Caddy is installed (`apt-get install caddy`). */
export function hasCaddy(): boolean {
  return spawnSync(CADDY, ['version'], { stdio: 'ignore' }).status === 0;
}

export async function startTlsProxy({ children, dir, httpsPort, sites, cmsMedia }: TlsProxyOptions): Promise<TlsProxy> {
  mkdirSync(dir, { recursive: true });
  const names = Object.keys(sites).map((origin) => new URL(origin).hostname);
  const caddyfile = [
    '{',
    '\tadmin off',
    '\tskip_install_trust',
    '\tauto_https disable_redirects',
    `\thttps_port ${httpsPort}`,
    `\thttp_port ${httpsPort + 1}`,
    '}',
    ...Object.entries(sites).flatMap(([origin, upstream]) => [
      `${new URL(origin).hostname}:${httpsPort} {`,
      '\ttls internal',
      // As deployed: the metrics are scraped inside the network, never through the proxy.
      '\trespond /metrics 404',
      ...(cmsMedia?.origin === origin ? deployedMediaRoute(cmsMedia.upstream) : []),
      `\treverse_proxy ${upstream}`,
      '}',
    ]),
  ].join('\n');
  const file = join(dir, 'Caddyfile');
  writeFileSync(file, `${caddyfile}\n`);
  // Caddy keeps its local authority and certificates under XDG_DATA_HOME, its autosave under XDG_CONFIG_HOME.
  const env = { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const caddy = children.start(['run', '--config', file], env, {
    inherit: false,
    command: CADDY,
    stderr: openSync(join(dir, 'caddy.log'), 'a'),
  });
  const exited = new Promise<never>((_, fail) =>
    caddy.once('exit', (code) => fail(new Error(`Caddy stopped (exit ${code}): see ${join(dir, 'caddy.log')}`))),
  );
  // Ready once every site's certificate is issued and it answers over TLS.
  const deadline = Date.now() + 30_000;
  for (const name of names) {
    for (;;) {
      const ready = await Promise.race([answersOverTls(name, httpsPort), exited]);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`Caddy did not answer for ${name} on ${httpsPort} within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  exited.catch(() => undefined);
  return {
    chromeFlags: [
      `--host-resolver-rules=${names.map((name) => `MAP ${name} 127.0.0.1:${httpsPort}`).join(',')}`,
      '--ignore-certificate-errors',
    ],
  };
}

/**
 * The portal site's route of the CMS's media files as deploy/caddy/Caddyfile writes it (`handle /api/media/file/*`
 * and its block), its upstream the bench's CMS: what is measured is what is deployed.
 */
function deployedMediaRoute(upstream: string): string[] {
  const lines = readFileSync(join(ROOT, 'deploy/caddy/Caddyfile'), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim().startsWith('handle /api/media/file/'));
  const indent = lines[start]?.match(/^\s*/)?.[0] ?? '';
  const end = lines.findIndex((line, i) => i > start && line === `${indent}}`);
  if (start < 0 || end < 0) throw new Error('no `handle /api/media/file/*` block in deploy/caddy/Caddyfile');
  return lines
    .slice(start, end + 1)
    .filter((line) => !line.trim().startsWith('#'))
    .map((line) => line.replace(/reverse_proxy \S+/, `reverse_proxy ${upstream}`));
}

/** Whether `name` answers an HTTPS request on the local port (any status). */
function answersOverTls(name: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        servername: name,
        path: '/healthz',
        headers: { host: name },
        rejectUnauthorized: false,
      },
      (res) => {
        res.resume();
        resolve(true);
      },
    );
    req.on('error', () => resolve(false));
    req.setTimeout(2_000, () => req.destroy());
    req.end();
  });
}
