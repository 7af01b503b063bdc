import { use } from 'react';
import { IMAGE_CAROUSEL } from '@portal/contracts/cms-values';
import type { ImageItemData } from '../../types.ts';
import { useCmsTranslation } from '../../i18n.ts';
import { Carousel, type CarouselSettings } from '../carousel.tsx';
import { LeadImages } from '../lead-images.ts';
import { ImageItem } from './image-item.tsx';
import { imageCarouselLayout } from './image-paragraph.tsx';

/**
 * Spec: "Image carousel autoplays every 6000 ms, 1 slide on small screens, 3 slides with 24 px spacing from
 * 1024 px, looping" (IMAGE_CAROUSEL). Tailwind's lg breakpoint is 1024 px; pl-6 is 24 px.
 */
export const imageCarouselSettings: CarouselSettings = {
  options: { loop: true, align: 'start', slidesToScroll: 1 },
  autoplayMs: IMAGE_CAROUSEL.autoplayMs,
  ...imageCarouselLayout,
};

export function ImageCarousel({ items }: { items: ImageItemData[] }) {
  const { t } = useCmsTranslation();
  const lead = use(LeadImages);
  return (
    <Carousel
      settings={imageCarouselSettings}
      labels={{
        region: t('carousel.label'),
        slide: (index, count) => t('carousel.slide', { index, count }),
        previous: t('carousel.previous'),
        next: t('carousel.next'),
        pause: t('carousel.pause'),
        play: t('carousel.play'),
      }}
    >
      {items.map((item, index) => (
        // Of a lead carousel, only the first slide is a lead image (image-paragraph.tsx).
        <LeadImages key={index} value={index === 0 && lead}>
          <ImageItem item={item} />
        </LeadImages>
      ))}
    </Carousel>
  );
}
