import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ENVIRONMENTS } from '@portal/contracts';
import { CustomerCentreSettingsSchema, type CustomerCentre } from '@portal/contracts/contact/customer-centre';
import type { HttpLimits } from '@portal/contracts/slow-clients';
import { TrustProxySchema, type TrustedProxies } from '@portal/contracts/trust-proxy';
import { TileUrlTemplateSchema } from './modules/catalog/map-tiles.ts';

const url = z.url().transform((v) => v.replace(/\/+$/, ''));

/**
 * Environment configuration, validated at start (stops listing every wrong setting by name).
 * Every default is for the embedded development setup; production must set PRODUCTION_REQUIRED (README: configuration).
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(ENVIRONMENTS).default('local'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The origin members see; redirect URIs and Origin checks derive from it. */
  PUBLIC_ORIGIN: url.optional(),
  /**
   * Which proxies in front of the BFF may tell it the client's address (X-Forwarded-For): `none`, or a
   * comma-separated list of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`
   * (`10.0.0.0/8,loopback`; @portal/contracts/trust-proxy, the CMS reads the same rule). Unset: none, the client is
   * the TCP peer; production must say which (issue 33). Per-address rate limits key on that address, so trusting a
   * proxy that is not there lets anyone choose their own address (issue 14).
   */
  TRUST_PROXY: TrustProxySchema,
  /**
   * Slow clients (issue 33): the request line and headers must arrive within HTTP_HEADERS_TIMEOUT_MS, the whole
   * request with its body within HTTP_REQUEST_TIMEOUT_MS; past either the BFF answers 408 and closes the connection.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** '1' seeds the test members into PostgreSQL too (staging); the embedded PGlite is always seeded. */
  SEED_TEST_MEMBERS: z.enum(['0', '1']).default('0'),

  /** Secret for CSRF tokens; generated per process when unset (development only). */
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(24),
  LEVEL2_MINUTES: z.coerce.number().int().positive().default(15),
  /** Login and callback requests allowed per client and minute. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * Domain of the spec's shared client cookies (.lifeyell.jp in production); host-only when unset. The BFF's hint
   * cookies and, through GET /v1/config, the cookies the SPA writes.
   */
  COOKIE_DOMAIN: z.string().optional(),

  SSO_ISSUER: url.default('http://localhost:3002/sso'),
  SSO_CLIENT_ID: z.string().default('portal'),
  SSO_CLIENT_SECRET: z.string().default('portal-sso-dev-secret'),
  CARRIER_ISSUER: url.default('http://localhost:3002/carrier'),
  CARRIER_CLIENT_ID: z.string().default('portal'),
  CARRIER_CLIENT_SECRET: z.string().default('portal-carrier-dev-secret'),

  MYPAGE_BASE_URL: url.optional(),
  LIFE_HOST_URL: url.optional(),
  STAY_HOST_URL: url.optional(),
  SHOP_HOST_URL: url.optional(),
  BOOKING_SITE_URL: url.optional(),
  /** The alternate public stay search address (keyword, area, category); unset: 公共の宿 uses the stay host. */
  PUBLIC_STAY_SEARCH_URL: url.optional(),
  KYUTOKU_PAYMENT_URL: url.optional(),
  HEALTH_POINT_URL: url.optional(),
  INCENTIVE_POINT_URL: url.optional(),
  POINT_PLATFORM_URL: url.optional(),
  PRIVACY_POLICY_URL: url.optional(),
  COMMERCIAL_TRANSACTIONS_URL: url.optional(),
  /** The map's tile server (/map), a Leaflet URL template; unset: the map draws the prefectures' outlines. */
  MAP_TILE_URL: TileUrlTemplateSchema.optional(),
  /** The credit the tile server asks for, as text (e.g. © OpenStreetMap contributors). */
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),

  /** The CMS (Payload) server-to-server, and the host browsers load its images from. */
  CMS_URL: url.default('http://127.0.0.1:3001'),
  CMS_PUBLIC_URL: url.default('http://localhost:3001'),
  /** API key of the CMS's `portal-bff` user; required in production (empty: CMS calls fail cleanly). */
  CMS_API_KEY: z.string().default(''),
  /** HS256 secret shared with the CMS for preview tokens; required in production. */
  PREVIEW_TOKEN_SECRET: z.string().min(32).optional(),
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** How long a CMS snapshot is served without asking the CMS again. */
  CMS_CACHE_FRESH_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How long past that a snapshot may still be served while the CMS fails (stale-if-error). */
  CMS_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).default(86_400),

  /** Mail of the contact forms: SMTP when SMTP_HOST is set (required in production), else the dev mail viewer. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** '1': TLS from the first byte (port 465); '0': STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['0', '1']).default('0'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().default('ライフエール <no-reply@lifeyell.example>'),
  /** Where the customer centre receives the notification of each inquiry and opinion. */
  CUSTOMER_CENTRE_EMAIL: z.email().default('support@lifeyell.example'),
  /**
   * The customer centre members call (the system error page, the contact mails; GET /v1/config): its number
   * (`0120-123-456`), its hours and the contract line's (`10:00-18:00`). Unset: a sample number, 0120-000-000, with
   * the spec's hours; production must set all three.
   */
  ...CustomerCentreSettingsSchema.shape,
  /** How often the outbox worker looks for due mails; 0 stops it (tests start it themselves). */
  MAIL_OUTBOX_POLL_MS: z.coerce.number().int().min(0).optional(),
  /**
   * How often the job scheduler looks for due jobs (billing run, club free period ends, point expiry and its notice;
   * docs/decisions/0025); 0 stops it (tests run it themselves).
   */
  JOB_SCHEDULER_POLL_MS: z.coerce.number().int().min(0).optional(),
  /**
   * How long the jobs' history is kept (docs/decisions/0025): the daily job `job-history-prune` deletes the runs that
   * ended longer ago, never a job's latest run nor one still pending or running.
   */
  JOB_HISTORY_RETENTION_DAYS: z.coerce.number().int().min(7).max(3650).default(180),
  /** Inquiries or opinions allowed per hour from one session; per client IP: 4×. */
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  /**
   * Acknowledgement mails one e-mail address receives per hour (issue 33). An inquiry past it is still received and
   * reaches the customer centre, without a mail to the address: whoever types someone else's address can neither
   * block that person's inquiries nor fill their mailbox.
   */
  CONTACT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(1),

  /** Built SPA to serve; defaults to apps/web/dist. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Worker threads that render pages (ADR 0032), each one page at a time, off the event loop that answers the API;
   * default: twice the machine's available parallelism. A render thread waits for its page's calls, answered on the
   * main thread, for about a third of each page; twice as many threads as cores keep the cores busy meanwhile (ADR
   * 0032, amendment "two render threads per core": an A/B of 5 runs each).
   */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => 2 * availableParallelism()),
  /**
   * Keep the portal under maintenance whatever the operator API's switch says (a deployment that must start closed):
   * `true`/`1`/`on`. Off by default; the operator API (`PUT /v1/operator/maintenance`) turns it on and off at run time.
   */
  MAINTENANCE_MODE: z
    .enum(['true', 'false', '1', '0', 'on', 'off', ''])
    .default('false')
    .transform((value) => ['true', '1', 'on'].includes(value)),
  /** Bearer token of the operator API (carrier events, points, billing run); unset: the API does not exist. */
  OPERATOR_API_TOKEN: z.string().min(32).optional(),
  /** Bearer token of GET /metrics (≥ 32 chars); production without it serves no metrics (ADR 0027). */
  METRICS_TOKEN: z.string().min(32).optional(),
});

