import { createContext } from 'react';

/**
 * How a carousel arrived (carousel-when-needed.tsx): whether the member's pointer is over its first view as the
 * carousel takes its place. The browser fires no mouseenter for an element that appears under a still pointer, so
 * the carousel asks here whether to start paused.
 */
export const CarouselArrival = createContext<{ pointerInside: () => boolean }>({ pointerInside: () => false });
