/**
 * The /v1/cms/* contract (spec portal.md §3, §7; search.md §7).
 *
 * Answers are JSON:API-style documents: `data`, `included`, `relationships.paragraphs`, `attributes`.
 * Two calls wrap a document in the spec's envelope: news detail (`data.detail.body`) and the news menu
 * (`data.objects[0]`). Image URLs are absolute, prefixed with the CMS host.
 * Field names follow the original CMS (snake_case), so editors' vocabulary and the spec agree.
 * Its constants and pure helpers live in `cms-values.ts`, without zod, and are re-exported here.
 */
import { z } from 'zod';
import { CMS_LOCATION_CODES, NEWS_PAGE_SIZE, SPECIAL_PAGE_LOCATIONS } from './cms-values.ts';

export * from './cms-values.ts';

// ---------- Shared pieces ----------

export const MARGINS = ['none', 'small', 'medium', 'large'] as const;
const Margin = z.enum(MARGINS);

export const CmsImageSchema = z.object({
  /** Absolute URL on the CMS host. */
  url: z.string(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type CmsImage = z.infer<typeof CmsImageSchema>;

const ResourceIdentifier = z.object({ type: z.string(), id: z.string() });
const ToMany = z.object({ data: z.array(ResourceIdentifier) });
const ToOne = z.object({ data: ResourceIdentifier.nullable() });

const Links = z.object({ self: z.string().optional(), next: z.string().optional(), prev: z.string().optional() });
const JsonApi = z.object({ version: z.literal('1.1') });

// ---------- Paragraphs (Payload blocks) ----------

export const PARAGRAPH_TYPES = [
  'image',
  'full_html',
  'heading',
  'hierarchical_block',
  'button',
  'list',
  'imagetext',
] as const;
export type ParagraphType = (typeof PARAGRAPH_TYPES)[number];

export const ImageItemSchema = z.object({
  image: CmsImageSchema,
  alt: z.string(),
  link: z.string().nullable(),
  thumbnail_text: z.string().nullable(),
});

export const ImageParagraphSchema = z.object({
  type: z.literal('paragraph--image'),
  id: z.string(),
  attributes: z.object({
    /** grid: 3 columns up to 3 images, else 4. carousel: autoplaying slider. */
    display: z.enum(['grid', 'carousel']),
    items: z.array(ImageItemSchema),
    margin: Margin,
  }),
});

export const FullHtmlParagraphSchema = z.object({
  type: z.literal('paragraph--full_html'),
  id: z.string(),
  /** `html` is the editor's HTML; the SPA sanitises it with DOMPurify before it reaches the DOM. */
  attributes: z.object({ html: z.string(), margin: Margin }),
});

export const HEADING_LEVELS = ['h2', 'h3', 'h4', 'h5'] as const;
export const HeadingParagraphSchema = z.object({
  type: z.literal('paragraph--heading'),
  id: z.string(),
  attributes: z.object({ text: z.string(), heading_type: z.enum(HEADING_LEVELS), margin: Margin }),
});

/** A titled, collapsible section whose children are further paragraphs (FAQ entries, guide chapters). */
export const HierarchicalBlockParagraphSchema = z.object({
  type: z.literal('paragraph--hierarchical_block'),
  id: z.string(),
  attributes: z.object({ title: z.string(), open: z.boolean(), margin: Margin }),
  relationships: z.object({ paragraphs: ToMany }),
});

export const BUTTON_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const ButtonParagraphSchema = z.object({
  type: z.literal('paragraph--button'),
  id: z.string(),
  attributes: z.object({
    button_type: z.enum(['link', 'button']),
    link: z.object({ uri: z.string(), title: z.string() }),
    alignment: z.enum(BUTTON_ALIGNMENTS),
    margin: Margin,
  }),
});

export const LIST_TYPES = [
  'bullet_list',
  'number_list',
  'check_list',
  'annotation_list',
  'no_annotation_list',
] as const;
export const ListParagraphSchema = z.object({
  type: z.literal('paragraph--list'),
  id: z.string(),
  attributes: z.object({ list_type: z.enum(LIST_TYPES), items: z.array(z.string()), margin: Margin }),
});

export const IMAGETEXT_TYPES = [
  'image_left_text_right',
  'text_left_image_right',
  'simage_left_text_right',
  'text_left_simage_right',
] as const;
export const ImagetextParagraphSchema = z.object({
  type: z.literal('paragraph--imagetext'),
  id: z.string(),
  attributes: z.object({
    format: z.enum(['vertical', 'horizontal']),
    imagetext_type: z.enum(IMAGETEXT_TYPES),
    title: z.string(),
    /** HTML; sanitised in the SPA. */
    text: z.string(),
    image: CmsImageSchema.nullable(),
    link: z.string().nullable(),
    margin: Margin,
  }),
});

export const ParagraphSchema = z.discriminatedUnion('type', [
  ImageParagraphSchema,
  FullHtmlParagraphSchema,
  HeadingParagraphSchema,
  HierarchicalBlockParagraphSchema,
  ButtonParagraphSchema,
  ListParagraphSchema,
  ImagetextParagraphSchema,
]);
export type Paragraph = z.infer<typeof ParagraphSchema>;

// ---------- Resources ----------

export const NewsTypeResourceSchema = z.object({
  type: z.literal('news_type'),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    field_tag_code: z.string(),
    weight: z.number().int(),
    icon: CmsImageSchema.nullable(),
  }),
});
export type NewsTypeResource = z.infer<typeof NewsTypeResourceSchema>;

export const NewsAttributesSchema = z.object({
  title: z.string(),
  display_title: z.string(),
  /** Publication date in Japan time, YYYY-MM-DD. */
  pub_date: z.string(),
  /** Last change, ISO 8601. */
  changed: z.string(),
  field_start_date: z.string().nullable(),
  field_end_date: z.string().nullable(),
  important_news: z.boolean(),
  sort_order: z.number().int(),
  /** When set, the list entry links here instead of to the detail page. */
  link: z.string().nullable(),
  related_link: z.object({ uri: z.string(), title: z.string() }).nullable(),
  release_company: z.string(),
  alias: z.string().nullable(),
});

export const NewsResourceSchema = z.object({
  type: z.literal('news'),
  id: z.string(),
  attributes: NewsAttributesSchema,
  relationships: z.object({ news_type: ToOne, paragraphs: ToMany }),
});
export type NewsResource = z.infer<typeof NewsResourceSchema>;

export const BlockContentResourceSchema = z.object({
  type: z.literal('block_content'),
  id: z.string(),
  attributes: z.object({
    title: z.string(),
    location_code: z.string(),
    css_code: z.string().nullable(),
    js_code: z.string().nullable(),
    sort_order: z.number().int(),
  }),
  relationships: z.object({ paragraphs: ToMany }),
});
export type BlockContentResource = z.infer<typeof BlockContentResourceSchema>;

export const SpecialPageResourceSchema = z.object({
  type: z.literal('special_page'),
  id: z.string(),
  attributes: z.object({
    title: z.string(),
    display_title: z.string(),
    alias: z.string(),
    banner: CmsImageSchema.nullable(),
    publish_location: z.array(z.enum(SPECIAL_PAGE_LOCATIONS)),
    special_category: z.array(z.string()),
    js_code: z.string().nullable(),
    css_code: z.string().nullable(),
    changed: z.string(),
  }),
  relationships: z.object({ paragraphs: ToMany }),
});
export type SpecialPageResource = z.infer<typeof SpecialPageResourceSchema>;

export const OtherContentResourceSchema = z.object({
  type: z.literal('other_content'),
  id: z.string(),
  attributes: z.object({
    title: z.string(),
    other_id: z.string(),
    js_code: z.string().nullable(),
    css_code: z.string().nullable(),
    changed: z.string(),
  }),
  relationships: z.object({ paragraphs: ToMany }),
});
export type OtherContentResource = z.infer<typeof OtherContentResourceSchema>;

export const HeaderFooterResourceSchema = z.object({
  type: z.literal('header_footer'),
  id: z.string(),
  attributes: z.object({ bscode: z.string(), field_header: z.string(), field_footer: z.string() }),
});

const IncludedSchema = z.union([NewsTypeResourceSchema, ParagraphSchema]);
export type IncludedResource = z.infer<typeof IncludedSchema>;

// ---------- Documents per call ----------

/** GET /v1/cms/news */
export const NewsListQuerySchema = z.object({
  /** Tag code of a news type (すべて when absent). */
  category: z.string().max(64).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  important: z.enum(['1', '0']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(NEWS_PAGE_SIZE),
});
export type NewsListQuery = z.input<typeof NewsListQuerySchema>;

export const NewsListDocumentSchema = z.object({
  jsonapi: JsonApi,
  data: z.array(NewsResourceSchema),
  included: z.array(NewsTypeResourceSchema),
  meta: z.object({ count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  links: Links,
});
export type NewsListDocument = z.infer<typeof NewsListDocumentSchema>;

/** GET /v1/cms/news/{id}: the spec's envelope `data.detail.body` holds a JSON:API document. */
export const NewsDetailBodySchema = z.object({
  jsonapi: JsonApi,
  data: z.array(NewsResourceSchema),
  included: z.array(IncludedSchema),
});
export const NewsDetailResponseSchema = z.object({
  data: z.object({ detail: z.object({ body: NewsDetailBodySchema }) }),
});
export type NewsDetailResponse = z.infer<typeof NewsDetailResponseSchema>;

/** GET /v1/cms/news/menu: `data.objects[0].data` lists categories (id = tag code) and years. */
export const NewsMenuItemSchema = z.object({
  type: z.enum(['news_category', 'news_year']),
  id: z.string(),
  attributes: z.object({ name: z.string(), id: z.string().nullable(), year: z.number().int().nullable() }),
});
export const NewsMenuResponseSchema = z.object({
  data: z.object({ objects: z.array(z.object({ jsonapi: JsonApi, data: z.array(NewsMenuItemSchema) })).min(1) }),
});
export type NewsMenuResponse = z.infer<typeof NewsMenuResponseSchema>;

/** GET /v1/cms/block_contents?locationCode */
export const BlockContentsQuerySchema = z.object({ locationCode: z.enum(CMS_LOCATION_CODES) });
export const BlockContentsDocumentSchema = z.object({
  jsonapi: JsonApi,
  data: z.array(BlockContentResourceSchema),
  included: z.array(ParagraphSchema),
});
export type BlockContentsDocument = z.infer<typeof BlockContentsDocumentSchema>;

/** GET /v1/cms/special_page?page_limit&view_area&category, or ?sp_id={alias} */
export const SpecialPageQuerySchema = z.object({
  page_limit: z.coerce.number().int().min(1).max(100).optional(),
  view_area: z.enum(SPECIAL_PAGE_LOCATIONS).optional(),
  category: z.string().max(64).optional(),
  sp_id: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export const SpecialPageDocumentSchema = z.object({
  jsonapi: JsonApi,
  data: z.array(SpecialPageResourceSchema),
  included: z.array(ParagraphSchema),
});
export type SpecialPageDocument = z.infer<typeof SpecialPageDocumentSchema>;

/** GET /v1/cms/other_content?other_id */
export const OtherContentQuerySchema = z.object({
  other_id: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const OtherContentDocumentSchema = z.object({
  jsonapi: JsonApi,
  data: z.array(OtherContentResourceSchema),
  included: z.array(ParagraphSchema),
});
export type OtherContentDocument = z.infer<typeof OtherContentDocumentSchema>;

/** GET /v1/cms/header_footer?bsCode (the SPA sends CR, spec §7). */
export const HeaderFooterQuerySchema = z.object({ bsCode: z.string().regex(/^[A-Z]{2}$/) });
export const HeaderFooterDocumentSchema = z.object({ jsonapi: JsonApi, data: HeaderFooterResourceSchema.nullable() });
export type HeaderFooterDocument = z.infer<typeof HeaderFooterDocumentSchema>;

/**
 * Errors of /v1/cms as JSON:API error documents: 404 `not_found` (unknown or hidden news id), 403
 * `preview_forbidden` (preview parameters without a staff preview session), 502 `cms_unavailable`
 * (コンテンツの読み込みに失敗しました: the CMS failed and no stored copy was left).
 */
export const CmsErrorDocumentSchema = z.object({
  errors: z
    .array(z.object({ status: z.string(), code: z.string(), title: z.string(), detail: z.string().optional() }))
    .min(1),
});
export type CmsErrorDocument = z.infer<typeof CmsErrorDocumentSchema>;
export const CMS_ERROR_CODES = ['not_found', 'preview_forbidden', 'cms_unavailable'] as const;

// ---------- Preview ----------

/**
 * Preview parameters every CMS call carries in preview mode (spec §3, §7). The BFF honours them only
 * when the request also carries a valid staff preview cookie (issued from a signed CMS preview token).
 */
export const PreviewQuerySchema = z.object({
  previewMode: z.enum(['1']).optional(),
  subscriptionId: z.string().max(64).optional(),
  courseParentId: z.string().max(64).optional(),
  courseId: z.string().max(64).optional(),
  /** YYYY-MM-DD, Japan time. */
  previewDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type PreviewQuery = z.infer<typeof PreviewQuerySchema>;
export const PREVIEW_COOKIE = 'portal_preview';

/** GET /v1/cms/preview?token&path: the CMS's signed preview token and the portal path to show. */
export const PreviewStartQuerySchema = z.object({ token: z.string().max(4096), path: z.string().max(2048).optional() });

/** GET /v1/cms/preview/status and POST /v1/cms/preview/end: whether this browser holds a staff preview session. */
export const PreviewStatusResponseSchema = z.object({
  data: z.object({ active: z.boolean(), expiresAt: z.iso.datetime().nullable() }),
});
export type PreviewStatusResponse = z.infer<typeof PreviewStatusResponseSchema>;
/** Lifetime of a staff preview session in the portal. */
export const PREVIEW_SESSION_SECONDS = 60 * 60;
