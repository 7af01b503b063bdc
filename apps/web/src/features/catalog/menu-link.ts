import type { PublicConfig } from '@portal/contracts/config';
import { viewedStayLink } from '../../lib/search/viewed.ts';

/** What decides a privilege's link: its number and its divisions (a member's list item has this shape). */
export interface LinkedMenu {
  menuNo: string;
  menuDetailResponse: { srvicDiv: string; shopAreaDiv: string | null };
}

/**
 * Where a privilege is shown, for every page that lists privileges (favourites, the map): a stay by the viewed-stay
 * rules (spec search.md §2), a shop item on the shop host, anything else on the life host (its detail page
 * /menus/{menuNo}).
 */
export function menuLink(
  config: Pick<PublicConfig, 'lifeHostUrl' | 'stayHostUrl' | 'shopHostUrl'>,
  item: LinkedMenu,
): string | null {
  const division = item.menuDetailResponse.srvicDiv;
  const menuNo = encodeURIComponent(item.menuNo);
  if (division.startsWith('A')) return viewedStayLink(config.stayHostUrl, item);
  const host = (division.startsWith('C') ? config.shopHostUrl : config.lifeHostUrl).replace(/\/+$/, '');
  return `${host}/menus/${menuNo}`;
}
