import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '@portal/db';
import type { AppConfig } from './config.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createCookieWriter, type CookieWriter } from './lib/cookies.ts';
import { createOidcIdentityProvider, type IdentityProvider, type IssuerName } from './adapters/identity-provider.ts';
import { createPayloadCmsSource, type CmsSource } from './adapters/cms-source.ts';
import { createSnapshotCache, type SnapshotCache } from './modules/cms/cache.ts';
import { createAudiences } from './modules/cms/audience.ts';
import { createPreviewSessions } from './modules/cms/preview.ts';
import { createCmsService, type CmsService } from './modules/cms/service.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import type { MemberGuard } from './modules/auth/guard.ts';
import { createSessionService, type SessionService } from './modules/auth/service.ts';
import { createViewer } from './modules/auth/viewer.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { apiSecurityHeaders, documentHeadersPlugin, securityPlugin } from './plugins/security.ts';
import { docsPlugin, docsUiPlugin } from './plugins/docs.ts';
import { spaPlugin } from './plugins/spa.ts';
import { pagesPlugin } from './modules/pages/pages-plugin.ts';
import { createPageCache } from './modules/pages/page-cache.ts';
import { createPageRenderer, PAGE_CALL_HEADER } from './modules/pages/renderer.ts';
import { pageReads } from './lib/read-scope.ts';
import { rateLimitStore } from './lib/rate-limit-store.ts';
import { randomToken } from './lib/tokens.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createUserService } from './modules/users/service.ts';
import type { CarrierGateway } from './modules/carrier/gateway.ts';
import { createEmbeddedCarrierGateway } from './modules/carrier/embedded-gateway.ts';
import type { PointsLedger } from './modules/points/ledger.ts';
import { createEmbeddedPointsLedger } from './modules/points/ledger-repository.ts';
import { pointRoutes } from './modules/points/routes.ts';
import { createPointsService } from './modules/points/service.ts';
import { configRoutes } from './modules/config/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { createEmbeddedCatalog, type Catalog } from './modules/catalog/catalog.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogMapRoutes } from './modules/catalog/map-routes.ts';
import { createEmbeddedMenuCatalog, type MenuCatalog } from './modules/catalog/menu-catalog.ts';
import { createEmbeddedCatalogImports, type CatalogImports } from './modules/catalog/catalog-imports.ts';
import { createCatalogVersionCache } from './modules/catalog/catalog-version.ts';
import { memberListRoutes } from './modules/member-lists/routes.ts';
import { createMemberLists } from './modules/member-lists/service.ts';
import { createMembershipService } from './modules/membership/service.ts';
import { membershipRoutes } from './modules/membership/routes.ts';
import { operatorRoutes } from './modules/operator/routes.ts';
import { OPERATOR_PREFIX } from './modules/operator/paths.ts';
import { operatorCatalogRoutes } from './modules/operator/catalog-routes.ts';
import { createMaintenanceSwitch } from './modules/maintenance/maintenance-switch.ts';
import { maintenanceGate } from './modules/maintenance/maintenance-gate.ts';
import { siteInfoRoutes } from './modules/maintenance/site-info-routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { createContactService } from './modules/contact/service.ts';
import { createSmtpMailer, type Mailer } from './adapters/smtp-mailer.ts';
import { createDevMailboxMailer } from './modules/contact/dev-mailbox.ts';
import { createOutboxWorker } from './modules/contact/outbox.ts';
import { devMailViewer } from './modules/contact/dev-mail-viewer.ts';
import { createSingletonLease } from './modules/jobs/lease.ts';
import { MAIL_OUTBOX_JOB, portalJobs } from './modules/jobs/registry.ts';
import { recordRound } from './modules/jobs/repository.ts';
import { japanHourKey } from './lib/japan-time.ts';
import { createJobScheduler, schedulerOwner, type JobDefinition } from './modules/jobs/scheduler.ts';
import { createJobHistory, createJobHistoryPruning } from './modules/jobs/service.ts';
import { createPointExpiryNotices } from './modules/points/expiry-notice.ts';
import { pointExpiryNoticeRoutes } from './modules/points/expiry-notice-routes.ts';
import { encodeLocation, needsLocationEncoding } from './lib/location.ts';
import { requestIdPlugin, requestIdServerOptions } from './plugins/request-id.ts';
import { createAppMetrics, type AppMetrics } from './modules/metrics/metrics.ts';
import { countedSnapshotCache } from './modules/metrics/instrument.ts';
import { closeAnsweredConnections, slowClientOptions } from './plugins/slow-clients.ts';
import { metricsPlugin, metricsRoute } from './modules/metrics/routes.ts';

