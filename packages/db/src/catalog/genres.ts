/**
 * Genres of the gourmet booking site (getBSGenreList, spec search.md §3 Genre, §7). The booking site
 * numbers its genres on its own; '000' is the form's "no genre" default (BSGourmetGenre) and is
 * never listed.
 */
export interface GourmetGenreRow {
  code: string;
  name: string;
}

export const GOURMET_GENRES: readonly GourmetGenreRow[] = [
  '和食',
  '寿司',
  '天ぷら・うなぎ',
  'そば・うどん',
  '焼肉・ホルモン',
  'しゃぶしゃぶ・すき焼き',
  '焼き鳥・串焼き',
  '居酒屋',
  'イタリアン',
  'フレンチ',
  'スペイン料理',
  'ステーキ・鉄板焼き',
  '中華料理',
  '韓国料理',
  'アジア・エスニック',
  'カフェ・スイーツ',
  'バー・ダイニングバー',
  'バイキング・ビュッフェ',
].map((name, i) => ({ code: String(i + 1).padStart(3, '0'), name }));
