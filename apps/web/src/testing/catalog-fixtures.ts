import {
  CategoriesResponseSchema,
  MenuDetailResponseSchema,
  MenuSearchResponseSchema,
  type CategoriesResponse,
  type MenuDetailResponse,
  type MenuDetailView,
  type MenuSearchResponse,
  type MenuSummary,
} from '@portal/contracts/catalog';

/**
 * /v1/catalog and /v1/enum answers for tests, parsed by the contract's schemas so that a fixture that drifts from the
 * contract fails here.
 */
export function menuSummary(menuNo: string, overrides: Partial<MenuSummary> = {}): MenuSummary {
  return {
    menuNo,
    menuNm: `優待${menuNo}`,
    menuNmKana: `ゆうたい${menuNo}`,
    catchCopy: '会員さま限定の優待です',
    imageUrl: `/images/catalog/${menuNo}.svg`,
    imageExplanation: '',
    type: 1,
    serviceType: 'life',
    catLrgClassCd: '113',
    catMidClassCd: '201',
    catSmlClassCd: '301',
    areaMidClassCd: '13',
    areaMidClassNm: '東京都',
    areaSmlClassCd: '1301',
    areaSmlClassNm: '東京23区',
    shopAreaDiv: '1',
    srvicDiv: 'B10',
    useage: [],
    regularPrice: 5000,
    memberPrice: 4000,
    discountRate: 20,
    ...overrides,
  };
}

export function menuSearchResponse(content: MenuSummary[], total = content.length): MenuSearchResponse {
  return MenuSearchResponseSchema.parse({
    data: {
      totalElements: total,
      totalPages: Math.ceil(total / Math.max(content.length, 1)),
      page: 0,
      size: Math.max(content.length, 1),
      content,
      facets: { categories: [], prefectures: [], useage: [], priceBands: [] },
    },
  });
}

/** Category entries from their paths: '113' a large one, '113/201' a middle one, '113/201/301' a small one. */
export function categoriesResponse(
  entries: readonly (readonly [path: string, name: string, extra?: { noSearch?: boolean; megaMenuGroup?: number }])[],
): CategoriesResponse {
  return CategoriesResponseSchema.parse({
    data: {
      categories: entries.map(([path, name, extra]) => {
        const [catLrgClassCd, catMidClassCd, catSmlClassCd] = path.split('/');
        const level = catSmlClassCd ? 3 : catMidClassCd ? 2 : 1;
        return {
          catClassCd: path.replaceAll('/', ''),
          catLrgClassCd,
          catMidClassCd,
          catSmlClassCd,
          level,
          name,
          ...extra,
        };
      }),
    },
  });
}

/** GET /v1/catalog/menus/{menuNo}: a coupon privilege of the life host, with what a visitor or a member sees. */
export function menuDetailResponse(menuNo: string, overrides: Partial<MenuDetailView> = {}): MenuDetailResponse {
  return MenuDetailResponseSchema.parse({
    data: {
      ...menuSummary(menuNo, { type: 2 }),
      leadCopy: '東京エリアの焼肉店。',
      catLrgClassNm: 'グルメ',
      catMidClassNm: 'レストラン・飲食',
      catSmlClassNm: '焼肉',
      areaDtlClassCd: null,
      publishedUntil: null,
      position: null,
      coupon: null,
      hasCoupon: true,
      lifeGenreTags: [],
      webReservation: false,
      canUseCafe: false,
      withoutSalesPeriod: false,
      isBusinessHotel: false,
      hasNaturalHotspring: false,
      stayPlans: [],
      favorite: false,
      ...overrides,
    },
  });
}
