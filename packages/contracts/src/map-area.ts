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

/** /map's own URL parameters: the area searched (この範囲で検索) and the privilege selected. */
export const MAP_BOX_PARAM = 'bbox';
export const MAP_SELECTED_PARAM = 'menuNo';

/**
 * The query of GET /v1/catalog/map for a /map URL: every parameter but the selection, without empty values and
 * without a box the map cannot read (the BFF refuses neither then). Null when the URL holds no condition at all: the
 * page shows the whole of Japan and asks for a prefecture instead of a sample of the country. The page and the
 * BFF's first load (which answers it inside the page) build it alike.
 */
export function mapMarkersQuery(params: URLSearchParams): string | null {
  const box = params.get(MAP_BOX_PARAM);
  const readable = box !== null && parseBoundingBox(box) !== null;
  const query = new URLSearchParams(
    [...params].filter(
      ([name, value]) => value.trim() !== '' && name !== MAP_SELECTED_PARAM && (name !== MAP_BOX_PARAM || readable),
    ),
  );
  return query.size > 0 ? query.toString() : null;
}

/** The markers' call for a /map URL (see mapMarkersQuery), or null when the page asks nothing yet. */
export function mapMarkersApiPath(params: URLSearchParams): string | null {
  const query = mapMarkersQuery(params);
  return query === null ? null : `/v1/catalog/map?${query}`;
}
