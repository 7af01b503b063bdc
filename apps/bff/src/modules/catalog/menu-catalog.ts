import type { BoundingBox } from '@portal/contracts/catalog-map';
import { readCatalogVersion, type Database } from '@portal/db';
import { findMapPoints, type MapPointsResult } from './map-repository.ts';
import { searchMenus } from './menu-search.ts';
import { findMenu, type MenuRow, type MenuSearchQuery, type MenuSearchResult } from './search-repository.ts';

/**
 * The privileges of the catalogue as the BFF reaches them (issue 12, ARCHITECTURE.md §1 `Catalog`): search with facet
 * counts, one privilege for its page, the map's points. The embedded adapter below answers from the database (PGlite
 * by default, PostgreSQL in production); a partner's catalogue would be an HTTP adapter in `adapters/` implementing
 * the same port, passed as `AppOptions.menuCatalog`. The routes and services never reach the database themselves.
 */
export interface MenuCatalog {
  search(query: MenuSearchQuery): Promise<MenuSearchResult>;
  /** Null when there is no such privilege, or when this viewer may not see it now. */
  find(menuNo: string, viewer: Pick<MenuSearchQuery, 'businessCode' | 'now'>): Promise<MenuRow | null>;
  mapPoints(query: MenuSearchQuery, options: { box: BoundingBox | null; limit: number }): Promise<MapPointsResult>;
  /**
   * The catalogue's version: it changes with every import that changed something (in the import's transaction), so
   * whatever is kept from the catalogue (the visitor pages) is kept under it (catalog-version.ts).
   */
  version(): Promise<string>;
}

export function createEmbeddedMenuCatalog(db: Database): MenuCatalog {
  return {
    search: (query) => searchMenus(db, query),
    find: (menuNo, viewer) => findMenu(db, menuNo, viewer),
    mapPoints: (query, options) => findMapPoints(db, query, options),
    version: () => readCatalogVersion(db),
  };
}
