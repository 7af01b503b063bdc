import closeWithGrace from 'close-with-grace';
import { openDatabase, seedCarrierData, seedPrivileges } from '@portal/db';
import { connectRedis } from './adapters/redis.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { keepTickObjectShape } from './lib/tick-shape.ts';

// The BFF process: validated configuration, database migrated (and seeded when embedded), then listen.
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // Every problem at once, without a stack trace: the operator fixes the environment, not the code.
  process.stderr.write(`${error.message}\nThe BFF did not start.\n`);
  process.exit(1);
}
// process.nextTick stays fast after an idle spell (lib/tick-shape.ts; the A/B behind it: ADR 0032).
await keepTickObjectShape();
/**
 * PostgreSQL ending a connection (a restart, a fail-over) and Redis away: the pool and ioredis connect again on
 * their own, and the process goes on. Told in the app's log once it exists (buildApp, below), on stderr before.
 */
let warnOfConnection = (error: Error, message: string) => {
  process.stderr.write(`${message}: ${error.message}\n`);
};
const database = openDatabase({
  url: config.env.DATABASE_URL,
  dataDir: config.env.PGLITE_DIR,
  onConnectionError: (error) => warnOfConnection(error, 'a database connection ended'),
});
await database.migrate();
if (database.kind === 'pglite' || config.env.SEED_TEST_MEMBERS === '1') {
  await seedCarrierData(database.db, { now: new Date() });
  // The embedded catalogue's generated privileges (issue 12): the same 20,000 on every machine.
  await seedPrivileges(database.db);
}
const redis = config.env.REDIS_URL
  ? await connectRedis(config.env.REDIS_URL, (error) => warnOfConnection(error, 'redis connection error'))
  : undefined;
const app = await buildApp({ config, db: database.db, ...(redis ? { redis } : {}) });
warnOfConnection = (error, message) => app.log.warn({ err: error }, message);

/**
 * SIGTERM (a deployment, a scale-in): stop accepting, finish every request under way, give back the job leases
 * (the scheduler and the outbox stop on close), then exit. A keep-alive connection (the load balancer's) that was
 * busy when the signal came would otherwise stay open after its answer until the client drops it, and hold the
 * close past the grace delay: its answer says `Connection: close` (plugins/slow-clients.ts), and connections idle
 * while draining are closed.
 */
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
  }
  redis?.disconnect();
  await database.close();
});

await app.listen({ host: config.env.HOST, port: config.env.PORT });
