/**
 * Judged queries of the catalogue search (issue 31): what members type, each with what they would expect near the
 * top, judged on the privilege itself (its name, copy, category, place), not on how the search found it. Precision
 * at 5 — the share of the first five results a member would call right — is measured over the embedded default's
 * 20,000 privileges by bench/catalog-relevance.ts and held at ≥ 0.9 by bench/catalog-relevance.test.ts.
 */
import { sql } from 'drizzle-orm';
import { catalogData, type Database } from '@portal/db';
import { searchMenus } from '../apps/bff/src/modules/catalog/menu-search.ts';
import type { MenuSearchQuery } from '../apps/bff/src/modules/catalog/search-repository.ts';

/** The mark the judged set must keep. */
export const PRECISION_AT_5_MARK = 0.9;

/** A result as the judgement sees it. */
export interface JudgedPrivilege {
  menuNo: string;
  name: string;
  catchCopy: string;
  leadCopy: string;
  serviceType: string;
  lrg: string;
  mid: string;
  sml: string;
  prefectureCode: string;
  areaCode: string;
  naturalHotSpring: boolean;
}

export interface JudgedQuery {
  keyword: string;
  /** What a member typing it means, in words. */
  intent: string;
  relevant: (privilege: JudgedPrivilege) => boolean;
}

const nameHas =
  (...words: string[]) =>
  (p: JudgedPrivilege) =>
    words.some((word) => p.name.includes(word));
const textHas =
  (...words: string[]) =>
  (p: JudgedPrivilege) =>
    words.some((word) => `${p.name}\n${p.catchCopy}\n${p.leadCopy}`.includes(word));
const category = (lrg: string, mid?: string, sml?: string) => (p: JudgedPrivilege) =>
  p.lrg === lrg && (mid === undefined || p.mid === mid) && (sml === undefined || p.sml === sml);
const either =
  (...judges: ((p: JudgedPrivilege) => boolean)[]) =>
  (p: JudgedPrivilege) =>
    judges.some((judge) => judge(p));
const both =
  (...judges: ((p: JudgedPrivilege) => boolean)[]) =>
  (p: JudgedPrivilege) =>
    judges.every((judge) => judge(p));
const prefecture = (code: string) => (p: JudgedPrivilege) => p.prefectureCode === code;
const areaCodeOf = (label: string) =>
  [...catalogData.AREA_NAMES].find(([code, name]) => code.length === 4 && name === label)?.[0] ?? label;
const area = (label: string) => (p: JudgedPrivilege) => p.areaCode === areaCodeOf(label);

