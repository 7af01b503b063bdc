import {
  abandonImport,
  applyImport,
  createImport,
  exportFeed,
  stagePart,
  type Database,
  type StagedPart,
} from '@portal/db';
import type { CatalogImportSummary, FeedFormat } from '@portal/contracts/catalog-feed';
import type { Clock } from '../../lib/clock.ts';

/**
 * Taking in a partner's privileges (issue 31, docs/catalog-feed.md): an import is opened, its file staged part by
 * part, then applied in one transaction — or abandoned. The embedded adapter below writes the portal's own catalogue
 * (packages/db/src/catalog-import); `applied` is told the catalogue's version after every import applied.
 */
export interface CatalogImports {
  open(options: { format: FeedFormat; full: boolean }): Promise<string>;
  /** Throws FeedRefused (the part cannot be read at all) or ImportRefused (no such import, or no longer open). */
  stage(id: string, part: { number: number; firstLine: number; bytes: AsyncIterable<Uint8Array> }): Promise<StagedPart>;
  apply(id: string): Promise<CatalogImportSummary>;
  abandon(id: string): Promise<void>;
  /** The listed privileges as a feed. */
  export(format: FeedFormat): AsyncIterable<string>;
}

export function createEmbeddedCatalogImports(options: {
  db: Database;
  clock: Clock;
  applied?: (version: string) => Promise<unknown>;
  /**
   * What failed after an import was committed (the statistics' refresh, `applied`): logged, not answered, since the
   * operator's import was applied and its summary is what the operator must see.
   */
  afterApplyFailed?: (error: unknown, step: 'statistics' | 'applied') => void;
}): CatalogImports {
  const { db, clock, applied, afterApplyFailed } = options;
  return {
    open: ({ format, full }) => createImport(db, { format, full, now: clock.now() }),
    stage: (id, part) => stagePart(db, id, part),
    async apply(id) {
      const summary = await applyImport(db, id, clock.now(), {
        onMaintenanceError: (error) => afterApplyFailed?.(error, 'statistics'),
      });
      // Were it not refreshed here, the version would still be read again within CATALOG_VERSION_FRESH_MS.
      await applied?.(summary.version).catch((error: unknown) => afterApplyFailed?.(error, 'applied'));
      return summary;
    },
    abandon: (id) => abandonImport(db, id, clock.now()),
    export: (format) => exportFeed(db, format),
  };
}
