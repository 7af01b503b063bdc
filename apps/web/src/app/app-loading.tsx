import { useTranslation } from 'react-i18next';

/** Shown while the first route (and its lazy module) loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      aria-busy="true"
      className="fixed inset-x-0 top-0 h-1 overflow-hidden bg-brand-100"
    >
      <div className="progress-indeterminate h-full w-1/3 bg-brand-600" />
    </div>
  );
}
