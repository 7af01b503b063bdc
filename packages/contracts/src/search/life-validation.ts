/** 暮らす・遊ぶ search: at least one condition (spec search.md §5 Life). */
import { z } from 'zod';
import { isBlank, type SearchError, type Viewport } from './form-rules.ts';
import { searchFormSchemas } from './form-schema.ts';

/** The same text on desktop and mobile. */
export const LIFE_REQUIRED_MESSAGE = '検索条件を1つ以上選択・入力してください';

export interface LifeInput {
  keyword?: string | null;
  catLrgClassCd?: string | null;
  catMidClassCd?: string | null;
  catSmlClassCd?: string | null;
  areaMidClassCd?: string | null;
  areaSmlClassCd?: string | null;
  areaDtlClassCd?: string | null;
}

/**
 * Desktop counts keyword, large/middle/small category and the area (areaMidClassCd, the area level the life
 * URL carries at the top); mobile also counts the small and detail area.
 */
export function validateLife(input: LifeInput, viewport: Viewport): SearchError<'keyword'> | null {
  const counted = [input.keyword, input.catLrgClassCd, input.catMidClassCd, input.catSmlClassCd, input.areaMidClassCd];
  if (viewport === 'mobile') counted.push(input.areaSmlClassCd, input.areaDtlClassCd);
  if (counted.some((value) => !isBlank(value))) return null;
  return { field: 'keyword', message: LIFE_REQUIRED_MESSAGE };
}

const code = z.string().nullish();

/** What a 暮らす・遊ぶ search sends, checked: the leisure form's schema. */
export const LifeSearchSchemas = searchFormSchemas(
  z.object({
    keyword: z.string(),
    catLrgClassCd: code,
    catMidClassCd: code,
    catSmlClassCd: code,
    areaMidClassCd: code,
    areaSmlClassCd: code,
    areaDtlClassCd: code,
  }),
  (input, viewport) => [validateLife(input, viewport)],
);
export type LifeSearchValues = z.input<(typeof LifeSearchSchemas)['desktop']>;
