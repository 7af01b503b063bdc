export * from './constants.ts';
export * from './cookies.ts';
export * from './back-uri.ts';
export * from './user-agent.ts';
export * from './users.ts';
export * from './session.ts';
export * from './points.ts';
export * from './config.ts';
