import type { MenuItem } from '@portal/contracts/catalog';
import type { MemberMenuItemRow } from './repository.ts';

/** A viewed or favourite menu as the carousel and the favourites page read it (spec search.md §3). */
export function serializeMenuItem(row: MemberMenuItemRow): MenuItem {
  return {
    menuNo: row.menuNo,
    dateAdded: row.addedAt.toISOString(),
    menuDetailResponse: {
      menuNm: row.name,
      menuImages: [{ imageUrl: row.imageUrl }],
      areaInfomation: { areaMidClassNm: row.prefectureName, areaSmlClassNm: row.areaName },
      shopAreaDiv: row.shopAreaDiv,
      srvicDiv: row.serviceDivision as MenuItem['menuDetailResponse']['srvicDiv'],
      ...(row.publicationEnded ? { publicationEnded: true as const } : {}),
    },
  };
}
