/**
 * A grey placeholder of something still loading, at the size it will have (the classes give its width, height
 * and corners). Hidden from assistive technology: the region around it says it is busy; the bar means nothing.
 */
export function SkeletonBar({ className, tone = 'medium' }: { className: string; tone?: 'light' | 'medium' }) {
  const colour = tone === 'light' ? 'bg-neutral-100' : 'bg-neutral-200';
  return (
    <span aria-hidden="true" className={`block animate-pulse motion-reduce:animate-none ${colour} ${className}`} />
  );
}
