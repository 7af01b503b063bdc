/** Paths the SPA navigates to (spec portal.md §2, search.md §2). */
export const paths = {
  top: '/',
  notFound: '/404',
  systemError: '/system-error',
  sessionTimeOut: '/session-time-out',
  deviceError: '/device-error',
  information: '/information',
  news: '/news',
  newsDetail: '/newsDetail',
  specialPages: '/specialPage',
  specialPageDetail: (alias: string) => `/specialPage/detail?spid=${encodeURIComponent(alias)}`,
  preview: '/preview',
  /**
   * ご利用ガイド, the user guide: the CMS's other page goriyou (spec search.md §2 "/otherPage?other_id=goriyou is the
   * user guide"). Its one address; /guide (portal.md §2) is replaced by it (ADR 0005).
   */
  guide: '/otherPage?other_id=goriyou',
  /** The CMS's other page of the user guide. */
  guideOtherId: 'goriyou',
  specialList: '/special',
  travelGuide: '/otherPage?other_id=travel_guide',
  kyutokuInformation: '/otherPage?other_id=kyutoku',
  howToPay: '/howToPay',
  /** コンビニ決済ワンタイムパスワード: a path of the life host (spec search.md §2), LIFE_HOST_URL + this. */
  oneTimePassword: '/oneTimePassword',
  /** My-page (external member area) entries: full-page redirects after a level-2 check. */
  mypage: {
    top: '/mypage',
    coupons: '/mypage/coupon?sort=displayFrom',
    memberCoupons: '/mypage/coupon/member?sort=getCouponDatetime',
    supplementaryCoupons: '/mypage/coupons',
    favorites: '/mypage/favorites',
    visits: '/mypage/visits',
    personalCard: '/mypage/personalcard',
    orders: '/mypage/orders?page=1&sortOrder=desc',
    benepo: '/mypage/benepo?currentID=0',
    setting: '/mypage/setting',
  },
  api: {
    login: '/v1/top/login',
    carrierLogin: '/v1/top/sb-login',
  },
} as const;
