import { z } from 'zod';

/**
 * Point history (spec portal.md §7: "commandType 1, 2, 3, 4; reads data.totalPoint"). Decision
 * (docs/decisions/0016-benepo-ledger.md): 1 all entries, 2 grants, 3 uses, 4 expiries.
 */
export const POINT_COMMAND_TYPES = { all: '1', grants: '2', uses: '3', expiries: '4' } as const;
export const PointCommandTypeSchema = z.enum(['1', '2', '3', '4']);
export type PointCommandType = z.infer<typeof PointCommandTypeSchema>;

export const PointHistoryQuerySchema = z.object({
  commandType: PointCommandTypeSchema.default('1'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

export const PointHistoryEntrySchema = z.object({
  kind: z.enum(['grant', 'use', 'expire']),
  points: z.number().int(),
  occurredAt: z.iso.datetime({ offset: true }),
  effectiveOn: z.iso.date().nullable(),
  expiresOn: z.iso.date().nullable(),
  note: z.string(),
});
export type PointHistoryEntry = z.infer<typeof PointHistoryEntrySchema>;

export const PointHistoryResponseSchema = z.object({
  data: z.object({
    totalPoint: z.number().int().nonnegative(),
    entries: z.array(PointHistoryEntrySchema),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
  }),
});
export type PointHistoryResponse = z.infer<typeof PointHistoryResponseSchema>;
