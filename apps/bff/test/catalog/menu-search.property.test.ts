import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  AREA_REGION_CODES,
  MENU_SEARCH_SORTS,
  MenuSearchResponseSchema,
  SHOP_CHECKED_VALUES,
  STAY_CONDITION_VALUES,
  type MenuSearchResponse,
} from '@portal/contracts/catalog';
import { EMBEDDED_PRIVILEGE_COUNT, catalogData, seedPrivileges } from '@portal/db';
import { NOW } from '../helpers.ts';
import { createCatalogTestApp, expectContract } from './support.ts';

// issue 12 "Search": whatever the widgets' filters, GET /v1/catalog/menus answers what a plain filter over every row
// of the catalogue answers — its total, its facet counts and its page.

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
let principal: string;

interface Plan {
  price: number;
  meals: string;
  nonSmoking: boolean;
  provider: string;
}
interface Row {
  menuNo: string;
  serviceType: string;
  menuType: number | null;
  catLrg: string;
  prefecture: string;
  division: string;
  usage: number;
  regularPrice: number | null;
  memberPrice: number | null;
  discountRate: number | null;
  from: number;
  until: number | null;
  businessCodes: string[];
  fields: string[];
  /** The folded name, the name's readings, the copy with its readings: where a keyword's words rank. */
  name: string;
  readings: string[];
  copy: string[];
  canUseCafe: boolean;
  withoutSalesPeriod: boolean;
  businessHotel: boolean;
  naturalHotSpring: boolean;
  rank: number;
  plans: Plan[];
}
let catalogue: Row[] = [];

const now = new Date(NOW).getTime();
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

beforeAll(async () => {
  t = await createCatalogTestApp();
  await seedPrivileges(t.db, EMBEDDED_PRIVILEGE_COUNT);
  principal = await t.loginAs('principal');
  // Every row and plan, read once.
  const plans = new Map<string, Plan[]>();
  const planRows = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`SELECT menu_no, price_per_person, meals, non_smoking, provider FROM catalog_stay_plans`),
  );
  for (const plan of planRows) {
    const list = plans.get(String(plan.menu_no)) ?? [];
    list.push({
      price: Number(plan.price_per_person),
      meals: String(plan.meals),
      nonSmoking: Boolean(plan.non_smoking),
      provider: String(plan.provider),
    });
    plans.set(String(plan.menu_no), list);
  }
  const menus = rowsOf<Record<string, unknown>>(
    await t.db.execute(sql`
      SELECT menu_no, service_type, menu_type, cat_lrg_class_cd, prefecture_code, service_division, usage_flags,
             regular_price, member_price, discount_rate, published_from, published_until, business_codes, search_text,
             search_name, search_reading, search_copy,
             can_use_cafe, without_sales_period, business_hotel, natural_hot_spring, recommend_rank
      FROM catalog_menus`),
  );
  catalogue = menus.map((m) => ({
    menuNo: String(m.menu_no),
    serviceType: String(m.service_type),
    menuType: num(m.menu_type),
    catLrg: String(m.cat_lrg_class_cd),
    prefecture: String(m.prefecture_code),
    division: String(m.service_division),
    usage: Number(m.usage_flags),
    regularPrice: num(m.regular_price),
    memberPrice: num(m.member_price),
    discountRate: num(m.discount_rate),
    from: new Date(m.published_from as string).getTime(),
    until: m.published_until === null ? null : new Date(m.published_until as string).getTime(),
    businessCodes: m.business_codes as string[],
    fields: String(m.search_text).split('\n'),
    name: String(m.search_name),
    readings: String(m.search_reading).split('\n'),
    copy: String(m.search_copy).split('\n'),
    canUseCafe: Boolean(m.can_use_cafe),
    withoutSalesPeriod: Boolean(m.without_sales_period),
    businessHotel: Boolean(m.business_hotel),
    naturalHotSpring: Boolean(m.natural_hot_spring),
    rank: Number(m.recommend_rank),
    plans: plans.get(String(m.menu_no)) ?? [],
  }));
  expect(catalogue.length).toBeGreaterThanOrEqual(EMBEDDED_PRIVILEGE_COUNT);
}, 300_000); // the seed loads the Japanese analyser (ADR 0035)
afterAll(async () => {
  await t?.close();
});

// ── The model: the widgets' parameters as a plain filter over the rows ──────────────────────────────────────────

type Params = Partial<Record<string, string | string[]>>;

