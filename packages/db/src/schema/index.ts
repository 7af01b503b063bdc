export * from './sessions.ts';
export * from './carrier.ts';
export * from './membership.ts';
export * from './points.ts';
export * from './catalog.ts';
export * from './carrier-events.ts';
export * from './contact.ts';
export * from './operations.ts';
