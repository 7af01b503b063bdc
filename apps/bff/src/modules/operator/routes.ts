import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillingRunRequestSchema,
  BillingRunResponseSchema,
  CarrierEventRequestSchema,
  CarrierEventResponseSchema,
  JobRunsQuerySchema,
  JobRunsResponseSchema,
  MaintenanceChangeSchema,
  MaintenanceStateResponseSchema,
  PointOperationRequestSchema,
  PointOperationResponseSchema,
} from '@portal/contracts';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import { refusalBody, sendRefusal } from '../membership/refusals.ts';
import type { JobHistory } from '../jobs/service.ts';
import type { MaintenanceState, MaintenanceSwitch } from '../maintenance/maintenance-switch.ts';
import type { MembershipService } from '../membership/service.ts';
import type { PointsService } from '../points/service.ts';
import { operatorTokenCheck } from './operator-token.ts';
import { OPERATOR_PREFIX } from './paths.ts';

/**
 * The operator API: carrier events, point grants and uses, the billing run, the scheduled jobs' history, the maintenance
 * switch (the catalogue's imports and export: catalog-routes.ts, behind the same token). Authenticated by a bearer
 * token (OPERATOR_API_TOKEN); without one configured the API does not exist. No cookies are read here,
 * so the browser CSRF check does not apply (plugins/security.ts skips this prefix).
 */
const maintenanceAnswer = (state: MaintenanceState) => ({
  data: {
    enabled: state.on,
    since: state.since?.toISOString() ?? null,
    retryAfterSeconds: state.retryAfterSeconds,
    forced: state.forced,
  },
});

export interface OperatorRoutesOptions {
  membership: MembershipService;
  points: PointsService;
  maintenance: MaintenanceSwitch;
  jobs: JobHistory;
  /** OPERATOR_API_TOKEN. */
  token: string;
}

export const operatorRoutes: FastifyPluginAsyncZod<OperatorRoutesOptions> = async (app, ctx) => {
  app.addHook('onRequest', operatorTokenCheck(ctx.token));
  const errors = { 400: ERRORS.invalidRequest, 401: ERRORS.operatorUnauthenticated };
  const unknownMember = errorAnswer('unknown_member: no such member (or subscription)');

  app.post(
    `${OPERATOR_PREFIX}carrier-events`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'recordCarrierEvent',
        summary: 'Feed a carrier event; it ends the member’s contract (idempotent by eventId)',
        security: ACCESS.operator,
        body: CarrierEventRequestSchema,
        response: {
          200: CarrierEventResponseSchema,
          400: errorAnswer(`${ERRORS.invalidRequest.description}, or neither memberId nor subscriptionId is given`),
          401: errors[401],
          404: unknownMember,
        },
      },
    },
    async (request, reply) => {
      const { memberId, subscriptionId } = request.body;
      if (!memberId && !subscriptionId) {
        return reply.code(400).send({ error: { code: 'invalid_request', message: 'memberId or subscriptionId' } });
      }
      try {
        return { data: await ctx.membership.carrierEvent({ ...request.body, operator: 'api' }) };
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.post(
    `${OPERATOR_PREFIX}points/grants`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'grantPoints',
        summary: 'Grant points; with a usage, they count from the day the §9 timing allows (idempotent)',
        security: ACCESS.operator,
        body: PointOperationRequestSchema,
        response: { 200: PointOperationResponseSchema, ...errors, 404: unknownMember },
      },
    },
    async (request, reply) => {
      const granted = await ctx.points.grant(request.body);
      if (!granted) return reply.code(404).send(refusalBody('unknown_member'));
      return { data: granted };
    },
  );

  app.post(
    `${OPERATOR_PREFIX}points/uses`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'usePoints',
        summary: 'Use points (benepo in units of 100; never below zero; idempotent by operationId)',
        security: ACCESS.operator,
        body: PointOperationRequestSchema,
        response: {
          200: PointOperationResponseSchema,
          ...errors,
          404: unknownMember,
          409: errorAnswer('not_a_unit: benepo are used in units of 100; insufficient: the balance is too low'),
        },
      },
    },
    async (request, reply) => {
      const result = await ctx.points.use(request.body);
      if (!result) return reply.code(404).send(refusalBody('unknown_member'));
      if (!result.ok) {
        const message =
          result.reason === 'not_a_unit' ? 'ベネポは100ポイント単位でご利用ください。' : 'ポイントが不足しています。';
        return reply.code(409).send({ error: { code: result.reason, message } });
      }
      return { data: { balance: result.balance, replayed: result.replayed, effectiveOn: null } };
    },
  );

  app.post(
    `${OPERATOR_PREFIX}billing-runs`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'runBilling',
        summary: 'The monthly billing run (free periods ending, charge lines, point expiry); idempotent',
        security: ACCESS.operator,
        body: BillingRunRequestSchema,
        response: { 200: BillingRunResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ctx.membership.billingRun(request.body.runDate) }),
  );
  app.get(
    `${OPERATOR_PREFIX}jobs/runs`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'listJobRuns',
        summary:
          'The scheduled jobs (when each runs next) and their runs, newest first: status, attempts, the last error, ' +
          'what each run did; filter by job or status, page with `before`',
        security: ACCESS.operator,
        querystring: JobRunsQuerySchema,
        response: { 200: JobRunsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await ctx.jobs.list(request.query) };
    },
  );

  app.get(
    `${OPERATOR_PREFIX}maintenance`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'getMaintenanceState',
        summary: 'Whether the portal is under maintenance',
        security: ACCESS.operator,
        response: { 200: MaintenanceStateResponseSchema, 401: errors[401] },
      },
    },
    async () => maintenanceAnswer(await ctx.maintenance.state()),
  );

  app.put(
    `${OPERATOR_PREFIX}maintenance`,
    {
      schema: {
        tags: ['operator'],
        operationId: 'setMaintenanceState',
        summary:
          'Turn maintenance on or off: while on, pages show /maintenance and the API answers 503 with Retry-After ' +
          '(every replica within 5 s); staff preview keeps working',
        security: ACCESS.operator,
        body: MaintenanceChangeSchema,
        response: { 200: MaintenanceStateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { enabled, retryAfterSeconds, note } = request.body;
      const state = await ctx.maintenance.set({ enabled, retryAfterSeconds, by: note || 'operator api' });
      request.log.warn({ enabled, retryAfterSeconds, note }, 'maintenance switch changed');
      return maintenanceAnswer(state);
    },
  );
};