/** As members type: NFKC, lower case, katakana as hiragana; spaces and control characters are no text. */
const fold = (word: string) =>
  word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/[\s\p{Cc}\p{Cf}]/gu, '');

const REGION_PREFECTURES = new Map(
  catalogData.AREA_CATALOGUE.map((region) => [region.code, region.prefectures.map((p) => p.code)]),
);
const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).filter(Boolean);
const price = (row: Row) => row.memberPrice ?? row.regularPrice;

function matches(row: Row, p: Params, businessCode: string | null): boolean {
  if (row.from > now || (row.until !== null && row.until <= now)) return false;
  if (row.businessCodes.length > 0 && (businessCode === null || !row.businessCodes.includes(businessCode)))
    return false;
  const keyword = typeof p.keyword === 'string' ? p.keyword : '';
  if (keyword.trim() !== '') {
    const terms = keyword.normalize('NFKC').split(/\s+/u).map(fold).filter(Boolean);
    if (terms.length === 0) return false;
    if (!terms.every((term) => row.fields.some((field) => field.includes(term)))) return false;
  }
  const types = list(p.type);
  if (types.length > 0 && !types.includes(String(row.menuType))) return false;
  if (p.serviceType && row.serviceType !== p.serviceType) return false;
  if (p.category === 'stay' && row.division !== 'A10') return false;
  if (p.category === 'publicStay' && row.division !== 'A20') return false;
  if (p.catLrgClassCd && row.catLrg !== p.catLrgClassCd) return false;
  if (p.areaLrgClassCd && !REGION_PREFECTURES.get(String(p.areaLrgClassCd))!.includes(row.prefecture)) return false;
  const prefectures = list(p.areaMidClassCd);
  if (prefectures.length > 0 && !prefectures.includes(row.prefecture)) return false;
  for (const flag of list(p['useage[]'])) if ((row.usage & (1 << (Number(flag) - 1))) === 0) return false;
  const yen = price(row);
  if (p.priceFrom !== undefined && (yen === null || yen < Number(p.priceFrom))) return false;
  if (p.priceTo !== undefined && (yen === null || yen > Number(p.priceTo))) return false;
  if (p.discountFrom !== undefined && (row.discountRate === null || row.discountRate < Number(p.discountFrom))) {
    return false;
  }
  if (p.discountTo !== undefined && (row.discountRate === null || row.discountRate > Number(p.discountTo))) {
    return false;
  }
  const checked = list(p.checked);
  if (checked.includes('can_use_cafe') && !row.canUseCafe) return false;
  if (!checked.includes('without_sales_period') && row.withoutSalesPeriod) return false;
  if (list(p.facility).includes('isBusinessHotel') && !row.businessHotel) return false;
  if (list(p.serviceEquip).includes('hasNaturalHotspring') && !row.naturalHotSpring) return false;

  // The plan conditions: one plan meets them all.
  const lower = Number(p.feeLower ?? 0);
  const upper = Number(p.feeUpper ?? 0);
  const meals: string[] = list(p.mealCondition).map((c) => (c === 'isOnlyDinner' ? 'dinner' : 'breakfast'));
  const rooms = list(p.roomCondition).map((c) => c === 'isNonSmokingRoom');
  const providers: string[] = list(p.planByCompany).map((c) => (c === 'isNotRakuten' ? 'original' : 'partner'));
  if (lower > 0 || upper > 0 || meals.length > 0 || rooms.length > 0 || providers.length > 0) {
    const fits = (plan: Plan) =>
      (lower === 0 || plan.price >= lower) &&
      (upper === 0 || plan.price <= upper) &&
      (meals.length === 0 || meals.includes(plan.meals)) &&
      (rooms.length === 0 || rooms.includes(plan.nonSmoking)) &&
      (providers.length === 0 || providers.includes(plan.provider));
    if (!row.plans.some(fits)) return false;
  }
  return true;
}

const byMenuNo = (a: Row, b: Row) => (a.menuNo < b.menuNo ? -1 : a.menuNo > b.menuNo ? 1 : 0);
const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : (a - b) * direction;
const ORDER: Record<string, (a: Row, b: Row) => number> = {
  recommended: (a, b) => a.rank - b.rank || byMenuNo(a, b),
  newest: (a, b) => b.from - a.from || byMenuNo(a, b),
  price: (a, b) => nullsLast(price(a), price(b), 1) || byMenuNo(a, b),
  discount: (a, b) => nullsLast(a.discountRate, b.discountRate, -1) || byMenuNo(a, b),
};

