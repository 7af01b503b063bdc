import { buttonStyles } from '../../../components/ui/button-styles.ts';
import type { ParagraphOf } from '../../types.ts';
import { ChevronRight } from '../carousel-icons.tsx';
import { CmsLink } from '../cms-link.tsx';

const justify = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const;

/**
 * Button paragraph: type "button" looks like a button, type "link" like a text link; both navigate to the
 * link, so both are links to assistive technology. Alignment left, center or right.
 */
export function ButtonParagraph({ paragraph }: { paragraph: ParagraphOf<'paragraph--button'> }) {
  const { button_type, link, alignment } = paragraph.attributes;
  return (
    <div className={`flex ${justify[alignment]}`} data-alignment={alignment}>
      <CmsLink
        href={link.uri}
        className={
          button_type === 'button'
            ? `${buttonStyles.primary} min-w-60`
            : 'inline-flex min-h-10 items-center gap-1 font-medium text-brand-700 underline underline-offset-2'
        }
      >
        {link.title}
        {button_type === 'link' && <ChevronRight className="size-4" />}
      </CmsLink>
    </div>
  );
}
