import { z } from 'zod';
import { MENU_SERVICE_TYPES, MenuSearchQuerySchema, SERVICE_DIVISIONS } from './catalog.ts';
import { parseBoundingBox } from './map-area.ts';

/**
 * The map of privileges (/map, issue 12): the privileges with a position that a search finds, as markers. The
 * query is the search's (the widgets' URL parameters, spec search.md §2) without its page, plus the map's
 * bounding box; the answer is bounded, and says how many matched in all.
 */

export { MAP_MARKER_LIMIT, formatBoundingBox, parseBoundingBox, type BoundingBox } from './map-area.ts';

/** `bbox=west,south,east,north` in degrees (map-area.ts). */
export const BoundingBoxSchema = z
  .string()
  .max(80)
  .transform((value, ctx) => {
    const box = parseBoundingBox(value);
    if (box) return box;
    ctx.addIssue({ code: 'custom', message: 'bbox is west,south,east,north in degrees' });
    return z.NEVER;
  });

/**
 * GET /v1/catalog/map: the parameters of GET /v1/catalog/menus (its filters and keyword) without the page, the
 * page size and the sort (the map shows the recommended ones first), and `bbox`.
 */
export const MapMarkersQuerySchema = MenuSearchQuerySchema.omit({ page: true, size: true, sort: true }).extend({
  bbox: BoundingBoxSchema.optional(),
});
export type MapMarkersQuery = z.infer<typeof MapMarkersQuerySchema>;

/** A privilege on the map: what its marker, its popup and its line of the list show, and what its link needs. */
export const MapMarkerSchema = z.object({
  menuNo: z.string(),
  menuNm: z.string(),
  catchCopy: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  serviceType: z.enum(MENU_SERVICE_TYPES),
  catLrgClassCd: z.string(),
  srvicDiv: z.enum(SERVICE_DIVISIONS),
  /** Null for a dynamic-package stay (spec search.md §2 Viewed-stay links). */
  shopAreaDiv: z.string().nullable(),
  areaMidClassCd: z.string(),
  areaMidClassNm: z.string(),
  areaSmlClassNm: z.string(),
});
export type MapMarker = z.infer<typeof MapMarkerSchema>;

export const MapMarkersResponseSchema = z.object({
  data: z.object({
    /** How many privileges with a position matched; more than `markers` when the answer was cut at `limit`. */
    totalElements: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    /** The recommended ones first. */
    markers: z.array(MapMarkerSchema),
  }),
});
export type MapMarkersResponse = z.infer<typeof MapMarkersResponseSchema>;
