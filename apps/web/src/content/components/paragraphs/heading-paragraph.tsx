import type { HeadingTag } from '../../heading-levels.ts';
import type { ParagraphOf } from '../../types.ts';

const headingClass = {
  h2: 'text-2xl font-bold',
  h3: 'text-xl font-bold',
  h4: 'text-lg font-bold',
  h5: 'text-base font-bold',
} as const;

/**
 * Heading paragraph: looks like the h2 to h5 the editor chose; its element is the outline level it stands at
 * (`level`, from heading-levels.ts), which skips no level.
 */
export function HeadingParagraph({
  paragraph,
  level: Tag,
}: {
  paragraph: ParagraphOf<'paragraph--heading'>;
  level: HeadingTag;
}) {
  const { text, heading_type } = paragraph.attributes;
  return (
    <Tag className={`leading-snug text-neutral-900 ${headingClass[heading_type]}`} data-heading-type={heading_type}>
      {text}
    </Tag>
  );
}
