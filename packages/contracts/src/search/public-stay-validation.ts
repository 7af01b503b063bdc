/** Public stay search (sub-tab 2): a keyword or a prefecture (spec search.md §5 Stay). */
import { z } from 'zod';
import { isBlank, type SearchError, type Viewport } from './form-rules.ts';
import { searchFormSchemas } from './form-schema.ts';

export const PUBLIC_STAY_MESSAGES = {
  desktop: '都道府県を選択、またはキーワードをご入力ください',
  mobile: 'キーワードを入力するか都道府県を選択してください。',
} as const;

/** Variant wording for tab 2, not shown (see STAY_DOMESTIC_STRICT_MESSAGE for why). */
export const PUBLIC_STAY_STRICT_MESSAGE = '必ず、都道府県を選択、またはキーワードをご入力ください';

export interface PublicStayInput {
  keyword?: string | null;
  areaMidClassCd?: string | null;
}

export function validatePublicStay(input: PublicStayInput, viewport: Viewport): SearchError<'keyword'> | null {
  if (!isBlank(input.keyword) || !isBlank(input.areaMidClassCd)) return null;
  return { field: 'keyword', message: PUBLIC_STAY_MESSAGES[viewport] };
}

/** What a public stay search sends (sub-tab 2), checked: the public stay form's schema. */
export const PublicStaySearchSchemas = searchFormSchemas(
  z.object({ keyword: z.string(), areaMidClassCd: z.string() }),
  (input, viewport) => [validatePublicStay(input, viewport)],
);
export type PublicStaySearchValues = z.input<(typeof PublicStaySearchSchemas)['desktop']>;
