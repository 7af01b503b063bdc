import { useId, useState, type ReactNode } from 'react';
import type { HeadingTag } from '../../heading-levels.ts';
import type { ParagraphOf } from '../../types.ts';
import { ChevronDown } from '../carousel-icons.tsx';

/**
 * Hierarchical block: a titled disclosure (FAQ entries, guide chapters), open at first when the editor ticked
 * "open". The WAI-ARIA disclosure pattern with a native button (Enter and Space for free): a heading holding a
 * button with aria-expanded/aria-controls, and a panel hidden while closed. Written out rather than taken from
 * React Aria so that CMS pages do not load React Aria's ~13 KB on their first load (ADR 0018).
 */
export function HierarchicalBlockParagraph({
  paragraph,
  level: Heading,
  children,
}: {
  paragraph: ParagraphOf<'paragraph--hierarchical_block'>;
  /** The title's outline level (heading-levels.ts). */
  level: HeadingTag;
  children: ReactNode;
}) {
  const { title, open } = paragraph.attributes;
  const [expanded, setExpanded] = useState(open);
  const triggerId = useId();
  const panelId = useId();
  return (
    <div className="group rounded-lg border border-neutral-200 bg-white" data-expanded={expanded || undefined}>
      <Heading className="m-0">
        <button
          type="button"
          id={triggerId}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left font-bold outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <span>{title}</span>
          <ChevronDown className="size-5 shrink-0 transition-transform group-data-[expanded]:rotate-180 motion-reduce:transition-none" />
        </button>
      </Heading>
      <div id={panelId} role="group" aria-labelledby={triggerId} hidden={!expanded} className="px-4 pb-4">
        {children}
      </div>
    </div>
  );
}
