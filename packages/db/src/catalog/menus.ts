/**
 * Menus (bookable plans) of the embedded catalogue that members have viewed or marked as favourites,
 * and each test member's lists. The stay menus mix the three link rules of the viewed-stay carousel
 * (spec search.md §2): shopAreaDiv null (dynamic package), srvicDiv A20 (public stay), A10, and others
 * without a link. Images are the SPA's own illustrations (apps/web/public/images/stays).
 */

export interface MenuSeed {
  menuNo: string;
  serviceType: 'stay' | 'life' | 'shop';
  name: string;
  imageUrl: string;
  /** Prefecture (areaMidClassCd) and municipality (areaSmlClassCd) of the area catalogue. */
  prefectureCode: string;
  areaCode: string;
  shopAreaDiv: string | null;
  serviceDivision: string;
  /** Its category (categories.ts): what a catalogue feed row must name (docs/catalog-feed.md). */
  catLrgClassCd: string;
  catMidClassCd: string;
  catSmlClassCd: string;
}

const image = (name: string) => `/images/stays/${name}.webp`;

export const MENUS: readonly MenuSeed[] = [
  {
    menuNo: '100001',
    serviceType: 'stay',
    name: '定山渓温泉 翠渓の湯 ホテル（朝夕食付）',
    imageUrl: image('onsen'),
    prefectureCode: '01',
    areaCode: '0101',
    shopAreaDiv: null,
    serviceDivision: 'A10',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100002',
    serviceType: 'stay',
    name: '国民宿舎 箱根あじさい荘',
    imageUrl: image('public-inn'),
    prefectureCode: '14',
    areaCode: '1406',
    shopAreaDiv: '1',
    serviceDivision: 'A20',
    catLrgClassCd: '101',
    catMidClassCd: '203',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100003',
    serviceType: 'stay',
    name: 'ホテル銀座ステーション 会員限定ルーム',
    imageUrl: image('city-hotel'),
    prefectureCode: '13',
    areaCode: '1301',
    shopAreaDiv: '1',
    serviceDivision: 'A10',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100004',
    serviceType: 'stay',
    name: '嵐山 旅館 渓月（京懐石プラン）',
    imageUrl: image('ryokan'),
    prefectureCode: '26',
    areaCode: '2601',
    shopAreaDiv: null,
    serviceDivision: 'A10',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100005',
    serviceType: 'stay',
    name: '休暇村 淡路島 海の見える宿',
    imageUrl: image('public-inn'),
    prefectureCode: '28',
    areaCode: '2808',
    shopAreaDiv: '1',
    serviceDivision: 'A20',
    catLrgClassCd: '101',
    catMidClassCd: '203',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100006',
    serviceType: 'stay',
    name: '別府温泉 湯けむりの宿 鶴見',
    imageUrl: image('onsen'),
    prefectureCode: '44',
    areaCode: '4402',
    shopAreaDiv: '1',
    serviceDivision: 'B10',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100007',
    serviceType: 'stay',
    name: '恩納ビーチリゾート オーシャンビュー',
    imageUrl: image('resort'),
    prefectureCode: '47',
    areaCode: '4702',
    shopAreaDiv: null,
    serviceDivision: 'A10',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100008',
    serviceType: 'stay',
    name: '金沢 ひがし茶屋街 町家ステイ',
    imageUrl: image('ryokan'),
    prefectureCode: '17',
    areaCode: '1701',
    shopAreaDiv: '2',
    serviceDivision: 'C10',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100009',
    serviceType: 'stay',
    name: '軽井沢 森のコテージ 星の径',
    imageUrl: image('resort'),
    prefectureCode: '20',
    areaCode: '2003',
    shopAreaDiv: null,
    serviceDivision: 'A10',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '301',
  },
  {
    menuNo: '100010',
    serviceType: 'stay',
    name: '名古屋駅前 ビジネスホテル 笹島',
    imageUrl: image('city-hotel'),
    prefectureCode: '23',
    areaCode: '2301',
    shopAreaDiv: '1',
    serviceDivision: 'A10',
    catLrgClassCd: '101',
    catMidClassCd: '202',
    catSmlClassCd: '301',
  },
  {
    menuNo: '200001',
    serviceType: 'life',
    name: 'カラオケルーム 室料30%OFF',
    imageUrl: image('city-hotel'),
    prefectureCode: '13',
    areaCode: '1301',
    shopAreaDiv: '1',
    serviceDivision: 'B10',
    catLrgClassCd: '102',
    catMidClassCd: '203',
    catSmlClassCd: '301',
  },
  {
    menuNo: '200002',
    serviceType: 'life',
    name: 'スパ・岩盤浴 入館料割引',
    imageUrl: image('onsen'),
    prefectureCode: '27',
    areaCode: '2701',
    shopAreaDiv: '1',
    serviceDivision: 'B20',
    catLrgClassCd: '104',
    catMidClassCd: '201',
    catSmlClassCd: '303',
  },
];

export interface MemberMenuItemSeed {
  itemType: 'viewed' | 'favorite';
  menuNo: string;
  /** How long ago the member added it, in hours before the seed time. */
  hoursAgo: number;
}

const viewed = (menuNo: string, hoursAgo: number): MemberMenuItemSeed => ({ itemType: 'viewed', menuNo, hoursAgo });
const favorite = (menuNo: string, hoursAgo: number): MemberMenuItemSeed => ({ itemType: 'favorite', menuNo, hoursAgo });

/** By persona login id; the principal has more than 5 viewed stays so the carousel shows its arrows. */
export const MEMBER_MENU_ITEMS: Readonly<Record<string, readonly MemberMenuItemSeed[]>> = {
  principal: [
    viewed('100001', 2),
    viewed('100002', 5),
    viewed('100003', 26),
    viewed('100004', 30),
    viewed('100005', 50),
    viewed('100006', 73),
    viewed('100007', 100),
    viewed('100008', 150),
    viewed('200001', 4),
    favorite('100004', 24),
    favorite('100007', 48),
    favorite('200002', 72),
  ],
  family: [viewed('100003', 3), viewed('100009', 27)],
  multi: [viewed('100010', 1), viewed('100002', 12), viewed('100006', 36)],
  kyutoku: [
    viewed('100009', 6),
    viewed('100001', 18),
    viewed('100008', 40),
    viewed('100005', 60),
    viewed('100004', 80),
    viewed('100003', 120),
  ],
};
