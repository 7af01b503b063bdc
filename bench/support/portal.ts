/**
 * A portal of a bench's own, each part a process of its own (bench/pages-load.ts, bench/lighthouse.ts):
 *   - the CMS (apps/cms/test-support/start-cms.ts: fresh SQLite, full seed content, `next start`) and the development
 *     identity provider (apps/idp/src/main.ts);
 *   - the BFF (apps/bff/src/main.ts, its standard output to bff.log in `work`, as a container's log):
 *     profile `start` with the environment scripts/start.ts gives it (embedded PGlite, LOG_LEVEL=warn); profile
 *     `production` as compose.yaml runs it: NODE_ENV=production, LOG_LEVEL=info, METRICS_TOKEN (metrics on), a fresh
 *     PostgreSQL database with SEED_TEST_MEMBERS=1, Redis (a database index flushed at the start and the end),
 *     TRUST_PROXY=loopback (the proxy in front, as compose.yaml trusts its edge network), PUBLIC_ORIGIN and
 *     CMS_PUBLIC_URL on the portal's https name (behind the TLS proxy, bench/support/tls-proxy.ts, which serves the
 *     CMS's media there as deployed) and every other setting production requires (apps/bff/src/config.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Children } from './children.ts';
import { startCms, type StartedCms } from './cms.ts';
import { waitFor } from './http.ts';
import { signIn } from './sign-in.ts';

export const PROFILES = ['start', 'production'] as const;
export type Profile = (typeof PROFILES)[number];

/** The BFF's LOG_LEVEL in each profile: scripts/start.ts's, and compose.yaml's. */
export const PROFILE_LOG_LEVELS: Record<Profile, string> = { start: 'warn', production: 'info' };

/** PROFILE from the environment (default `start`). */
export function profileOf(value: string | undefined): Profile {
  const profile = (value ?? 'start') as Profile;
  if (!PROFILES.includes(profile)) throw new Error(`PROFILE is start or production, not ${value}`);
  return profile;
}

export interface PortalPorts {
  bff: number;
  cms: number;
  idp: number;
  /** Nothing listens there: production requires an SMTP server, and no mail is sent while measuring. */
  closedSmtp: number;
}

export interface PortalOptions {
  profile: Profile;
  ports: PortalPorts;
  /** The bench's temporary folder (data, bff.log). */
  work: string;
  children: Children;
  /** PostgreSQL without a database (production): `postgres://postgres@127.0.0.1:5432`. */
  postgresUrl: string;
  /** The database the production BFF gets, created here and dropped by `stop()`. */
  databaseName: string;
  /** Redis with its database index (production), flushed at the start and by `stop()`. */
  redisUrl: string;
  /** Written to the BFF's environment from the bench's own when set (RENDER_THREADS, for an A/B). */
  passThrough?: readonly string[];
  /** Node's options for the BFF's process (`--cpu-prof`…). */
  nodeOptions?: readonly string[];
}

export interface StartedPortal {
  /** Where the BFF listens: `http://127.0.0.1:<port>`. */
  url: string;
  /** PUBLIC_ORIGIN: `https://portal.bench.example` in production, else where it listens as `localhost`. */
  publicOrigin: string;
  /** The BFF's METRICS_TOKEN (production). */
  metricsToken: string;
  bff: ChildProcess;
  cms: StartedCms;
  /** `principal` signed in through the identity provider's real OIDC flow: the portal's cookies, one header. */
  signIn(): Promise<string>;
  /** The end of the BFF's log, for an error. */
  logTail(lines: number): string;
  /** Drops the production database and flushes its Redis index (the processes are `children`'s to stop). */
  cleanUp(): Promise<void>;
}

/**
 * For a bench that failed: when the BFF had stopped while it measured (killed from outside, out of memory…), says so,
 * with the end of its log.
 */
export function reportStoppedBff(portal: StartedPortal | null): void {
  const bff = portal?.bff;
  if (!bff || (bff.exitCode === null && bff.signalCode === null)) return;
  console.error(`the BFF stopped while measuring (${bff.signalCode ?? `exit ${bff.exitCode}`}); its log ends with:`);
  console.error(portal.logTail(20));
}

/** The production portal's public names: https, behind the TLS proxy (the CMS's for its editors). */
export const PRODUCTION_ORIGINS = {
  portal: 'https://portal.bench.example',
  cms: 'https://cms.bench.example',
} as const;

async function adminQuery(postgresUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function flushRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
}

/** Only what the BFF needs of this shell: nothing else of the shell is measured. */
function baseEnv(passThrough: readonly string[]): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_OPTIONS', ...passThrough];
  return Object.fromEntries(keep.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
}

