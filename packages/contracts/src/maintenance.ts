import { z } from 'zod';
import { operatorText } from './membership/operator.ts';

/** PUT /v1/operator/maintenance: turn maintenance on or off (issue 13, docs/operations-maintenance.md). */
export const MaintenanceChangeSchema = z.strictObject({
  enabled: z.boolean(),
  /** What Retry-After says while it is on: one minute to one day. */
  retryAfterSeconds: z.number().int().min(60).max(86_400).optional(),
  /** Who turns it and why, for the logs. */
  note: operatorText(0, 200).default(''),
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

/**
 * GET /lifeyell/info/{id}.json (spec portal.md §7, "on the same host"): the portal's state as plain files a page can
 * read even while the API is closed. `maintenance.json` is the only id: whether the portal is under maintenance,
 * which the page /maintenance polls to send the member back when it ends (docs/operations-maintenance.md).
 */
export const SITE_INFO_IDS = ['maintenance'] as const;
export const MaintenanceInfoSchema = z.object({
  maintenance: z.boolean(),
  since: z.iso.datetime({ offset: true }).nullable(),
  retryAfterSeconds: z.number().int().nullable(),
});
export type MaintenanceInfo = z.infer<typeof MaintenanceInfoSchema>;
