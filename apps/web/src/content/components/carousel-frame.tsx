import { Children, type ReactNode } from 'react';

/** Where a carousel's slides sit: the width of one slide per breakpoint and its spacing, and the track's margin. */
export interface CarouselLayout {
  /** Tailwind classes of one slide: its width per breakpoint and its spacing. */
  slideClass: string;
  /** Tailwind classes of the track (negative margin matching the slides' spacing). */
  trackClass: string;
}

/**
 * A carousel's first view while its code (Embla) loads: the same slides at the same sizes, the rest clipped as
 * they will be, and room for the row of buttons under it. The carousel then takes its place without moving
 * anything on the page. Kept free of Embla, so that it costs the first load nothing.
 */
export function CarouselFrame({ layout, children }: { layout: CarouselLayout; children: ReactNode }) {
  return (
    <div data-layout="carousel-frame">
      <div className="overflow-hidden">
        <div className={`flex ${layout.trackClass}`}>
          {Children.toArray(children).map((slide, index) => (
            <div key={index} className={`min-w-0 shrink-0 grow-0 ${layout.slideClass}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* The previous, pause and next buttons: 40 px under a 12 px gap (carousel.tsx). */}
      <div aria-hidden="true" className="mt-3 h-10" data-testid="carousel-controls-placeholder" />
    </div>
  );
}
