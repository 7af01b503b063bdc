import { describe, expect, it } from 'vitest';
import {
  destinationAreaCodes,
  destinationLabel,
  destinationResult,
  EMPTY_DESTINATION,
  selectPrefecture,
  selectRegion,
  toggleArea,
  toggleMunicipality,
  type RegionChoice,
} from '../../src/search/destination-picker.ts';

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
const tokyo = { id: '13', label: '東京都' };
const wards = { id: '131', label: '東京23区' };
const hachioji = { id: '132', label: '八王子市' };
const areaA = { id: 'A', label: '銀座・日本橋' };
const areaB = { id: 'B', label: '新宿' };

describe('destination picker (spec search.md §2 Modals, §4)', () => {
  it.each([
    ['region 1 auto-selects Hokkaido', hokkaido, { id: '01', label: '北海道' }],
    ['region 13 auto-selects Okinawa', okinawa, { id: '47', label: '沖縄県' }],
    ['other regions select no prefecture', capital, null],
  ])('%s', (_name, region, prefecture) => {
    expect(selectRegion(EMPTY_DESTINATION, region).prefecture).toEqual(prefecture);
  });
  it('re-clicking the region deselects everything', () => {
    expect(selectRegion(selectRegion(EMPTY_DESTINATION, capital), capital)).toEqual(EMPTY_DESTINATION);
  });
  it('a higher level clears the lower ones', () => {
    let s = selectPrefecture(selectRegion(EMPTY_DESTINATION, capital), tokyo);
    s = toggleArea(toggleMunicipality(s, wards), wards, areaA);
    expect(s.areas).toEqual([areaA]);
    expect(selectPrefecture(s, { id: '14', label: '神奈川県' })).toMatchObject({ municipalities: [], areas: [] });
    expect(selectRegion(s, hokkaido)).toMatchObject({ prefecture: { id: '01' }, municipalities: [], areas: [] });
    expect(toggleMunicipality(s, hachioji)).toMatchObject({
      municipalities: [wards, hachioji],
      areas: [],
      areaParent: null,
    });
  });
  it('re-clicking the prefecture deselects it', () => {
    const s = selectPrefecture(selectRegion(EMPTY_DESTINATION, capital), tokyo);
    expect(selectPrefecture(s, tokyo).prefecture).toBeNull();
  });
  it('municipalities and areas are multi-select; re-click deselects', () => {
    let s = selectPrefecture(selectRegion(EMPTY_DESTINATION, capital), tokyo);
    s = toggleMunicipality(toggleMunicipality(s, wards), hachioji);
    expect(s.municipalities).toEqual([wards, hachioji]);
    expect(toggleMunicipality(s, hachioji).municipalities).toEqual([wards]);
    s = toggleArea(toggleArea(s, wards, areaA), wards, areaB);
    expect(s.areas).toEqual([areaA, areaB]);
    expect(toggleArea(s, wards, areaA).areas).toEqual([areaB]);
  });
  it('picking an area picks its municipality', () => {
    const s = toggleArea(selectPrefecture(selectRegion(EMPTY_DESTINATION, capital), tokyo), wards, areaA);
    expect(s.municipalities).toEqual([wards]);
  });
  it('label and result', () => {
    expect(destinationLabel(EMPTY_DESTINATION)).toBe('');
    const s = toggleArea(
      toggleArea(selectPrefecture(selectRegion(EMPTY_DESTINATION, capital), tokyo), wards, areaA),
      wards,
      areaB,
    );
    const result = destinationResult(s);
    expect(result).toEqual({
      region_id: 'region-4',
      region_label: '首都圏',
      prefecture_id: '13',
      prefecture_label: '東京都',
      municipal_id: '131',
      municipal_label: '東京23区',
      area_id: 'A,B',
      area_label: '銀座・日本橋・新宿',
      destination_label: '東京都 / 東京23区 / 銀座・日本橋・新宿',
    });
    expect(destinationAreaCodes(result)).toEqual({
      areaLrgClassCd: 'region-4',
      areaMidClassCd: '13',
      areaSmlClassCd: '131',
      areaDtlClassCd: 'A,B',
    });
    expect(destinationLabel(selectRegion(EMPTY_DESTINATION, hokkaido))).toBe('北海道');
  });
});
