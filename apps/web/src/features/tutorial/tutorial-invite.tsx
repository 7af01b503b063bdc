import { Suspense, useState } from 'react';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { WidgetBoundary } from '../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../lib/lazy-page.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useTutorialTranslation } from './i18n.ts';
import { markTutorialDone, tutorialDone } from './tutorial-state.ts';

const TutorialDialog = lazyWidget(() => import('./tutorial-dialog.tsx').then((m) => m.TutorialDialog));

/**
 * The first visit's offer of the tutorial (docs/tutorial.md), loaded by TutorialInviteSlot at the member's first
 * act: a card fixed at the bottom of the screen — it moves nothing on the page — with 「チュートリアルを見る」 and
 * 「閉じる」. Shown until the member opens or dismisses it, once per browser; the tutorial itself loads when opened.
 * The guide page opens it again at any time.
 */
export function TutorialInvite() {
  const { t } = useTutorialTranslation();
  const hydrated = useHydrated();
  const [state, setState] = useState<'offer' | 'open' | 'closed'>('offer');
  // localStorage is the browser's: the server's HTML and the hydration show nothing.
  if (!hydrated || state === 'closed' || (state === 'offer' && tutorialDone())) return null;
  const close = () => {
    markTutorialDone();
    setState('closed');
  };
  if (state === 'open') {
    return (
      <WidgetBoundary>
        <Suspense fallback={null}>
          <TutorialDialog onClose={close} />
        </Suspense>
      </WidgetBoundary>
    );
  }
  return (
    <aside
      aria-labelledby="tutorial-invite-heading"
      className="fixed inset-x-3 bottom-20 z-40 mx-auto flex max-w-md flex-col gap-2 rounded-lg border border-brand-200 bg-white p-4 shadow-lg lg:bottom-6"
    >
      <h2 id="tutorial-invite-heading" className="font-bold text-neutral-900">
        {t('invite.heading')}
      </h2>
      <p className="text-sm text-neutral-800">{t('invite.text')}</p>
      <div className="flex gap-2">
        <button type="button" className={`${buttonStyles.primary} flex-1`} onClick={() => setState('open')}>
          {t('invite.open')}
        </button>
        <button type="button" className={`${buttonStyles.secondary} flex-1`} onClick={close}>
          {t('invite.dismiss')}
        </button>
      </div>
    </aside>
  );
}

/** The guide page's way back to the tutorial: a button that opens it again, whatever the tutorial status. */
export function TutorialReopen() {
  const { t } = useTutorialTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        {t('reopen')}
      </button>
      {open && (
        <WidgetBoundary>
          <Suspense fallback={null}>
            <TutorialDialog
              onClose={() => {
                markTutorialDone();
                setOpen(false);
              }}
            />
          </Suspense>
        </WidgetBoundary>
      )}
    </>
  );
}
