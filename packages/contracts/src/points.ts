import { z } from 'zod';

/** GET /v1/points/benepo: the benepo balance; the history call reads data.totalPoint (spec portal.md §7). */
export const BenepoBalanceResponseSchema = z.object({
  data: z.object({ totalPoint: z.number().int().nonnegative() }),
});
export type BenepoBalanceResponse = z.infer<typeof BenepoBalanceResponseSchema>;

/** GET /v1/points/cafe: cafe points the member may apply (data.appliablePoint). */
export const CafeBalanceResponseSchema = z.object({
  data: z.object({ appliablePoint: z.number().int().nonnegative() }),
});
export type CafeBalanceResponse = z.infer<typeof CafeBalanceResponseSchema>;
