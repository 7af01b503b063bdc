import type { ParagraphOf } from '../../types.ts';

const headingClass = {
  h2: 'text-2xl font-bold',
  h3: 'text-xl font-bold',
  h4: 'text-lg font-bold',
  h5: 'text-base font-bold',
} as const;

/** Heading paragraph: h2 to h5 as the editor chose. */
export function HeadingParagraph({ paragraph }: { paragraph: ParagraphOf<'paragraph--heading'> }) {
  const { text, heading_type: Tag } = paragraph.attributes;
  return <Tag className={`leading-snug text-neutral-900 ${headingClass[Tag]}`}>{text}</Tag>;
}
