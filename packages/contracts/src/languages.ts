/** The portal's languages (spec portal.md §9): Japanese by default, English on request. */
export const DEFAULT_LANGUAGE = 'ja';
export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
