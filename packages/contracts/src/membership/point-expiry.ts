import { z } from 'zod';

/**
 * Points that expire soon (docs/decisions/0025): what is left of the member's benepo and cafe points whose validity
 * ends by the end of next month (Japan time), per wallet and date, earliest first. The notice on /memberStatus and
 * the top page says each line as 「2026年12月31日に1,200ポイントのベネポが失効します。」.
 */
export const PointExpiryNoticeItemSchema = z.object({
  wallet: z.enum(['benepo', 'cafe']),
  points: z.number().int().positive(),
  /** The last valid day; the points are gone the day after. */
  expiresOn: z.iso.date(),
});
export type PointExpiryNoticeItem = z.infer<typeof PointExpiryNoticeItemSchema>;

export const PointExpiryNoticeResponseSchema = z.object({
  data: z.object({
    /** The last day the notice looks at: the end of next month. */
    coversUntil: z.iso.date(),
    items: z.array(PointExpiryNoticeItemSchema),
  }),
});
export type PointExpiryNoticeResponse = z.infer<typeof PointExpiryNoticeResponseSchema>;
