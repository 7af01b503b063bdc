import type { MenuItemInfoQuery } from '@portal/contracts/catalog';
import type { Database } from '@portal/db';
import type { Clock } from '../../lib/clock.ts';
import type { CarrierGateway } from '../carrier/gateway.ts';
import type { MenuCatalog } from '../catalog/menu-catalog.ts';
import { createMemberMenuItems } from './repository.ts';

export type MemberLists = ReturnType<typeof createMemberLists>;

/** A privilege in the member's lists, after a change: whether it is a favourite. */
export interface MenuState {
  menuNo: string;
  favorite: boolean;
}

/**
 * The member's lists of privileges: favourites (お気に入り) and viewed history (閲覧履歴). A privilege joins a list
 * only while the member may see it (the search's rules for their business code, now); it leaves one at any time.
 */
export function createMemberLists(deps: {
  db: Database;
  carrier: CarrierGateway;
  menuCatalog: MenuCatalog;
  clock: Clock;
}) {
  const { carrier, menuCatalog, clock } = deps;
  const items = createMemberMenuItems(deps.db);

  /** The privilege's number, when this member may see it now; null otherwise. */
  async function visibleMenuNo(memberId: string, menuNo: string): Promise<string | null> {
    const member = await carrier.findMember(memberId);
    const menu = await menuCatalog.find(menuNo, { businessCode: member?.businessCode ?? null, now: clock.now() });
    return menu?.menuNo ?? null;
  }

  return {
    /** One page of a list (getViewedListHistory), newest or oldest first. */
    list(memberId: string, query: MenuItemInfoQuery) {
      const { itemType, serviceType, page, size, sort } = query;
      return items.list(memberId, {
        itemType,
        serviceType,
        offset: page * size,
        limit: size,
        newestFirst: sort === 'dateAdded,desc',
        now: clock.now(),
      });
    },

    isFavorite: (memberId: string, menuNo: string) => items.isFavorite(memberId, menuNo),

    /** Adds a privilege to the favourites (idempotent); null when the member may not see it now. */
    async addFavorite(memberId: string, menuNo: string): Promise<MenuState | null> {
      const visible = await visibleMenuNo(memberId, menuNo);
      if (!visible) return null;
      await items.addFavorite(memberId, visible, clock.now());
      return { menuNo: visible, favorite: true };
    },

    /** Removes a privilege from the favourites (idempotent): one that has ended can still leave the list. */
    async removeFavorite(memberId: string, menuNo: string): Promise<MenuState> {
      await items.removeFavorite(memberId, menuNo);
      return { menuNo, favorite: false };
    },

    /** Records a visit in the viewed history; null when the member may not see the privilege now. */
    async recordView(memberId: string, menuNo: string): Promise<MenuState | null> {
      const visible = await visibleMenuNo(memberId, menuNo);
      if (!visible) return null;
      await items.recordView(memberId, visible, clock.now());
      return { menuNo: visible, favorite: await items.isFavorite(memberId, visible) };
    },
  };
}
