import { describe, expect, it } from 'vitest';
import type { Paragraph } from '@portal/contracts/cms';
import { paragraph } from '../testing/cms-fixtures.ts';
import { headingLevels } from './heading-levels.ts';

const heading = (id: string, level: 'h2' | 'h3' | 'h4' | 'h5') => paragraph.heading(id, id, level);
const levelsOf = (paragraphs: Paragraph[], included: Paragraph[] = paragraphs) => [
  ...headingLevels(paragraphs, included, 4).values(),
];

describe('heading levels of CMS paragraphs (an outline under the page h1 that skips no level)', () => {
  it.each([
    ['h2 h3 h4 stay as they are', ['h2', 'h3', 'h4'], ['h2', 'h3', 'h4']],
    ['h4 first is an h2', ['h4'], ['h2']],
    ['h2 then h5 is an h3', ['h2', 'h5'], ['h2', 'h3']],
    ['h3 then h5 then h5 are h2, h3, h3', ['h3', 'h5', 'h5'], ['h2', 'h3', 'h3']],
    ['going back up is kept', ['h2', 'h3', 'h4', 'h2', 'h3'], ['h2', 'h3', 'h4', 'h2', 'h3']],
  ] as const)('%s', (_, asked, expected) => {
    expect(levelsOf(asked.map((level, index) => heading(`${index}`, level)))).toEqual(expected);
  });

  it('imagetext titles (h3) count, paragraphs without a heading do not', () => {
    const list = paragraph.list('list', 'bullet_list', ['項目']);
    const text = paragraph.imagetext('text', 'vertical', 'image_left_text_right');
    expect(levelsOf([list, text, heading('after', 'h4')])).toEqual(['h2', 'h3']);
  });

  it('a hierarchical block: its children follow its title, the next heading follows the title again', () => {
    const inner = heading('inner', 'h5');
    const block = paragraph.hierarchical('block', '大人の学び直し', false, [inner]);
    const levels = headingLevels([heading('top', 'h2'), block, heading('next', 'h5')], [block, inner], 4);
    expect(Object.fromEntries(levels)).toEqual({
      'paragraph--heading:top': 'h2',
      'paragraph--hierarchical_block:block': 'h3',
      'paragraph--heading:inner': 'h4',
      'paragraph--heading:next': 'h4',
    });
  });
});
