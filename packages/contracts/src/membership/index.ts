export * from './service-usage.ts';
export * from './points.ts';
export * from './operator.ts';
