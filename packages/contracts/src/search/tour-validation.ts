/** Flights/tours/other (sub-tab 3) and reservation sites (sub-tab 4): keyword, mid or small category (spec search.md §5). */
import { z } from 'zod';
import { isBlank, type SearchError, type Viewport } from './form-rules.ts';
import { searchFormSchemas } from './form-schema.ts';

export const TOUR_MESSAGES = {
  desktop: 'カテゴリを選択、またはキーワードをご入力ください',
  mobile: 'カテゴリを選択するかキーワードを入力してください。',
} as const;

/** Variant wording for tabs 3 and 4, not shown (see STAY_DOMESTIC_STRICT_MESSAGE for why). */
export const TOUR_STRICT_MESSAGE = '必ず、カテゴリを選択、またはキーワードをご入力ください';

export interface TourInput {
  keyword?: string | null;
  catMidClassCd?: string | null;
  catSmlClassCd?: string | null;
}

export function validateTour(input: TourInput, viewport: Viewport): SearchError<'keyword'> | null {
  if (!isBlank(input.keyword) || !isBlank(input.catMidClassCd) || !isBlank(input.catSmlClassCd)) return null;
  return { field: 'keyword', message: TOUR_MESSAGES[viewport] };
}

/** What a tour search sends (sub-tabs 3 and 4), checked: the tour form's schema. */
export const TourSearchSchemas = searchFormSchemas(
  z.object({ keyword: z.string(), catMidClassCd: z.string(), catSmlClassCd: z.string() }),
  (input, viewport) => [validateTour(input, viewport)],
);
export type TourSearchValues = z.input<(typeof TourSearchSchemas)['desktop']>;
