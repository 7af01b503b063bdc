import { z } from 'zod';
import { hasControlCharacters } from '../text.ts';
import { CARRIER_EVENT_KINDS } from './service-usage.ts';

/**
 * An identifier or a note an operator sends: one line of well-formed text. A control character (a NUL, which
 * PostgreSQL cannot store in text; a line break in the logs) or a lone surrogate (which the embedded PGlite fails to
 * encode after a multi-byte character) is refused with 400 rather than failing at the database (issue 14).
 */
export function operatorText(min: number, max: number) {
  return z
    .string()
    .min(min)
    .max(max)
    .refine((value) => !hasControlCharacters(value), { message: 'control_characters' })
    .refine((value) => value.isWellFormed(), { message: 'lone_surrogate' });
}

/** Operator API (bearer token): carrier events, point grants and uses, the billing run. */
export const CarrierEventRequestSchema = z.object({
  /** The operator's idempotency key: the same event fed twice changes nothing. */
  eventId: operatorText(1, 128),
  /** The member (login subject) or the subscription the event is about. */
  memberId: operatorText(1, 64).optional(),
  subscriptionId: operatorText(1, 64).optional(),
  kind: z.enum(CARRIER_EVENT_KINDS),
  occurredOn: z.iso.date().optional(),
});
export type CarrierEventRequest = z.infer<typeof CarrierEventRequestSchema>;
export const CarrierEventResponseSchema = z.object({
  data: z.object({
    memberId: z.string(),
    outcome: z.enum(['ended', 'no_active_membership']),
    replayed: z.boolean(),
  }),
});

export const PointOperationRequestSchema = z.object({
  memberId: operatorText(1, 64),
  wallet: z.enum(['benepo', 'cafe']),
  points: z.number().int().positive().max(10_000_000),
  note: operatorText(0, 200).default(''),
  operationId: operatorText(1, 128),
  /** Grants: the usage the points come from decides when they count (spec portal.md §9). */
  usage: z.object({ kind: z.enum(['stay', 'other', 'mail_order']), usedOn: z.iso.date() }).optional(),
});
export type PointOperationRequest = z.infer<typeof PointOperationRequestSchema>;
export const PointOperationResponseSchema = z.object({
  data: z.object({
    balance: z.number().int().nonnegative(),
    replayed: z.boolean(),
    effectiveOn: z.iso.date().nullable(),
  }),
});

export const BillingRunRequestSchema = z.object({ runDate: z.iso.date().optional() });
export const BillingRunResponseSchema = z.object({
  data: z.object({
    runDate: z.iso.date(),
    chargeLines: z.number().int(),
    endedClubMemberships: z.number().int(),
    expiredLots: z.number().int(),
  }),
});
