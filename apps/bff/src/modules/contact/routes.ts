import { createHash } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSRF_COOKIE, ErrorResponseSchema, SESSION_COOKIE } from '@portal/contracts';
import {
  ContactFormErrorSchema,
  ContactReceiptSchema,
  InquiryRequestSchema,
  PostalCodeParamsSchema,
  PostalCodeResponseSchema,
  SUBMISSION_KEY_HEADER,
  SubmissionKeySchema,
} from '@portal/contracts/contact/inquiry';
import { CONTACT_MESSAGES } from '@portal/contracts/contact/messages';
import { fieldErrors } from '@portal/contracts/contact/rules';
import { OpinionRequestSchema } from '@portal/contracts/contact/opinion';
import { ACCESS, ERRORS, errorAnswer } from '../../lib/openapi.ts';
import { memberSession, requireMember, type MemberGuard } from '../auth/guard.ts';
import { lookupPostalCode } from './postal-codes.ts';
import { HOUR_MS, submissionKey, type ContactService, type Receipt } from './service.ts';

export interface ContactRoutesOptions extends MemberGuard {
  contact: ContactService;
  /** Forms one session (four times as many per client address) may send in an hour. */
  rateLimitPerHour: number;
}

/** Size limit of a contact form body: the longest valid inquiry is about 4 KB of UTF-8. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

const TOO_MANY = {
  error: {
    code: 'too_many_requests',
    message: 'ただいま大変混み合っております。しばらくたってから再度お試しください。',
  },
};

const INVALID_FORM = '入力内容に誤りがあります。';

/**
 * The first message of each field, with its code for the web and its Japanese text for everyone else, from the
 * issues of Fastify's validation of the body (fastify-type-provider-zod keeps each zod issue's path and message).
 */
function formError(validation: NonNullable<FastifyError['validation']>) {
  const issues = validation.map((v) => ({ path: v.instancePath.split('/').slice(1), message: v.message ?? '' }));
  const fields = Object.entries(fieldErrors(issues)).map(([field, code]) => ({
    field,
    code,
    message: code === 'invalid' ? INVALID_FORM : CONTACT_MESSAGES[code],
  }));
  return { error: { code: 'invalid_form' as const, message: INVALID_FORM, fields } };
}

/** The confirm screen's key of the submission (issue 14): a repeated post gets the first receipt back. */
const SubmissionHeadersSchema = z.object({
  [SUBMISSION_KEY_HEADER]: SubmissionKeySchema.describe(
    'Idempotency-Key: 16–64 of A–Z a–z 0–9 _ -, one per submission; the same form sent again with it gets the ' +
      'first receipt (header Idempotent-Replayed: true) and stores and mails nothing more',
  ),
});

const NO_SUBMISSION_KEY = {
  error: {
    code: 'submission_key_required',
    message: '送信内容を確認できませんでした。ページを再読み込みしてから、もう一度お試しください。',
  },
};

/**
 * What a post Fastify's validation refused answers (400), the body checked first: the form's field errors, or
 * without a valid Idempotency-Key submission_key_required. Null when both are valid.
 */
function refusedForm(request: FastifyRequest) {
  const error = request.validationError;
  if (!error) return null;
  return error.validationContext === 'body' ? formError(error.validation ?? []) : NO_SUBMISSION_KEY;
}

/** The submission's key: its sender, the confirm screen's Idempotency-Key (validated) and the form. */
function submissionKeyOf(request: FastifyRequest, clientKey: string, form: unknown) {
  const sender = request.cookies[SESSION_COOKIE] ?? request.cookies[CSRF_COOKIE] ?? '';
  return submissionKey(sender, clientKey, form);
}

/** 201 with the receipt; a repeated submission gets its first receipt, marked as a replay. */
function sendReceipt(reply: FastifyReply, receipt: Receipt) {
  if (receipt.repeated) reply.header('idempotent-replayed', 'true');
  const { acknowledgementMailed } = receipt;
  return reply.code(201).send({
    data: {
      id: receipt.id,
      receivedAt: receipt.receivedAt.toISOString(),
      ...(acknowledgementMailed === undefined ? {} : { acknowledgementMailed }),
    },
  });
}

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

const responses = {
  201: ContactReceiptSchema,
  400: z
    .union([ContactFormErrorSchema, ErrorResponseSchema])
    .describe(
      'invalid_form with the first message of each field, or the BFF’s error body ' +
        '(invalid_request: the body is not JSON, …; submission_key_required: no valid Idempotency-Key header)',
    ),
  403: ERRORS.csrf,
  413: errorAnswer('payload_too_large (送信内容が大きすぎます。): the body is larger than 16 KB'),
  429: errorAnswer(
    'too_many_requests (ただいま大変混み合っております。…): too many new forms from this session or address in an ' +
      'hour (Retry-After); a repeated submission gets its receipt instead',
  ),
};

