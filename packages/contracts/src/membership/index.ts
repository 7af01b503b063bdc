export * from './constants.ts';
export * from './service-usage.ts';
export * from './points.ts';
export * from './operator.ts';
export * from './jobs.ts';
export * from './point-expiry.ts';
