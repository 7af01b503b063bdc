import { IMAGE_CAROUSEL, imageGridColumns } from '@portal/contracts/cms-values';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import type { ImageItemData, ParagraphOf } from '../../types.ts';
import type { CarouselLayout } from '../carousel-frame.tsx';
import { CarouselWhenNeeded } from '../carousel-when-needed.tsx';
import { LeadImages } from '../lead-images.ts';
import { ImageItem } from './image-item.tsx';

const ImageCarousel = lazyWidget(() => import('./image-carousel.tsx').then((m) => m.ImageCarousel));

const gridClass = { 3: 'grid-cols-3', 4: 'grid-cols-4' } as const;

/** The image carousel's slides (image-carousel.tsx); the frame shown while it loads uses the same. */
export const imageCarouselLayout: CarouselLayout = {
  slideClass: 'basis-full lg:basis-1/3 lg:pl-6',
  trackClass: 'lg:-ml-6',
};

/**
 * Spec: "Image grid uses 3 columns for up to 3 images, otherwise 4". Its pictures are thumbnails, a third or a quarter
 * of a phone's width: never a page's largest paint, they are no lead images (lead-images.ts) even at the top of a
 * page, and load as they near the viewport, after what the first view needs (a lead grid's five pictures at high
 * priority held the largest paint of /leisure, its text, 0.5 s longer on a simulated phone).
 */
export function ImageGrid({ items }: { items: ImageItemData[] }) {
  const columns = imageGridColumns(items.length);
  return (
    <ul className={`grid gap-2 sm:gap-4 ${gridClass[columns]}`} data-columns={columns}>
      {items.map((item, index) => (
        <li key={index}>
          <LeadImages value={false}>
            <ImageItem item={item} />
          </LeadImages>
        </li>
      ))}
    </ul>
  );
}

/**
 * Image paragraph: a grid, or an autoplaying carousel (Embla, loaded when first needed). Until then its first view
 * holds the place; if the chunk fails, every image stays visible as a grid.
 */
export function ImageParagraph({ paragraph }: { paragraph: ParagraphOf<'paragraph--image'> }) {
  const { display, items } = paragraph.attributes;
  if (items.length === 0) return null;
  if (display === 'grid') return <ImageGrid items={items} />;
  return (
    <WidgetBoundary fallback={<ImageGrid items={items} />}>
      <CarouselWhenNeeded
        layout={imageCarouselLayout}
        firstMoveAfterMs={IMAGE_CAROUSEL.autoplayMs}
        slides={items.map((item, index) =>
          // Of a lead carousel, only the slide on screen is a lead image.
          index === 0 ? (
            <ImageItem key={index} item={item} />
          ) : (
            <LeadImages key={index} value={false}>
              <ImageItem item={item} />
            </LeadImages>
          ),
        )}
      >
        <ImageCarousel items={items} />
      </CarouselWhenNeeded>
    </WidgetBoundary>
  );
}
