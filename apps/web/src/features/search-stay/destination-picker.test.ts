import { describe, expect, it } from 'vitest';
import {
  destinationAreaCodes,
  destinationFromCodes,
  destinationLabel,
  destinationMismatch,
  destinationResult,
  EMPTY_DESTINATION,
  selectRegion,
  toggleArea,
  toggleMunicipality,
  togglePrefecture,
  type DestinationState,
} from './destination-picker.ts';
import type { RegionChoice } from '../../lib/search/regions.ts';

const hokkaido: RegionChoice = { id: 'region-1', label: '北海道', prefectures: [{ id: '01', label: '北海道' }] };
const okinawa: RegionChoice = { id: 'region-13', label: '沖縄', prefectures: [{ id: '47', label: '沖縄県' }] };
const capital: RegionChoice = {
  id: 'region-4',
  label: '首都圏',
  prefectures: [
    { id: '13', label: '東京都' },
    { id: '14', label: '神奈川県' },
  ],
};
const kinki: RegionChoice = { id: 'region-8', label: '近畿', prefectures: [{ id: '27', label: '大阪府' }] };
const tokyo = { id: '13', label: '東京都' };
const kanagawa = { id: '14', label: '神奈川県' };
const osaka = { id: '27', label: '大阪府' };
const wards = { id: '1301', label: '東京23区' };
const hachioji = { id: '1302', label: '八王子市' };
const hakone = { id: '1405', label: '箱根町' };
const osakaCity = { id: '2701', label: '大阪市' };
const areaA = { id: '1301A', label: '千代田・中央・港' };
const areaB = { id: '1301B', label: '新宿' };
const umeda = { id: '2701A', label: '梅田' };

const pick = (state: DestinationState, region: RegionChoice, prefecture: { id: string; label: string }) =>
  togglePrefecture(state, region, prefecture);

describe('destination picker (spec search.md §2 Modals, §4)', () => {
  it.each([
    ['region 1 auto-selects Hokkaido', hokkaido, ['01']],
    ['region 13 auto-selects Okinawa', okinawa, ['47']],
    ['other regions select no prefecture', capital, []],
  ])('%s', (_name, region, picked) => {
    expect(selectRegion(EMPTY_DESTINATION, region).prefectures.map((p) => p.id)).toEqual(picked);
  });

  it('re-pressing the listed region closes its list and keeps the picks', () => {
    const s = pick(selectRegion(EMPTY_DESTINATION, capital), capital, tokyo);
    expect(selectRegion(s, capital)).toEqual({ region: null, prefectures: s.prefectures });
  });

  it('another region keeps the prefectures picked in the first one (multi-select across regions)', () => {
    let s = pick(selectRegion(EMPTY_DESTINATION, capital), capital, tokyo);
    s = pick(selectRegion(s, kinki), kinki, osaka);
    expect(s.region?.id).toBe('region-8');
    expect(s.prefectures.map((p) => [p.id, p.region.id])).toEqual([
      ['13', 'region-4'],
      ['27', 'region-8'],
    ]);
    // Region 1 adds Hokkaido to the picks, and does not pick it twice.
    s = selectRegion(selectRegion(selectRegion(s, hokkaido), hokkaido), hokkaido);
    expect(s.prefectures.map((p) => p.id)).toEqual(['13', '27', '01']);
  });

  it('re-pressing a prefecture deselects it with everything picked under it', () => {
    let s = pick(pick(EMPTY_DESTINATION, capital, tokyo), capital, kanagawa);
    s = toggleArea(toggleMunicipality(s, '13', wards), '13', wards, areaA);
    s = pick(s, capital, tokyo);
    expect(s.prefectures.map((p) => p.id)).toEqual(['14']);
    expect(pick(s, capital, tokyo).prefectures.find((p) => p.id === '13')).toMatchObject({
      municipalities: [],
      areas: [],
    });
  });

  it('municipalities and areas are multi-select per prefecture; re-press deselects; a municipality change clears areas', () => {
    let s = pick(EMPTY_DESTINATION, capital, tokyo);
    s = toggleMunicipality(toggleMunicipality(s, '13', wards), '13', hachioji);
    expect(s.prefectures[0]?.municipalities).toEqual([wards, hachioji]);
    expect(toggleMunicipality(s, '13', hachioji).prefectures[0]?.municipalities).toEqual([wards]);
    s = toggleArea(toggleArea(s, '13', wards, areaA), '13', wards, areaB);
    expect(s.prefectures[0]?.areas).toEqual([areaA, areaB]);
    expect(toggleArea(s, '13', wards, areaA).prefectures[0]?.areas).toEqual([areaB]);
    expect(toggleMunicipality(s, '13', hachioji).prefectures[0]).toMatchObject({ areas: [], areaParent: null });
  });

  it('picking an area picks its municipality', () => {
    const s = toggleArea(pick(EMPTY_DESTINATION, capital, tokyo), '13', wards, areaA);
    expect(s.prefectures[0]?.municipalities).toEqual([wards]);
  });
});