export interface AppConfig {
  env: z.infer<typeof EnvSchema>;
  production: boolean;
  /** Fastify's `trustProxy`: false (the TCP peer is the client) or the trusted proxies' addresses. */
  trustProxy: TrustedProxies;
  /** How long a client may take to send a request's headers, and the whole request (slow clients). */
  http: HttpLimits;
  publicOrigin: string;
  secureCookies: boolean;
  sessionSecret: string;
  cookieDomain: string | undefined;
  /** The customer centre members call: number and hours. */
  customerCentre: CustomerCentre;
  cms: {
    url: string;
    publicUrl: string;
    apiKey: string;
    previewSecret: string;
    timeoutMs: number;
    freshSeconds: number;
    staleSeconds: number;
  };
  mail: {
    /** null: the embedded development transport (the dev mail viewer). */
    smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string } | null;
    from: string;
    /** The customer centre's address for the notifications. */
    customerCentre: string;
    /** 0: no background delivery. */
    pollMs: number;
  };
  contactRateLimitPerHour: number;
  /** Acknowledgement mails per e-mail address and hour (at least one). */
  contactAcknowledgementsPerAddressPerHour: number;
  /** The job scheduler's polling interval (0: no scheduled jobs in this process) and how long history is kept. */
  jobs: { pollMs: number; historyRetentionDays: number };
  /** The map's base layer: null tiles draw the shipped prefecture outlines. */
  map: { tileUrl: string | null; tileAttribution: string | null };
  externalSites: {
    mypageBaseUrl: string;
    lifeHostUrl: string;
    stayHostUrl: string;
    shopHostUrl: string;
    bookingSiteUrl: string;
    /** Null: not configured (the 公共の宿 form searches the stay host). */
    publicStaySearchUrl: string | null;
    kyutokuPaymentUrl: string;
    healthPointUrl: string;
    incentivePointUrl: string;
    pointPlatformUrl: string;
    privacyPolicyUrl: string;
    commercialTransactionsUrl: string;
  };
}

