import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { paragraphsOf, type IncludedResource, type Paragraph } from '@portal/contracts/cms-values';
import { headingLevels, paragraphKey, type HeadingTag } from '../heading-levels.ts';
import { CmsHtml } from './cms-html.tsx';
import { LeadImages } from './lead-images.ts';
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

/** How far down a lead list its lead images may be: a heading and a text usually come before the first picture. */
const LEAD_PARAGRAPHS = 3;

function mayHoldImages(paragraph: Paragraph): boolean {
  return (
    paragraph.type === 'paragraph--image' ||
    paragraph.type === 'paragraph--hierarchical_block' ||
    (paragraph.type === 'paragraph--imagetext' && paragraph.attributes.image != null)
  );
}

/** In a lead list, the first of its opening paragraphs that may hold images holds the lead images. */
function leadParagraphIndex(paragraphs: readonly Paragraph[]): number {
  return paragraphs.slice(0, LEAD_PARAGRAPHS).findIndex(mayHoldImages);
}

function ParagraphList({ paragraphs }: { paragraphs: readonly Paragraph[] }) {
  const leadIndex = use(LeadImages) ? leadParagraphIndex(paragraphs) : -1;
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <div
          key={`${paragraph.type}:${paragraph.id}`}
          className={`${marginClass[paragraph.attributes.margin]} last:mb-0`}
          data-paragraph={paragraph.type.replace('paragraph--', '')}
          data-margin={paragraph.attributes.margin}
        >
          <LeadImages value={index === leadIndex}>
            <ParagraphView paragraph={paragraph} />
          </LeadImages>
        </div>
      ))}
    </>
  );
}

/**
 * Renders a resource's paragraphs (spec portal.md §2 "Block content types"): one component per type;
 * `included` resolves the children of hierarchical blocks. Their headings form an outline under the page's h1.
 * `lead`: the paragraphs open the page, so the first of the first three that may show pictures holds its lead images
 * (lead-images.ts).
 */
export function Paragraphs({
  paragraphs,
  included,
  lead = false,
}: {
  paragraphs: readonly Paragraph[];
  included: readonly IncludedResource[];
  lead?: boolean;
}) {
  const levels = useMemo(() => headingLevels(paragraphs, included, MAX_DEPTH), [paragraphs, included]);
  return (
    <IncludedContext value={{ included, depth: 0, levels }}>
      <LeadImages value={lead}>
        <ParagraphList paragraphs={paragraphs} />
      </LeadImages>
    </IncludedContext>
  );
}
