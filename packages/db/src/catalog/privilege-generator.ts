import { AREA_CATALOGUE } from './areas.ts';
import { CATEGORY_TREE, type CategoryNode } from './categories.ts';
import {
  BRANDS,
  CATCH_COPIES,
  GOURMET_NOUNS,
  LEAD_SENTENCES,
  MEALS,
  MEAL_WORDS,
  MID_NOUNS,
  PLAN_WORDS,
  PREFECTURE_WORDS,
  RESERVATION_SITES,
  SHOP_NOUNS,
  STAY_NOUNS,
  type Meals,
  type Word,
} from './privilege-vocabulary.ts';
import type { CatalogFeedRowInput } from '@portal/contracts/catalog-feed';

/**
 * The deterministic generator of the embedded catalogue's privileges (issue 12): privilege `i` is always the same,
 * whatever else is generated, so the 20,000 of `npm start` are the first 20,000 of the benchmark's 1,500,000.
 * Names are built from words with their readings, so every name has a true kana reading (menuNmKana).
 */

/** Usage flags 1–4 of the spec (useage[]), as bits. */
export const USAGE_FLAGS = {
  /** 給与天引きで支払可 */
  payrollDeduction: 1,
  /** 会員証・クーポン提示利用可 */
  showCard: 2,
  /** ベネポが使えるプラン */
  benepoUsable: 4,
  /** ベネポが貯まるプラン */
  benepoEarning: 8,
} as const;

export interface GeneratedStayPlan {
  planNo: number;
  name: string;
  pricePerPerson: number;
  meals: Meals;
  nonSmoking: boolean;
  /** 'original' — the portal's own plans; 'partner' — the travel partner's (planByCompany). */
  provider: 'original' | 'partner';
}

export interface GeneratedPrivilege {
  menuNo: string;
  serviceType: 'life' | 'stay' | 'shop';
  /** 1 life, 2 coupon, 3 flights, tours and other travel, 4 reservation sites; null for stays and the shop. */
  menuType: 1 | 2 | 3 | 4 | null;
  name: string;
  nameKana: string;
  catchCopy: string;
  leadCopy: string;
  imageUrl: string;
  imageExplanation: string;
  catLrgClassCd: string;
  catMidClassCd: string;
  catSmlClassCd: string;
  prefectureCode: string;
  areaCode: string;
  areaDtlCode: string | null;
  shopAreaDiv: string | null;
  serviceDivision: string;
  usageFlags: number;
  regularPrice: number | null;
  memberPrice: number | null;
  discountRate: number | null;
  publishedFrom: Date;
  publishedUntil: Date | null;
  couponCode: string | null;
  couponBarcode: string | null;
  couponConditions: string | null;
  latitude: number;
  longitude: number;
  businessCodes: string[];
  genreTags: string[];
  webReservation: boolean;
  canUseCafe: boolean;
  withoutSalesPeriod: boolean;
  businessHotel: boolean;
  naturalHotSpring: boolean;
  recommendRank: number;
  stayPlans: GeneratedStayPlan[];
}

/** The first generated menu number: seven digits for every index up to 7,999,999, so text order is number order; the
 * hand-written menus of `menus.ts` (six digits from 100001) sort below it. */
export const FIRST_GENERATED_MENU_NO = 2_000_000;

/** Publication dates are spread back from this day, so every seed of every machine is the same. */
const EPOCH = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