/**
 * The mail inquiry and the opinion box (spec portal.md §5): the shared zod schemas validate, the service stores
 * the form and its mails in one transaction. Abuse protection: CSRF and Origin (security plugin), a body limit,
 * rate limits per session and per client IP, and a limit on the acknowledgements one e-mail address receives
 * (service). A submission received before gets its receipt before any limit counts it (issue 33).
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, ctx) => {
  const perHour = ctx.rateLimitPerHour;
  // The session (or, for a visitor, the CSRF cookie every form post carries) and the client address.
  const perSession = app.createRateLimit({
    max: perHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) =>
      `contact:s:${hashed(request.cookies[SESSION_COOKIE] ?? request.cookies[CSRF_COOKIE] ?? request.ip)}`,
  });
  const perClient = app.createRateLimit({
    max: perHour * 4,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `contact:ip:${request.ip}`,
  });

  /** Counts a post against the session's and the address's hour; true once it answered 429. */
  async function rateLimited(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    for (const limiter of [perSession, perClient]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        await reply.code(429).header('retry-after', Math.ceil(result.ttlInSeconds)).send(TOO_MANY);
        return true;
      }
    }
    return false;
  }

  /**
   * What a post answers before the service stores it, in this order: a refused form (counted, 400 or 429), the
   * receipt of a submission received before (not counted: a reload after a lost answer gets its receipt, however
   * many forms the hour saw), a new submission past the limits (429). Null: store it, under `key`.
   */
  async function answeredFirst(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'inquiry' | 'opinion',
  ): Promise<{ answered: true } | { answered: false; key: string }> {
    const refused = refusedForm(request);
    if (refused) {
      if (!(await rateLimited(request, reply))) await reply.code(400).send(refused);
      return { answered: true };
    }
    const key = submissionKeyOf(request, request.headers[SUBMISSION_KEY_HEADER] as string, request.body);
    const first = await ctx.contact.receiptOf(kind, key);
    if (first) {
      await sendReceipt(reply, first);
      return { answered: true };
    }
    if (await rateLimited(request, reply)) return { answered: true };
    return { answered: false, key };
  }

  app.post(
    '/v1/contact/inquiries',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      attachValidation: true,
      schema: {
        tags: ['contact'],
        operationId: 'sendInquiry',
        summary: 'Send a mail inquiry (members and visitors); stores it and queues the two mails',
        security: ACCESS.csrfVisitorOrMember,
        description:
          'Validated by the shared InquiryRequestSchema. 400 lists the first message of each field. ' +
          'Needs the CSRF header. New submissions are rate limited per session and client IP; a repeated one gets ' +
          'its receipt. acknowledgementMailed: false when the address already had its hour of acknowledgements.',
        headers: SubmissionHeadersSchema,
        body: InquiryRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const first = await answeredFirst(request, reply, 'inquiry');
      if (first.answered) return reply;
      const session = await ctx.sessions.current(request.cookies[SESSION_COOKIE]);
      return sendReceipt(reply, await ctx.contact.submitInquiry(request.body, session?.memberId ?? null, first.key));
    },
  );

  app.post(
    '/v1/contact/opinions',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      attachValidation: true,
      preHandler: requireMember(ctx),
      schema: {
        tags: ['contact'],
        operationId: 'sendOpinion',
        summary: 'Send an opinion (members); stores it and queues the mails',
        security: ACCESS.memberWithCsrf,
        description:
          'Validated by the shared OpinionRequestSchema: the texts of the ticked choices, gender and age band. ' +
          'Needs a member session and the CSRF header.',
        headers: SubmissionHeadersSchema,
        body: OpinionRequestSchema,
        response: { ...responses, 401: ERRORS.unauthenticated },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const first = await answeredFirst(request, reply, 'opinion');
      if (first.answered) return reply;
      return sendReceipt(
        reply,
        await ctx.contact.submitOpinion(request.body, memberSession(request).memberId, first.key),
      );
    },
  );

  app.get(
    '/v1/contact/postal-codes/:postalCode',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        operationId: 'lookUpPostalCode',
        summary: 'Addresses of a 7-digit postal code (shipped Japan Post dataset), for the inquiry form',
        security: ACCESS.public,
        params: PostalCodeParamsSchema,
        response: {
          200: PostalCodeResponseSchema,
          400: ERRORS.invalidRequest,
          404: errorAnswer('not_found (該当する住所が見つかりません。): no address has this postal code'),
          429: ERRORS.tooManyRequests,
        },
      },
    },
    async (request, reply) => {
      const { postalCode } = request.params;
      const addresses = lookupPostalCode(postalCode);
      reply.header('cache-control', 'public, max-age=86400');
      if (addresses.length === 0) {
        return reply.code(404).send({ error: { code: 'not_found', message: '該当する住所が見つかりません。' } });
      }
      return { data: { postalCode, addresses } };
    },
  );
};
