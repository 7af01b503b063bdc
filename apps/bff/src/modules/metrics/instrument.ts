import type { SnapshotCache } from '../cms/cache.ts';
import type { AppMetrics } from './metrics.ts';

/**
 * The CMS snapshot cache, counting each read's outcome (hit, miss, stale-if-error). Wrapped here rather than inside
 * the cache, so that a cache handed to buildApp (tests, a deployment's own) is counted the same way.
 */
export function countedSnapshotCache(cache: SnapshotCache, metrics: AppMetrics): SnapshotCache {
  return {
    ...cache,
    async get(key, loader) {
      try {
        const answer = await cache.get(key, loader);
        metrics.recordCmsCache(answer.outcome);
        return answer;
      } catch (error) {
        metrics.recordCmsCache('error');
        throw error;
      }
    },
    // Snapshots the answer front (modules/cms/answer-front.ts) serves without reading: fresh reads all the same,
    // counted only when the front uses them (all fresh), so the route's own reads are never counted twice.
    areFresh(snapshots) {
      const fresh = cache.areFresh(snapshots);
      if (fresh) for (let i = 0; i < snapshots.length; i += 1) metrics.recordCmsCache('fresh');
      return fresh;
    },
  };
}
