import { z } from 'zod';

/**
 * Membership (service usage) calls of spec portal.md §7 — /v1/serviceusage/* and /v1/top/{agreeterms/check,
 * terms_information, process, register}. Decisions: docs/decisions/0015-membership-state-and-dates.md.
 */

const IsoDateSchema = z.iso.date();

export const MEMBERSHIP_STATES = [
  'none',
  'general',
  'club_free',
  'club_continued',
  'club_cancelled',
  'withdrawn',
  'ended',
] as const;
export type MembershipStateName = (typeof MEMBERSHIP_STATES)[number];

/** The carrier events that end a contract automatically (spec portal.md §4). */
export const CARRIER_EVENT_KINDS = [
  'phone_number_change',
  'contract_end',
  'number_portability_out',
  'device_transfer',
  'family_discount_holder_change',
  'number_keeping_service',
  'unsupported_model_change',
] as const;
export type CarrierEventKindName = (typeof CARRIER_EVENT_KINDS)[number];

export const END_REASONS = ['withdrawn', 'club_period_end', ...CARRIER_EVENT_KINDS] as const;

export const ChargeSchema = z.object({
  periodStart: IsoDateSchema,
  periodEnd: IsoDateSchema,
  amountYen: z.number().int().nonnegative(),
});

/** GET /v1/serviceusage/service_usage_status: the member's contract as /memberStatus shows it. */
export const ServiceUsageStatusSchema = z.object({
  state: z.enum(MEMBERSHIP_STATES),
  plan: z.enum(['general', 'club']).nullable(),
  /** Today in Japan, as the server decided it (the screens never compute dates from the browser clock). */
  today: IsoDateSchema,
  joinedOn: IsoDateSchema.nullable(),
  freePeriodEndsOn: IsoDateSchema.nullable(),
  /** Days left including today; null without a free period. */
  freePeriodDaysLeft: z.number().int().nonnegative().nullable(),
  /** True in the last days of the free period (configured 30): popups and banners count down. */
  countdown: z.boolean(),
  billingStartsOn: IsoDateSchema.nullable(),
  nextRenewalOn: IsoDateSchema.nullable(),
  /** What the member pays for the current period (0 in a free period). */
  currentFeeYen: z.number().int().nonnegative(),
  monthlyFee: z.object({ includingTax: z.number().int(), excludingTax: z.number().int() }),
  endedOn: IsoDateSchema.nullable(),
  endReason: z.enum(END_REASONS).nullable(),
  /** What the member may do now. */
  actions: z.object({
    enrol: z.boolean(),
    applyContinuation: z.boolean(),
    cancelContinuation: z.boolean(),
    withdraw: z.boolean(),
  }),
  charges: z.array(ChargeSchema),
});
export type ServiceUsageStatus = z.infer<typeof ServiceUsageStatusSchema>;
export const ServiceUsageStatusResponseSchema = z.object({ data: ServiceUsageStatusSchema });

/** POST /v1/serviceusage/service_usage_status_register: a club member applies to continue. */
export const ContinuationRequestSchema = z.object({ type: z.literal('continue') });
/** POST /v1/serviceusage/service_usage_status_withdrawal: cancel the continuation (club) or withdraw (general). */
export const WithdrawalRequestSchema = z.object({ type: z.enum(['cancel_continuation', 'withdraw']) });
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;

export const MembershipChangeResponseSchema = z.object({
  data: z.object({ state: z.enum(MEMBERSHIP_STATES), replayed: z.boolean() }),
});

/** The terms record (spec portal.md §3): HTML sanitised by the BFF. */
export const TermsRecordSchema = z.object({
  userPolicyId: z.string(),
  userPolicyText: z.string(),
  userPolicyText2: z.string(),
  userPolicyVer: z.string(),
});
export type TermsRecord = z.infer<typeof TermsRecordSchema>;
export const TermsInformationResponseSchema = z.object({ data: TermsRecordSchema });

/** GET /v1/top/agreeterms/check: the consent record for the current terms. */
export const ConsentResponseSchema = z.object({
  data: z.object({ consentStatusFlg: z.boolean(), userPolicyVer: z.string() }),
});

/** POST /v1/serviceusage/agree_terms_register: the member agrees to this version of the terms. */
export const AgreeTermsRequestSchema = z.object({
  userPolicyId: z.string().min(1).max(64),
  userPolicyVer: z.string().min(1).max(32),
});

/** Outcomes of an enrolment (spec portal.md §4): each has its screen. */
export const ENTRY_OUTCOMES = ['ok', 'finished', 'already', 'not_member', 'not_eligible', 'club_auto'] as const;
export type EntryOutcome = (typeof ENTRY_OUTCOMES)[number];
export const ENTRY_OUTCOME_PATHS: Record<EntryOutcome, string> = {
  ok: '/entryConfirm',
  finished: '/registerSuccess',
  already: '/entry-already',
  not_member: '/not-member',
  not_eligible: '/entry-error',
  club_auto: '/entry-error',
};

/** GET /v1/top/process (the application check) and POST /v1/top/register (the enrolment itself). */
export const EnrolmentRequestSchema = z.object({ isSubscribe: z.literal(true) });
export const EnrolmentResponseSchema = z.object({
  data: z.object({
    outcome: z.enum(ENTRY_OUTCOMES),
    next: z.string(),
    plan: z.enum(['general', 'club']),
    /** Whether the first month is free (first-time general members). */
    firstMonthFree: z.boolean(),
    billingStartsOn: IsoDateSchema.nullable(),
  }),
});
export type EnrolmentResponse = z.infer<typeof EnrolmentResponseSchema>;

/** GET /v1/serviceusage/auto_entry_status?status=club: club members registered after 2020-11-11 are enrolled already. */
export const AutoEntryQuerySchema = z.object({ status: z.enum(['club', 'general']).default('club') });
export const AutoEntryResponseSchema = z.object({
  data: z.object({ autoEntry: z.boolean(), since: IsoDateSchema }),
});
