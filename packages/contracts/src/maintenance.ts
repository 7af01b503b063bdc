import { z } from 'zod';

/** PUT /v1/operator/maintenance: turn maintenance on or off (issue 13, docs/operations-maintenance.md). */
export const MaintenanceChangeSchema = z.strictObject({
  enabled: z.boolean(),
  /** What Retry-After says while it is on: one minute to one day. */
  retryAfterSeconds: z.number().int().min(60).max(86_400).optional(),
  /** Who turns it and why, for the logs. */
  note: z.string().max(200).default(''),
});
export type MaintenanceChange = z.infer<typeof MaintenanceChangeSchema>;

export const MaintenanceStateResponseSchema = z.object({
  data: z.object({
    enabled: z.boolean(),
    since: z.iso.datetime({ offset: true }).nullable(),
    retryAfterSeconds: z.number().int(),
    /** On by the configuration (MAINTENANCE_MODE): the API cannot turn it off. */
    forced: z.boolean(),
  }),
});
export type MaintenanceStateResponse = z.infer<typeof MaintenanceStateResponseSchema>;
