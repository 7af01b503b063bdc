/**
 * The shape of the seed content (`apps/cms/src/seed/content/index.ts` exports `seedContent: SeedContent`).
 *
 * It mirrors the Payload field names of docs/cms-content-model.md, with three conveniences:
 * - a localized field takes either the Japanese value alone or `{ ja, en }` (`Localized<T>`);
 * - uploads are referenced by the file name in `apps/cms/src/seed/images/` plus the alt text (`SeedImage`);
 *   the seed uploads each file once (same `file` → same media document, the first alt wins);
 * - relationships are referenced by their natural keys: news types by `tagCode`, courses by `controllerId`.
 *
 * Blocks are written exactly as Payload stores them (`blockType` + fields), without `id`.
 * Dates are ISO 8601 strings; `pubDate` may be `YYYY-MM-DD` (Japan time).
 * Documents are matched for idempotency by their natural key: news by `title` (ja) + `pubDate`,
 * block contents by `locationCode` + `title`, special pages by `alias`, other pages by `otherId`,
 * header-footers by `bscode`. A document that exists is left alone.
 */

/** A localized field: the Japanese value alone, or both languages. */
export type Localized<T> = T | { ja: T; en?: T };

export type SeedImage = {
  /** File name in apps/cms/src/seed/images/, e.g. `campaign-summer.jpg`. */
  file: string;
  alt: Localized<string>;
};

export type Margin = 'none' | 'small' | 'medium' | 'large';
export type LocationCode =
  | 'top'
  | 'leisure'
  | 'gourmet'
  | 'childcare'
  | 'shopping'
  | 'relaxation'
  | 'sports'
  | 'travel'
  | 'car'
  | 'original'
  | 'school'
  | 'life'
  | 'footer_banner';
export type Bscode = 'LY' | 'CR';
export type CourseControllerId = 'ly-member' | 'ly-nonmember' | 'cr-club';
export type NewsTagCode = 'important_message' | 'maintenance' | 'service' | 'campaign' | 'other';
export type OtherId =
  | 'travel_guide'
  | 'goriyou'
  | 'faq'
  | 'lifeyell_kiyaku'
  | 'benepo'
  | 'yell'
  | 'promotion'
  | 'nly_promotion'
  | 'how_to_pay'
  | 'kyutoku';

// ---------- Blocks (paragraph types) ----------

type BlockBase = { margin?: Margin };

export type ImageBlock = BlockBase & {
  blockType: 'image';
  display: 'grid' | 'carousel';
  items: { image: SeedImage; alt?: string; link?: string; thumbnailText?: string }[];
};
export type FullHtmlBlock = BlockBase & { blockType: 'full_html'; html: string };
export type HeadingBlock = BlockBase & { blockType: 'heading'; text: string; headingType: 'h2' | 'h3' | 'h4' | 'h5' };
export type ButtonBlock = BlockBase & {
  blockType: 'button';
  buttonType: 'link' | 'button';
  linkUri: string;
  linkTitle: string;
  alignment: 'left' | 'center' | 'right';
};
export type ListBlock = BlockBase & {
  blockType: 'list';
  listType: 'bullet_list' | 'number_list' | 'check_list' | 'annotation_list' | 'no_annotation_list';
  items: { text: string }[];
};
export type ImagetextBlock = BlockBase & {
  blockType: 'imagetext';
  format: 'vertical' | 'horizontal';
  imagetextType:
    'image_left_text_right' | 'text_left_image_right' | 'simage_left_text_right' | 'text_left_simage_right';
  title: string;
  /** HTML. */
  text: string;
  image?: SeedImage;
  link?: string;
};
/** Every block except the hierarchical one (which may not nest). */
export type LeafBlock = ImageBlock | FullHtmlBlock | HeadingBlock | ButtonBlock | ListBlock | ImagetextBlock;
export type HierarchicalBlock = BlockBase & {
  blockType: 'hierarchical_block';
  title: string;
  open?: boolean;
  paragraphs: LeafBlock[];
};
export type SeedBlock = LeafBlock | HierarchicalBlock;

// ---------- Documents ----------

/** Targeting and publication state shared by the content collections. */
export type Targeting = {
  /** `published` unless given. */
  _status?: 'draft' | 'published';
  startDate?: string;
  endDate?: string;
  bscodes?: Bscode[];
  courses?: CourseControllerId[];
  excludedCourses?: CourseControllerId[];
};

export type SeedNews = Targeting & {
  title: Localized<string>;
  displayTitle?: Localized<string>;
  /** `YYYY-MM-DD`. */
  pubDate: string;
  importantNews?: boolean;
  sortOrder?: number;
  link?: string;
  relatedLink?: { uri: string; title: Localized<string> };
  releaseCompany?: Localized<string>;
  alias?: string;
  newsType: NewsTagCode;
  paragraphs?: Localized<SeedBlock[]>;
};

export type SeedBlockContent = Targeting & {
  title: string;
  locationCode: LocationCode;
  sortOrder?: number;
  cssCode?: string;
  jsCode?: string;
  paragraphs?: Localized<SeedBlock[]>;
};

export type SeedSpecialPage = Targeting & {
  title: Localized<string>;
  displayTitle?: Localized<string>;
  /** `^[A-Za-z0-9_-]+$` */
  alias: string;
  banner?: SeedImage;
  publishLocation?: ('Home' | 'Listing')[];
  specialCategories?: ('point' | 'relax_and_beauty')[];
  sortOrder?: number;
  jsCode?: string;
  cssCode?: string;
  paragraphs?: Localized<SeedBlock[]>;
};

export type SeedOtherPage = Targeting & {
  title: Localized<string>;
  otherId: OtherId;
  jsCode?: string;
  cssCode?: string;
  paragraphs?: Localized<SeedBlock[]>;
};

export type SeedHeaderFooter = {
  bscode: Bscode;
  /** HTML. */
  fieldHeader: Localized<string>;
  /** HTML. */
  fieldFooter: Localized<string>;
};

export type SeedContent = {
  news: SeedNews[];
  blockContents: SeedBlockContent[];
  specialPages: SeedSpecialPage[];
  otherPages: SeedOtherPage[];
  /** Optional: when absent the seed's own CR and LY header-footers are used. */
  headerFooters?: SeedHeaderFooter[];
  /** Optional icons of the news types, by tag code. */
  newsTypeIcons?: Partial<Record<NewsTagCode, SeedImage>>;
};