export const DEFAULT_WEB_DIST = resolve(fileURLToPath(import.meta.url), '../../../web/dist');

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  identity?: Record<IssuerName, IdentityProvider>;
  carrier?: CarrierGateway;
  points?: PointsLedger;
  /** Areas, categories and genres; default: the embedded, seeded code lists. */
  catalog?: Catalog;
  /** The privileges (search, a privilege's page, the map); default: the embedded catalogue in the database. */
  menuCatalog?: MenuCatalog;
  /** The catalogue's imports and export (operator API); default: into the embedded catalogue. */
  catalogImports?: CatalogImports;
  /** The CMS and its snapshot cache; defaults: Payload's REST API at CMS_URL, a cache on `redis` when given. */
  cms?: { source?: CmsSource; cache?: SnapshotCache };
  redis?: Redis;
  /** Where the mail outbox delivers; default: SMTP from the configuration, else the development mailbox. */
  mailer?: Mailer;
  /** The scheduled jobs; default: the portal's (docs/decisions/0025). */
  jobs?: JobDefinition[];
  /** Fastify's logger; a stream receives the lines (tests read them). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/**
 * The shared parts the app is wired from. Only app.ts sees them whole: each module's plugin and service is handed
 * the parts it uses.
 */
interface AppContext {
  config: AppConfig;
  db: Database;
  clock: Clock;
  cookies: CookieWriter;
  sessions: SessionService;
  identity: Record<IssuerName, IdentityProvider>;
  carrier: CarrierGateway;
  points: PointsLedger;
  /** This app's Prometheus metrics (modules/metrics): the jobs report their runs with `metrics.recordJobRun`. */
  metrics: AppMetrics;
}

/** The CMS gateway's parts: the source (Payload over REST by default) and the snapshot cache. */
function createCmsModule(options: BuildAppOptions, ctx: AppContext, app: FastifyInstance) {
  const { cms } = ctx.config;
  const source =
    options.cms?.source ?? createPayloadCmsSource({ url: cms.url, apiKey: cms.apiKey, timeoutMs: cms.timeoutMs });
  const cache =
    options.cms?.cache ??
    createSnapshotCache({
      clock: ctx.clock,
      freshSeconds: cms.freshSeconds,
      staleSeconds: cms.staleSeconds,
      redis: options.redis,
      onError: (message, err) => app.log.warn({ err }, message),
    });
  return createCmsService({
    source,
    // Every read counted (hits, misses, stale-if-error), a cache handed in too.
    cache: countedSnapshotCache(cache, ctx.metrics),
    clock: ctx.clock,
    audiences: createAudiences({ db: ctx.db, sessions: ctx.sessions, clock: ctx.clock, source }),
    publicUrl: cms.publicUrl,
    publicOrigin: ctx.config.publicOrigin,
    onInvalidDocument: (collection, err) =>
      app.log.warn({ err, collection }, 'CMS document left out: unexpected shape'),
  });
}

/**
 * The contact forms, and the outbox worker that delivers their mails while the app runs (ADR 0014): in one replica at
 * a time, the holder of the `mail-outbox` lease, which records its rounds per hour in the jobs' history (ADR 0025).
 */
async function registerContact(
  app: FastifyInstance,
  ctx: AppContext,
  guard: MemberGuard,
  mailerOption: Mailer | undefined,
  owner: string,
) {
  const { mail } = ctx.config;
  const mailer = mailerOption ?? (mail.smtp ? createSmtpMailer(mail.smtp) : createDevMailboxMailer(ctx.db, ctx.clock));
  const contact = createContactService({
    db: ctx.db,
    clock: ctx.clock,
    carrier: ctx.carrier,
    recipients: { customerCentreEmail: mail.customerCentre, customerCentre: ctx.config.customerCentre },
    messageIdDomain: new URL(ctx.config.publicOrigin).hostname,
    acknowledgementsPerAddressPerHour: ctx.config.contactAcknowledgementsPerAddressPerHour,
  });
  const worker = createOutboxWorker({
    db: ctx.db,
    mailer,
    clock: ctx.clock,
    from: mail.from,
    onDelivery: (outcome) => ctx.metrics.recordMailDelivery(outcome),
    onError: (message, err) => app.log.warn({ err }, message),
    // Longer than a round of 20 mails usually takes; renewed every round by its holder.
    lease: createSingletonLease({ db: ctx.db, clock: ctx.clock, name: MAIL_OUTBOX_JOB, owner, ttlMs: 60_000 }),
    onRound: async (round) => {
      const at = ctx.clock.now();
      await recordRound(ctx.db, MAIL_OUTBOX_JOB, japanHourKey(at), at, round);
    },
  });
  app.addHook('onReady', async () => worker.start(mail.pollMs));
  app.addHook('onClose', async () => {
    await worker.stop();
    if (!mailerOption) mailer.close();
  });
  await app.register(contactRoutes, { ...guard, contact, rateLimitPerHour: ctx.config.contactRateLimitPerHour });
}

