/**
 * The area catalogue (spec search.md §3 Area catalogue, static): 13 regions, the 47 prefectures,
 * their main municipalities and resort areas, and the sub-areas A–I of the five big cities.
 *
 * Codes (docs/decisions/0010-catalogue-calls.md):
 * - region: 'region-1' … 'region-13'. The spec lists 12 labels for 13 ids; 山陽・山陰 is split into
 *   山陰 (region-9) and 山陽 (region-10) so that region-1 北海道 and region-13 沖縄 — the regions with
 *   a single prefecture, auto-selected by the picker — keep their ids. 九州 is without 沖縄.
 * - prefecture: JIS X 0401, '01' … '47'.
 * - municipality/area: prefecture code + two-digit number in list order, '0101' 札幌市.
 * - sub-area: area code + letter, '1301A'.
 */

export interface SubArea {
  code: string;
  label: string;
}
export interface MunicipalArea {
  code: string;
  label: string;
  /** Prefecture and area, as the picker's destination label shows it. */
  fullLabel: string;
  subAreas: SubArea[];
}
export interface Prefecture {
  code: string;
  label: string;
  regionCode: string;
  areas: MunicipalArea[];
}
export interface Region {
  code: string;
  label: string;
  prefectures: Prefecture[];
}

const REGION_LABELS = [
  '北海道',
  '東北',
  '北関東',
  '首都圏',
  '甲信越',
  '北陸',
  '東海',
  '近畿',
  '山陰',
  '山陽',
  '四国',
  '九州',
  '沖縄',
] as const;