function bffEnv(
  options: PortalOptions,
  cms: StartedCms,
  origins: { publicOrigin: string; cmsPublicUrl: string; idpUrl: string },
  metricsToken: string,
): Record<string, string> {
  const { profile, ports, work } = options;
  const { publicOrigin, cmsPublicUrl, idpUrl } = origins;
  const common = {
    HOST: '127.0.0.1',
    PORT: String(ports.bff),
    PUBLIC_ORIGIN: publicOrigin,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OPERATOR_API_TOKEN: randomBytes(32).toString('hex'),
    CMS_URL: cms.url,
    CMS_API_KEY: cms.apiKey,
    CMS_PUBLIC_URL: cmsPublicUrl,
    PREVIEW_TOKEN_SECRET: cms.previewSecret,
    SSO_ISSUER: `${idpUrl}/sso`,
    CARRIER_ISSUER: `${idpUrl}/carrier`,
  };
  if (profile === 'start') {
    // scripts/start.ts, with data of its own.
    return {
      ...common,
      PORTAL_ORIGIN: publicOrigin,
      PGLITE_DIR: join(work, 'pglite'),
      LOG_LEVEL: PROFILE_LOG_LEVELS.start,
    };
  }
  // compose.yaml's BFF, every PRODUCTION_REQUIRED setting set.
  const external = (name: string) => `https://${name}.bench.example`;
  return {
    ...common,
    NODE_ENV: 'production',
    APP_ENV: 'production',
    LOG_LEVEL: PROFILE_LOG_LEVELS.production,
    METRICS_TOKEN: metricsToken,
    TRUST_PROXY: 'loopback',
    DATABASE_URL: `${options.postgresUrl}/${options.databaseName}`,
    REDIS_URL: options.redisUrl,
    SEED_TEST_MEMBERS: '1',
    // The development identity provider's clients (apps/idp).
    SSO_CLIENT_ID: 'portal',
    SSO_CLIENT_SECRET: 'portal-sso-dev-secret',
    CARRIER_CLIENT_ID: 'portal',
    CARRIER_CLIENT_SECRET: 'portal-carrier-dev-secret',
    MYPAGE_BASE_URL: external('mypage'),
    LIFE_HOST_URL: publicOrigin,
    STAY_HOST_URL: publicOrigin,
    SHOP_HOST_URL: publicOrigin,
    BOOKING_SITE_URL: external('booking'),
    KYUTOKU_PAYMENT_URL: `${external('pay')}/kyutoku`,
    HEALTH_POINT_URL: external('health'),
    INCENTIVE_POINT_URL: external('incentive'),
    POINT_PLATFORM_URL: external('points'),
    PRIVACY_POLICY_URL: `${external('www')}/privacy`,
    COMMERCIAL_TRANSACTIONS_URL: `${external('www')}/tokushoho`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.closedSmtp),
    MAIL_FROM: 'ライフエール <no-reply@bench.example>',
    CUSTOMER_CENTRE_EMAIL: 'centre@bench.example',
    CUSTOMER_CENTRE_PHONE: '0120-000-000',
    CUSTOMER_CENTRE_HOURS: '10:00-18:00',
    CUSTOMER_CENTRE_CONTRACT_LINE_HOURS: '10:00-19:00',
  };
}

/** Starts the CMS, the identity provider and the BFF, and waits until the BFF is ready. */
export async function startPortal(options: PortalOptions): Promise<StartedPortal> {
  const { profile, ports, work, children } = options;
  const production = profile === 'production';
  const url = `http://127.0.0.1:${ports.bff}`;
  const idpUrl = `http://127.0.0.1:${ports.idp}`;
  // As scripts/start.ts gives them; production behind its TLS proxy, which serves the CMS's media on the portal's
  // host as compose.yaml's does (bench/support/tls-proxy.ts).
  const publicOrigin = production ? PRODUCTION_ORIGINS.portal : `http://localhost:${ports.bff}`;
  const cmsPublicUrl = production ? PRODUCTION_ORIGINS.portal : `http://localhost:${ports.cms}`;
  const metricsToken = randomBytes(32).toString('hex');
  const dropDatabase = () =>
    adminQuery(options.postgresUrl, `DROP DATABASE IF EXISTS ${options.databaseName} WITH (FORCE)`);
  const cleanUp = async () => {
    if (!production) return;
    await dropDatabase().catch((error: unknown) =>
      console.error(`could not drop ${options.databaseName}: ${String(error)}`),
    );
    await flushRedis(options.redisUrl).catch(() => undefined);
  };
  if (production) {
    await dropDatabase();
    await adminQuery(options.postgresUrl, `CREATE DATABASE ${options.databaseName}`);
    await flushRedis(options.redisUrl);
  }
  console.log(`starting the CMS, the identity provider and the BFF (PROFILE=${profile}, data in ${work})…`);
  const cms = await startCms({ port: ports.cms, dataDir: join(work, 'cms'), portalOrigin: publicOrigin });
  children.start(
    ['apps/idp/src/main.ts'],
    {
      ...baseEnv([]),
      PORTAL_ORIGIN: publicOrigin,
      IDP_PORT: String(ports.idp),
      IDP_BASE_URL: idpUrl,
      IDP_DATA_DIR: join(work, 'idp'),
    },
    { inherit: false },
  );
  const logFile = join(work, 'bff.log');
  const bff = children.start(
    [...(options.nodeOptions ?? []), 'apps/bff/src/main.ts'],
    {
      ...baseEnv(options.passThrough ?? []),
      ...bffEnv(options, cms, { publicOrigin, cmsPublicUrl, idpUrl }, metricsToken),
    },
    { inherit: false, stdout: openSync(logFile, 'a') },
  );
  const logTail = (lines: number) => readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
  const exited = new Promise<never>((_, fail) =>
    bff.once('exit', (code, signal) => fail(new Error(`the BFF stopped (${signal ?? `exit ${code}`})`))),
  );
  try {
    // Migrating and seeding a fresh database takes a while on a busy machine.
    await Promise.race([
      Promise.all([waitFor(`${idpUrl}/healthz`, 30_000), waitFor(`${url}/readyz`, 300_000)]),
      exited,
    ]);
  } catch (error) {
    console.error(`the BFF's log ends with:\n${logTail(20)}`);
    await cleanUp();
    throw error;
  }
  exited.catch(() => undefined);
  return {
    url,
    publicOrigin,
    metricsToken,
    bff,
    cms,
    signIn: () => signIn({ portal: url, publicOrigin, idpOrigin: idpUrl, loginId: 'principal' }),
    logTail,
    cleanUp,
  };
}
