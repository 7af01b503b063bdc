import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_REGION_CODES, AreaCodesResponseSchema, LargeAreasResponseSchema } from '@portal/contracts/catalog';
import { createCatalogTestApp, expectContract, expectInvalidRequest } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogTestApp>>;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
];

async function region(n: number, query = '') {
  const res = await t.get(`/v1/enum/codes/area?areaLrgClassCd=region-${n}${query}`);
  return expectContract(res, AreaCodesResponseSchema).data.areaLrgClasses;
}

async function subAreas(region: number, prefecture: string, area: string) {
  const [lrg] = await region_(region, `&areaMidClassCd=${prefecture}&areaSmlClassCd=${area}`);
  const sml = lrg?.areaMidClasses[0]?.areaSmlClasses[0];
  return { name: sml?.areaSmlClassNm, subAreas: sml?.areaDtlClasses ?? [] };
}
const region_ = region;

describe('GET /v1/enum/codes/area/large (getLargeCodesArea)', () => {
  it('lists the 47 prefectures region by region, each with its region, cacheable for an hour', async () => {
    const res = await t.get('/v1/enum/codes/area/large');
    const { data } = expectContract(res, LargeAreasResponseSchema);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(data).toHaveLength(47);
    expect(data.map((a) => a.areaMidClassCd).sort()).toEqual(
      Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    // Regions in order, so a region's prefectures are together: 甲信越 is 新潟, 山梨, 長野.
    expect([...new Set(data.map((a) => a.areaLrgClassCd))]).toEqual([...AREA_REGION_CODES]);
    expect(data.filter((a) => a.areaLrgClassCd === 'region-5').map((a) => a.areaMidClassNm)).toEqual([
      '新潟県',
      '山梨県',
      '長野県',
    ]);
    expect(data[0]).toEqual({ areaLrgClassCd: 'region-1', areaMidClassCd: '01', areaMidClassNm: '北海道' });
    expect(data.find((a) => a.areaMidClassCd === '13')).toEqual({
      areaLrgClassCd: 'region-4',
      areaMidClassCd: '13',
      areaMidClassNm: '東京都',
    });
    expect(data.at(-1)).toEqual({ areaLrgClassCd: 'region-13', areaMidClassCd: '47', areaMidClassNm: '沖縄県' });
  });
});

describe('GET /v1/enum/codes/area (getCodesArea)', () => {
  it('has 13 regions: 北海道 … 沖縄, every prefecture exactly once', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 13; n += 1) {
      const lrg = await region(n);
      expect(lrg).toHaveLength(1);
      expect(lrg[0]?.areaLrgClassCd).toBe(`region-${n}`);
      expect(lrg[0]?.areaLrgClassNm).toBe(REGION_LABELS[n - 1]);
      seen.push(...(lrg[0]?.areaMidClasses.map((m) => m.areaMidClassCd) ?? []));
    }
    expect(seen.sort()).toEqual(Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it('keeps region-1 北海道 and region-13 沖縄 to one prefecture each (the picker auto-selects them)', async () => {
    expect((await region(1))[0]?.areaMidClasses.map((m) => m.areaMidClassNm)).toEqual(['北海道']);
    expect((await region(13))[0]?.areaMidClasses.map((m) => m.areaMidClassNm)).toEqual(['沖縄県']);
    expect((await region(12))[0]?.areaMidClasses.map((m) => m.areaMidClassNm)).toEqual([
      '福岡県',
      '佐賀県',
      '長崎県',
      '熊本県',
      '大分県',
      '宮崎県',
      '鹿児島県',
    ]);
  });

  it('gives every prefecture 5 to 15 municipalities and areas with codes under its own', async () => {
    for (let n = 1; n <= 13; n += 1) {
      for (const mid of (await region(n))[0]?.areaMidClasses ?? []) {
        expect(mid.areaSmlClasses.length, mid.areaMidClassNm).toBeGreaterThanOrEqual(5);
        expect(mid.areaSmlClasses.length, mid.areaMidClassNm).toBeLessThanOrEqual(15);
        for (const sml of mid.areaSmlClasses) expect(sml.areaSmlClassCd.startsWith(mid.areaMidClassCd)).toBe(true);
      }
    }
  });

  it('answers one prefecture first in areaMidClasses when asked for it, as the client reads it', async () => {
    const [lrg] = await region(4, '&areaMidClassCd=13');
    expect(lrg?.areaMidClasses).toHaveLength(1);
    const tokyo = lrg?.areaMidClasses[0];
    expect(tokyo?.areaMidClassNm).toBe('東京都');
    expect(tokyo?.areaSmlClasses.slice(0, 3).map((s) => [s.areaSmlClassCd, s.areaSmlClassNm])).toEqual([
      ['1301', '東京23区'],
      ['1302', '八王子市'],
      ['1303', '立川市'],
    ]);
  });

  it.each([
    ['札幌', 1, '01', '0101', '札幌市', 'ABCDEFGHI'],
    ['東京23区', 4, '13', '1301', '東京23区', 'ABCDEFGHI'],
    ['名古屋', 7, '23', '2301', '名古屋市', 'ABC'],
    ['京都', 8, '26', '2601', '京都市', 'ABCDE'],
    ['大阪', 8, '27', '2701', '大阪市', 'ABCD'],
  ])('has the sub-areas of %s', async (_city, n, prefecture, area, name, letters) => {
    const found = await subAreas(n, prefecture, area);
    expect(found.name).toBe(name);
    expect(found.subAreas.map((d) => d.areaDtlClassCd)).toEqual([...letters].map((l) => `${area}${l}`));
  });

  it('names the Tokyo sub-areas by their wards, all 23 of them once', async () => {
    const { subAreas: tokyo } = await subAreas(4, '13', '1301');
    expect(tokyo[0]?.areaDtlClassNm).toBe('千代田区・中央区（東京駅・丸の内・銀座・日本橋）');
    const wards = tokyo.flatMap((d) => (d.areaDtlClassNm.split('（')[0] ?? '').split('・'));
    expect(new Set(wards).size).toBe(23);
    expect(wards).toHaveLength(23);
  });

  it('has no sub-areas elsewhere', async () => {
    for (let n = 1; n <= 13; n += 1) {
      for (const mid of (await region(n))[0]?.areaMidClasses ?? []) {
        for (const sml of mid.areaSmlClasses) {
          if (!['0101', '1301', '2301', '2601', '2701'].includes(sml.areaSmlClassCd)) {
            expect(sml.areaDtlClasses, sml.areaSmlClassNm).toEqual([]);
          }
        }
      }
    }
  });

  it.each([
    ['no region', '/v1/enum/codes/area'],
    ['an unknown region', '/v1/enum/codes/area?areaLrgClassCd=region-14'],
    ['region-0', '/v1/enum/codes/area?areaLrgClassCd=region-0'],
    ['a region by name', '/v1/enum/codes/area?areaLrgClassCd=%E5%8C%97%E6%B5%B7%E9%81%93'],
    ['two regions', '/v1/enum/codes/area?areaLrgClassCd=region-1&areaLrgClassCd=region-2'],
    ['a prefecture that does not exist', '/v1/enum/codes/area?areaLrgClassCd=region-13&areaMidClassCd=48'],
    ['a prefecture of another region', '/v1/enum/codes/area?areaLrgClassCd=region-1&areaMidClassCd=13'],
    [
      'a municipality of another prefecture',
      '/v1/enum/codes/area?areaLrgClassCd=region-4&areaMidClassCd=13&areaSmlClassCd=1401',
    ],
    ['a municipality without its prefecture', '/v1/enum/codes/area?areaLrgClassCd=region-4&areaSmlClassCd=1301'],
    [
      'a municipality code out of range',
      '/v1/enum/codes/area?areaLrgClassCd=region-4&areaMidClassCd=13&areaSmlClassCd=1399',
    ],
    [
      'a malformed municipality code',
      '/v1/enum/codes/area?areaLrgClassCd=region-4&areaMidClassCd=13&areaSmlClassCd=13%2701',
    ],
  ])('rejects %s with 400', async (_label, url) => {
    expectInvalidRequest(await t.get(url));
  });

  it('is cacheable for an hour', async () => {
    const res = await t.get('/v1/enum/codes/area?areaLrgClassCd=region-8&areaMidClassCd=26');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
