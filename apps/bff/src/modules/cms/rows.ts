import { z } from 'zod';
import { sanitizeCmsHtml } from './sanitize.ts';

/**
 * Row shapes: Payload documents as the REST API returns them at depth 2 (docs/cms-content-model.md).
 * Lenient on purpose — optional fields may be absent or null, relationships may come unpopulated (an id) —
 * so that one odd document is dropped (see parseRows) instead of taking a whole collection down.
 */

/** Editor HTML, sanitised on the way in (ADR 0009). */
const Html = z.string().catch('').transform(sanitizeCmsHtml);
const Id = z.union([z.string(), z.number()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

export const MediaRowSchema = z.object({
  id: Id,
  url: z.string().nullish(),
  alt: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});
export type MediaRow = z.infer<typeof MediaRowSchema>;

/** An upload field: the media document at depth ≥ 1; an id or nothing otherwise (then no image). */
const Upload = z
  .union([MediaRowSchema, z.string(), z.number()])
  .nullish()
  .transform((v) => (typeof v === 'object' && v !== null ? v : null));

export const CourseRowSchema = z.object({
  id: Id,
  controllerId: z.string(),
  parentId: text,
  name: text,
});
export type CourseRow = z.infer<typeof CourseRowSchema>;

/** A relationship to courses: populated documents kept, bare ids dropped (depth 2 always populates them). */
const CourseRefs = z
  .array(z.union([CourseRowSchema, z.string(), z.number()]))
  .nullish()
  .transform((list) => (list ?? []).filter((c): c is CourseRow => typeof c === 'object'));

const Margin = z.enum(['none', 'small', 'medium', 'large']).nullish().catch(null);

// ---------- Blocks ----------

const BlockBase = { id: z.string().nullish(), blockName: text, margin: Margin };

const ImageItemRow = z.object({
  image: Upload,
  alt: text,
  link: text,
  thumbnailText: text,
});

const LeafBlockRowSchema = z.discriminatedUnion('blockType', [
  z.object({
    ...BlockBase,
    blockType: z.literal('image'),
    display: z.enum(['grid', 'carousel']).catch('grid'),
    items: z
      .array(ImageItemRow)
      .nullish()
      .transform((v) => v ?? []),
  }),
  z.object({ ...BlockBase, blockType: z.literal('full_html'), html: Html }),
  z.object({
    ...BlockBase,
    blockType: z.literal('heading'),
    text: z.string().catch(''),
    headingType: z.enum(['h2', 'h3', 'h4', 'h5']).catch('h2'),
  }),
  z.object({
    ...BlockBase,
    blockType: z.literal('button'),
    buttonType: z.enum(['link', 'button']).catch('link'),
    linkUri: z.string().catch(''),
    linkTitle: z.string().catch(''),
    alignment: z.enum(['left', 'center', 'right']).catch('center'),
  }),
  z.object({
    ...BlockBase,
    blockType: z.literal('list'),
    listType: z
      .enum(['bullet_list', 'number_list', 'check_list', 'annotation_list', 'no_annotation_list'])
      .catch('bullet_list'),
    items: z
      .array(z.object({ text: z.string().catch('') }))
      .nullish()
      .transform((v) => v ?? []),
  }),
  z.object({
    ...BlockBase,
    blockType: z.literal('imagetext'),
    format: z.enum(['vertical', 'horizontal']).catch('horizontal'),
    imagetextType: z
      .enum(['image_left_text_right', 'text_left_image_right', 'simage_left_text_right', 'text_left_simage_right'])
      .catch('image_left_text_right'),
    title: z.string().catch(''),
    text: Html,
    image: Upload,
    link: text,
  }),
]);
export type LeafBlockRow = z.infer<typeof LeafBlockRowSchema>;

/** Blocks of a list that are of an unknown type (a newer CMS) are skipped, not fatal. */
function lenientBlocks<T extends z.ZodType>(schema: T) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((list) =>
      (list ?? []).flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );
}

const HierarchicalBlockRowSchema = z.object({
  ...BlockBase,
  blockType: z.literal('hierarchical_block'),
  title: z.string().catch(''),
  open: z.boolean().nullish().catch(false),
  paragraphs: lenientBlocks(LeafBlockRowSchema),
});
export type HierarchicalBlockRow = z.infer<typeof HierarchicalBlockRowSchema>;

export const BlockRowSchema = z.union([LeafBlockRowSchema, HierarchicalBlockRowSchema]);
export type BlockRow = LeafBlockRow | HierarchicalBlockRow;
const Blocks = lenientBlocks(BlockRowSchema);

// ---------- Documents ----------

const Targeting = {
  _status: z.enum(['draft', 'published']).nullish(),
  startDate: text,
  endDate: text,
  bscodes: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  courses: CourseRefs,
  excludedCourses: CourseRefs,
};
export type TargetingRow = {
  _status?: 'draft' | 'published' | null | undefined;
  startDate: string | null;
  endDate: string | null;
  bscodes: string[];
  courses: CourseRow[];
  excludedCourses: CourseRow[];
};

const Code = text;
const Timestamps = { updatedAt: z.string().catch(''), createdAt: z.string().nullish() };
const SortOrder = z
  .number()
  .nullish()
  .transform((v) => Math.trunc(v ?? 0));

export const NewsTypeRowSchema = z.object({
  id: Id,
  name: z.string().catch(''),
  tagCode: z.string(),
  weight: SortOrder,
  icon: Upload,
});
export type NewsTypeRow = z.infer<typeof NewsTypeRowSchema>;

export const NewsRowSchema = z.object({
  id: Id,
  ...Timestamps,
  ...Targeting,
  title: z.string(),
  displayTitle: text,
  pubDate: z.string(),
  importantNews: z.boolean().nullish().transform(Boolean),
  sortOrder: SortOrder,
  link: text,
  relatedLink: z.object({ uri: text, title: text }).nullish(),
  releaseCompany: text,
  alias: text,
  newsType: z
    .union([NewsTypeRowSchema, z.string(), z.number()])
    .nullish()
    .transform((v) => (typeof v === 'object' && v !== null ? v : null)),
  paragraphs: Blocks,
});
export type NewsRow = z.infer<typeof NewsRowSchema>;

export const BlockContentRowSchema = z.object({
  id: Id,
  ...Timestamps,
  ...Targeting,
  title: z.string().catch(''),
  locationCode: z.string(),
  sortOrder: SortOrder,
  cssCode: Code,
  jsCode: Code,
  paragraphs: Blocks,
});
export type BlockContentRow = z.infer<typeof BlockContentRowSchema>;

export const SpecialPageRowSchema = z.object({
  id: Id,
  ...Timestamps,
  ...Targeting,
  title: z.string().catch(''),
  displayTitle: text,
  alias: z.string(),
  banner: Upload,
  publishLocation: z
    .array(z.enum(['Home', 'Listing']))
    .nullish()
    .catch([])
    .transform((v) => v ?? []),
  specialCategories: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  sortOrder: SortOrder,
  cssCode: Code,
  jsCode: Code,
  paragraphs: Blocks,
});
export type SpecialPageRow = z.infer<typeof SpecialPageRowSchema>;

export const OtherPageRowSchema = z.object({
  id: Id,
  ...Timestamps,
  ...Targeting,
  title: z.string().catch(''),
  otherId: z.string(),
  cssCode: Code,
  jsCode: Code,
  paragraphs: Blocks,
});
export type OtherPageRow = z.infer<typeof OtherPageRowSchema>;

export const HeaderFooterRowSchema = z.object({
  id: Id,
  ...Timestamps,
  _status: z.enum(['draft', 'published']).nullish(),
  bscode: z.string(),
  fieldHeader: Html.nullish(),
  fieldFooter: Html.nullish(),
});
export type HeaderFooterRow = z.infer<typeof HeaderFooterRowSchema>;

/** Parses a collection's documents; the ones that do not fit are reported and left out. */
export function parseRows<T extends z.ZodType>(
  schema: T,
  docs: readonly unknown[],
  onInvalid?: (doc: unknown, error: z.ZodError) => void,
): z.output<T>[] {
  const out: z.output<T>[] = [];
  for (const doc of docs) {
    const parsed = schema.safeParse(doc);
    if (parsed.success) out.push(parsed.data as z.output<T>);
    else onInvalid?.(doc, parsed.error);
  }
  return out;
}