const BANDS: [number, number | null][] = [
  [0, 1_000],
  [1_000, 3_000],
  [3_000, 5_000],
  [5_000, 10_000],
  [10_000, 30_000],
  [30_000, null],
];

/** What the answer must be: total, facets and the page's menu numbers. */
function expected(p: Params, businessCode: string | null) {
  const found = catalogue.filter((row) => matches(row, p, businessCode));
  const counted = (key: (row: Row) => string) => {
    const counts = new Map<string, number>();
    for (const row of found) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return [...counts]
      .map(([code, count]) => ({ code, count }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  };
  const sort = typeof p.sort === 'string' ? p.sort : p.orderBy === 'LOWEST_PRICE' ? 'price' : 'recommended';
  const keyword = typeof p.keyword === 'string' ? p.keyword : '';
  const terms = keyword.normalize('NFKC').split(/\s+/u).map(fold).filter(Boolean);
  // With a keyword, the recommended order ranks where every word was found: name, reading, copy, anything else.
  const tier = (row: Row) => {
    const holds = (texts: string[]) => terms.every((term) => texts.some((text) => text.includes(term)));
    if (holds([row.name])) return 0;
    if (holds([row.name, ...row.readings])) return 1;
    if (holds([row.name, ...row.readings, ...row.copy])) return 2;
    return 3;
  };
  const order =
    sort === 'recommended' && terms.length > 0
      ? (a: Row, b: Row) => tier(a) - tier(b) || ORDER.recommended!(a, b)
      : ORDER[sort];
  const page = Number(p.page ?? 0);
  const size = Number(p.size ?? 20);
  return {
    totalElements: found.length,
    categories: counted((row) => row.catLrg),
    prefectures: counted((row) => row.prefecture),
    useage: [1, 2, 3, 4].map((flag) => ({
      useage: flag,
      count: found.filter((row) => (row.usage & (1 << (flag - 1))) !== 0).length,
    })),
    priceBands: BANDS.map(([from, to]) => ({
      from,
      to,
      count: found.filter((row) => {
        const yen = price(row);
        return yen !== null && yen >= from && (to === null || yen < to);
      }).length,
    })),
    page: [...found]
      .sort(order)
      .slice(page * size, (page + 1) * size)
      .map((row) => row.menuNo),
  };
}

function actual(answer: MenuSearchResponse['data']) {
  return {
    totalElements: answer.totalElements,
    categories: answer.facets.categories.map(({ catLrgClassCd, count }) => ({ code: catLrgClassCd, count })),
    prefectures: answer.facets.prefectures.map(({ areaMidClassCd, count }) => ({ code: areaMidClassCd, count })),
    useage: answer.facets.useage,
    priceBands: answer.facets.priceBands,
    page: answer.content.map((item) => item.menuNo),
  };
}

// ── The filters, as the forms combine them ──────────────────────────────────────────────────────────────────────

/** Words members type, in the scripts and widths they type them; one no privilege has. */
const WORDS = [
  '温泉',
  'おんせん',
  'ｵﾝｾﾝ',
  'ホテル',
  'ほてる',
  'ﾎﾃﾙ',
  '焼肉',
  '肉',
  '東京',
  'とうきょう',
  'トウキョウ',
  '大阪',
  '旅館',
  'りょかん',
  'ビジネス',
  'ｽﾊﾟ',
  'スパ',
  'ギフト',
  'ｷﾞﾌﾄ',
  '会員限定',
  'ＯＦＦ',
  'off',
  '京',
  'ゼータ',
];
const PREFECTURES = ['01', '08', '09', '11', '13', '14', '26', '27', '40', '47'];

/** Absent three times in four. */
const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
/** Several values: repeated, or joined by commas as the stay form joins them. */
const several = (values: readonly string[]) =>
  fc
    .tuple(fc.subarray([...values], { minLength: 1 }), fc.boolean())
    .map(([chosen, joined]) => (joined ? chosen.join(',') : chosen));
const keyword = fc
  .tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }), fc.constantFrom(' ', '　'))
  .map(([words, space]) => words.join(space));
const yen = fc.constantFrom('0', '1000', '3000', '5000', '10000', '30000');
const fee = fc.constantFrom('0', '5000', '8000', '12000', '20000');
const paging = {
  sort: sometimes(fc.constantFrom(...MENU_SEARCH_SORTS)),
  page: sometimes(fc.constantFrom('0', '1', '2')),
  size: sometimes(fc.constantFrom('5', '20', '50')),
};

