import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '@portal/contracts/trust-proxy';
import { DEFAULT_WEB_DIST } from '../../src/app.ts';
import { EnvSchema, loadConfig, PRODUCTION_REQUIRED } from '../../src/config.ts';
import {
  caddyDirectives,
  loadCompose,
  MissingVariableError,
  parseCompose,
  parseCaddyfile,
  parseCopy,
  parseDockerfile,
  parseDotenv,
  readRepoFile,
  referencedVariables,
  REPO_ROOT,
  requiredVariables,
  serviceEnv,
  serviceNetworks,
  type ComposeFile,
  type ComposeService,
  type DockerStage,
  type Env,
} from './support.ts';

/**
 * The production topology (compose.yaml, deploy/, docs/operations-deployment.md, ADR 0025), checked without Docker:
 * the files are read as compose and Docker would read them, and held against the BFF's own configuration schema.
 */

const composeText = readRepoFile('compose.yaml');
const example = parseDotenv(readRepoFile('deploy/compose.env.example'));
/** The example as an operator fills it in: every empty value (the secrets) given one. */
const filledIn: Env = Object.fromEntries(
  Object.entries(example).map(([key, value]) => [key, value === '' ? randomBytes(32).toString('hex') : value]),
);
const compose: ComposeFile = loadCompose(composeText, filledIn);
const services = compose.services;

const BFF_DOCKERFILE = 'deploy/bff.Dockerfile';
const CMS_DOCKERFILE = 'deploy/cms.Dockerfile';
const builtFrom = (dockerfile: string) =>
  Object.entries(services).filter(([, service]) => service.build?.dockerfile === dockerfile);
/** The BFF replicas: the BFF image running its own command (not the migrations). */
const bffReplicas = builtFrom(BFF_DOCKERFILE).filter(([, service]) => service.command === undefined);
/** One-shot jobs: they run to the end, never restart, and have nothing to report between. */
const isJob = (service: ComposeService) => service.restart === 'no';

const caddyfile = parseCaddyfile(readRepoFile('deploy/caddy/Caddyfile'));
/** A Caddy site by its address as written (`{$PORTAL_HOST}`). */
function site(address: string) {
  const found = caddyfile.find((block) => block.tokens[0] === address);
  if (!found) throw new Error(`no site ${address} in the Caddyfile`);
  return found;
}