/** mulberry32: a small, fast, well-spread PRNG; seeded per privilege. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Prefecture capitals (lat, lng), the centre that map positions are spread around. */
const CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  '01': [43.06, 141.35],
  '02': [40.82, 140.74],
  '03': [39.7, 141.15],
  '04': [38.27, 140.87],
  '05': [39.72, 140.1],
  '06': [38.24, 140.36],
  '07': [37.75, 140.47],
  '08': [36.34, 140.45],
  '09': [36.57, 139.88],
  '10': [36.39, 139.06],
  '11': [35.86, 139.65],
  '12': [35.61, 140.12],
  '13': [35.69, 139.69],
  '14': [35.45, 139.64],
  '15': [37.9, 139.02],
  '16': [36.7, 137.21],
  '17': [36.59, 136.63],
  '18': [36.07, 136.22],
  '19': [35.66, 138.57],
  '20': [36.65, 138.18],
  '21': [35.39, 136.72],
  '22': [34.98, 138.38],
  '23': [35.18, 136.91],
  '24': [34.73, 136.51],
  '25': [35.0, 135.87],
  '26': [35.02, 135.76],
  '27': [34.69, 135.52],
  '28': [34.69, 135.18],
  '29': [34.69, 135.83],
  '30': [34.23, 135.17],
  '31': [35.5, 134.24],
  '32': [35.47, 133.05],
  '33': [34.66, 133.93],
  '34': [34.4, 132.46],
  '35': [34.19, 131.47],
  '36': [34.07, 134.56],
  '37': [34.34, 134.04],
  '38': [33.84, 132.77],
  '39': [33.56, 133.53],
  '40': [33.61, 130.42],
  '41': [33.25, 130.3],
  '42': [32.74, 129.87],
  '43': [32.79, 130.74],
  '44': [33.24, 131.61],
  '45': [31.91, 131.42],
  '46': [31.56, 130.56],
  '47': [26.21, 127.68],
};

const PREFECTURES = AREA_CATALOGUE.flatMap((region) => region.prefectures);
/** Privileges crowd where people live: the big prefectures are drawn more often. */
const PREFECTURE_WEIGHT: Readonly<Record<string, number>> = {
  '13': 8,
  '27': 5,
  '14': 5,
  '23': 4,
  '11': 3,
  '12': 3,
  '40': 3,
  '28': 3,
  '01': 3,
  '26': 3,
};
const PREFECTURE_DRAW = PREFECTURES.flatMap((p) => Array<typeof p>(PREFECTURE_WEIGHT[p.code] ?? 1).fill(p));

function large(code: string) {
  const node = CATEGORY_TREE.find((c) => c.code === code);
  if (!node) throw new Error(`no large category ${code}`);
  return node;
}
const child = (node: CategoryNode, code: string) => node.children?.find((c) => c.code === code);

/** Life categories with privileges (the support pages of 119 have none; 113/201 are the gourmet genres). */
const LIFE_MIDS = Object.keys(MID_NOUNS)
  .filter((key) => !key.startsWith('101/') && (MID_NOUNS[key]?.length ?? 0) > 0)
  .map((key) => key.split('/') as [string, string]);
const TRAVEL_MIDS: readonly [string, string][] = [
  ['101', '205'],
  ['101', '206'],
  ['101', '207'],
];

const PRICE_BASE: Readonly<Record<string, number>> = {
  '101': 30_000,
  '102': 3_000,
  '103': 8_000,
  '104': 6_000,
  '105': 20_000,
  '106': 15_000,
  '107': 12_000,
  '108': 5_000,
  '109': 8_000,
  '110': 50_000,
  '111': 5_000,
  '112': 10_000,
  '113': 4_000,
  '114': 5_000,
  '115': 8_000,
  '116': 8_000,
  '117': 3_000,
  '118': 10_000,
};

