import { useEffect } from 'react';
import { useCmsTranslation } from '../../../content/i18n.ts';
import { usePreviewStatus, useEndPreview } from '../api/preview-session.ts';
import { clearPreview, type PreviewState } from '../../../content/preview-state.ts';

/**
 * The fixed プレビュー中 banner: whom and which day the CMS content is shown for, and 終了. When the staff
 * cookie has expired (status inactive), preview mode ends here too: the BFF would refuse the parameters.
 */
export function PreviewBanner({ preview }: { preview: PreviewState }) {
  const { t } = useCmsTranslation();
  const status = usePreviewStatus();
  const end = useEndPreview();

  useEffect(() => {
    if (status.data && !status.data.active) clearPreview();
  }, [status.data]);

  return (
    <div
      role="region"
      aria-label={t('preview.active')}
      className="fixed inset-x-0 bottom-16 z-50 border-t-4 border-amber-500 bg-amber-100 text-amber-950 shadow-lg lg:bottom-0"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <strong className="rounded bg-amber-800 px-2 py-0.5 text-sm text-white">{t('preview.active')}</strong>
        <span className="text-sm">
          {t('preview.summary', { member: preview.subscriptionId || t('preview.visitor'), date: preview.previewDate })}
          {preview.courseId && ` (${preview.courseParentId ? `${preview.courseParentId} / ` : ''}${preview.courseId})`}
        </span>
        {end.isError && (
          <span role="alert" className="text-sm text-red-800">
            {t('preview.endFailed')}
          </span>
        )}
        <button
          type="button"
          onClick={() => end.mutate()}
          disabled={end.isPending}
          className="ml-auto inline-flex min-h-10 items-center rounded-md border border-amber-700 bg-white px-4 text-sm font-bold hover:bg-amber-50 disabled:opacity-60"
        >
          {t('preview.end')}
        </button>
      </div>
    </div>
  );
}
