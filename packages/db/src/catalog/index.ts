export * from './areas.ts';
export * from './categories.ts';
export * from './genres.ts';
export * from './menus.ts';
export * from './search-text.ts';
export { USAGE_FLAGS, FIRST_GENERATED_MENU_NO, generatePrivilege, generatedFeedRow } from './privilege-generator.ts';
