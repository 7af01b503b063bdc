/**
 * A privilege's page in the portal (the embedded life, stay and shop hosts): a stay by the viewed-stay rules
 * (/dp/menus/{menuNo}/ or /public-stay/menus/{menuNo}), anything else /menus/{menuNo}. One rule, in the contracts.
 */
export { menuDetailPath as menuPath } from '@portal/contracts/catalog-lists';