export function generatePrivilege(index: number): GeneratedPrivilege {
  const rand = random(index * 2_654_435_761 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const chance = (p: number) => rand() < p;
  const menuNo = String(FIRST_GENERATED_MENU_NO + index);

  const prefecture = pick(PREFECTURE_DRAW);
  const area = pick(prefecture.areas);
  const place = PREFECTURE_WORDS[prefecture.code]!;
  const brand = pick(BRANDS);
  const [lat, lng] = CENTRES[prefecture.code]!;
  const latitude = Math.round((lat + (rand() - 0.5) * 0.5) * 1e5) / 1e5;
  const longitude = Math.round((lng + (rand() - 0.5) * 0.6) * 1e5) / 1e5;

  const roll = rand();
  const kind =
    roll < 0.45
      ? 'life'
      : roll < 0.62
        ? 'gourmet'
        : roll < 0.67
          ? 'coupon'
          : roll < 0.72
            ? 'travel'
            : roll < 0.73
              ? 'site'
              : roll < 0.88
                ? 'stay'
                : 'shop';

  let lrg: string, mid: string, sml: string;
  let serviceType: GeneratedPrivilege['serviceType'] = 'life';
  let menuType: GeneratedPrivilege['menuType'];
  let noun: Word;
  const genreTags: string[] = [];
  let nameParts: Word[];
  let shopAreaDiv: string | null = '1';
  let serviceDivision = 'B10';
  let businessHotel = false;
  let naturalHotSpring = false;

  if (kind === 'gourmet') {
    lrg = '113';
    mid = '201';
    const genre = Math.floor(rand() * GOURMET_NOUNS.length);
    sml = String(301 + genre);
    genreTags.push(sml);
    noun = pick(GOURMET_NOUNS[genre]!);
    menuType = chance(0.7) ? 2 : 1;
    nameParts = [noun, brand, [`${place[0]}店`, `${place[1]}てん`]];
  } else if (kind === 'stay') {
    serviceType = 'stay';
    menuType = null;
    lrg = '101';
    const isPublic = chance(0.2);
    mid = isPublic ? '203' : '202';
    sml = isPublic ? pick(['301', '302', '303']) : pick(['301', '301', '302', '302', '303', '304']);
    noun = pick(STAY_NOUNS[`${mid}/${sml}`]!);
    serviceDivision = isPublic ? 'A20' : 'A10';
    shopAreaDiv = !isPublic && chance(0.25) ? null : '1';
    businessHotel = noun[0] === 'ビジネスホテル';
    naturalHotSpring = /温泉|湯/u.test(noun[0]) || (mid === '202' && chance(0.3));
    nameParts =
      naturalHotSpring && !/温泉/u.test(noun[0])
        ? [[`${place[0]}温泉`, `${place[1]}おんせん`], brand, noun]
        : [place, brand, noun];
  } else if (kind === 'shop') {
    serviceType = 'shop';
    menuType = null;
    lrg = '115';
    const midIndex = Math.floor(rand() * SHOP_NOUNS.length);
    mid = String(201 + midIndex);
    const smalls = child(large(lrg), mid)?.children ?? [];
    sml = pick(smalls).code;
    noun = pick(SHOP_NOUNS[midIndex]!);
    serviceDivision = 'C10';
    nameParts = [brand, noun, chance(0.4) ? pick(PLAN_WORDS) : ['', '']];
  } else if (kind === 'travel' || kind === 'site') {
    lrg = '101';
    if (kind === 'site') {
      menuType = 4;
      const siteMid = chance(0.7) ? '201' : '204';
      mid = siteMid;
      sml = siteMid === '201' ? pick(['311', '312', '313']) : pick(['301', '302']);
      noun = pick(RESERVATION_SITES);
      nameParts = [noun, pick(PLAN_WORDS)];
    } else {
      menuType = 3;
      [, mid] = pick(TRAVEL_MIDS);
      sml = pick(child(large(lrg), mid)?.children ?? []).code;
      noun = pick(MID_NOUNS[`101/${mid}`]!);
      nameParts = [place, noun, pick(PLAN_WORDS)];
    }
    serviceDivision = 'D10';
  } else {
    [lrg, mid] = pick(LIFE_MIDS);
    sml = pick(child(large(lrg), mid)?.children ?? [{ code: '301', name: '' }]).code;
    noun = pick(MID_NOUNS[`${lrg}/${mid}`]!);
    menuType = kind === 'coupon' ? 2 : 1;
    nameParts = chance(0.5) ? [brand, noun, [`${place[0]}店`, `${place[1]}てん`]] : [place, brand, noun];
    if (chance(0.3)) nameParts.push(pick(PLAN_WORDS));
  }

  const name = nameParts
    .map(([written]) => written)
    .filter(Boolean)
    .join(' ');
  const nameKana = nameParts
    .map(([, reading]) => reading)
    .filter(Boolean)
    .join(' ');

  const base = PRICE_BASE[lrg] ?? 5_000;
  // The shop sells at a price; a stay's price is its cheapest plan's; other privileges may give only a rate.
  const hasPrice = serviceType !== 'life' || (menuType !== 4 && chance(0.85));
  const discountRate = menuType === 4 || chance(0.8) ? 5 * (1 + Math.floor(rand() * 10)) : null;
  let regularPrice = hasPrice ? Math.round((base * (0.3 + rand() * 2.2)) / 100) * 100 : null;
  const discounted = (price: number | null) =>
    price === null ? null : Math.round((price * (1 - (discountRate ?? 0) / 100)) / 10) * 10;
  let memberPrice = discounted(regularPrice);

  let usageFlags = 0;
  if (chance(serviceType === 'shop' || serviceType === 'stay' ? 0.6 : 0.2)) usageFlags |= USAGE_FLAGS.payrollDeduction;
  if (chance(menuType === 2 ? 0.9 : serviceType === 'life' ? 0.5 : 0.05)) usageFlags |= USAGE_FLAGS.showCard;
  if (chance(0.35)) usageFlags |= USAGE_FLAGS.benepoUsable;
  if (chance(0.45)) usageFlags |= USAGE_FLAGS.benepoEarning;

  const publishedFrom = new Date(EPOCH - Math.floor(rand() * 720) * DAY + Math.floor(rand() * 24) * 3_600_000);
  const ends = rand();
  // Most run open-ended; some end within the next two years; a few have ended or start later (the window filters).
  const publishedUntil =
    ends < 0.6 ? null : new Date(EPOCH + Math.floor((ends < 0.95 ? rand() * 730 : -rand() * 60) * DAY));

  const isCoupon = menuType === 2;
  const barcode = isCoupon && chance(0.4);
  const couponCode =
    isCoupon && !barcode ? `BN${(Math.floor(rand() * 36 ** 6) + 36 ** 5).toString(36).toUpperCase()}` : null;
  const couponBarcode = barcode
    ? `49${String(Math.floor(rand() * 1e10)).padStart(10, '0')}${Math.floor(rand() * 10)}`
    : null;
  const couponConditions = isCoupon
    ? `${pick(['お会計時にこの画面をご提示ください。', 'ご注文時にクーポンコードをお伝えください。'])}${pick(['1回のご来店につき1枚まで。', '他のクーポンとの併用不可。', 'ランチタイムは対象外です。'])}`
    : null;

  const catchCopy =
    discountRate && chance(0.5) ? `会員限定 ${discountRate}%OFF！${pick(CATCH_COPIES)}` : pick(CATCH_COPIES);
  // Two different sentences: the second is drawn from the list without the first.
  const firstLead = Math.floor(rand() * LEAD_SENTENCES.length);
  const secondLead = (firstLead + 1 + Math.floor(rand() * (LEAD_SENTENCES.length - 1))) % LEAD_SENTENCES.length;
  const leadCopy = [
    `${place[0]}エリアの${noun[0]}「${name}」。`,
    LEAD_SENTENCES[firstLead],
    LEAD_SENTENCES[secondLead],
  ].join('');

  const targeting = rand();
  const businessCodes = targeting < 0.88 ? [] : targeting < 0.96 ? ['LY'] : ['CR'];

  const stayPlans: GeneratedStayPlan[] =
    serviceType === 'stay'
      ? Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, planIndex) => {
          const meals = businessHotel ? pick(['none', 'breakfast'] as const) : pick(MEALS);
          return {
            planNo: planIndex + 1,
            name: `${MEAL_WORDS[meals][0]} ${pick(PLAN_WORDS)[0]}`,
            pricePerPerson: Math.round((4_000 + rand() * (businessHotel ? 8_000 : 30_000)) / 100) * 100,
            meals,
            nonSmoking: chance(0.7),
            provider: chance(0.75) ? 'original' : 'partner',
          };
        })
      : [];
  if (stayPlans.length > 0) {
    regularPrice = Math.min(...stayPlans.map((plan) => plan.pricePerPerson));
    memberPrice = discounted(regularPrice);
  }

  return {
    menuNo,
    serviceType,
    menuType,
    name,
    nameKana,
    catchCopy,
    leadCopy,
    // A raster picture, as the catalogue's own are: an SVG picture is a document of its own in the browser, and each
    // kind on a results page cost a 10–13 ms task while the page loaded (ADR 0030).
    imageUrl: `/images/catalog/${serviceType === 'stay' ? 'stay' : lrg}.webp`,
    imageExplanation: `${noun[0]}のイメージ`,
    catLrgClassCd: lrg,
    catMidClassCd: mid,
    catSmlClassCd: sml,
    prefectureCode: prefecture.code,
    areaCode: area.code,
    areaDtlCode: area.subAreas.length > 0 && chance(0.7) ? pick(area.subAreas).code : null,
    shopAreaDiv,
    serviceDivision,
    usageFlags,
    regularPrice,
    memberPrice,
    discountRate,
    publishedFrom,
    publishedUntil,
    couponCode,
    couponBarcode,
    couponConditions,
    latitude,
    longitude,
    businessCodes,
    genreTags,
    webReservation: kind === 'gourmet' && chance(0.4),
    canUseCafe: serviceType === 'shop' && chance(0.5),
    withoutSalesPeriod: serviceType === 'shop' && chance(0.3),
    businessHotel,
    naturalHotSpring,
    recommendRank: Math.floor(rand() * 1_000_000),
    stayPlans,
  };
}