/**
 * The scheduled jobs (ADR 0025): every replica runs a scheduler; the job_runs table lets one of them run each
 * occurrence. It starts once the app is ready (catching up what came due while the portal was stopped) and stops on
 * close, giving back the run it holds.
 */
function registerJobScheduler(app: FastifyInstance, ctx: AppContext, jobs: JobDefinition[], owner: string) {
  const scheduler = createJobScheduler({
    db: ctx.db,
    clock: ctx.clock,
    jobs,
    owner,
    onError: (message, err) => app.log.warn({ err }, message),
    onRun: (outcome) => {
      ctx.metrics.recordJobRun(outcome);
      app.log.info({ job: outcome }, 'job run');
    },
  });
  app.addHook('onReady', async () => scheduler.start(ctx.config.jobs.pollMs));
  app.addHook('onClose', async () => scheduler.stop());
  return createJobHistory({ db: ctx.db, clock: ctx.clock, jobs });
}

/**
 * The SPA's files and its pages (ADR 0032): pages render in worker threads, visitors' pages are kept (in Redis too,
 * where the deployment has it) and rendered again when what they show changes.
 */
async function registerPages(
  app: FastifyInstance,
  ctx: AppContext,
  options: BuildAppOptions,
  content: { cms: CmsService; catalogVersion: () => string },
  pageCallMark: string,
) {
  const { config } = ctx;
  const distDir = config.env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  await app.register(spaPlugin, { distDir });
  const renderer = createPageRenderer(app, {
    distDir,
    threads: config.env.RENDER_THREADS,
    pageCallMark,
    callScope: (work) => pageReads.run(work),
  });
  if (!renderer) app.log.warn({ distDir }, 'no server renderer: pages are rendered in the browser only');
  app.addHook('onClose', async () => renderer?.close());
  const freshMs = config.cms.freshSeconds * 1000;
  await app.register(pagesPlugin, {
    distDir,
    renderer,
    cache: createPageCache({
      redis: options.redis,
      graceMs: freshMs,
      now: () => ctx.clock.now().getTime(),
      onError: (message, err) => app.log.warn({ err }, message),
    }),
    clock: ctx.clock,
    origin: config.publicOrigin,
    csrfSecret: config.sessionSecret,
    content: (now) => {
      const cms = content.cms.contentState(now);
      return { version: `${cms.version}.${content.catalogVersion()}`, validUntil: cms.validUntil };
    },
    freshMs,
    recordPage: (source) => ctx.metrics.recordPage(source),
    apiHeaders: apiSecurityHeaders(config),
  });
}

/** Answers to requests refused before a route saw them (malformed JSON, a body too large, a media type…). */
const CLIENT_ERRORS: Partial<Record<number, { code: string; message: string }>> = {
  400: { code: 'invalid_request', message: '入力内容に誤りがあります。' },
  404: { code: 'not_found', message: 'お探しのページは見つかりませんでした。' },
  405: { code: 'method_not_allowed', message: 'この操作はできません。' },
  413: { code: 'payload_too_large', message: '送信内容が大きすぎます。' },
  414: { code: 'uri_too_long', message: '送信内容が大きすぎます。' },
  415: { code: 'unsupported_media_type', message: '送信形式に誤りがあります。' },
};

