import type { CategoryEntry, LargeAreasResponse } from '@portal/contracts/catalog';
import { MEGA_MENU_GROUPS } from '@portal/contracts/search/constants';
import {
  chunkSubList,
  isMegaMenuGroupVisible,
  megaMenuBookingLink,
  megaMenuCategoryLink,
  megaMenuGenreLink,
  megaMenuOtherPageLink,
  megaMenuPrefectureLink,
  megaMenuPublicStayLink,
  megaMenuShopLink,
} from '@portal/contracts/search/mega-menu';

/**
 * The mega-menu's content from the categories call (spec search.md §2 "Mega-menu links", "Mega-menu groups").
 * Only arranges entries: every href comes from the contracts' builders, visibility and chunks of 6 too.
 */
export interface MegaMenuLink {
  label: string;
  href: string;
}
/** One column of the panel: at most 6 links (chunkSubList) under a title. */
export interface MegaMenuColumn {
  key: string;
  title: string;
  links: MegaMenuLink[];
}
export interface MegaMenuGroupView {
  id: number;
  name: string;
  columns: MegaMenuColumn[];
}
export interface MegaMenuHosts {
  lifeHost: string;
  stayHost: string;
  shopHost: string;
  /** The portal itself: '' keeps special and other pages on this host. */
  topHost: string;
}
export interface MegaMenuLabels {
  groupName: (id: number, fallback: string) => string;
  prefectures: string;
  publicStay: string;
  booking: string;
  shop: string;
  gourmetGenres: string;
  gourmetAll: string;
  guide: string;
}

const TRAVEL_LARGE = '101';
const GOURMET_LARGE = '113';
const GOURMET_GENRE_MID = '201';
const SHOP_LARGE = '115';
/** The user guide (spec §2 Other navigation) closes the support group. */
const SUPPORT_GROUP = 10;
const GUIDE_OTHER_ID = 'goriyou';

function columnsOf(keyPrefix: string, title: string, links: MegaMenuLink[]): MegaMenuColumn[] {
  return chunkSubList(links).map((chunk, index) => ({ key: `${keyPrefix}-${index}`, title, links: chunk }));
}

export function buildMegaMenuGroups(
  categories: readonly CategoryEntry[],
  hosts: MegaMenuHosts,
  labels: MegaMenuLabels,
  prefectures: LargeAreasResponse['data'] | undefined,
): MegaMenuGroupView[] {
  const larges = categories.filter((c) => c.level === 1);
  const midsOf = (large: string) => categories.filter((c) => c.level === 2 && c.catLrgClassCd === large);
  const smallsOf = (large: string, mid: string) =>
    categories.filter((c) => c.level === 3 && c.catLrgClassCd === large && c.catMidClassCd === mid);

  const groups: MegaMenuGroupView[] = [];
  for (const group of MEGA_MENU_GROUPS) {
    const groupLarges = larges.filter((l) => l.megaMenuGroup === group.id);
    if (!isMegaMenuGroupVisible(groupLarges.map((l) => midsOf(l.catLrgClassCd)))) continue;

    const columns: MegaMenuColumn[] = [];
    for (const large of groupLarges) {
      const code = large.catLrgClassCd;
      const mids = midsOf(code);
      if (mids.length === 0) continue;
      if (code === SHOP_LARGE) {
        columns.push(
          ...columnsOf(code, large.name, [{ label: labels.shop, href: megaMenuShopLink(hosts.shopHost, '') }]),
        );
        continue;
      }
      if (code === TRAVEL_LARGE) {
        columns.push(
          ...columnsOf(code, large.name, [
            { label: labels.publicStay, href: megaMenuPublicStayLink(hosts.stayHost) },
            { label: labels.booking, href: megaMenuBookingLink(hosts.lifeHost) },
          ]),
          ...columnsOf(
            'prefectures',
            labels.prefectures,
            (prefectures ?? []).map((p) => ({
              label: p.areaMidClassNm,
              href: megaMenuPrefectureLink(hosts.stayHost, p),
            })),
          ),
        );
        continue;
      }
      const links: MegaMenuLink[] = [];
      for (const mid of mids) {
        const midCode = mid.catMidClassCd ?? '';
        const noSearchSmalls = smallsOf(code, midCode).filter((s) => s.noSearch);
        if (noSearchSmalls.length > 0) {
          for (const small of noSearchSmalls)
            links.push({
              label: small.name,
              href: megaMenuCategoryLink(hosts.lifeHost, {
                catLrgClassCd: code,
                catMidClassCd: midCode,
                catSmlClassCd: small.catSmlClassCd ?? null,
                noSearch: true,
              }),
            });
        } else {
          links.push({
            label: mid.name,
            href: megaMenuCategoryLink(hosts.lifeHost, { catLrgClassCd: code, catMidClassCd: midCode }),
          });
        }
      }
      columns.push(...columnsOf(code, large.name, links));
      if (code === GOURMET_LARGE) {
        const genres = smallsOf(code, GOURMET_GENRE_MID).map((g) => ({
          label: g.name,
          href: megaMenuGenreLink(hosts.lifeHost, g.catSmlClassCd),
        }));
        genres.push({ label: labels.gourmetAll, href: megaMenuGenreLink(hosts.lifeHost, null) });
        columns.push(...columnsOf('genres', labels.gourmetGenres, genres));
      }
    }
    if (group.id === SUPPORT_GROUP)
      columns.push(
        ...columnsOf('guide', labels.guide, [
          { label: labels.guide, href: megaMenuOtherPageLink(hosts.topHost, GUIDE_OTHER_ID) },
        ]),
      );
    groups.push({ id: group.id, name: labels.groupName(group.id, group.name), columns });
  }
  return groups;
}
