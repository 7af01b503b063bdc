export * from './client.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './japan-date.ts';
export { seedCarrierData, truncateAll } from './seed/carrier.ts';
export * as catalogData from './catalog/index.ts';
export { EMBEDDED_PRIVILEGE_COUNT, seedPrivileges } from './seed/privileges.ts';