/**
 * A generated privilege as a row of the catalogue feed (docs/catalog-feed.md): the embedded seed writes these and
 * imports them like any partner's feed (seed/privileges.ts); its search columns are the importer's to derive.
 */
export function generatedFeedRow(index: number): CatalogFeedRowInput {
  const p = generatePrivilege(index);
  return {
    menuNo: p.menuNo,
    menuNm: p.name,
    menuNmKana: p.nameKana,
    catchCopy: p.catchCopy,
    leadCopy: p.leadCopy,
    imageUrl: p.imageUrl,
    imageExplanation: p.imageExplanation,
    type: p.menuType,
    serviceType: p.serviceType,
    catLrgClassCd: p.catLrgClassCd,
    catMidClassCd: p.catMidClassCd,
    catSmlClassCd: p.catSmlClassCd,
    areaMidClassCd: p.prefectureCode,
    areaSmlClassCd: p.areaCode,
    areaDtlClassCd: p.areaDtlCode,
    shopAreaDiv: p.shopAreaDiv,
    srvicDiv: p.serviceDivision as CatalogFeedRowInput['srvicDiv'],
    useage: ([1, 2, 3, 4] as const).filter((flag) => (p.usageFlags & (1 << (flag - 1))) !== 0),
    regularPrice: p.regularPrice,
    memberPrice: p.memberPrice,
    discountRate: p.discountRate,
    publishedUntil: p.publishedUntil?.toISOString() ?? null,
    position: { latitude: p.latitude, longitude: p.longitude },
    coupon:
      p.couponCode || p.couponBarcode
        ? { code: p.couponCode, barcode: p.couponBarcode, conditions: p.couponConditions ?? '' }
        : null,
    lifeGenreTags: p.genreTags,
    webReservation: p.webReservation,
    canUseCafe: p.canUseCafe,
    withoutSalesPeriod: p.withoutSalesPeriod,
    isBusinessHotel: p.businessHotel,
    hasNaturalHotspring: p.naturalHotSpring,
    stayPlans: p.stayPlans,
    publishedFrom: p.publishedFrom.toISOString(),
    businessCodes: p.businessCodes,
    recommendRank: p.recommendRank,
  };
}

/** Generated privileges `from … to - 1` as JSON Lines, a few thousand lines per chunk; told how far it got. */
export async function* generatedFeed(
  from: number,
  to: number,
  onProgress?: (done: number) => void,
): AsyncGenerator<string> {
  const CHUNK = 2_000;
  for (let start = from; start < to; start += CHUNK) {
    let text = '';
    const end = Math.min(to, start + CHUNK);
    for (let i = start; i < end; i++) text += `${JSON.stringify(generatedFeedRow(i))}\n`;
    yield text;
    onProgress?.(end);
  }
}
