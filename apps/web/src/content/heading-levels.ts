import { paragraphsOf, type IncludedResource, type Paragraph } from '@portal/contracts/cms-values';

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5';

/** The key of a paragraph in the levels map (a paragraph id is unique within its type). */
export const paragraphKey = (paragraph: Paragraph): string => `${paragraph.type}:${paragraph.id}`;

/** The level a heading asks for: the editor's heading type; imagetext and hierarchical block titles are h3. */
function askedLevel(paragraph: Paragraph): number | null {
  switch (paragraph.type) {
    case 'paragraph--heading':
      return Number(paragraph.attributes.heading_type.slice(1));
    case 'paragraph--imagetext':
      return paragraph.attributes.title ? 3 : null;
    case 'paragraph--hierarchical_block':
      return 3;
    default:
      return null;
  }
}

/**
 * The heading level of every heading in CMS paragraphs, in reading order, under the page's h1, so that the
 * outline skips no level (WCAG 1.3.1; editors pick h4 or h5 for their size): a heading sits one level below the
 * nearest heading before it that asked for a higher level, or at h2 when there is none. Headings that asked for
 * the same level stay siblings. The look stays the one asked for; only the outline changes.
 *
 * The headings inside a hierarchical block sit under its title; after the block, the outline continues from the
 * title, so that it holds whether the block is open or closed. `maxDepth` matches the nesting that is rendered.
 */
export function headingLevels(
  paragraphs: readonly Paragraph[],
  included: readonly IncludedResource[],
  maxDepth: number,
): Map<string, HeadingTag> {
  const levels = new Map<string, HeadingTag>();
  /** `open`: the headings the next one may sit under, as [asked, level], the nearest last. */
  const walk = (list: readonly Paragraph[], open: [number, number][], depth: number) => {
    for (const paragraph of list) {
      const asked = askedLevel(paragraph);
      if (asked === null) continue;
      while (open.length > 0 && open[open.length - 1]![0] >= asked) open.pop();
      const parent = open[open.length - 1];
      const level = Math.min(parent ? parent[1] + 1 : 2, asked);
      levels.set(paragraphKey(paragraph), `h${level}` as HeadingTag);
      open.push([asked, level]);
      if (paragraph.type === 'paragraph--hierarchical_block' && depth < maxDepth) {
        walk(paragraphsOf(paragraph, included), [...open], depth + 1);
      }
    }
  };
  walk(paragraphs, [], 0);
  return levels;
}
