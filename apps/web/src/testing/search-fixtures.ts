import { http, HttpResponse } from 'msw';
import {
  AreaCodesResponseSchema,
  CategoriesResponseSchema,
  GourmetGenresResponseSchema,
  LargeAreasResponseSchema,
  type CategoryEntry,
} from '@portal/contracts/catalog';

const large = (code: string, name: string): CategoryEntry => ({
  catClassCd: code,
  catLrgClassCd: code,
  level: 1,
  name,
});
const mid = (lrg: string, code: string, name: string): CategoryEntry => ({
  catClassCd: `${lrg}${code}`,
  catLrgClassCd: lrg,
  catMidClassCd: code,
  level: 2,
  name,
});
const small = (lrg: string, m: string, code: string, name: string): CategoryEntry => ({
  catClassCd: `${lrg}${m}${code}`,
  catLrgClassCd: lrg,
  catMidClassCd: m,
  catSmlClassCd: code,
  level: 3,
  name,
});

/** Travel (101) with every stay sub-tab's mids, a life large (102) and the shop (115), as the BFF serves them. */
export const travelCategories: CategoryEntry[] = [
  large('101', 'トラベル'),
  mid('101', '201', '国内予約サイト'),
  small('101', '201', '311', '国内宿泊予約サイト'),
  mid('101', '202', '国内宿泊'),
  mid('101', '203', '公共の宿'),
  mid('101', '204', '海外予約サイト'),
  small('101', '204', '301', '海外ホテル予約サイト'),
  mid('101', '205', '航空券'),
  small('101', '205', '301', '国内航空券'),
  small('101', '205', '302', '海外航空券'),
  mid('101', '206', 'ツアー'),
  mid('101', '207', 'その他'),
];
export const lifeCategories: CategoryEntry[] = [large('102', 'レジャー・エンタメ'), mid('102', '201', 'テーマパーク')];
export const shopCategories: CategoryEntry[] = [
  large('115', 'ベネ通販'),
  mid('115', '201', '家電'),
  small('115', '201', '301', 'キッチン家電'),
  mid('115', '202', 'ファッション'),
];
/** 食べる (113/201 with its genres) and 暮らす・遊ぶ (113/202, 102 with a small), with the excluded 飲食店 middle. */
export const gourmetCategories: CategoryEntry[] = [
  large('113', 'グルメ'),
  mid('113', '201', 'レストラン'),
  small('113', '201', '301', '和食'),
  small('113', '201', '302', '焼肉'),
  small('113', '201', '303', 'イタリアン'),
  mid('113', '202', 'カフェ・スイーツ'),
  mid('113', '203', '飲食店'),
  mid('102', '202', '遊園地'),
  small('102', '201', '301', '東日本のテーマパーク'),
];

/** 食べる's categories alone (113/201 with its genres): 暮らす・遊ぶ shows by 113/201 but has no categories of its own. */
export const gourmetOnlyCategories: CategoryEntry[] = [
  large('113', 'グルメ'),
  mid('113', '201', 'レストラン'),
  small('113', '201', '301', '和食'),
];

const largeAreas = LargeAreasResponseSchema.parse({
  data: [
    { areaLrgClassCd: 'region-1', areaMidClassCd: '01', areaMidClassNm: '北海道' },
    { areaLrgClassCd: 'region-4', areaMidClassCd: '13', areaMidClassNm: '東京都' },
    { areaLrgClassCd: 'region-4', areaMidClassCd: '14', areaMidClassNm: '神奈川県' },
    { areaLrgClassCd: 'region-8', areaMidClassCd: '27', areaMidClassNm: '大阪府' },
    { areaLrgClassCd: 'region-13', areaMidClassCd: '47', areaMidClassNm: '沖縄県' },
  ],
});

const sub = (code: string, name: string) => ({ areaDtlClassCd: code, areaDtlClassNm: name });
const prefectureAreas = {
  '01': {
    region: { areaLrgClassCd: 'region-1', areaLrgClassNm: '北海道' },
    mid: {
      areaMidClassCd: '01',
      areaMidClassNm: '北海道',
      areaSmlClasses: [
        {
          areaSmlClassCd: '0101',
          areaSmlClassNm: '札幌市',
          areaDtlClasses: [sub('0101A', '中央区'), sub('0101B', '北区')],
        },
        { areaSmlClassCd: '0102', areaSmlClassNm: '函館市', areaDtlClasses: [] },
      ],
    },
  },
  '13': {
    region: { areaLrgClassCd: 'region-4', areaLrgClassNm: '首都圏' },
    mid: {
      areaMidClassCd: '13',
      areaMidClassNm: '東京都',
      areaSmlClasses: [
        { areaSmlClassCd: '1301', areaSmlClassNm: '東京23区', areaDtlClasses: [sub('1301A', '千代田・中央・港')] },
        { areaSmlClassCd: '1302', areaSmlClassNm: '八王子市', areaDtlClasses: [] },
      ],
    },
  },
  '14': {
    region: { areaLrgClassCd: 'region-4', areaLrgClassNm: '首都圏' },
    mid: {
      areaMidClassCd: '14',
      areaMidClassNm: '神奈川県',
      areaSmlClasses: [
        { areaSmlClassCd: '1401', areaSmlClassNm: '横浜市', areaDtlClasses: [] },
        { areaSmlClassCd: '1405', areaSmlClassNm: '箱根町', areaDtlClasses: [] },
      ],
    },
  },
  '27': {
    region: { areaLrgClassCd: 'region-8', areaLrgClassNm: '近畿' },
    mid: {
      areaMidClassCd: '27',
      areaMidClassNm: '大阪府',
      areaSmlClasses: [{ areaSmlClassCd: '2701', areaSmlClassNm: '大阪市', areaDtlClasses: [sub('2701A', '梅田')] }],
    },
  },
} as const;

/** The booking site's genres (getBSGenreList), or a failure that the form ignores. */
export function genreHandlers(status = 200) {
  const body = GourmetGenresResponseSchema.parse({
    data: {
      catSmlClasses: [
        { catSmlClassCd: '101', catSmlClassNm: '和食' },
        { catSmlClassCd: '102', catSmlClassNm: '中華' },
      ],
    },
  });
  return [
    http.get('*/v1/enum/genres/gourmet', () =>
      status === 200 ? HttpResponse.json(body) : HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status }),
    ),
  ];
}

/** checkCafeAvailable answering 'OK' or 'NG'. */
export function cafeHandlers(answer: 'OK' | 'NG') {
  return [http.get('*/v1/users/cafe-availability', () => HttpResponse.json({ data: answer }))];
}

/** The catalogue calls of the search panel; answers pass the contracts' zod schemas. */
export function catalogHandlers(
  categories: CategoryEntry[] = [...lifeCategories, ...travelCategories, ...shopCategories],
) {
  const body = CategoriesResponseSchema.parse({ data: { categories } });
  return [
    http.get('*/v1/enum/categories', () => HttpResponse.json(body)),
    http.get('*/v1/enum/codes/area/large', () => HttpResponse.json(largeAreas)),
    http.get('*/v1/enum/codes/area', ({ request }) => {
      const code = new URL(request.url).searchParams.get('areaMidClassCd') as keyof typeof prefectureAreas;
      const entry = prefectureAreas[code];
      if (!entry) return HttpResponse.json({ error: { code: 'invalid_request', message: 'bad' } }, { status: 400 });
      return HttpResponse.json(
        AreaCodesResponseSchema.parse({ data: { areaLrgClasses: [{ ...entry.region, areaMidClasses: [entry.mid] }] } }),
      );
    }),
  ];
}
