import type { CategoryEntry, LargeAreasResponse } from '@portal/contracts/catalog';
import type { SpecialPageResource } from '@portal/contracts/cms-values';
import {
  GOURMET_LARGE_CODE,
  GOURMET_MID_CODE,
  SHOP_LARGE_CODE,
  TRAVEL_LARGE_CODE,
} from '@portal/contracts/search/constants';
import { FLIGHT_TOUR_MID_CODES } from '../../lib/search/constants.ts';
import {
  MEGA_MENU_GROUPS,
  chunkSubList,
  isMegaMenuGroupVisible,
  megaMenuBookingLink,
  megaMenuCategoryLink,
  megaMenuGenreLink,
  megaMenuOtherPageLink,
  megaMenuPrefectureLink,
  megaMenuPublicStayLink,
  megaMenuShopLink,
  megaMenuSpecialPageLink,
  megaMenuTourLink,
} from './mega-menu-rules.ts';

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
  /** The column of the flight, tour and other travel categories (航空券・ツアー・その他). */
  flightTour: string;
  /** The column of the special pages (特集). */
  specialPages: string;
  publicStay: string;
  booking: string;
  shop: string;
  gourmetGenres: string;
  gourmetAll: string;
  guide: string;
}

/** How many special pages the mega-menu lists: two columns of 6. */
export const MEGA_MENU_SPECIAL_PAGE_LIMIT = 12;

/** The user guide (spec §2 Other navigation) and the special pages close the support group. */
const SUPPORT_GROUP = 10;
export const MEGA_MENU_SPECIAL_PAGE_GROUP = SUPPORT_GROUP;
/** ご利用ガイド: the drawer opens the same page (config/paths.ts `guide`). */
const GUIDE_OTHER_ID = 'goriyou';

function columnsOf(keyPrefix: string, title: string, links: MegaMenuLink[]): MegaMenuColumn[] {
  return chunkSubList(links).map((chunk, index) => ({ key: `${keyPrefix}-${index}`, title, links: chunk }));
}

export function buildMegaMenuGroups(
  categories: readonly CategoryEntry[],
  hosts: MegaMenuHosts,
  labels: MegaMenuLabels,
  prefectures: LargeAreasResponse['data'] | undefined,
  specialPages: readonly SpecialPageResource[] = [],
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
      if (code === SHOP_LARGE_CODE) {
        columns.push(
          ...columnsOf(code, large.name, [{ label: labels.shop, href: megaMenuShopLink(hosts.shopHost, '') }]),
        );
        continue;
      }
      if (code === TRAVEL_LARGE_CODE) {
        columns.push(
          ...columnsOf(code, large.name, [
            { label: labels.publicStay, href: megaMenuPublicStayLink(hosts.stayHost) },
            { label: labels.booking, href: megaMenuBookingLink(hosts.lifeHost) },
          ]),
          // Flights, tours and other travel (the mids of stay sub-tab 3), to the tour search like that tab.
          ...columnsOf(
            'flight-tour',
            labels.flightTour,
            mids
              .filter((mid) => FLIGHT_TOUR_MID_CODES.includes(mid.catMidClassCd ?? ''))
              .flatMap((mid) => {
                const midCode = mid.catMidClassCd ?? '';
                const noSearchSmalls = smallsOf(code, midCode).filter((s) => s.noSearch);
                return noSearchSmalls.length > 0
                  ? noSearchSmalls.map((small) => ({
                      label: small.name,
                      href: megaMenuTourLink(hosts.lifeHost, {
                        catMidClassCd: midCode,
                        catSmlClassCd: small.catSmlClassCd ?? null,
                        noSearch: true,
                      }),
                    }))
                  : [{ label: mid.name, href: megaMenuTourLink(hosts.lifeHost, { catMidClassCd: midCode }) }];
              }),
          ),
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
      if (code === GOURMET_LARGE_CODE) {
        const genres = smallsOf(code, GOURMET_MID_CODE).map((g) => ({
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
        // The CMS's special pages (spec §2 "Special pages: specialPage/detail?spid=… on the top host").
        ...columnsOf(
          'special-pages',
          labels.specialPages,
          specialPages.map((page) => ({
            label: page.attributes.display_title || page.attributes.title,
            href: megaMenuSpecialPageLink(hosts.topHost, page.attributes.alias),
          })),
        ),
      );
    groups.push({ id: group.id, name: labels.groupName(group.id, group.name), columns });
  }
  return groups;
}
