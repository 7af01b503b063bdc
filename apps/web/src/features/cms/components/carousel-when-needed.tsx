import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { CarouselFrame, type CarouselLayout } from './carousel-frame.tsx';

/**
 * A carousel whose code (Embla, ~9 KB) loads when it is first needed, not with the page (ADR 0018): when the member
 * reaches for it (pointer over it or down on it, a touch, focus inside), or when its autoplay would first move it.
 * Until then its first view shows the same slides at the same place (`CarouselFrame`), so nothing moves or changes
 * for the member; the carousel (`children`, a lazy component) then takes the frame's place.
 */
export function CarouselWhenNeeded({
  layout,
  firstMoveAfterMs,
  slides,
  children,
}: {
  layout: CarouselLayout;
  /** The autoplay delay: the carousel would not move before it anyway. */
  firstMoveAfterMs: number;
  slides: ReactNode;
  children: ReactNode;
}) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const timer = window.setTimeout(() => setNeeded(true), firstMoveAfterMs);
    return () => window.clearTimeout(timer);
  }, [needed, firstMoveAfterMs]);

  const frame = <CarouselFrame layout={layout}>{slides}</CarouselFrame>;
  if (needed) return <Suspense fallback={frame}>{children}</Suspense>;
  const load = () => setNeeded(true);
  return (
    // Events of the links inside bubble here; the wrapper itself is not interactive.
    <div onPointerEnter={load} onPointerDown={load} onTouchStart={load} onFocus={load}>
      {frame}
    </div>
  );
}
