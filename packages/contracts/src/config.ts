import { z } from 'zod';
import { CustomerCentreSchema } from './contact/customer-centre.ts';

/** Where the portal runs: the BFF's configuration, and `environment` of GET /v1/config. */
export const ENVIRONMENTS = ['local', 'development', 'staging', 'production'] as const;

/**
 * GET /v1/config: runtime configuration the SPA needs (external sites stay external, ARCHITECTURE.md §1).
 * Base URLs have no trailing slash.
 */
export const PublicConfigSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  /** The separate my-page site: /mypage, /mypage/coupon, /mypage/orders … are full-page redirects to it. */
  mypageBaseUrl: z.string(),
  /** Life-service host (/menus, /menus/tour, /oneTimePassword). */
  lifeHostUrl: z.string(),
  stayHostUrl: z.string(),
  shopHostUrl: z.string(),
  bookingSiteUrl: z.string(),
  /**
   * The alternate public stay search (spec search.md §2 "Public stay (alternate)"): a search address taking keyword,
   * areaLrgClassCd, areaMidClassCd and category, used as is (no path added). Null (not configured): the 公共の宿 form
   * searches {stayHostUrl}/search/menu with the fixed party, as the spec's first destination says.
   */
  publicStaySearchUrl: z.string().nullable().default(null),
  /** 給トク払い payment page for 給トク members. */
  kyutokuPaymentUrl: z.string(),
  healthPointUrl: z.string(),
  incentivePointUrl: z.string(),
  pointPlatformUrl: z.string(),
  privacyPolicyUrl: z.string(),
  commercialTransactionsUrl: z.string(),
  /** The map's tile server as a Leaflet URL template ({z}/{x}/{y}); null: the map draws prefecture outlines. */
  mapTileUrl: z.string().nullable().default(null),
  /** The tile server's credit, as text. */
  mapTileAttribution: z.string().nullable().default(null),
  /**
   * The domain of the cookies the SPA writes (spec portal.md §3: shared across the product's domain, `.lifeyell.jp`):
   * the BFF's COOKIE_DOMAIN, the one setting for its hint cookies and the SPA's; null: host-only.
   */
  cookieDomain: z.string().nullable().default(null),
  /** The customer centre members call: number and hours (a setting of the deployment). */
  customerCentre: CustomerCentreSchema,
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
export const PublicConfigResponseSchema = z.object({ data: PublicConfigSchema });
