import { useEffect, type RefObject } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '../../../lib/loading-store.ts';

/** The global progress indicator: API calls in flight (loading counter) or a route transition. */
export function useIsBusy(): boolean {
  const loading = useIsLoading();
  const navigation = useNavigation();
  return loading || navigation.state !== 'idle';
}

export function GlobalProgress({ busy }: { busy: boolean }) {
  const { t } = useTranslation('layout');
  if (!busy) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('progress')}
      aria-busy="true"
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-brand-100"
    >
      <div className="progress-indeterminate h-full w-1/3 bg-brand-600" />
    </div>
  );
}

/**
 * The indicator wired to the app's state, and `aria-busy` on the page's main region. Requests start and end many
 * times while a page loads: only this small component re-renders then, never the shell and the page around it.
 */
export function AppProgress({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  const busy = useIsBusy();
  useEffect(() => {
    mainRef.current?.setAttribute('aria-busy', String(busy));
  }, [busy, mainRef]);
  return <GlobalProgress busy={busy} />;
}