/** [JIS code, name, region number, municipalities and areas in display order] */
const PREFECTURES: ReadonlyArray<readonly [string, string, number, readonly string[]]> = [
  [
    '01',
    '北海道',
    1,
    [
      '札幌市',
      '小樽市',
      '函館市',
      '旭川市',
      '富良野市・美瑛町',
      '登別市',
      '洞爺湖町',
      'ニセコ町',
      '帯広市',
      '釧路市',
      '北見市・網走市',
      '稚内市',
    ],
  ],
  ['02', '青森県', 2, ['青森市', '弘前市', '八戸市', '十和田市', '五所川原市', 'むつ市', '三沢市']],
  ['03', '岩手県', 2, ['盛岡市', '花巻市', '一関市', '奥州市', '宮古市', '北上市', '八幡平市']],
  ['04', '宮城県', 2, ['仙台市', '石巻市', '塩竈市', '松島町', '大崎市', '白石市', '名取市']],
  ['05', '秋田県', 2, ['秋田市', '横手市', '大館市', '仙北市', '湯沢市', '男鹿市']],
  ['06', '山形県', 2, ['山形市', '米沢市', '鶴岡市', '酒田市', '天童市', '上山市', '尾花沢市']],
  ['07', '福島県', 2, ['福島市', '郡山市', '会津若松市', 'いわき市', '白河市', '喜多方市', '南相馬市']],
  ['08', '茨城県', 3, ['水戸市', 'つくば市', '日立市', '土浦市', 'ひたちなか市', '大洗町', '鹿嶋市']],
  ['09', '栃木県', 3, ['宇都宮市', '日光市', '那須町', '那須塩原市', '足利市', '小山市', '栃木市']],
  ['10', '群馬県', 3, ['前橋市', '高崎市', '草津町', '渋川市', 'みなかみ町', '桐生市', '太田市', '沼田市']],
  ['11', '埼玉県', 4, ['さいたま市', '川越市', '川口市', '所沢市', '越谷市', '熊谷市', '秩父市', '春日部市']],
  ['12', '千葉県', 4, ['千葉市', '浦安市', '船橋市', '松戸市', '柏市', '成田市', '木更津市', '館山市', '鴨川市']],
  [
    '13',
    '東京都',
    4,
    ['東京23区', '八王子市', '立川市', '武蔵野市', '町田市', '府中市', '調布市', '青梅市', '伊豆諸島・小笠原諸島'],
  ],
  [
    '14',
    '神奈川県',
    4,
    ['横浜市', '川崎市', '相模原市', '鎌倉市', '藤沢市', '箱根町', '小田原市', '横須賀市', '湯河原町'],
  ],
  ['15', '新潟県', 5, ['新潟市', '長岡市', '上越市', '湯沢町', '佐渡市', '村上市', '柏崎市', '妙高市']],
  ['16', '富山県', 6, ['富山市', '高岡市', '黒部市', '魚津市', '砺波市', '南砺市', '立山町']],
  ['17', '石川県', 6, ['金沢市', '加賀市', '小松市', '七尾市', '輪島市', '白山市', '珠洲市']],
  ['18', '福井県', 6, ['福井市', '坂井市', 'あわら市', '敦賀市', '小浜市', '勝山市', '大野市']],
  ['19', '山梨県', 5, ['甲府市', '富士吉田市', '富士河口湖町', '山中湖村', '笛吹市', '北杜市', '甲州市']],
  ['20', '長野県', 5, ['長野市', '松本市', '軽井沢町', '上田市', '諏訪市', '安曇野市', '白馬村', '飯田市', '茅野市']],
  ['21', '岐阜県', 7, ['岐阜市', '高山市', '下呂市', '大垣市', '多治見市', '中津川市', '郡上市', '白川村']],
  ['22', '静岡県', 7, ['静岡市', '浜松市', '沼津市', '熱海市', '伊東市', '富士市', '御殿場市', '下田市', '伊豆市']],
  ['23', '愛知県', 7, ['名古屋市', '豊橋市', '岡崎市', '一宮市', '豊田市', '犬山市', '常滑市', '蒲郡市']],
  ['24', '三重県', 7, ['津市', '四日市市', '伊勢市', '鳥羽市', '志摩市', '鈴鹿市', '桑名市', '伊賀市']],
  ['25', '滋賀県', 8, ['大津市', '彦根市', '長浜市', '近江八幡市', '草津市', '高島市', '甲賀市']],
  ['26', '京都府', 8, ['京都市', '宇治市', '福知山市', '舞鶴市', '宮津市', '京丹後市', '亀岡市', '綾部市']],
  ['27', '大阪府', 8, ['大阪市', '堺市', '豊中市', '吹田市', '枚方市', '東大阪市', '高槻市', '泉佐野市']],
  ['28', '兵庫県', 8, ['神戸市', '姫路市', '西宮市', '尼崎市', '明石市', '芦屋市', '豊岡市', '洲本市', '淡路市']],
  ['29', '奈良県', 8, ['奈良市', '橿原市', '天理市', '生駒市', '大和郡山市', '吉野町', '十津川村']],
  ['30', '和歌山県', 8, ['和歌山市', '白浜町', '田辺市', '新宮市', '那智勝浦町', '高野町', '串本町']],
  ['31', '鳥取県', 9, ['鳥取市', '米子市', '倉吉市', '境港市', '三朝町', '大山町']],
  ['32', '島根県', 9, ['松江市', '出雲市', '浜田市', '益田市', '安来市', '大田市', '隠岐の島町']],
  ['33', '岡山県', 10, ['岡山市', '倉敷市', '津山市', '玉野市', '笠岡市', '真庭市', '備前市']],
  ['34', '広島県', 10, ['広島市', '福山市', '呉市', '尾道市', '廿日市市', '東広島市', '三原市']],
  ['35', '山口県', 10, ['下関市', '山口市', '宇部市', '周南市', '岩国市', '萩市', '長門市']],
  ['36', '徳島県', 11, ['徳島市', '鳴門市', '阿南市', '三好市', '美馬市', '吉野川市']],
  ['37', '香川県', 11, ['高松市', '丸亀市', '坂出市', '観音寺市', '善通寺市', '琴平町', '小豆島町']],
  ['38', '愛媛県', 11, ['松山市', '今治市', '宇和島市', '新居浜市', '西条市', '大洲市', '八幡浜市']],
  ['39', '高知県', 11, ['高知市', '四万十市', '室戸市', '土佐清水市', '南国市', '香南市']],
  ['40', '福岡県', 12, ['福岡市', '北九州市', '久留米市', '大牟田市', '飯塚市', '太宰府市', '糸島市', '柳川市']],
  ['41', '佐賀県', 12, ['佐賀市', '唐津市', '鳥栖市', '武雄市', '伊万里市', '嬉野市', '鹿島市']],
  ['42', '長崎県', 12, ['長崎市', '佐世保市', '島原市', '諫早市', '雲仙市', '五島市', '対馬市', '壱岐市']],
  ['43', '熊本県', 12, ['熊本市', '阿蘇市', '八代市', '天草市', '人吉市', '玉名市', '南小国町']],
  ['44', '大分県', 12, ['大分市', '別府市', '由布市', '中津市', '日田市', '佐伯市', '竹田市']],
  ['45', '宮崎県', 12, ['宮崎市', '都城市', '延岡市', '日南市', '小林市', '高千穂町']],
  ['46', '鹿児島県', 12, ['鹿児島市', '霧島市', '指宿市', '薩摩川内市', '鹿屋市', '奄美市', '屋久島町']],
  ['47', '沖縄県', 13, ['那覇市', '恩納村', '名護市', '本部町', '宜野湾市', '北谷町', '読谷村', '石垣市', '宮古島市']],
];

