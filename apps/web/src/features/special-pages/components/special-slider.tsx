import type { SpecialPageResource } from '@portal/contracts/cms';
import { Carousel, type CarouselSettings } from '../../../content/components/carousel.tsx';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { SPECIAL_SLIDER_AUTOPLAY_MS, specialSliderLayout } from './special-carousel.tsx';
import { SpecialPageCard } from './special-page-card.tsx';

/** Card carousel (search.md §9): autoplay 5000 ms, 1.3 slides with 24 px spacing, 3 from 1024 px, looping. */
export const specialSliderSettings: CarouselSettings = {
  options: { loop: true, align: 'start' },
  autoplayMs: SPECIAL_SLIDER_AUTOPLAY_MS,
  ...specialSliderLayout,
};

export function SpecialSlider({ pages }: { pages: SpecialPageResource[] }) {
  const { t } = useCmsTranslation();
  return (
    <Carousel
      settings={specialSliderSettings}
      labels={{
        region: t('special.slider'),
        slide: (index, count) => t('carousel.slide', { index, count }),
        previous: t('special.previous'),
        next: t('special.next'),
        pause: t('special.pause'),
        play: t('special.play'),
      }}
    >
      {pages.map((page) => (
        <SpecialPageCard key={page.id} page={page} />
      ))}
    </Carousel>
  );
}
