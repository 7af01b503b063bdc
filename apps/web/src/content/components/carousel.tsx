import { Children, useCallback, useContext, useEffect, useState, type HTMLAttributes, type ReactNode, useSyncExternalStore } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { CarouselArrival } from './carousel-arrival.ts';
import type { CarouselLayout } from './carousel-frame.tsx';
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from './carousel-icons.tsx';

/**
 * An accessible, autoplaying Embla carousel (ARCHITECTURE.md §6: carousels with Embla), used by the image
 * paragraph and the top page's special page slider. It pauses while the pointer is over it or focus is in it,
 * has previous/next/pause buttons, and does not autoplay when the visitor prefers reduced motion.
 * Loaded lazily: Embla never weighs on the first load.
 */
export interface CarouselSettings extends CarouselLayout {
  options: EmblaOptionsType;
  autoplayMs: number;
}

export interface CarouselLabels {
  region: string;
  slide: (index: number, count: number) => string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * Keeps an Embla carousel's autoplay stopped while `paused` (the member paused it, hovers or focuses it, or prefers
 * reduced motion) and playing otherwise, also after a drag, which makes Embla restart it.
 */
export function useAutoplayPaused(api: EmblaCarouselType | undefined, paused: boolean): void {
  const apply = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    // With one scroll snap (every card in view) Embla's autoplay never set itself up, and play() would throw.
    else if (api.scrollSnapList().length > 1) autoplay.play();
  }, [api, paused]);

  useEffect(() => {
    apply();
    api?.on('pointerUp', apply);
    return () => {
      api?.off('pointerUp', apply);
    };
  }, [api, apply]);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** What an autoplaying carousel's frame needs: Embla's viewport and API, whether it is paused, and why. */
export interface AutoplayCarousel {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  api: EmblaCarouselType | undefined;
  /** Stopped: the member's choice, the pointer over it or focus in it. */
  paused: boolean;
  /** The member's own pause (or reduced motion before they chose): what the pause/play button shows. */
  userPaused: boolean;
  togglePause: () => void;
  /** Hover and focus pause it; spread on the carousel's region. */
  pauseHandlers: Pick<HTMLAttributes<HTMLElement>, 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur'>;
}

/**
 * An Embla carousel with autoplay that pauses while the pointer is over it or focus is in it, with a pause button the
 * member's choice of which is never undone, and that starts paused when the member prefers reduced motion. The image
 * paragraph, the special-page slider and the viewed stays share it.
 */
export function useAutoplayCarousel(
  options: EmblaOptionsType,
  autoplayMs: number,
  startsHovered: () => boolean = () => false,
): AutoplayCarousel {
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: autoplayMs,
      playOnInit: false,
      // Hover, focus and the pause button are handled here, so that a member's pause is never undone.
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [viewportRef, api] = useEmblaCarousel(options, [autoplay]);
  // null until the member presses pause or play; reduced motion starts paused.
  const [userChoice, setUserChoice] = useState<'paused' | 'playing' | null>(null);
  const userPaused = userChoice === null ? reducedMotion : userChoice === 'paused';
  const [hovered, setHovered] = useState(startsHovered);
  const [focused, setFocused] = useState(false);
  const paused = userPaused || hovered || focused;

  useAutoplayPaused(api, paused);

  return {
    viewportRef,
    api,
    paused,
    userPaused,
    togglePause: () => setUserChoice(userPaused ? 'playing' : 'paused'),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

const control =
  'inline-flex size-10 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-900 shadow-sm hover:bg-neutral-100';

export function Carousel({
  settings,
  labels,
  children,
}: {
  settings: CarouselSettings;
  labels: CarouselLabels;
  children: ReactNode;
}) {
  const arrival = useContext(CarouselArrival);
  // Arriving under the member's still pointer (they reached for its first view), it starts paused.
  const { viewportRef, api, paused, userPaused, togglePause, pauseHandlers } = useAutoplayCarousel(
    settings.options,
    settings.autoplayMs,
    arrival.pointerInside,
  );
  const slides = Children.toArray(children);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative"
      data-autoplay-ms={settings.autoplayMs}
      data-paused={paused}
      {...pauseHandlers}
    >
      <div className="overflow-hidden" ref={viewportRef}>
        <div className={`flex touch-pan-y ${settings.trackClass}`}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, slides.length)}
              className={`min-w-0 shrink-0 grow-0 ${settings.slideClass}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-end gap-2">
        <button type="button" className={control} onClick={() => api?.scrollPrev()} aria-label={labels.previous}>
          <ChevronLeft />
        </button>
        <button
          type="button"
          className={control}
          onClick={togglePause}
          aria-label={userPaused ? labels.play : labels.pause}
        >
          {userPaused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button type="button" className={control} onClick={() => api?.scrollNext()} aria-label={labels.next}>
          <ChevronRight />
        </button>
      </div>
    </section>
  );
}
