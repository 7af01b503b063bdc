import type { ParagraphOf } from '../../types.ts';
import { CheckIcon } from '../carousel-icons.tsx';

/**
 * List paragraph: bullet, number, check, annotation (each item marked ※) and no_annotation (the annotation
 * layout without the mark). Items are plain text.
 */
export function ListParagraph({ paragraph }: { paragraph: ParagraphOf<'paragraph--list'> }) {
  const { list_type, items } = paragraph.attributes;
  switch (list_type) {
    case 'number_list':
      return (
        <ol className="list-decimal space-y-1 pl-6" data-list-type={list_type}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      );
    case 'check_list':
      return (
        <ul className="space-y-1" data-list-type={list_type}>
          {items.map((item, index) => (
            <li key={index} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case 'annotation_list':
    case 'no_annotation_list':
      return (
        <ul className="space-y-1 text-sm text-neutral-800" data-list-type={list_type}>
          {items.map((item, index) => (
            <li key={index} className="flex gap-1">
              {list_type === 'annotation_list' ? (
                <span aria-hidden="true" className="shrink-0">
                  ※
                </span>
              ) : (
                <span aria-hidden="true" className="w-[1em] shrink-0" />
              )}
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case 'bullet_list':
    default:
      return (
        <ul className="list-disc space-y-1 pl-6" data-list-type={list_type}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
  }
}
