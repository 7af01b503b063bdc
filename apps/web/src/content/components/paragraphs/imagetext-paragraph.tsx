import type { HeadingTag } from '../../heading-levels.ts';
import type { ParagraphOf } from '../../types.ts';
import { CmsHtml } from '../cms-html.tsx';
import { CmsLink } from '../cms-link.tsx';
import { ImageWithFallback } from '../image-with-fallback.tsx';

type Imagetext = ParagraphOf<'paragraph--imagetext'>;

/** Where the image goes and how big it is, from the imagetext type (simage = small image). */
export function imagetextLayout(type: Imagetext['attributes']['imagetext_type']) {
  return {
    imageFirst: type === 'image_left_text_right' || type === 'simage_left_text_right',
    smallImage: type === 'simage_left_text_right' || type === 'text_left_simage_right',
  };
}

/**
 * Imagetext paragraph: vertical (image above or below the text) or horizontal (image left or right of the
 * text from 640 px; stacked in the same order on small screens, so reading order and visual order agree); the small-image types give the image a quarter
 * of the row instead of half.
 */
export function ImagetextParagraph({ paragraph, titleLevel: Title }: { paragraph: Imagetext; titleLevel: HeadingTag }) {
  const { format, imagetext_type, title, text, image, link } = paragraph.attributes;
  const { imageFirst, smallImage } = imagetextLayout(imagetext_type);
  const horizontal = format === 'horizontal';

  const picture = image && (
    <ImageWithFallback
      src={image.url}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      className="h-auto w-full rounded-md bg-neutral-100 object-cover"
    />
  );
  const imageBox = picture && (
    <div
      data-part="image"
      className={
        horizontal
          ? `shrink-0 ${smallImage ? 'w-1/2 sm:w-1/4' : 'w-full sm:w-1/2'}`
          : smallImage
            ? 'mx-auto w-1/2 sm:w-1/4'
            : 'w-full'
      }
    >
      {link ? (
        <CmsLink href={link} className="block hover:opacity-90">
          {picture}
        </CmsLink>
      ) : (
        picture
      )}
    </div>
  );
  const textBox = (
    <div data-part="text" className="min-w-0 flex-1">
      {title && <Title className="mb-2 text-lg font-bold">{title}</Title>}
      <CmsHtml html={text} />
    </div>
  );

  return (
    <div
      className={`flex gap-4 ${horizontal ? 'flex-col sm:flex-row sm:items-start' : 'flex-col'}`}
      data-format={format}
      data-layout={imagetext_type}
      data-image-first={imageFirst}
      data-small-image={smallImage}
    >
      {imageFirst ? imageBox : textBox}
      {imageFirst ? textBox : imageBox}
    </div>
  );
}
