import type { Database } from '@portal/db';
import type { AppConfig } from './config.ts';
import type { Clock } from './lib/clock.ts';
import type { CookieWriter } from './lib/cookies.ts';
import type { CarrierGateway } from './modules/carrier/gateway.ts';
import type { IdentityProvider, IssuerName } from './adapters/identity-provider.ts';
import type { PointsLedger } from './modules/points/ledger.ts';
import type { SessionService } from './modules/auth/service.ts';
import type { AppMetrics } from './modules/metrics/metrics.ts';

/** What the route modules need, handed to each module plugin as its options. */
export interface AppContext {
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
