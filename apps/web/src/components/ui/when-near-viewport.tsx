import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Renders `children` once their place comes near the viewport (ADR 0018): what sits below the fold — the CMS
 * footer and its sanitiser — is not fetched with the page, only when the member scrolls towards it. Where the
 * browser has no IntersectionObserver, it renders once mounted; server-rendered HTML holds the empty anchor, as the
 * browser's first render does (ADR 0020).
 */
export function WhenNearViewport({
  children,
  margin = '400px',
  placeholder = null,
}: {
  children: ReactNode;
  margin?: string;
  /** What holds the place until then (placeholders of the final size, so that nothing moves). */
  placeholder?: ReactNode;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const hydrated = useHydrated();
  const shown = near || (hydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [shown, margin]);
  return shown ? children : <div ref={anchor}>{placeholder}</div>;
}
