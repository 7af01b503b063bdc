import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@portal/db';
import { ACCESS, errorAnswer } from '../../lib/openapi.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { registerScrapeGauges } from './collectors.ts';
import { UNMATCHED_ROUTE, type AppMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

export interface MetricsRouteOptions {
  metrics: AppMetrics;
  db: Database;
  /** METRICS_TOKEN: when set, a scrape needs it as its bearer token. */
  token: string | undefined;
  /** In production, without a token configured, /metrics does not exist (ADR 0027). */
  production: boolean;
  onError: (message: string, err: unknown) => void;
}

/** Who may scrape: the bearer of the configured token; without one, anyone outside production, no one in it. */
export function scrapeAccess(
  options: Pick<MetricsRouteOptions, 'token' | 'production'>,
  authorization: string | undefined,
): 'allowed' | 'unauthenticated' | 'absent' {
  if (options.token) {
    return typeof authorization === 'string' && safeEqual(authorization, `Bearer ${options.token}`)
      ? 'allowed'
      : 'unauthenticated';
  }
  return options.production ? 'absent' : 'allowed';
}

/** GET /metrics for Prometheus (a route of app.ts's documents' context, as every path outside the API). */
export const metricsRoute: FastifyPluginAsyncZod<MetricsRouteOptions> = async (app, options) => {
  const { metrics } = options;
  registerScrapeGauges(metrics.registry, options.db, options.onError);
  app.get(
    METRICS_PATH,
    {
      schema: {
        tags: ['operations'],
        operationId: 'getMetrics',
        summary:
          'Prometheus metrics of this BFF instance (text format 0.0.4): request durations by route, the CMS cache, ' +
          'the mail outbox, scheduled jobs, the database pool, the process (docs/operations-metrics.md)',
        security: ACCESS.metrics,
        response: {
          200: {
            description: 'The metrics (text/plain; version=0.0.4)',
            content: { 'text/plain': { schema: z.string() } },
          },
          401: errorAnswer(
            'unauthenticated: METRICS_TOKEN is set and the Authorization header is not its bearer token',
          ),
          404: errorAnswer('not_found: production without METRICS_TOKEN serves no metrics'),
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const access = scrapeAccess(options, request.headers.authorization);
      if (access === 'absent') {
        return reply.code(404).send({ error: { code: 'not_found', message: 'ページが見つかりません。' } });
      }
      if (access === 'unauthenticated') {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: { code: 'unauthenticated', message: 'metrics token required' } });
      }
      const body = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(body);
    },
  );
};

/**
 * The metrics of the app (issue 15): every answer's duration by its route pattern — never the raw URL, whose ids and
 * queries would make a series per member. Registered for the whole app, before its modules; GET /metrics is
 * `metricsRoute`. A page's own calls (modules/pages/renderer.ts) are not counted: the page's request stands for them,
 * as in the request log, and an API series counts the calls that came over the network.
 */
export const metricsPlugin = fp<{ metrics: AppMetrics; isPageCall: (request: FastifyRequest) => boolean }>(
  async (app, { metrics, isPageCall }) => {
    const { httpRequestDuration } = metrics;
    app.addHook('onResponse', (request, reply, done) => {
      if (isPageCall(request)) return done();
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
);
