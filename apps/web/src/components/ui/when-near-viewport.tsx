import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once their place comes near the viewport (ADR 0018): what sits below the fold — the CMS
 * footer and its sanitiser — is not fetched with the page, only when the member scrolls towards it. Where the
 * browser has no IntersectionObserver, it renders at once.
 */
export function WhenNearViewport({ children, margin = '400px' }: { children: ReactNode; margin?: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !anchor.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={anchor} />;
}
