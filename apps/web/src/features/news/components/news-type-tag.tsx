import type { NewsTypeResource } from '@portal/contracts/cms';

const tagColour: Record<string, string> = {
  important_message: 'border-red-700 text-red-800 bg-red-50',
  maintenance: 'border-amber-700 text-amber-900 bg-amber-50',
  service: 'border-brand-700 text-brand-800 bg-brand-50',
  campaign: 'border-emerald-700 text-emerald-900 bg-emerald-50',
};

/** The news type's tag (its name, coloured by its tag code). */
export function NewsTypeTag({ type }: { type: NewsTypeResource | undefined }) {
  if (!type) return null;
  const colour = tagColour[type.attributes.field_tag_code] ?? 'border-neutral-500 text-neutral-800 bg-neutral-50';
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded border px-2 py-0.5 text-xs font-bold ${colour}`}
      data-tag-code={type.attributes.field_tag_code}
    >
      {type.attributes.name}
    </span>
  );
}

/** The news type of a news item, from the document's `included`. */
export function newsTypeOf(
  news: { relationships: { news_type: { data: { id: string } | null } } },
  included: readonly { type: string; id: string }[],
): NewsTypeResource | undefined {
  const ref = news.relationships.news_type.data;
  if (!ref) return undefined;
  return included.find((item): item is NewsTypeResource => item.type === 'news_type' && item.id === ref.id);
}
