import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { paragraphsOf, type IncludedResource, type Paragraph } from '@portal/contracts/cms-values';
import { headingLevels, paragraphKey, type HeadingTag } from '../heading-levels.ts';
import { CmsHtml } from './cms-html.tsx';
import { ButtonParagraph } from './paragraphs/button-paragraph.tsx';
import { HeadingParagraph } from './paragraphs/heading-paragraph.tsx';
import { HierarchicalBlockParagraph } from './paragraphs/hierarchical-block-paragraph.tsx';
import { ImageParagraph } from './paragraphs/image-paragraph.tsx';
import { ImagetextParagraph } from './paragraphs/imagetext-paragraph.tsx';
import { ListParagraph } from './paragraphs/list-paragraph.tsx';

/** Spacing under a paragraph (the editor's margin field). */
export const marginClass = { none: 'mb-0', small: 'mb-4', medium: 'mb-8', large: 'mb-12' } as const;

/** Nested hierarchical blocks resolve their children from the same `included` list; depth is capped against cycles. */
const MAX_DEPTH = 4;
const IncludedContext = createContext<{
  included: readonly IncludedResource[];
  depth: number;
  /** The outline level of each heading (heading-levels.ts). */
  levels: ReadonlyMap<string, HeadingTag>;
}>({
  included: [],
  depth: 0,
  levels: new Map(),
});

function ParagraphView({ paragraph }: { paragraph: Paragraph }): ReactNode {
  const context = useContext(IncludedContext);
  const { included, depth } = context;
  const level = context.levels.get(paragraphKey(paragraph)) ?? 'h3';
  switch (paragraph.type) {
    case 'paragraph--image':
      return <ImageParagraph paragraph={paragraph} />;
    case 'paragraph--full_html':
      return <CmsHtml html={paragraph.attributes.html} />;
    case 'paragraph--heading':
      return <HeadingParagraph paragraph={paragraph} level={level} />;
    case 'paragraph--hierarchical_block':
      return (
        <HierarchicalBlockParagraph paragraph={paragraph} level={level}>
          {depth < MAX_DEPTH && (
            <IncludedContext value={{ ...context, depth: depth + 1 }}>
              <ParagraphList paragraphs={paragraphsOf(paragraph, included)} />
            </IncludedContext>
          )}
        </HierarchicalBlockParagraph>
      );
    case 'paragraph--button':
      return <ButtonParagraph paragraph={paragraph} />;
    case 'paragraph--list':
      return <ListParagraph paragraph={paragraph} />;
    case 'paragraph--imagetext':
      return <ImagetextParagraph paragraph={paragraph} titleLevel={level} />;
    default:
      return null;
  }
}

function ParagraphList({ paragraphs }: { paragraphs: readonly Paragraph[] }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <div
          key={`${paragraph.type}:${paragraph.id}`}
          className={`${marginClass[paragraph.attributes.margin]} last:mb-0`}
          data-paragraph={paragraph.type.replace('paragraph--', '')}
          data-margin={paragraph.attributes.margin}
        >
          <ParagraphView paragraph={paragraph} />
        </div>
      ))}
    </>
  );
}

/**
 * Renders a resource's paragraphs (spec portal.md §2 "Block content types"): one component per type;
 * `included` resolves the children of hierarchical blocks. Their headings form an outline under the page's h1.
 */
export function Paragraphs({
  paragraphs,
  included,
}: {
  paragraphs: readonly Paragraph[];
  included: readonly IncludedResource[];
}) {
  const levels = useMemo(() => headingLevels(paragraphs, included, MAX_DEPTH), [paragraphs, included]);
  return (
    <IncludedContext value={{ included, depth: 0, levels }}>
      <ParagraphList paragraphs={paragraphs} />
    </IncludedContext>
  );
}
