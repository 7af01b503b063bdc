import { catalogData } from '@portal/db';

export type Region = catalogData.Region;
export type LargeCategory = catalogData.LargeCategory;
export type GourmetGenreRow = catalogData.GourmetGenreRow;

/**
 * The catalogue's code lists: areas, categories and gourmet genres (ARCHITECTURE.md §1 `Catalog`; the privileges are
 * `MenuCatalog`'s, menu-catalog.ts). The embedded catalogue serves the seeded lists; a partner's catalogue would be
 * an HTTP client in adapters/ passed as `BuildAppOptions.catalog`.
 */
export interface Catalog {
  /** Regions with their prefectures, municipalities and sub-areas, in display order. */
  regions(): Promise<readonly Region[]>;
  /** The category tree, large categories in code order. */
  categories(): Promise<readonly LargeCategory[]>;
  gourmetGenres(): Promise<readonly GourmetGenreRow[]>;
}

/** The embedded Catalog: the code lists of packages/db/src/catalog. */
export function createEmbeddedCatalog(): Catalog {
  return {
    async regions() {
      return catalogData.AREA_CATALOGUE;
    },
    async categories() {
      return catalogData.CATEGORY_TREE;
    },
    async gourmetGenres() {
      return catalogData.GOURMET_GENRES;
    },
  };
}
