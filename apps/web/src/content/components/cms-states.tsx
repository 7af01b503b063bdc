import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useCmsTranslation } from '../i18n.ts';

/** A not-found answer of /v1/cms (unknown or hidden id) is "missing data", not a failed call. */
export function isCmsNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'http' && error.failure.status === 404;
}

const widths = ['w-11/12', 'w-4/5', 'w-2/3', 'w-1/2'];

/** Grey placeholder lines while CMS content loads (announced once as 読み込み中です). */
export function CmsSkeleton({ lines = 4, label = true }: { lines?: number; label?: boolean }) {
  const { t } = useCmsTranslation();
  return (
    <div role={label ? 'status' : undefined} className="flex flex-col gap-3" data-testid="cms-skeleton">
      {label && <span className="sr-only">{t('loading')}</span>}
      <div className="h-6 w-2/3 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none" />
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className={`h-4 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none ${widths[index % widths.length]}`}
        />
      ))}
    </div>
  );
}

/** A failed CMS call: the spec's message and a retry. */
export function CmsError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useCmsTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-lg border border-red-200 bg-red-50 p-5">
      <p className="font-medium text-red-900">{message}</p>
      {onRetry && (
        <button type="button" className={buttonStyles.secondarySmall} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

/** Missing data, 2 or more entries, or no full-HTML paragraph: ご選択いただいたページは現在存在しないか、ご利用いただけません。 */
export function CmsUnavailable() {
  const { t } = useCmsTranslation();
  return <p className="rounded-lg border border-neutral-200 bg-white p-6 text-neutral-900">{t('pageUnavailable')}</p>;
}
