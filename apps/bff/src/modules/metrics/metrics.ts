import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CacheOutcome } from '../cms/cache.ts';

/** The route label of a request no route matched (the SPA's pages, unknown paths): one value, never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Where a page came from (modules/pages): `kept` from the page cache, `rendered` by a render worker, `browser` for the
 * browser to render (with the shell's data), `template` the built page alone (no renderer, or its render failed).
 */
export type PageSource = 'kept' | 'rendered' | 'browser' | 'template';

/** What happened to one attempt of a mail (contact/outbox.ts). */
export type MailDeliveryOutcome = 'sent' | 'retrying' | 'given_up';

/** The outcomes of a job's attempt that count as failures (jobs/scheduler.ts: the run failed, retried or not). */
const JOB_FAILURE_OUTCOMES = new Set(['retrying', 'failed']);

/**
 * The portal's metrics of one app instance, in a registry of its own (tests build several apps in one process).
 * The jobs module reports each attempt with `recordJobRun` (or increments `jobRuns` and `jobFailures` itself).
 */
export interface AppMetrics {
  readonly registry: Registry;
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Every attempt of a scheduled job: labels `job` and `outcome` (succeeded, retrying, failed, released, lease_lost). */
  readonly jobRuns: Counter<'job' | 'outcome'>;
  /** The failed attempts among them: `outcome` is retrying (another attempt follows) or failed (given up). */
  readonly jobFailures: Counter<'job' | 'outcome'>;
  /** One attempt of a scheduled job; scheduler.ts's RunOutcome fits as it is. */
  recordJobRun(run: { job: string; outcome: string }): void;
  /** One read of the CMS snapshot cache (or its failure: the CMS was asked and failed with nothing to fall back on). */
  recordCmsCache(outcome: CacheOutcome | 'error'): void;
  recordMailDelivery(outcome: MailDeliveryOutcome): void;
  /** One page sent (modules/pages). */
  recordPage(source: PageSource): void;
  /** The registry's text and the process's (Prometheus text format 0.0.4). */
  render(): Promise<string>;
  readonly contentType: string;
}

/**
 * The process's own metrics (CPU, memory, event loop lag, GC), once per process: they describe the process, not an
 * app, and collectDefaultMetrics starts observers that a second call would duplicate.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const httpRequestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: `Time to answer a request, by method, route pattern (${UNMATCHED_ROUTE}: no route, e.g. the SPA's pages) and status`,
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const cmsCacheHits = new Counter({
    name: 'portal_cms_cache_hits_total',
    help: 'CMS snapshots answered from the cache: fresh, or stale while one refresh runs in the background',
    labelNames: ['freshness'] as const,
    registers,
  });
  const cmsCacheMisses = new Counter({
    name: 'portal_cms_cache_misses_total',
    help: 'CMS snapshots the request waited for the CMS to load (none cached, or too old); failed loads included',
    registers,
  });
  const cmsCacheStaleIfError = new Counter({
    name: 'portal_cms_cache_stale_if_error_total',
    help: 'CMS snapshots answered with the last good copy because the CMS failed (stale-if-error)',
    registers,
  });
  const mailSent = new Counter({
    name: 'portal_mail_sent_total',
    help: 'Mails of the outbox the SMTP server accepted',
    registers,
  });
  const mailDeliveryFailures = new Counter({
    name: 'portal_mail_delivery_failures_total',
    help: 'Failed mail deliveries: retrying (another attempt is planned) or given_up (left for an operator)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Attempts of scheduled jobs, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'portal_job_failures_total',
    help: 'Failed attempts of scheduled jobs: retrying (another attempt follows) or failed (given up)',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const pages = new Counter({
    name: 'portal_pages_total',
    help:
      'Pages sent, by source: kept (the page cache), rendered (a render worker), browser (for the browser to ' +
      'render, with the shell data), template (the built page alone: no renderer, or its render failed)',
    labelNames: ['source'] as const,
    registers,
  });
  // Known label values from zero, so that a rate over the first increase is right.
  for (const source of ['kept', 'rendered', 'browser', 'template']) pages.inc({ source }, 0);
  for (const freshness of ['fresh', 'stale']) cmsCacheHits.inc({ freshness }, 0);
  for (const outcome of ['retrying', 'given_up']) mailDeliveryFailures.inc({ outcome }, 0);

  return {
    registry,
    httpRequestDuration,
    jobRuns,
    jobFailures,
    recordJobRun({ job, outcome }) {
      jobRuns.inc({ job, outcome });
      if (JOB_FAILURE_OUTCOMES.has(outcome)) jobFailures.inc({ job, outcome });
    },
    recordCmsCache(outcome) {
      if (outcome === 'fresh' || outcome === 'stale') cmsCacheHits.inc({ freshness: outcome });
      else if (outcome === 'stale-if-error') cmsCacheStaleIfError.inc();
      else cmsCacheMisses.inc();
    },
    recordPage(source) {
      pages.inc({ source });
    },
    recordMailDelivery(outcome) {
      if (outcome === 'sent') mailSent.inc();
      else mailDeliveryFailures.inc({ outcome });
    },
    async render() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${process}`;
    },
    contentType: registry.contentType,
  };
}
