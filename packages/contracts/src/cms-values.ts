/**
 * The CMS contract's constants and the rules the SPA and the BFF share (spec portal.md §3, §7), without zod:
 * the SPA imports these on its first load, where the schemas of `cms.ts` would bring zod with them.
 * `cms.ts` re-exports everything here.
 */
import type { IncludedResource, OtherContentDocument, Paragraph, SpecialPageDocument } from './cms.ts';

export type { IncludedResource, Paragraph, SpecialPageResource } from './cms.ts';

export const CMS_LOCATION_CODES = [
  'top',
  'leisure',
  'gourmet',
  'childcare',
  'shopping',
  'relaxation',
  'sports',
  'travel',
  'car',
  'original',
  'school',
  'life',
  // Not a page: the footer's mini-banner on every page
  // (docs/cms-content-model.md "Header notices and footer mini-banner").
  'footer_banner',
] as const;
export type CmsLocationCode = (typeof CMS_LOCATION_CODES)[number];
/** The location code of the footer's mini-banner (spec portal.md §2 "Footer": "A mini-banner and CMS footer"). */
export const FOOTER_BANNER_LOCATION = 'footer_banner' satisfies CmsLocationCode;
/** The location codes that are pages: the top page and the 11 category pages (each its own route). */
export const CMS_PAGE_LOCATION_CODES = CMS_LOCATION_CODES.filter(
  (code): code is Exclude<CmsLocationCode, typeof FOOTER_BANNER_LOCATION> => code !== FOOTER_BANNER_LOCATION,
);

export const SPECIAL_PAGE_LOCATIONS = ['Home', 'Listing'] as const;
export const SPECIAL_CATEGORIES = ['point', 'relax_and_beauty'] as const;
export const NEWS_TAG_CODES = ['important_message', 'maintenance', 'service', 'campaign', 'other'] as const;
/** The other pages the portal links to (`/otherPage?other_id=…`) and the fixed content pages built on them. */
export const OTHER_PAGE_IDS = [
  'travel_guide',
  'goriyou',
  'faq',
  'guide',
  'lifeyell_kiyaku',
  'benepo',
  'yell',
  'promotion',
  'nly_promotion',
  'how_to_pay',
  // 給トク払い for members who are not 給トク members: what it is and who can use it (the drawer links here).
  'kyutoku',
] as const;

/** Spec: "Image carousel autoplays every 6000 ms, 1 slide on small screens, 3 slides with 24 px spacing from 1024 px". */
export const IMAGE_CAROUSEL = {
  autoplayMs: 6000,
  slidesSmall: 1,
  slidesLarge: 3,
  spacingLargePx: 24,
  largeFromPx: 1024,
} as const;
/** Spec: "Image grid uses 3 columns for up to 3 images, otherwise 4". */
export const imageGridColumns = (count: number): 3 | 4 => (count <= 3 ? 3 : 4);
/** Spec: "Special page carousel: fewer than 4 items as a flat list; 4 or more as a slider". */
export const SPECIAL_PAGE_SLIDER_FROM = 4;
/** Spec: "Supplied script of full-HTML and detail pages runs after 10 ms". */
export const JS_CODE_DELAY_MS = 10;
/** Spec: news menu fallback is the last 6 years. */
export const NEWS_MENU_FALLBACK_YEARS = 6;
export const NEWS_PAGE_SIZE = 20;

// ---------- Rules shared by the SPA and the BFF ----------

export type CmsPageDocument = SpecialPageDocument | OtherContentDocument;

/**
 * Spec: "A response with 2 or more data entries, or with no full-HTML paragraph, is rejected"
 * (and missing data). Returns the one page resource, or null when the page must show
 * ご選択いただいたページは現在存在しないか、ご利用いただけません。
 */
export function acceptCmsPage<D extends CmsPageDocument>(doc: D): D['data'][number] | null {
  if (doc.data.length !== 1) return null;
  const page = doc.data[0]!;
  const ids = new Set(page.relationships.paragraphs.data.map((ref) => ref.id));
  const hasFullHtml = doc.included.some((p) => p.type === 'paragraph--full_html' && ids.has(p.id));
  return hasFullHtml ? page : null;
}

/** Resolves a resource's paragraphs from `included`, in relationship order; unknown ids are skipped. */
export function paragraphsOf(
  resource: { relationships: { paragraphs: { data: { id: string; type: string }[] } } },
  included: readonly IncludedResource[],
): Paragraph[] {
  const byKey = new Map(included.map((item) => [`${item.type}:${item.id}`, item]));
  const out: Paragraph[] = [];
  for (const ref of resource.relationships.paragraphs.data) {
    const found = byKey.get(`${ref.type}:${ref.id}`);
    if (found && found.type !== 'news_type') out.push(found);
  }
  return out;
}
