/**
 * The map's area on the wire (/map, GET /v1/catalog/map), written once for the BFF and the browser. No zod here:
 * the map page imports it and stays free of the schema chunk.
 */

/** At most this many markers in one answer: a browser clusters them smoothly, and the answer stays small. */
export const MAP_MARKER_LIMIT = 500;

/** A bounding box in WGS84 degrees. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Plain decimal degrees: no exponent, no hex, at most eight decimals. */
const DEGREES = /^-?\d{1,3}(\.\d{1,8})?$/;

/**
 * `west,south,east,north` (longitude and latitude in degrees, the GeoJSON order), e.g. `139.5,35.5,139.9,35.8`;
 * null for anything else. Boxes across the antimeridian are not taken: Japan does not need them.
 */
export function parseBoundingBox(value: string): BoundingBox | null {
  const parts = value.split(',');
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const valid = west >= -180 && east <= 180 && west <= east && south >= -90 && north <= 90 && south <= north;
  return valid ? { west, south, east, north } : null;
}

/** The wire form of a box, rounded to about a metre: what the map puts in its URL and its query. */
export function formatBoundingBox(box: BoundingBox): string {
  const round = (n: number) => String(Math.round(n * 1e5) / 1e5);
  return [box.west, box.south, box.east, box.north].map(round).join(',');
}
