export * from './client.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './japan-date.ts';
export { seedCarrierData, truncateAll } from './seed/carrier.ts';
export * as catalogData from './catalog/index.ts';
export { EMBEDDED_PRIVILEGE_COUNT, seedPrivileges } from './seed/privileges.ts';
export {
  PRICE_BANDS,
  PRICE_STEPS,
  bitmapKey,
  bitmapOf,
  bumpCatalogueVersion,
  catalogueVersion,
  refreshSearchBitmaps,
  searchBitmapsCurrent,
} from './search-bitmaps.ts';
export {
  abandonImport,
  applyImport,
  createImport,
  FeedRefused,
  ImportRefused,
  importFeed,
  readCatalogVersion,
  stagePart,
  type StagedPart,
} from './catalog-import/importer.ts';
export { exportFeed } from './catalog-import/exporter.ts';
export { closeRowPool } from './catalog-import/row-pool.ts';
export { checkRowBatch } from './catalog-import/row-batch.ts';
export { generatedFeed } from './catalog/privilege-generator.ts';
