import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgreeTermsRequestSchema,
  AutoEntryQuerySchema,
  AutoEntryResponseSchema,
  ConsentResponseSchema,
  ContinuationRequestSchema,
  EnrolmentRequestSchema,
  EnrolmentResponseSchema,
  MembershipChangeResponseSchema,
  ServiceUsageStatusResponseSchema,
  TermsInformationResponseSchema,
  WithdrawalRequestSchema,
} from '@portal/contracts';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import { memberSession, requireMember, type MemberGuard } from '../auth/guard.ts';
import { sanitizeCmsHtml } from '../cms/sanitize.ts';
import { REFUSALS, refused, sendRefusal } from './refusals.ts';
import type { MembershipService } from './service.ts';
import { CURRENT_TERMS } from './terms.ts';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const CHANGE_REFUSED = refused(
  'already_enrolled',
  'not_enrolled',
  'not_in_free_period',
  'free_period_not_over',
  'not_club',
  'use_continuation_instead',
  'already_ended',
);
/** A state-changing call of a member: its body, the session and the CSRF check. */
const changeErrors = { 400: ERRORS.invalidRequest, 401: ERRORS.unauthenticated, 403: ERRORS.csrf };

/**
 * Membership calls of spec portal.md §7. The spec lists them as GETs; calls that change a contract or a
 * consent are POSTs here, behind the CSRF check (docs/decisions/0015-membership-state-and-dates.md).
 */
export const membershipRoutes: FastifyPluginAsyncZod<MemberGuard & { membership: MembershipService }> = async (
  app,
  ctx,
) => {
  const { membership } = ctx;
  app.addHook('preHandler', requireMember(ctx));

  app.get(
    '/v1/serviceusage/service_usage_status',
    {
      schema: {
        tags: ['membership'],
        operationId: 'getServiceUsageStatus',
        summary: 'The member’s contract: state, dates, fee and what the member may do now',
        security: ACCESS.member,
        response: { 200: ServiceUsageStatusResponseSchema, 401: ERRORS.unauthenticated },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { data: await membership.status(memberSession(request).memberId) };
    },
  );

  app.post(
    '/v1/serviceusage/service_usage_status_register',
    {
      schema: {
        tags: ['membership'],
        operationId: 'applyContinuation',
        summary: 'A club member applies to continue after the free period (idempotent)',
        security: ACCESS.memberWithCsrf,
        body: ContinuationRequestSchema,
        response: { 200: MembershipChangeResponseSchema, ...changeErrors, 409: CHANGE_REFUSED },
      },
    },
    async (request, reply) => {
      noStore(reply);
      try {
        return { data: await membership.change(memberSession(request).memberId, { type: 'apply_continuation' }) };
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.post(
    '/v1/serviceusage/service_usage_status_withdrawal',
    {
      schema: {
        tags: ['membership'],
        operationId: 'withdrawServiceUsage',
        summary: 'Cancel the continuation (club, free period) or withdraw (after carrier re-authentication)',
        security: ACCESS.memberWithCsrf,
        body: WithdrawalRequestSchema,
        response: {
          200: MembershipChangeResponseSchema,
          ...changeErrors,
          403: errorAnswer(
            `${ERRORS.csrf.description}; reauthentication_required: ${REFUSALS.reauthentication_required.message}`,
          ),
          409: CHANGE_REFUSED,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = memberSession(request);
      try {
        const event =
          request.body.type === 'withdraw' ? { type: 'withdraw' as const } : { type: 'cancel_continuation' as const };
        return { data: await membership.change(session.memberId, event, session) };
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.post(
    '/v1/serviceusage/agree_terms_register',
    {
      schema: {
        tags: ['membership'],
        operationId: 'agreeToTerms',
        summary: 'Consent record: the member agrees to the current terms (idempotent)',
        security: ACCESS.memberWithCsrf,
        body: AgreeTermsRequestSchema,
        response: {
          200: ConsentResponseSchema,
          ...changeErrors,
          409: errorAnswer('terms_changed: the terms agreed to are not the current ones'),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const memberId = memberSession(request).memberId;
      const agreed = await membership.agree(memberId, request.body.userPolicyId, request.body.userPolicyVer);
      if (!agreed) {
        return reply.code(409).send({
          error: { code: 'terms_changed', message: '会員規約が改定されました。最新の規約をご確認ください。' },
        });
      }
      return { data: await membership.consent(memberId) };
    },
  );

  app.get(
    '/v1/serviceusage/auto_entry_status',
    {
      schema: {
        tags: ['membership'],
        operationId: 'getAutoEntryStatus',
        summary: 'Whether the member is enrolled with the club itself (registered after 2020-11-11)',
        security: ACCESS.member,
        querystring: AutoEntryQuerySchema,
        response: { 200: AutoEntryResponseSchema, 400: ERRORS.invalidRequest, 401: ERRORS.unauthenticated },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const result = await membership.autoEntry(memberSession(request).memberId);
      return { data: { ...result, autoEntry: request.query.status === 'club' && result.autoEntry } };
    },
  );

  app.get(
    '/v1/top/agreeterms/check',
    {
      schema: {
        tags: ['membership'],
        operationId: 'checkTermsConsent',
        summary: 'Whether the member agreed to the current terms',
        security: ACCESS.member,
        response: { 200: ConsentResponseSchema, 401: ERRORS.unauthenticated },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { data: await membership.consent(memberSession(request).memberId) };
    },
  );

  app.get(
    '/v1/top/terms_information',
    {
      schema: {
        tags: ['membership'],
        operationId: 'getTermsInformation',
        summary: 'The terms record (HTML sanitised)',
        security: ACCESS.member,
        response: { 200: TermsInformationResponseSchema, 401: ERRORS.unauthenticated },
      },
    },
    async () => ({
      data: {
        userPolicyId: CURRENT_TERMS.userPolicyId,
        userPolicyVer: CURRENT_TERMS.userPolicyVer,
        userPolicyText: sanitizeCmsHtml(CURRENT_TERMS.userPolicyText),
        userPolicyText2: CURRENT_TERMS.userPolicyText2,
      },
    }),
  );

  app.get(
    '/v1/top/process',
    {
      schema: {
        tags: ['membership'],
        operationId: 'checkEnrolment',
        summary: 'Application check: which enrolment screen comes next',
        security: ACCESS.member,
        response: { 200: EnrolmentResponseSchema, 401: ERRORS.unauthenticated, 404: refused('unknown_member') },
      },
    },
    async (request, reply) => {
      noStore(reply);
      try {
        const session = memberSession(request);
        return { data: await membership.check(session.memberId, session.id) };
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );

  app.post(
    '/v1/top/register',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['membership'],
        operationId: 'registerMembership',
        summary: 'Enrolment (isSubscribe true); the same session sending it again gets the same answer',
        security: ACCESS.memberWithCsrf,
        body: EnrolmentRequestSchema,
        response: {
          200: EnrolmentResponseSchema,
          ...changeErrors,
          404: refused('unknown_member'),
          409: refused('consent_required', 'already_enrolled'),
          429: ERRORS.tooManyRequests,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = memberSession(request);
      try {
        return { data: await membership.register(session.memberId, session.id) };
      } catch (error) {
        return sendRefusal(reply, error);
      }
    },
  );
};