function healthcheckUrl(service: ComposeService): URL {
  const test = service.healthcheck?.test ?? [];
  const url = /https?:\/\/[^'"\s)]+/.exec(test.join(' '))?.[0];
  if (!url) throw new Error(`no URL in the health check ${test.join(' ')}`);
  return new URL(url);
}

describe('compose.yaml: the production topology', () => {
  it('runs PostgreSQL, Redis, two BFF replicas behind the proxy, and the CMS', () => {
    for (const name of ['postgres', 'redis', 'proxy', 'cms']) expect(services, name).toHaveProperty(name);
    expect(bffReplicas.map(([name]) => name).sort()).toEqual(['bff-1', 'bff-2']);
    const [[, first], [, second]] = bffReplicas as [[string, ComposeService], [string, ComposeService]];
    expect(second, 'the replicas differ').toEqual(first);
    expect(services.cms?.build?.dockerfile).toBe(CMS_DOCKERFILE);
    for (const [name, service] of Object.entries(services)) {
      if (service.build) expect(existsSync(resolve(REPO_ROOT, service.build.dockerfile)), name).toBe(true);
    }
  });

  it('refuses to start while a required setting is empty, and the example file lists every setting it reads', () => {
    const required = requiredVariables(composeText);
    expect(required.size).toBeGreaterThan(0);
    for (const name of referencedVariables(composeText)) {
      const documented = name in example || readRepoFile('deploy/compose.env.example').includes(`# ${name}=`);
      expect(documented, `${name} is not in deploy/compose.env.example`).toBe(true);
    }
    for (const name of Object.keys(example)) {
      expect(referencedVariables(composeText).has(name), `${name} of the example is not used`).toBe(true);
    }
    // The example as it is committed has no secrets: compose stops at the first one.
    expect(() => loadCompose(composeText, example)).toThrow(MissingVariableError);
    for (const name of required) {
      const { [name]: _left, ...without } = filledIn;
      expect(() => loadCompose(composeText, without), name).toThrow(MissingVariableError);
    }
  });

  it('never holds a secret itself: every password, secret, token and key comes from the environment', () => {
    const written = parseCompose(composeText);
    /** `${NAME:?…}`, or `${NAME:-}` for one that may be empty: never a value, nor a default, written here. */
    const fromEnvironment = /^\$\{[A-Z_]+(:\?[^}]*|:-)\}$/;
    for (const [name, service] of Object.entries(written.services)) {
      for (const [key, value] of Object.entries(serviceEnv(service))) {
        if (/PASSWORD|SECRET|TOKEN|_KEY$|_PASS$|AUTH/.test(key))
          expect(value, `${name}: ${key}`).toMatch(fromEnvironment);
        // A password inside a URL (postgres://user:password@host) too.
        const password = /^[a-z]+:\/\/[^:/@]*:([^@]*)@/.exec(value)?.[1];
        if (password !== undefined) expect(password, `${name}: ${key}`).toMatch(fromEnvironment);
      }
    }
    for (const [name, secret] of Object.entries(written.secrets)) expect(secret.file, name).toMatch(fromEnvironment);
    expect(readRepoFile('.gitignore').split('\n')).toContain('.env');
  });

  it.each(bffReplicas)('gives %s only variables of the BFF’s EnvSchema', (_name, service) => {
    const known = new Set(Object.keys(EnvSchema.shape));
    const unknown = Object.keys(serviceEnv(service)).filter((key) => !known.has(key));
    expect(unknown).toEqual([]);
  });

  it.each(bffReplicas)('gives %s every setting production requires, and the BFF accepts them', (_name, service) => {
    const env = serviceEnv(service);
    const missing = Object.keys(PRODUCTION_REQUIRED).filter((key) => (env[key] ?? '').trim() === '');
    expect(missing).toEqual([]);
    const config = loadConfig(env);
    expect(config.production).toBe(true);
    expect(config.publicOrigin).toBe(`https://${filledIn.PORTAL_HOST}`);
    expect(config.secureCookies).toBe(true);
    // Reachable from the other containers, not only from its own loopback.
    expect(env.HOST).toBe('0.0.0.0');
    expect(new URL(config.cms.url).hostname).toBe('cms');
  });

  it.each(bffReplicas)(
    'lets %s trust X-Forwarded-For from the proxy’s network only, which the proxy and the replicas share',
    (_name, service) => {
      const subnets = compose.networks.edge?.ipam?.config?.map((entry) => entry.subnet) ?? [];
      expect(subnets).toHaveLength(1);
      expect(loadConfig(serviceEnv(service)).trustProxy).toEqual(subnets);
      expect(serviceNetworks(services.proxy ?? {})).toEqual(['edge']);
      expect(serviceNetworks(service)).toContain('edge');
    },
  );

  it('lets the CMS trust X-Forwarded-For from the proxy’s network only, and count logins in Redis (issue 33)', () => {
    const subnets = compose.networks.edge?.ipam?.config?.map((entry) => entry.subnet) ?? [];
    const env = serviceEnv(services.cms ?? {});
    expect(parseTrustProxy(env.TRUST_PROXY)).toEqual({ ok: true, proxies: subnets });
    expect(serviceNetworks(services.cms ?? {})).toEqual(expect.arrayContaining(['edge', 'data']));
    expect(new URL(env.REDIS_URL ?? '').hostname).toBe('redis');
    expect(new URL(env.REDIS_URL ?? '').searchParams.get('keyPrefix')).toBe('cms:');
  });

  it('checks the health of every service that keeps running', () => {
    const running = Object.entries(services).filter(([, service]) => !isJob(service));
    expect(running.length).toBeGreaterThanOrEqual(6);
    for (const [name, service] of running) {
      expect(service.healthcheck?.disable, name).not.toBe(true);
      const test = service.healthcheck?.test ?? [];
      expect(test.length, `${name} has no health check`).toBeGreaterThan(1);
      expect(['CMD', 'CMD-SHELL'], name).toContain(test[0]);
      // A command word YAML read as something else (an unquoted `a ? b : c` is a mapping) never reaches Docker.
      for (const word of test) expect(typeof word, `${name}: ${JSON.stringify(word)}`).toBe('string');
    }
  });

  it('asks each BFF replica whether it is ready (/readyz) on the port it listens on', () => {
    for (const [name, service] of bffReplicas) {
      const url = healthcheckUrl(service);
      expect(url.pathname, name).toBe('/readyz');
      expect(url.port, name).toBe(serviceEnv(service).PORT);
    }
  });

  it('starts the BFF replicas once PostgreSQL and Redis are healthy and the migrations have run', () => {
    for (const [name, service] of bffReplicas) {
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(service.depends_on?.redis?.condition, name).toBe('service_healthy');
      const jobs = Object.entries(service.depends_on ?? {}).filter(
        ([, dependency]) => dependency.condition === 'service_completed_successfully',
      );
      expect(
        jobs.map(([job]) => services[job]?.command?.join(' ')),
        name,
      ).toContain('node packages/db/src/cli/migrate.ts');
    }
    expect(existsSync(resolve(REPO_ROOT, 'packages/db/src/cli/migrate.ts'))).toBe(true);
  });

  it('keeps one database for the portal and one for the CMS, both created by the init script', () => {
    const portal = new URL(serviceEnv(services['bff-1'] ?? {}).DATABASE_URL ?? '');
    const cms = new URL(serviceEnv(services.cms ?? {}).CMS_DATABASE_URI ?? '');
    expect(portal.hostname).toBe('postgres');
    expect(cms.hostname).toBe('postgres');
    expect(portal.pathname).not.toBe(cms.pathname);
    const mounts = services.postgres?.volumes ?? [];
    const init = mounts.find((mount) => mount.split(':')[1] === '/docker-entrypoint-initdb.d');
    expect(init).toBeDefined();
    const folder = (init ?? '').split(':')[0] ?? '';
    const script = readRepoFile(`${folder}/10-portal-and-cms-databases.sh`);
    for (const url of [portal, cms]) {
      const database = url.pathname.slice(1);
      expect(script).toContain(`CREATE ROLE ${url.username} LOGIN`);
      expect(script).toContain(`CREATE DATABASE ${database} OWNER ${url.username}`);
      expect(script).toContain(`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
    }
  });

  it('keeps PostgreSQL and Redis on a network with no way out, which only the applications join', () => {
    expect(compose.networks.data?.internal).toBe(true);
    expect(serviceNetworks(services.postgres ?? {})).toEqual(['data']);
    expect(serviceNetworks(services.redis ?? {})).toEqual(['data']);
    expect(serviceNetworks(services.proxy ?? {})).not.toContain('data');
    const published = Object.entries(services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
  });
});

describe('the Dockerfiles', () => {
  const workspaces = (JSON.parse(readRepoFile('package.json')) as { workspaces: string[] }).workspaces;
  const dockerfiles = [BFF_DOCKERFILE, CMS_DOCKERFILE].map((path) => [path, parseDockerfile(readRepoFile(path))]) as [
    string,
    DockerStage[],
  ][];

  it.each(dockerfiles)('%s builds in stages on the official Node 24 image', (_path, stages) => {
    expect(stages.filter((stage) => stage.name !== undefined).length).toBeGreaterThan(1);
    const names = new Set<string>();
    for (const stage of stages) {
      const base = names.has(stage.image) ? 'an earlier stage' : stage.image;
      expect(base).toMatch(/^(node:24(-[a-z]+)?|an earlier stage)$/);
      if (stage.name) names.add(stage.name);
    }
    expect(stages.at(-1)?.image).toBe('node:24-slim');
  });

  it.each(dockerfiles)('%s runs as a user that is not root', (_path, stages) => {
    const final = stages.at(-1)?.instructions ?? [];
    const users = final.filter((instruction) => instruction.keyword === 'USER').map(({ args }) => args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    // Nothing runs as root after the switch.
    const lastUser = final.findLastIndex((instruction) => instruction.keyword === 'USER');
    expect(final.slice(lastUser).filter((instruction) => instruction.keyword === 'RUN')).toEqual([]);
  });

  it.each(dockerfiles)('%s gives every npm ci each workspace’s manifest and the lockfile', (_path, stages) => {
    const manifests = ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)];
    let installs = 0;
    for (const stage of stages) {
      const copied = new Set<string>();
      for (const { keyword, args } of stage.instructions) {
        if (keyword === 'COPY') for (const source of parseCopy(args).sources) copied.add(source);
        if (keyword === 'RUN' && /\bnpm ci\b/.test(args)) {
          installs++;
          expect(manifests.filter((manifest) => !copied.has(manifest))).toEqual([]);
        }
      }
    }
    expect(installs).toBeGreaterThan(1);
  });

  it.each(dockerfiles)('%s copies only what the repository has', (_path, stages) => {
    for (const stage of stages) {
      for (const { keyword, args } of stage.instructions) {
        if (keyword !== 'COPY') continue;
        const copy = parseCopy(args);
        if (copy.from !== undefined) continue;
        for (const source of copy.sources) expect(existsSync(resolve(REPO_ROOT, source)), source).toBe(true);
      }
    }
  });

  it('the BFF image starts the BFF, with the web build where the BFF looks for it, on the port compose checks', () => {
    const stages = parseDockerfile(readRepoFile(BFF_DOCKERFILE));
    const final = stages.at(-1)?.instructions ?? [];
    const cmd = JSON.parse(final.find((i) => i.keyword === 'CMD')?.args ?? '[]') as string[];
    expect(cmd).toEqual(['node', 'apps/bff/src/main.ts']);
    const copiedTo = final
      .filter((i) => i.keyword === 'COPY')
      .map((i) => parseCopy(i.args))
      .filter((copy) => copy.from !== undefined)
      .map((copy) => copy.destination.replace(/^\.\//, ''));
    const webDist = relative(REPO_ROOT, DEFAULT_WEB_DIST);
    expect(copiedTo).toContain(webDist);
    // The server renderer sits beside it (apps/bff/src/modules/pages/renderer.ts).
    expect(copiedTo).toContain(relative(REPO_ROOT, resolve(DEFAULT_WEB_DIST, '../dist-server')));
    const exposed = final.find((i) => i.keyword === 'EXPOSE')?.args;
    for (const [name, service] of bffReplicas) expect(serviceEnv(service).PORT, name).toBe(exposed);
  });

  it('the CMS image serves on the port its health check and the proxy use, through the CMS’s own server', () => {
    const final = parseDockerfile(readRepoFile(CMS_DOCKERFILE)).at(-1)?.instructions ?? [];
    const cmd = JSON.parse(final.find((i) => i.keyword === 'CMD')?.args ?? '[]') as string[];
    // apps/cms/server.ts: the slow-client limits and TRUST_PROXY (ADR 0034), on CMS_PORT and CMS_HOST.
    expect(cmd).toEqual(['node', 'apps/cms/server.ts']);
    const env = final
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    const port = /\bCMS_PORT=(\d+)/.exec(env)?.[1];
    expect(env).toMatch(/\bCMS_HOST=0\.0\.0\.0\b/);
    expect(final.find((i) => i.keyword === 'EXPOSE')?.args).toBe(port);
    expect(healthcheckUrl(services.cms ?? {}).port).toBe(port);
    const upstreams = caddyDirectives([site('{$CMS_HOST}')], 'reverse_proxy').flatMap((d) => d.tokens.slice(1));
    expect(upstreams).toEqual([`cms:${port}`]);
  });

  it('.dockerignore keeps this machine’s installs, builds, data and secrets out of the images', () => {
    const ignored = readRepoFile('.dockerignore').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '.data', '.env', '.git', 'apps/cms/.next']) {
      expect(ignored).toContain(pattern);
    }
  });
});

describe('the reverse proxy (deploy/caddy/Caddyfile)', () => {
  it('sends the portal to both BFF replicas, in turn, leaving out one that is not ready', () => {
    const proxies = site('{$PORTAL_HOST}').children.filter((block) => block.tokens[0] === 'reverse_proxy');
    expect(proxies).toHaveLength(1);
    const [proxy] = proxies as [(typeof proxies)[number]];
    const upstreams = proxy.tokens.slice(1);
    expect(upstreams.sort()).toEqual(bffReplicas.map(([name, service]) => `${name}:${serviceEnv(service).PORT}`));
    const option = (name: string) => proxy.children.find((child) => child.tokens[0] === name)?.tokens.slice(1);
    expect(option('health_uri')).toEqual(['/readyz']);
    expect(option('lb_policy')).toBeDefined();
  });

  it("serves the CMS's media files on the portal's host, where the BFF tells browsers to load them, without either's cookies", () => {
    const portal = site('{$PORTAL_HOST}');
    const media = portal.children.find((block) => block.tokens[0] === 'handle');
    expect(media?.tokens).toEqual(['handle', '/api/media/file/*']);
    const [proxy] = caddyDirectives([media!], 'reverse_proxy');
    // The same CMS as its own host's.
    const cms = caddyDirectives([site('{$CMS_HOST}')], 'reverse_proxy').flatMap((d) => d.tokens.slice(1));
    expect(proxy?.tokens.slice(1)).toEqual(cms);
    const headers = proxy?.children.map((child) => child.tokens.join(' '));
    expect(headers).toEqual(
      expect.arrayContaining(['header_up -Cookie', 'header_up -Authorization', 'header_down -Set-Cookie']),
    );
    for (const [name, service] of bffReplicas) {
      expect(serviceEnv(service).CMS_PUBLIC_URL, name).toBe(serviceEnv(service).PUBLIC_ORIGIN);
    }
  });

  it('refuses /metrics from outside: Prometheus scrapes each replica inside the network (ADR 0027)', () => {
    const responds = caddyDirectives([site('{$PORTAL_HOST}')], 'respond').map((d) => d.tokens.slice(1));
    expect(responds).toContainEqual(['/metrics', '404']);
    for (const [name, service] of bffReplicas) expect(serviceEnv(service).METRICS_TOKEN, name).toBeTruthy();
  });

  it('ends TLS for every host with the certificates compose mounts as secrets', () => {
    const proxy = services.proxy ?? {};
    const hosts = caddyfile.filter((block) => /^\{\$[A-Z_]+\}$/.test(block.tokens[0] ?? ''));
    expect(hosts.map((block) => block.tokens[0])).toEqual(['{$PORTAL_HOST}', '{$CMS_HOST}']);
    for (const host of hosts) {
      const variable = (host.tokens[0] ?? '').slice(2, -1);
      expect(serviceEnv(proxy)[variable], variable).toBe(filledIn[variable]);
      const tls = caddyDirectives([host], 'tls');
      expect(tls).toHaveLength(1);
      const files = tls[0]?.tokens.slice(1) ?? [];
      expect(files).toHaveLength(2);
      for (const file of files) {
        const secret = /^\/run\/secrets\/([a-z_]+)$/.exec(file)?.[1] ?? '';
        expect(proxy.secrets, file).toContain(secret);
        expect(compose.secrets, file).toHaveProperty(secret);
      }
    }
    expect(caddyfile[0]?.tokens).toEqual([]);
    expect(caddyfile[0]?.children.map((option) => option.tokens.join(' '))).toContain('auto_https disable_certs');
  });

  it('answers the proxy’s own health check on the address compose asks', () => {
    const url = healthcheckUrl(services.proxy ?? {});
    const health = site(`http://:${url.port}`);
    expect(caddyDirectives([health], 'respond')[0]?.tokens.slice(1, 2)).toEqual([url.pathname]);
    expect(services.proxy?.ports ?? []).not.toContain(`${url.port}:${url.port}`);
  });
});
