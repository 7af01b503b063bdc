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
  };
}