describe('what the stay search can carry (its host narrows every level together)', () => {
  it('several whole prefectures, or municipalities in every picked prefecture, are fine', () => {
    const whole = pick(pick(EMPTY_DESTINATION, capital, tokyo), kinki, osaka);
    expect(destinationMismatch(whole)).toBeNull();
    const narrowed = toggleMunicipality(toggleMunicipality(whole, '13', wards), '27', osakaCity);
    expect(destinationMismatch(narrowed)).toBeNull();
    // Sub-areas of one municipality in each prefecture.
    expect(
      destinationMismatch(toggleArea(toggleArea(narrowed, '13', wards, areaA), '27', osakaCity, umeda)),
    ).toBeNull();
  });

  it('a whole prefecture next to municipalities of another is refused', () => {
    const s = toggleMunicipality(pick(pick(EMPTY_DESTINATION, capital, tokyo), kinki, osaka), '27', osakaCity);
    expect(destinationMismatch(s)).toBe('municipality');
  });

  it('a whole municipality next to sub-areas of another is refused, in one prefecture or across two', () => {
    let s = toggleMunicipality(pick(EMPTY_DESTINATION, capital, tokyo), '13', hachioji);
    s = toggleArea(s, '13', wards, areaA);
    expect(destinationMismatch(s)).toBe('area');
    const across = toggleArea(
      toggleMunicipality(pick(pick(EMPTY_DESTINATION, capital, tokyo), kinki, osaka), '13', hachioji),
      '27',
      osakaCity,
      umeda,
    );
    expect(destinationMismatch(across)).toBe('area');
  });
});

describe('label, result and URL codes', () => {
  it('one prefecture: its path, with the region', () => {
    expect(destinationLabel(EMPTY_DESTINATION)).toBe('');
    const s = toggleArea(toggleArea(pick(EMPTY_DESTINATION, capital, tokyo), '13', wards, areaA), '13', wards, areaB);
    const result = destinationResult(s);
    expect(result).toEqual({
      region_id: 'region-4',
      region_label: '首都圏',
      prefecture_id: '13',
      prefecture_label: '東京都',
      municipal_id: '1301',
      municipal_label: '東京23区',
      area_id: '1301A,1301B',
      area_label: '千代田・中央・港・新宿',
      destination_label: '東京都 / 東京23区 / 千代田・中央・港・新宿',
    });
    expect(destinationAreaCodes(result)).toEqual({
      areaLrgClassCd: 'region-4',
      areaMidClassCd: '13',
      areaSmlClassCd: '1301',
      areaDtlClassCd: '1301A,1301B',
    });
    expect(destinationLabel(selectRegion(EMPTY_DESTINATION, hokkaido))).toBe('北海道');
  });

  it('several prefectures of one region keep the region; prefectures joined with 、', () => {
    const s = toggleMunicipality(
      toggleMunicipality(pick(pick(EMPTY_DESTINATION, capital, tokyo), capital, kanagawa), '13', wards),
      '14',
      hakone,
    );
    const result = destinationResult(s);
    expect(result.destination_label).toBe('東京都 / 東京23区、神奈川県 / 箱根町');
    expect(destinationAreaCodes(result)).toEqual({
      areaLrgClassCd: 'region-4',
      areaMidClassCd: '13,14',
      areaSmlClassCd: '1301,1405',
      areaDtlClassCd: null,
    });
  });

  it('prefectures of different regions send no region (it would drop the others)', () => {
    const s = pick(pick(EMPTY_DESTINATION, capital, tokyo), kinki, osaka);
    expect(destinationAreaCodes(destinationResult(s))).toEqual({
      areaLrgClassCd: null,
      areaMidClassCd: '13,27',
      areaSmlClassCd: null,
      areaDtlClassCd: null,
    });
    expect(destinationResult(s).region_label).toBeNull();
  });
});

describe('restoring the saved codes (spec search.md §4)', () => {
  it('puts each municipality and sub-area under its prefecture by its code', () => {
    const s = destinationFromCodes({
      areaLrgClassCd: null,
      areaMidClassCd: '13,27',
      areaSmlClassCd: '1301,1302,2701',
      areaDtlClassCd: '2701A',
    });
    expect(s.region).toBeNull();
    expect(
      s.prefectures.map((p) => ({
        id: p.id,
        region: p.region.id,
        municipalities: p.municipalities.map((m) => m.id),
        areas: p.areas.map((a) => a.id),
        areaParent: p.areaParent,
      })),
    ).toEqual([
      { id: '13', region: '', municipalities: ['1301', '1302'], areas: [], areaParent: null },
      { id: '27', region: '', municipalities: ['2701'], areas: ['2701A'], areaParent: '2701' },
    ]);
  });

  it('gives the saved region to its prefectures, and round-trips through the result', () => {
    const codes = {
      areaLrgClassCd: 'region-4',
      areaMidClassCd: '13,14',
      areaSmlClassCd: '1301,1405',
      areaDtlClassCd: null,
    };
    const s = destinationFromCodes(codes);
    expect(s.prefectures.map((p) => p.region.id)).toEqual(['region-4', 'region-4']);
    expect(destinationAreaCodes(destinationResult(s))).toEqual(codes);
  });

  it('nothing saved: nothing picked', () => {
    expect(destinationFromCodes({})).toEqual(EMPTY_DESTINATION);
    expect(destinationFromCodes({ areaMidClassCd: ' , ' })).toEqual(EMPTY_DESTINATION);
  });
});