const hotel = either(nameHas('ホテル'), category('101', '202', '301'));
const ryokan = either(nameHas('旅館', '湯宿'), category('101', '202', '302'));
const onsen = either(textHas('温泉'), (p) => p.naturalHotSpring);
const yakiniku = either(nameHas('焼肉'), category('113', '201', '303'));
const sushi = either(nameHas('寿司', '鮨'), category('113', '201', '302'));
const stay = either((p) => p.serviceType === 'stay', textHas('宿泊'), category('101', '201', '311'));
const cafe = either(nameHas('カフェ'), category('113', '201', '308'));

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  { keyword: 'ホテル', intent: 'hotels', relevant: hotel },
  { keyword: 'ﾎﾃﾙ', intent: 'hotels, typed in half-width kana', relevant: hotel },
  { keyword: 'ほてる', intent: 'hotels, typed in hiragana', relevant: hotel },
  { keyword: '旅館', intent: 'Japanese inns', relevant: ryokan },
  { keyword: 'りょかん', intent: 'Japanese inns, by reading', relevant: ryokan },
  { keyword: '温泉', intent: 'hot springs', relevant: onsen },
  { keyword: 'おんせん', intent: 'hot springs, by reading', relevant: onsen },
  { keyword: '焼肉', intent: 'yakiniku restaurants', relevant: yakiniku },
  { keyword: 'やきにく', intent: 'yakiniku, by reading', relevant: yakiniku },
  { keyword: '寿司', intent: 'sushi restaurants', relevant: sushi },
  { keyword: 'すし', intent: 'sushi, by reading', relevant: sushi },
  { keyword: 'カラオケ', intent: 'karaoke', relevant: nameHas('カラオケ') },
  { keyword: 'ヨガ', intent: 'yoga studios and mats', relevant: nameHas('ヨガ') },
  { keyword: 'ゴルフ', intent: 'golf', relevant: either(nameHas('ゴルフ'), category('103', '202')) },
  { keyword: '英会話', intent: 'English conversation', relevant: nameHas('英会話') },
  { keyword: 'えいかいわ', intent: 'English conversation, by reading', relevant: nameHas('英会話') },
  { keyword: '引越', intent: 'removals', relevant: nameHas('引越') },
  { keyword: 'ひっこし', intent: 'removals, by reading', relevant: nameHas('引越') },
  { keyword: '水族館', intent: 'aquariums', relevant: nameHas('水族館') },
  { keyword: 'すいぞくかん', intent: 'aquariums, by reading', relevant: nameHas('水族館') },
  { keyword: '動物園', intent: 'zoos', relevant: nameHas('動物園') },
  {
    keyword: '映画館',
    intent: 'cinemas',
    relevant: either(nameHas('映画館', 'シネマ'), category('102', '202')),
  },
  { keyword: '美術館', intent: 'art museums', relevant: nameHas('美術館') },
  { keyword: 'びじゅつかん', intent: 'art museums, by reading', relevant: nameHas('美術館') },
  { keyword: '居酒屋', intent: 'izakaya', relevant: either(nameHas('居酒屋'), category('113', '201', '307')) },
  {
    keyword: 'いざかや',
    intent: 'izakaya, by reading',
    relevant: either(nameHas('居酒屋'), category('113', '201', '307')),
  },
  { keyword: '中華', intent: 'Chinese restaurants', relevant: either(nameHas('中華'), category('113', '201', '304')) },
  {
    keyword: 'イタリアン',
    intent: 'Italian restaurants',
    relevant: either(nameHas('イタリアン'), category('113', '201', '305')),
  },
  { keyword: 'カフェ', intent: 'cafés', relevant: cafe },
  { keyword: '整体', intent: 'osteopaths', relevant: nameHas('整体') },
  { keyword: 'せいたい', intent: 'osteopaths, by reading', relevant: nameHas('整体') },
  { keyword: '人間ドック', intent: 'health check-ups', relevant: nameHas('人間ドック') },
  { keyword: '歯科', intent: 'dentists', relevant: nameHas('歯科') },
  { keyword: '家事代行', intent: 'housekeeping services', relevant: nameHas('家事代行') },
  { keyword: 'ベビーシッター', intent: 'babysitters', relevant: nameHas('ベビーシッター') },
  { keyword: '学習塾', intent: 'cram schools', relevant: nameHas('学習塾') },
  { keyword: '介護', intent: 'care services and goods', relevant: either(nameHas('介護'), category('109')) },
  { keyword: '結婚式場', intent: 'wedding venues', relevant: nameHas('結婚式場') },
  { keyword: 'レンタカー', intent: 'car rental', relevant: nameHas('レンタカー') },
  { keyword: '航空券', intent: 'air tickets', relevant: nameHas('航空券') },
  { keyword: 'こうくうけん', intent: 'air tickets, by reading', relevant: nameHas('航空券') },
  { keyword: 'バスツアー', intent: 'bus tours', relevant: nameHas('バスツアー') },
  { keyword: 'クルーズ', intent: 'cruises', relevant: nameHas('クルーズ') },
  { keyword: '国民宿舎', intent: 'public lodges', relevant: nameHas('国民宿舎') },
  { keyword: '休暇村', intent: 'Kyukamura lodges', relevant: nameHas('休暇村') },
  { keyword: '箱根', intent: 'what is in Hakone', relevant: area('箱根町') },
  { keyword: '札幌', intent: 'what is in Sapporo', relevant: area('札幌市') },
  {
    keyword: '那覇',
    intent: 'what is in Naha',
    relevant: either(area('那覇市'), both(prefecture('47'), nameHas('那覇'))),
  },
  { keyword: '京都 ホテル', intent: 'hotels in Kyoto', relevant: both(prefecture('26'), hotel) },
  { keyword: '東京 焼肉', intent: 'yakiniku in Tokyo', relevant: both(prefecture('13'), yakiniku) },
  { keyword: '大阪 カフェ', intent: 'cafés in Osaka', relevant: both(prefecture('27'), cafe) },
  { keyword: '北海道 温泉', intent: 'hot springs in Hokkaido', relevant: both(prefecture('01'), onsen) },
  { keyword: 'レジャー', intent: 'leisure and entertainment', relevant: category('102') },
  { keyword: '子育て', intent: 'childcare', relevant: category('108') },
  { keyword: 'グルメ', intent: 'restaurants and food', relevant: category('113') },
  { keyword: 'トラベル', intent: 'travel', relevant: category('101') },
  { keyword: '宿泊', intent: 'somewhere to stay', relevant: stay },
  { keyword: 'しゅくはく', intent: 'somewhere to stay, by reading', relevant: stay },
  { keyword: '黒毛和牛', intent: 'wagyu beef', relevant: nameHas('黒毛和牛') },
  { keyword: 'くろげわぎゅう', intent: 'wagyu beef, by reading', relevant: nameHas('黒毛和牛') },
  { keyword: '腕時計', intent: 'wristwatches', relevant: nameHas('腕時計') },
  { keyword: 'うでどけい', intent: 'wristwatches, by reading', relevant: nameHas('腕時計') },
  { keyword: 'カタログギフト', intent: 'catalogue gifts', relevant: nameHas('カタログギフト') },
  { keyword: '会員限定', intent: 'members-only offers', relevant: textHas('会員限定') },
  { keyword: '早割', intent: 'early-booking discounts', relevant: nameHas('早割') },
  { keyword: 'はやわり', intent: 'early-booking discounts, by reading', relevant: nameHas('早割') },
  {
    keyword: 'ビュッフェ',
    intent: 'buffets',
    relevant: either(nameHas('ビュッフェ', 'バイキング'), category('113', '201', '310')),
  },
  { keyword: '美容室', intent: 'hair salons', relevant: either(nameHas('美容室', 'ヘアサロン')) },
  { keyword: 'スキー', intent: 'skiing', relevant: either(nameHas('スキー'), category('102', '204')) },
];

