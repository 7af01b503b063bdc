/** Recently viewed stays carousel (spec search.md §2 "Viewed-stay links"). */
import { BREAKPOINTS } from '../../config/ui.ts';
import { SERVICE_DIVISION } from '@portal/contracts/service-division';

export const CARD_CAROUSEL = {
  autoplayMs: 5000,
  slidesPerView: 1.3,
  spaceBetween: 24,
  wideSlidesPerView: 3,
  wideFromWidth: BREAKPOINTS.lg,
  loop: true,
} as const;
/** The recently viewed carousel shows its arrows only with more than 5 items. */
export const VIEWED_ARROWS_MIN_EXCLUSIVE = 5;

export interface ViewedStayItem {
  menuNo: string | number;
  menuDetailResponse: { shopAreaDiv?: string | null; srvicDiv?: string | null };
}

/**
 * shopAreaDiv null → {stay host}/dp/menus/{menuNo}/; srvicDiv A20 → /public-stay/menus/{menuNo};
 * A10 → /menus/{menuNo}; otherwise no link. The spec writes the last two as paths: they are stay-site pages,
 * so they are built on the stay host too.
 */
export function viewedStayLink(stayHost: string, item: ViewedStayItem): string | null {
  const host = stayHost.replace(/\/+$/, '');
  const menuNo = encodeURIComponent(String(item.menuNo));
  const { shopAreaDiv, srvicDiv } = item.menuDetailResponse;
  if (shopAreaDiv === null || shopAreaDiv === undefined) return `${host}/dp/menus/${menuNo}/`;
  if (srvicDiv === SERVICE_DIVISION.publicStay) return `${host}/public-stay/menus/${menuNo}`;
  if (srvicDiv === SERVICE_DIVISION.stay) return `${host}/menus/${menuNo}`;
  return null;
}

/** Arrows only with more than 5 items. */
export function showViewedArrows(count: number): boolean {
  return count > VIEWED_ARROWS_MIN_EXCLUSIVE;
}
