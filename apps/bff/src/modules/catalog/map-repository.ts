import { sql } from 'drizzle-orm';
import type { BoundingBox } from '@portal/contracts/catalog-map';
import type { catalogMenus, Database } from '@portal/db';
import { searchConditions, type MenuSearchQuery } from './search-repository.ts';

/**
 * The privileges of a search that have a position, for the map (/map): the search's own conditions (keyword,
 * filters, audience, publication window), a position, and the map's box when it gives one. One statement: the
 * first `limit` in the editors' order, each with the count of all that matched.
 */

/** A marker's row: the columns of `catalog_menus` a marker and its line of the list show. */
export type MapPoint = Pick<
  typeof catalogMenus.$inferSelect,
  | 'menuNo'
  | 'serviceType'
  | 'name'
  | 'catchCopy'
  | 'catLrgClassCd'
  | 'prefectureCode'
  | 'areaCode'
  | 'shopAreaDiv'
  | 'serviceDivision'
> & { latitude: number; longitude: number };

export interface MapPointsResult {
  /** Every privilege with a position that matched, not only the ones returned. */
  total: number;
  points: MapPoint[];
}

interface MapPointRow extends Record<string, unknown> {
  total: number | string;
  latitude: number | string;
  longitude: number | string;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

export async function findMapPoints(
  db: Database,
  query: MenuSearchQuery,
  options: { box: BoundingBox | null; limit: number },
): Promise<MapPointsResult> {
  const where = searchConditions(query);
  if (!where) return { total: 0, points: [] };
  const { box } = options;
  const inBox = box
    ? sql` AND latitude BETWEEN ${box.south} AND ${box.north} AND longitude BETWEEN ${box.west} AND ${box.east}`
    : sql``;
  const rows = rowsOf<MapPointRow>(
    await db.execute(sql`
      SELECT menu_no AS "menuNo", service_type AS "serviceType", name, catch_copy AS "catchCopy",
             cat_lrg_class_cd AS "catLrgClassCd", prefecture_code AS "prefectureCode", area_code AS "areaCode",
             shop_area_div AS "shopAreaDiv", service_division AS "serviceDivision", latitude, longitude,
             count(*) OVER ()::int AS total
      FROM catalog_menus
      WHERE ${where} AND latitude IS NOT NULL AND longitude IS NOT NULL${inBox}
      ORDER BY recommend_rank, menu_no
      LIMIT ${options.limit}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    points: rows.map(({ total: _total, ...row }) => ({
      ...(row as unknown as MapPoint),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    })),
  };
}
