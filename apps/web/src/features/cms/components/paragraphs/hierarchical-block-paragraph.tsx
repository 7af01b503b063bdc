import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { ParagraphOf } from '../../types.ts';
import { ChevronDown } from '../carousel-icons.tsx';

/**
 * Hierarchical block: a titled disclosure (FAQ entries, guide chapters), open at first when the editor ticked
 * "open". React Aria's Disclosure gives the button aria-expanded/aria-controls and Enter/Space handling.
 */
export function HierarchicalBlockParagraph({
  paragraph,
  children,
}: {
  paragraph: ParagraphOf<'paragraph--hierarchical_block'>;
  children: ReactNode;
}) {
  const { title, open } = paragraph.attributes;
  return (
    <Disclosure defaultExpanded={open} className="group rounded-lg border border-neutral-200 bg-white">
      <Heading level={3} className="m-0">
        <Button
          slot="trigger"
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left font-bold outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <span>{title}</span>
          <ChevronDown className="size-5 shrink-0 transition-transform group-data-[expanded]:rotate-180 motion-reduce:transition-none" />
        </Button>
      </Heading>
      <DisclosurePanel className="px-4 pb-4">{children}</DisclosurePanel>
    </Disclosure>
  );
}