/**
 * The BFF: external plugins first (cookies, security, rate limit, docs), then the modules, then the SPA
 * (fastify/demo's order). Adapters are chosen by the caller; the defaults are the embedded ones.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const pageCallMark = randomToken(18);
  const isPageCall = (request: FastifyRequest) => request.headers[PAGE_CALL_HEADER] === pageCallMark;
  const app = Fastify({
    // A request id on every log line, the caller's X-Request-Id when it is a short safe token (plugins/request-id.ts).
    ...requestIdServerOptions(options.logger ?? { level: config.env.LOG_LEVEL }),
    // One access line per request (plugins/request-log.ts). A page's own calls (modules/pages/renderer.ts) are logged
    // as the page's request, not as requests of their own.
    logController: new RequestLogController({
      disableRequestLogging: isPageCall,
    }),
    trustProxy: config.trustProxy,
    // Slow clients: headers within 10 s, the whole request within 30 s, refusals in the usual shape.
    ...slowClientOptions(config.http),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    // A replica draining after SIGTERM still answers a request that arrives on a connection already open (main.ts
    // closes those connections as their answers go out): the proxy retries failed connections, not 503s.
    return503OnClosing: false,
    // A path the router cannot decode (%ED%A0%80) or a parameter too long: the usual shape, not Fastify's (which
    // echoes the path back).
    frameworkErrors: (error, request, frameworkReply) => {
      const status = error.statusCode === 414 ? 414 : 400;
      const reply = frameworkReply as unknown as FastifyReply;
      void reply
        .code(status)
        .header('x-request-id', request.id)
        .header('content-security-policy', "default-src 'none';frame-ancestors 'none'")
        .header('x-content-type-options', 'nosniff')
        .send({ error: CLIENT_ERRORS[status] as { code: string; message: string } });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Whatever reached a redirect (a back_uri stored before it was normalised, a path with Japanese in it), the
  // Location goes out percent-encoded rather than failing as the answer is written.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 300 || reply.statusCode >= 400) return done(null, payload);
    const location = reply.getHeader('location');
    if (typeof location === 'string' && needsLocationEncoding(location)) {
      reply.header('location', encodeLocation(location));
    }
    done(null, payload);
  });
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: { code: 'invalid_request', message: '入力内容に誤りがあります。' } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({
        error: {
          code: 'too_many_requests',
          message: 'ただいま大変混み合っております。しばらくたってから再度お試しください。',
        },
      });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: { code: 'system_error', message: 'システムエラーが発生しました｡' } });
    }
    // The framework's own texts (JSON parse errors, content types) stay in the log: the member reads a plain answer.
    request.log.info({ err: error }, 'request refused');
    const known = CLIENT_ERRORS[status];
    return reply.code(status).send({ error: known ?? { code: 'bad_request', message: '入力内容に誤りがあります。' } });
  });

  const ctx: AppContext = {
    config,
    db,
    clock,
    cookies: createCookieWriter(config),
    sessions: createSessionService(db, clock, {
      idleMinutes: config.env.SESSION_IDLE_MINUTES,
      absoluteHours: config.env.SESSION_ABSOLUTE_HOURS,
      level2Minutes: config.env.LEVEL2_MINUTES,
    }),
    identity: options.identity ?? {
      sso: createOidcIdentityProvider({
        name: 'sso',
        issuer: config.env.SSO_ISSUER,
        clientId: config.env.SSO_CLIENT_ID,
        clientSecret: config.env.SSO_CLIENT_SECRET,
      }),
      carrier: createOidcIdentityProvider({
        name: 'carrier',
        issuer: config.env.CARRIER_ISSUER,
        clientId: config.env.CARRIER_CLIENT_ID,
        clientSecret: config.env.CARRIER_CLIENT_SECRET,
      }),
    },
    carrier: options.carrier ?? createEmbeddedCarrierGateway(db),
    points: options.points ?? createEmbeddedPointsLedger(db, clock),
    metrics: createAppMetrics(),
  };

  // First: every hook and handler after it runs in the request's context (its id reaches the logs and upstreams).
  await app.register(requestIdPlugin);
  await app.register(cookie);
  await app.register(closeAnsweredConnections);
  // JSON and HTML answers compressed per request: brotli at a fast quality, gzip otherwise (ADR 0018). Built assets
  // are precompressed at build and served as they are; answers that already carry Content-Encoding pass through.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Before the security checks: during maintenance every call learns that first (a POST without a CSRF token too).
  const maintenance = createMaintenanceSwitch({ db, clock, forced: config.env.MAINTENANCE_MODE });
  await app.register(maintenanceGate, {
    maintenance,
    clock,
    previewSecret: config.cms.previewSecret,
    operatorPrefix: OPERATOR_PREFIX,
  });
  await app.register(securityPlugin, { config });
  await app.register(rateLimit, {
    global: false,
    // In Redis, shared by the replicas; in the process while Redis is away (lib/rate-limit-store.ts).
    ...(options.redis ? { store: rateLimitStore(options.redis, 'portal-rl:') } : {}),
  });
  await app.register(docsPlugin);
  await app.register(metricsPlugin, { metrics: ctx.metrics, isPageCall });

  await app.register(configRoutes, { config });
  const { sessions, cookies, identity, carrier } = ctx;
  // Every member module's routes pass its guard: the live session, the level, clearing the hints without one.
  const guard: MemberGuard = { sessions, clock, cookies };
  await app.register(userRoutes, { ...guard, users: createUserService(ctx) });
  const points = createPointsService(ctx);
  await app.register(pointRoutes, { ...guard, points });
  const membership = createMembershipService(ctx);
  await app.register(membershipRoutes, { ...guard, membership });
  const notices = createPointExpiryNotices({
    ...ctx,
    publicOrigin: config.publicOrigin,
    messageIdDomain: new URL(config.publicOrigin).hostname,
    customerCentre: config.customerCentre,
  });
  await app.register(pointExpiryNoticeRoutes, { ...guard, notices });
  const owner = schedulerOwner();
  const jobs = registerJobScheduler(
    app,
    ctx,
    options.jobs ??
      portalJobs({
        membership,
        points: ctx.points,
        notices,
        history: createJobHistoryPruning({ db, retentionDays: config.jobs.historyRetentionDays }),
        sessions,
      }),
    owner,
  );
  const cms = createCmsModule(options, ctx, app);
  await app.register(cmsRoutes, {
    cms,
    previews: createPreviewSessions({ db, secret: config.cms.previewSecret, clock }),
    cookies,
  });
  const catalog = options.catalog ?? createEmbeddedCatalog();
  const menuCatalog = options.menuCatalog ?? createEmbeddedMenuCatalog(db);
  // What the visitor pages are kept under: read at start, again after every import here, at most 5 s old elsewhere.
  const catalogVersion = createCatalogVersionCache({
    read: () => menuCatalog.version(),
    clock,
    onError: (err) => app.log.warn({ err }, 'catalogue version read failed'),
  });
  await catalogVersion.refresh();
  if (config.env.OPERATOR_API_TOKEN) {
    const catalogImports =
      options.catalogImports ??
      createEmbeddedCatalogImports({
        db,
        clock,
        applied: () => catalogVersion.refresh(),
        afterApplyFailed: (error, step) =>
          app.log.warn({ err: error, step }, 'catalogue import applied; a step after it failed'),
      });
    const token = config.env.OPERATOR_API_TOKEN;
    await app.register(operatorRoutes, { membership, points, maintenance, jobs, token });
    await app.register(operatorCatalogRoutes, { imports: catalogImports, token });
  }
  const memberLists = createMemberLists({ db, carrier, menuCatalog, clock });
  const viewer = createViewer({ sessions, carrier });
  const version = () => catalogVersion.current();
  await app.register(catalogRoutes, { catalog, menuCatalog, viewer, memberLists, clock, catalogVersion: version });
  await app.register(catalogMapRoutes, { menuCatalog, viewer, clock, catalogVersion: version });
  await app.register(memberListRoutes, { ...guard, memberLists });
  await registerContact(app, ctx, guard, options.mailer, owner);

  // The documents: every path but the API's calls and the built assets (the pages, the sign-in callbacks, health,
  // metrics, the site's state file, the development pages), in a context of their own (Fastify's encapsulation) with
  // helmet's headers: helmet's hooks run for them only, not for the API's calls (plugins/security.ts).
  await app.register(async (documents) => {
    await documents.register(documentHeadersPlugin, { config });
    await documents.register(healthRoutes, { db });
    await documents.register(metricsRoute, {
      metrics: ctx.metrics,
      db,
      token: config.env.METRICS_TOKEN,
      production: config.production,
      onError: (message, err) => app.log.warn({ err }, message),
    });
    await documents.register(siteInfoRoutes, { maintenance });
    // The sign-in callbacks (/authorization/…) with the session's calls (/v1/top/…), which keep the API's headers.
    await documents.register(authRoutes, { config, clock, cookies, sessions, identity, carrier });
    if (!config.production) {
      await documents.register(docsUiPlugin);
      await documents.register(devRoutes);
    }
    // Inquirers' personal data: a developer's own machine only (modules/contact/dev-mail-viewer.ts).
    const development = !config.production && ['local', 'development'].includes(config.env.APP_ENV);
    if (development && !config.mail.smtp) await documents.register(devMailViewer(db));
    await registerPages(documents, ctx, options, { cms, catalogVersion: version }, pageCallMark);
  });
  return app;
}
