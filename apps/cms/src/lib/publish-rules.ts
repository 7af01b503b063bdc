import type { BlocksFieldValidation, CollectionSlug, PayloadRequest, TextFieldSingleValidation, Where } from 'payload';
import { blocks, text } from 'payload/shared';

/**
 * What the portal refuses, checked in the CMS so that an editor cannot publish it (docs/cms-content-model.md,
 * 「Publishing rules」):
 * - a special or other page is shown only with exactly one document and at least one full-HTML paragraph among
 *   its own paragraphs (spec portal.md §5; `acceptCmsPage` in packages/contracts/src/cms-values.ts), else
 *   ご選択いただいたページは現在存在しないか、ご利用いただけません。;
 * - the portal asks for a page by `sp_id` / `other_id`, `^[A-Za-z0-9_-]+$` of at most 128 characters
 *   (packages/contracts/src/cms.ts).
 *
 * Payload runs field validation only when a document is published (or saved without drafts): saving a draft skips
 * it (`versions.drafts.validate` is off), so drafts may be incomplete. The full-HTML rule also passes a document
 * that stays a draft.
 */

/** The portal's `sp_id` and `other_id` (packages/contracts/src/cms.ts: this pattern, at most 128 characters). */
export const PAGE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const PAGE_ID_MAX_LENGTH = 128;

export const FULL_HTML_REQUIRED = '全文HTMLの段落を1つ以上追加してください。';
export const ALIAS_TAKEN = 'このエイリアスは既に使われています。';
export const OTHER_ID_TAKEN = 'このページIDは既に使われています。';
export const PAGE_ID_CHARACTERS = '半角英数字・ハイフン・アンダースコアのみ使用できます。';
export const PAGE_ID_LENGTH = `${PAGE_ID_MAX_LENGTH}文字以内で入力してください。`;

const isPublishing = (data: unknown): boolean => (data as { _status?: unknown } | null)?._status === 'published';

/** Saving a locale other than the default one: its empty paragraphs fall back to Japanese when the portal reads. */
function fallsBackToDefaultLocale(req: PayloadRequest): boolean {
  const localization = req.payload.config.localization;
  return Boolean(localization && req.locale && req.locale !== localization.defaultLocale);
}

/** A page's paragraphs: published only with a full-HTML paragraph of its own (not one inside a hierarchical block). */
export const fullHtmlParagraphWhenPublished: BlocksFieldValidation = async (value, options) => {
  const builtIn = await blocks(value, options);
  if (builtIn !== true || !isPublishing(options.data)) return builtIn;
  const list = Array.isArray(value) ? (value as Array<{ blockType?: unknown } | null>) : [];
  if (list.length === 0 && fallsBackToDefaultLocale(options.req)) return true;
  return list.some((block) => block?.blockType === 'full_html') ? true : FULL_HTML_REQUIRED;
};

/**
 * A page id (special page alias, other page id): the characters and length the portal's URL accepts, and no
 * other document of the collection with the same value (the database refuses it too, but with Payload's generic
 * ユニークな値である必要があります。). The lookup runs when the document is saved, not on every keystroke.
 */
export function pageIdValidation(collection: CollectionSlug, field: string, taken: string): TextFieldSingleValidation {
  return async (value, options) => {
    const builtIn = text(value, options);
    if (builtIn !== true) return builtIn;
    if (typeof value !== 'string' || !PAGE_ID_PATTERN.test(value)) return PAGE_ID_CHARACTERS;
    if (value.length > PAGE_ID_MAX_LENGTH) return PAGE_ID_LENGTH;
    if (options.event === 'onChange') return true;
    const where: Where = { [field]: { equals: value } };
    const others: Where = options.id === undefined ? where : { and: [where, { id: { not_equals: options.id } }] };
    const { totalDocs } = await options.req.payload.count({
      collection,
      where: others,
      overrideAccess: true,
      req: options.req,
    });
    return totalDocs === 0 ? true : taken;
  };
}