const stayForm = fc.record({
  category: fc.constantFrom('stay', 'publicStay'),
  keyword: sometimes(keyword),
  areaLrgClassCd: sometimes(fc.constantFrom(...AREA_REGION_CODES)),
  areaMidClassCd: sometimes(several(PREFECTURES)),
  feeLower: sometimes(fee),
  feeUpper: sometimes(fee),
  facility: sometimes(several(STAY_CONDITION_VALUES.facility)),
  mealCondition: sometimes(several(STAY_CONDITION_VALUES.mealCondition)),
  roomCondition: sometimes(several(STAY_CONDITION_VALUES.roomCondition)),
  serviceEquip: sometimes(several(STAY_CONDITION_VALUES.serviceEquip)),
  planByCompany: sometimes(several(STAY_CONDITION_VALUES.planByCompany)),
  orderBy: sometimes(fc.constant('LOWEST_PRICE')),
  ...paging,
});
const shopForm = fc.record({
  catLrgClassCd: fc.constant('115'),
  keyword: sometimes(keyword),
  priceFrom: sometimes(yen),
  priceTo: sometimes(yen),
  discountFrom: sometimes(fc.constantFrom('0', '10', '25', '40')),
  discountTo: sometimes(fc.constantFrom('10', '25', '50', '100')),
  checked: sometimes(several(SHOP_CHECKED_VALUES)),
  ...paging,
});
const lifeForm = fc.record({
  type: sometimes(several(['1', '2', '3', '4'])),
  catLrgClassCd: sometimes(fc.constantFrom('101', '102', '113', '115')),
  areaMidClassCd: sometimes(several(PREFECTURES)),
  keyword: sometimes(keyword),
  category: sometimes(fc.constantFrom('グルメ', 'stay', 'publicStay')),
  'useage[]': sometimes(fc.subarray(['1', '2', '3', '4'], { minLength: 1 })),
  priceFrom: sometimes(yen),
  priceTo: sometimes(yen),
  ...paging,
});
/** Everything at once, each now and then: how the filters meet across forms. */
const anyForm = fc.record({
  keyword: sometimes(keyword),
  serviceType: sometimes(fc.constantFrom('stay', 'life', 'shop')),
  category: sometimes(fc.constantFrom('stay', 'publicStay', 'グルメ')),
  areaLrgClassCd: sometimes(fc.constantFrom(...AREA_REGION_CODES)),
  areaMidClassCd: sometimes(several(PREFECTURES)),
  'useage[]': sometimes(fc.subarray(['1', '2', '3', '4'], { minLength: 1 })),
  priceFrom: sometimes(yen),
  priceTo: sometimes(yen),
  checked: sometimes(several(SHOP_CHECKED_VALUES)),
  feeLower: sometimes(fee),
  feeUpper: sometimes(fee),
  facility: sometimes(several(STAY_CONDITION_VALUES.facility)),
  mealCondition: sometimes(several(STAY_CONDITION_VALUES.mealCondition)),
  roomCondition: sometimes(several(STAY_CONDITION_VALUES.roomCondition)),
  serviceEquip: sometimes(several(STAY_CONDITION_VALUES.serviceEquip)),
  planByCompany: sometimes(several(STAY_CONDITION_VALUES.planByCompany)),
  orderBy: sometimes(fc.constant('LOWEST_PRICE')),
  ...paging,
});

function queryString(params: Params): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of value === undefined ? [] : Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  return query.toString();
}

let calls = 0;
async function search(params: Params, cookie: string | undefined) {
  calls += 1;
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/catalog/menus?${queryString(params)}`,
    // An address per search: the property asks more than one address may in a minute.
    remoteAddress: `10.34.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
    headers: cookie ? { cookie } : {},
  });
  return expectContract(res, MenuSearchResponseSchema).data;
}

describe('GET /v1/catalog/menus: the answer is a plain filter over the catalogue', () => {
  it('has the total, the facet counts and the page of the same filter computed row by row', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(stayForm, shopForm, lifeForm, anyForm),
        fc.boolean(),
        async (form: Params, signedIn) => {
          const params = Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined));
          const answer = await search(params, signedIn ? principal : undefined);
          const want = expected(params, signedIn ? 'LY' : null);
          expect(actual(answer)).toEqual(want);
          if (want.totalElements > 0) nonEmpty += 1;
        },
      ),
      { numRuns: 50 },
    );
    // Most combinations find something: the property is not about empty answers.
    expect(nonEmpty).toBeGreaterThan(15);
  });
});
