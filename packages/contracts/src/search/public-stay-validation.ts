/** Public stay search (sub-tab 2): a keyword or a prefecture (spec search.md §5 Stay). */
import { isBlank, type SearchError, type Viewport } from './form-rules.ts';

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
