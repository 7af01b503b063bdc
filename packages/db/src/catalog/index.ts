export * from './areas.ts';
export * from './categories.ts';
export * from './genres.ts';
export * from './menus.ts';
