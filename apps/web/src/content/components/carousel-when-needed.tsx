import { startTransition, Suspense, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { CarouselArrival } from './carousel-arrival.ts';
import { CarouselFrame, type CarouselLayout } from './carousel-frame.tsx';

/**
 * A carousel whose code (Embla, ~9 KB) loads when it is first needed, not with the page (ADR 0018): when the member
 * reaches for it (pointer over it or down on it, a touch, focus inside), or when its autoplay would first move it.
 * Until then its first view shows the same slides at the same place (`CarouselFrame`), so nothing moves or changes
 * for the member; the carousel (`children`, a lazy component) then takes the frame's place in one commit, once its
 * code is there (a transition: the first view stays mounted, and a tapped link stays tappable, meanwhile). Focus that
 * was on a link of the first view moves to the same link of the carousel.
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
  const wrapper = useRef<HTMLDivElement>(null);
  /** Which focusable element of the first view had focus (slides come first in both, in the same order). */
  const focusedIndex = useRef<number | null>(null);
  const pointerInside = useRef(false);
  const [arrival] = useState(() => ({ pointerInside: () => pointerInside.current }));
  useEffect(() => {
    if (needed) return;
    const timer = window.setTimeout(() => startTransition(() => setNeeded(true)), firstMoveAfterMs);
    return () => window.clearTimeout(timer);
  }, [needed, firstMoveAfterMs]);

  const frame = <CarouselFrame layout={layout}>{slides}</CarouselFrame>;
  const load = () => startTransition(() => setNeeded(true));
  const rememberFocus = (event: FocusEvent) => {
    const focusables = [...(wrapper.current?.querySelectorAll(FOCUSABLE) ?? [])];
    const index = focusables.indexOf(event.target as Element);
    if (index >= 0 && wrapper.current?.querySelector('[data-layout="carousel-frame"]')) focusedIndex.current = index;
    load();
  };
  const restoreFocus = () => {
    const index = focusedIndex.current;
    focusedIndex.current = null;
    // Only focus that the swap dropped (to the body) comes back; focus the member has moved on is left alone.
    const active = document.activeElement;
    if (index === null || (active && active !== document.body)) return;
    const target = wrapper.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
    target?.focus({ preventScroll: true });
  };
  // Events of the links inside bubble here; the wrapper itself is not interactive.
  return (
    <div
      ref={wrapper}
      onPointerEnter={(event) => {
        // A touch enters and leaves with the finger: only a hovering pointer (mouse, pen) stays over it.
        pointerInside.current = event.pointerType === 'mouse' || event.pointerType === 'pen';
        load();
      }}
      onPointerLeave={() => {
        pointerInside.current = false;
      }}
      onPointerDown={load}
      onTouchStart={load}
      onFocus={rememberFocus}
      onBlur={(event) => {
        // Focus the member moves elsewhere before the carousel comes is not brought back (the swap itself removes
        // the focused link, which is no longer connected then).
        const to = event.relatedTarget as Node | null;
        if ((event.target as Element).isConnected && !wrapper.current?.contains(to)) focusedIndex.current = null;
      }}
    >
      <CarouselArrival.Provider value={arrival}>
        <Suspense fallback={frame}>
          {needed ? (
            <>
              {children}
              <AfterMount run={restoreFocus} />
            </>
          ) : (
            frame
          )}
        </Suspense>
      </CarouselArrival.Provider>
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Runs once the content around it has mounted (inside Suspense: once the lazy carousel is there). */
function AfterMount({ run }: { run: () => void }) {
  const once = useRef(run);
  useEffect(() => once.current(), []);
  return null;
}
