import { SkeletonBar } from '../../../components/ui/skeleton.tsx';
import { useCmsTranslation } from '../../../content/i18n.ts';

const titleWidths = ['w-11/12', 'w-4/5', 'w-2/3', 'w-3/4'];

/**
 * The news list's rows while it loads, each as tall as a loaded row with a one-line title (date and tag over the
 * title under 640 px, one line from 640 px): the list then takes their place without moving what surrounds it.
 * Announced once as 読み込み中です; the grey bars themselves are hidden from assistive technology.
 */
export function NewsListSkeleton({ rows, compact = false }: { rows: number; compact?: boolean }) {
  const { t } = useCmsTranslation();
  return (
    <div role="status" data-testid="news-list-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
        {Array.from({ length: rows }, (_, index) => (
          <li
            key={index}
            className={`flex flex-col gap-1 px-4 sm:flex-row sm:items-center sm:gap-4 ${compact ? 'py-3' : 'py-4'}`}
          >
            <span className="flex items-center gap-3">
              <SkeletonBar className="h-5 w-32 shrink-0 rounded" />
              <SkeletonBar className="h-[1.375rem] w-16 rounded" />
            </span>
            <SkeletonBar className={`h-6 rounded sm:w-auto sm:flex-1 ${titleWidths[index % titleWidths.length]}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
