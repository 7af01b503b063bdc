import { LRUCache } from 'lru-cache';
import {
  MAP_MARKER_LIMIT,
  type MapMarker,
  type MapMarkersQuery,
  type MapMarkersResponse,
} from '@portal/contracts/catalog-map';
import { catalogData } from '@portal/db';
import type { MapPoint } from './map-repository.ts';
import type { MenuCatalog } from './menu-catalog.ts';
import { SEARCH_CACHE_TTL_MS, toSearchQuery } from './search-service.ts';

const MAP_CACHE_ENTRIES = 2_000;
const names = catalogData.AREA_NAMES;

function marker(point: MapPoint): MapMarker {
  return {
    menuNo: point.menuNo,
    menuNm: point.name,
    catchCopy: point.catchCopy,
    latitude: point.latitude,
    longitude: point.longitude,
    serviceType: point.serviceType as MapMarker['serviceType'],
    catLrgClassCd: point.catLrgClassCd,
    srvicDiv: point.serviceDivision as MapMarker['srvicDiv'],
    shopAreaDiv: point.shopAreaDiv,
    areaMidClassCd: point.prefectureCode,
    areaMidClassNm: names.get(point.prefectureCode) ?? '',
    areaSmlClassNm: names.get(point.areaCode) ?? '',
  };
}

/**
 * The map's markers: the search's question (toSearchQuery, the same rules as the results pages) with a position and
 * the map's box, at most MAP_MARKER_LIMIT of them, kept a minute per query and audience like the search's answers.
 */
export function createMapSearch(catalog: MenuCatalog, catalogVersion: () => string = () => '') {
  const cache = new LRUCache<string, MapMarkersResponse>({ max: MAP_CACHE_ENTRIES, ttl: SEARCH_CACHE_TTL_MS });

  return {
    async markers(wire: MapMarkersQuery, businessCode: string | null, now: Date): Promise<MapMarkersResponse> {
      // Per catalogue version too (catalog-version.ts): a withdrawn privilege leaves the map with its import.
      const key = JSON.stringify([wire, businessCode, catalogVersion()]);
      const kept = cache.get(key);
      if (kept) return kept;
      const { bbox, ...filters } = wire;
      const query = toSearchQuery(
        { ...filters, sort: 'recommended', page: 0, size: MAP_MARKER_LIMIT },
        businessCode,
        now,
      );
      const result = await catalog.mapPoints(query, { box: bbox ?? null, limit: MAP_MARKER_LIMIT });
      const answer: MapMarkersResponse = {
        data: { totalElements: result.total, limit: MAP_MARKER_LIMIT, markers: result.points.map(marker) },
      };
      cache.set(key, answer);
      return answer;
    },
  };
}
