import type { MenuItem } from '@portal/contracts/catalog';
import type { PublicConfig } from '@portal/contracts/config';
import { viewedStayLink } from '@portal/contracts/search/viewed';

/**
 * Where a privilege of a member's list is shown: a stay by the viewed-stay rules (spec search.md §2), a shop item on
 * the shop host, anything else on the life host (its detail page /menus/{menuNo}).
 */
export function menuLink(
  config: Pick<PublicConfig, 'lifeHostUrl' | 'stayHostUrl' | 'shopHostUrl'>,
  item: MenuItem,
): string | null {
  const division = item.menuDetailResponse.srvicDiv;
  const menuNo = encodeURIComponent(item.menuNo);
  if (division.startsWith('A')) return viewedStayLink(config.stayHostUrl, item);
  const host = (division.startsWith('C') ? config.shopHostUrl : config.lifeHostUrl).replace(/\/+$/, '');
  return `${host}/menus/${menuNo}`;
}
