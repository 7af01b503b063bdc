/**
 * The contracts' response schemas, in a chunk of their own: zod weighs ~26 KB gzip, so it is fetched in
 * parallel with the first API call instead of delaying the first paint. Every response is still parsed.
 */
export {
  ErrorResponseSchema,
  LogoutResponseSchema,
  RefreshResponseSchema,
  SessionResponseSchema,
} from '@portal/contracts/session';
export { ContractInfoResponseSchema, UserResponseSchema } from '@portal/contracts/users';
export { PublicConfigResponseSchema } from '@portal/contracts/config';
export { BenepoBalanceResponseSchema, CafeBalanceResponseSchema } from '@portal/contracts/points';
export {
  BlockContentsDocumentSchema,
  HeaderFooterDocumentSchema,
  NewsDetailResponseSchema,
  NewsListDocumentSchema,
  NewsMenuResponseSchema,
  OtherContentDocumentSchema,
  SpecialPageDocumentSchema,
} from '@portal/contracts/cms';
export { PreviewStatusResponseSchema } from '@portal/contracts/cms';
export {
  CategoriesResponseSchema,
  LargeAreasResponseSchema,
  FavoriteStateResponseSchema,
  MenuDetailResponseSchema,
  MenuItemInfoResponseSchema,
  MenuSearchResponseSchema,
} from '@portal/contracts/catalog';
export { MapMarkersResponseSchema } from '@portal/contracts/catalog-map';
export { ContactReceiptSchema, PostalCodeResponseSchema } from '@portal/contracts/contact/inquiry';
export {
  AutoEntryResponseSchema,
  ConsentResponseSchema,
  EnrolmentResponseSchema,
  MembershipChangeResponseSchema,
  PointExpiryNoticeResponseSchema,
  PointHistoryResponseSchema,
  ServiceUsageStatusResponseSchema,
  TermsInformationResponseSchema,
} from '@portal/contracts/membership/index';