export interface JudgedResult {
  query: JudgedQuery;
  total: number;
  top: { privilege: JudgedPrivilege; relevant: boolean }[];
  /** Relevant among the first five, over five (or over all results when there are fewer); 0 for no result. */
  precision: number;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** Runs one judged query through the BFF's own search and judges its first five results. */
export async function judge(db: Database, query: JudgedQuery, now: Date): Promise<JudgedResult> {
  const question: MenuSearchQuery = {
    keyword: query.keyword,
    businessCode: null,
    now,
    sort: 'recommended',
    page: 0,
    size: 5,
  };
  const result = await searchMenus(db, question);
  const menuNos = result.items.map((item) => item.menuNo);
  const rows = rowsOf<JudgedPrivilege>(
    await db.execute(sql`
      SELECT menu_no AS "menuNo", name, catch_copy AS "catchCopy", lead_copy AS "leadCopy",
             service_type AS "serviceType", cat_lrg_class_cd AS lrg, cat_mid_class_cd AS mid,
             cat_sml_class_cd AS sml, prefecture_code AS "prefectureCode", area_code AS "areaCode",
             natural_hot_spring AS "naturalHotSpring"
      FROM catalog_menus WHERE menu_no = ANY(${`{${menuNos.join(',')}}`}::text[])`),
  );
  const top = menuNos.map((menuNo) => {
    const privilege = rows.find((row) => row.menuNo === menuNo)!;
    return { privilege, relevant: query.relevant(privilege) };
  });
  const precision = top.length === 0 ? 0 : top.filter((hit) => hit.relevant).length / top.length;
  return { query, total: result.total, top, precision };
}

/** Every judged query; the mean precision at 5. */
export async function judgeAll(db: Database, now: Date): Promise<{ results: JudgedResult[]; precision: number }> {
  const results: JudgedResult[] = [];
  for (const query of JUDGED_QUERIES) results.push(await judge(db, query, now));
  return { results, precision: results.reduce((sum, r) => sum + r.precision, 0) / results.length };
}