/**
 * What production must set itself, and why: each development default points at this machine, at the development
 * identity provider, at a /dev page production does not serve, at a reserved `.example` address nobody reads, or at
 * a per-process store the replicas cannot share (ARCHITECTURE.md §8). Left optional on purpose: PUBLIC_STAY_SEARCH_URL
 * (unset: 公共の宿 searches on the stay host), MAP_TILE_URL (unset: the shipped prefecture outlines), COOKIE_DOMAIN
 * (unset: host-only cookies, the narrower scope), OPERATOR_API_TOKEN (unset:
 * no operator API on that deployment), SMTP_USER/SMTP_PASS (a relay may need no login), and the limits and timeouts,
 * whose defaults are production's.
 */
export const PRODUCTION_REQUIRED = {
  PUBLIC_ORIGIN: 'redirect URIs, Origin checks and Secure cookies derive from it; unset: http://localhost',
  TRUST_PROXY:
    'the load balancer whose X-Forwarded-For names the client, or none; unset: per-address limits would see only the balancer',
  DATABASE_URL: 'the replicas share PostgreSQL; unset: an embedded PGlite per process',
  REDIS_URL: 'the replicas share rate limits and CMS snapshots in Redis; unset: per process',
  SESSION_SECRET: 'every replica must verify the CSRF tokens of the others; unset: one per process',
  SSO_ISSUER: 'unset: the development identity provider',
  SSO_CLIENT_ID: 'the client the single sign-on provider registered; unset: the development one',
  SSO_CLIENT_SECRET: 'unset: the development secret published in this repository',
  CARRIER_ISSUER: 'unset: the development identity provider',
  CARRIER_CLIENT_ID: 'the client the carrier login registered; unset: the development one',
  CARRIER_CLIENT_SECRET: 'unset: the development secret published in this repository',
  MYPAGE_BASE_URL: 'the my-page site; unset: the development page /dev/outbound',
  LIFE_HOST_URL: 'where the life search widgets send members; unset: silently the portal itself',
  STAY_HOST_URL: 'where the stay search widgets send members; unset: silently the portal itself',
  SHOP_HOST_URL: 'where the shop search widgets send members; unset: silently the portal itself',
  BOOKING_SITE_URL: 'the gourmet web-reservation site; unset: the development page /dev/outbound',
  KYUTOKU_PAYMENT_URL: 'the 給トク payment page; unset: the development page /dev/outbound',
  HEALTH_POINT_URL: 'the health point service; unset: the development page /dev/outbound',
  INCENTIVE_POINT_URL: 'the incentive point service; unset: the development page /dev/outbound',
  POINT_PLATFORM_URL: 'the point platform; unset: the development page /dev/outbound',
  PRIVACY_POLICY_URL: 'the privacy policy (a legal page); unset: the development page /dev/outbound',
  COMMERCIAL_TRANSACTIONS_URL: 'the 特定商取引法 page (a legal page); unset: the development page /dev/outbound',
  CMS_URL: 'the CMS runs as its own service; unset: 127.0.0.1:3001',
  CMS_PUBLIC_URL: 'where browsers load CMS images; unset: localhost:3001',
  CMS_API_KEY: 'the BFF reads the CMS with it; unset: every CMS call fails',
  PREVIEW_TOKEN_SECRET: 'verifies the CMS preview tokens; unset: previews never open',
  SMTP_HOST: 'the contact mails go out through it; unset: the development mail viewer',
  MAIL_FROM: 'the sender of the contact mails; unset: a reserved .example address',
  CUSTOMER_CENTRE_EMAIL:
    'the customer centre receives inquiries there; unset: a reserved .example address nobody reads',
  CUSTOMER_CENTRE_PHONE: 'the number members call, on the system error page and in the mails; unset: a sample number',
  CUSTOMER_CENTRE_HOURS: 'the customer centre’s hours, shown with its number; unset: the sample’s',
  CUSTOMER_CENTRE_CONTRACT_LINE_HOURS: 'the contract line’s hours, shown with the number; unset: the sample’s',
} as const satisfies Partial<Record<keyof z.input<typeof EnvSchema>, string>>;