/** Sub-areas A–I of the big cities, by area code (spec search.md §3: Sapporo, Tokyo 23 wards, Nagoya, Kyoto, Osaka). */
const SUB_AREAS: Readonly<Record<string, readonly string[]>> = {
  // 札幌市: one sub-area per ward, 西区 and 手稲区 together.
  '0101': [
    '中央区（大通・すすきの・円山）',
    '北区（札幌駅北口・北大）',
    '東区（モエレ沼・苗穂）',
    '白石区（白石・南郷通）',
    '厚別区（新札幌）',
    '豊平区（中島公園南・月寒）',
    '清田区（平岡・真栄）',
    '南区（定山渓・真駒内）',
    '西区・手稲区（琴似・手稲）',
  ],
  // 東京23区: all 23 wards in nine sub-areas.
  '1301': [
    '千代田区・中央区（東京駅・丸の内・銀座・日本橋）',
    '港区（新橋・六本木・赤坂・お台場）',
    '新宿区・渋谷区（新宿・渋谷・原宿）',
    '品川区・目黒区・大田区（品川・五反田・羽田空港）',
    '世田谷区・杉並区・中野区（二子玉川・荻窪・中野）',
    '豊島区・練馬区・板橋区・北区（池袋・赤羽）',
    '文京区・台東区・荒川区（後楽園・上野・浅草）',
    '墨田区・江東区・江戸川区（両国・錦糸町・豊洲・葛西）',
    '足立区・葛飾区（北千住・柴又）',
  ],
  // 名古屋市: its 16 wards in three sub-areas.
  '2301': [
    '名古屋駅・栄・名古屋城（中村区・中区・東区・西区・北区）',
    '金山・熱田・名古屋港（熱田区・中川区・港区・南区）',
    '千種・八事・東山（千種区・昭和区・瑞穂区・名東区・天白区・守山区・緑区）',
  ],
  // 京都市: its 11 wards in five sub-areas.
  '2601': [
    '京都駅・東寺（下京区・南区）',
    '河原町・祇園・清水（中京区・東山区）',
    '嵐山・嵯峨野・太秦（右京区・西京区）',
    '金閣寺・北山・大原（北区・上京区・左京区）',
    '伏見・山科（伏見区・山科区）',
  ],
  // 大阪市: its 24 wards in four sub-areas.
  '2701': [
    '梅田・大阪駅・新大阪（北区・淀川区・福島区ほか）',
    '難波・心斎橋・天王寺（中央区・浪速区・天王寺区ほか）',
    'ベイエリア・ユニバーサルシティ（此花区・港区・住之江区ほか）',
    '大阪城・京橋（都島区・城東区・鶴見区ほか）',
  ],
};

const SUB_AREA_LETTERS = 'ABCDEFGHI';

function buildRegions(): Region[] {
  return REGION_LABELS.map((label, index) => {
    const regionCode = `region-${index + 1}`;
    const prefectures = PREFECTURES.filter(([, , region]) => region === index + 1).map(
      ([code, prefLabel, , names]): Prefecture => ({
        code,
        label: prefLabel,
        regionCode,
        areas: names.map((name, i) => {
          const areaCode = `${code}${String(i + 1).padStart(2, '0')}`;
          return {
            code: areaCode,
            label: name,
            fullLabel: `${prefLabel} ${name}`,
            subAreas: (SUB_AREAS[areaCode] ?? []).map((sub, j) => ({
              code: `${areaCode}${SUB_AREA_LETTERS[j]}`,
              label: sub,
            })),
          };
        }),
      }),
    );
    return { code: regionCode, label, prefectures };
  });
}

/** Regions in display order, each with its prefectures in JIS order. */
export const AREA_CATALOGUE: readonly Region[] = buildRegions();

/** Prefecture and municipality names by code, for answers that carry codes (menus, member lists). */
export const AREA_NAMES: ReadonlyMap<string, string> = new Map(
  AREA_CATALOGUE.flatMap((region) =>
    region.prefectures.flatMap((prefecture) => [
      [prefecture.code, prefecture.label] as const,
      ...prefecture.areas.map((area) => [area.code, area.label] as const),
    ]),
  ),
);