/** Settings production accepts only in one form (checked when set). */
const PRODUCTION_FORMS: Partial<Record<keyof typeof PRODUCTION_REQUIRED, { test: RegExp; problem: string }>> = {
  PUBLIC_ORIGIN: {
    test: /^https:\/\//i,
    problem: 'must be https in production (the session cookies are Secure only over https)',
  },
  DATABASE_URL: { test: /^postgres(ql)?:\/\//i, problem: 'must be a postgres:// or postgresql:// URL in production' },
  REDIS_URL: { test: /^rediss?:\/\//i, problem: 'must be a redis:// or rediss:// URL in production' },
};

export interface ConfigProblem {
  /** The environment variable. */
  name: string;
  problem: string;
}

/** Every missing or invalid setting at once, one line each; the BFF prints it and stops. */
export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];
  constructor(problems: readonly ConfigProblem[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.name}: ${p.problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

function isSet(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** The variables' problems in the schema's order, production's requirements included. */
function configProblems(source: Record<string, string | undefined>, issues: readonly z.core.$ZodIssue[]) {
  const problems: ConfigProblem[] = issues.map((issue) => ({
    name: issue.path.map(String).join('.') || '(environment)',
    problem: issue.message,
  }));
  // NODE_ENV as given: an invalid setting elsewhere must not hide production's requirements.
  if (source.NODE_ENV === 'production') {
    const invalid = new Set(problems.map((p) => p.name));
    for (const [name, why] of Object.entries(PRODUCTION_REQUIRED)) {
      if (invalid.has(name)) continue;
      const value = source[name];
      const form = PRODUCTION_FORMS[name as keyof typeof PRODUCTION_REQUIRED];
      if (!isSet(value)) problems.push({ name, problem: `required in production (${why})` });
      else if (form && !form.test.test(value.trim())) problems.push({ name, problem: form.problem });
    }
  }
  const order = Object.keys(EnvSchema.shape);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return problems.sort((a, b) => rank(a.name) - rank(b.name));
}

/**
 * The validated configuration. Throws a ConfigError listing every problem at once: values that do not parse, and
 * with NODE_ENV=production every PRODUCTION_REQUIRED setting left unset.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  const issues = parsed.success ? [] : [...parsed.error.issues];
  // Node refuses a server whose headers may take longer than the whole request.
  if (parsed.success && parsed.data.HTTP_HEADERS_TIMEOUT_MS > parsed.data.HTTP_REQUEST_TIMEOUT_MS) {
    issues.push({
      code: 'custom',
      path: ['HTTP_HEADERS_TIMEOUT_MS'],
      message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      input: source.HTTP_HEADERS_TIMEOUT_MS,
    });
  }
  const problems = configProblems(source, issues);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  // External sites stay external; in development they point to the portal's own /dev/outbound page.
  const outbound = (site: string) => `${publicOrigin}/dev/outbound/${site}`;
  return {
    env,
    production,
    trustProxy: env.TRUST_PROXY,
    http: { headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS },
    publicOrigin,
    secureCookies: publicOrigin.startsWith('https://'),
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    cookieDomain: env.COOKIE_DOMAIN,
    customerCentre: {
      phone: env.CUSTOMER_CENTRE_PHONE,
      hours: env.CUSTOMER_CENTRE_HOURS,
      contractLineHours: env.CUSTOMER_CENTRE_CONTRACT_LINE_HOURS,
    },
    cms: {
      url: env.CMS_URL,
      publicUrl: env.CMS_PUBLIC_URL,
      apiKey: env.CMS_API_KEY,
      // Development without the CMS's secret: preview tokens cannot verify, which is the safe failure.
      previewSecret: env.PREVIEW_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
      timeoutMs: env.CMS_TIMEOUT_MS,
      freshSeconds: env.CMS_CACHE_FRESH_SECONDS,
      staleSeconds: env.CMS_CACHE_STALE_SECONDS,
    },
    mail: {
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            secure: env.SMTP_SECURE === '1',
            ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
            ...(env.SMTP_PASS ? { pass: env.SMTP_PASS } : {}),
          }
        : null,
      from: env.MAIL_FROM,
      customerCentre: env.CUSTOMER_CENTRE_EMAIL,
      // Test apps deliver on demand; every other process delivers in the background.
      pollMs: env.MAIL_OUTBOX_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : 2000),
    },
    contactRateLimitPerHour: env.CONTACT_RATE_LIMIT_PER_HOUR,
    contactAcknowledgementsPerAddressPerHour: env.CONTACT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_HOUR,
    // As the outbox: test apps run their jobs on demand, every other process on its own.
    jobs: {
      pollMs: env.JOB_SCHEDULER_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : 30_000),
      historyRetentionDays: env.JOB_HISTORY_RETENTION_DAYS,
    },
    map: { tileUrl: env.MAP_TILE_URL ?? null, tileAttribution: env.MAP_TILE_ATTRIBUTION ?? null },
    externalSites: {
      mypageBaseUrl: env.MYPAGE_BASE_URL ?? outbound('mypage'),
      // The portal ships the member-facing side of the life, stay and shop hosts (issue 12): by default every search
      // widget's URL lands on the portal's own results and detail pages.
      lifeHostUrl: env.LIFE_HOST_URL ?? publicOrigin,
      stayHostUrl: env.STAY_HOST_URL ?? publicOrigin,
      shopHostUrl: env.SHOP_HOST_URL ?? publicOrigin,
      bookingSiteUrl: env.BOOKING_SITE_URL ?? outbound('booking'),
      publicStaySearchUrl: env.PUBLIC_STAY_SEARCH_URL ?? null,
      kyutokuPaymentUrl: env.KYUTOKU_PAYMENT_URL ?? outbound('kyutoku'),
      healthPointUrl: env.HEALTH_POINT_URL ?? outbound('health-point'),
      incentivePointUrl: env.INCENTIVE_POINT_URL ?? outbound('incentive-point'),
      pointPlatformUrl: env.POINT_PLATFORM_URL ?? outbound('point-platform'),
      privacyPolicyUrl: env.PRIVACY_POLICY_URL ?? outbound('privacy'),
      commercialTransactionsUrl: env.COMMERCIAL_TRANSACTIONS_URL ?? outbound('tokushoho'),
    },
  };
}
