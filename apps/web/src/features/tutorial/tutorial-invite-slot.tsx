import { Suspense, useEffect, useState } from 'react';
import { WidgetBoundary } from '../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../lib/lazy-page.ts';
import { whenMemberActs } from '../../lib/member-acts.ts';
import { persistence } from '../../lib/persistence.ts';

const TutorialInvite = lazyWidget(() => import('./tutorial-invite.tsx').then((m) => m.TutorialInvite));

/**
 * Where the top page offers the tutorial to a first visit (docs/tutorial.md): nothing of it comes with the page —
 * its card and texts load at the member's first act on the page (a pointer, a key, a touch, a scroll), and only when
 * this browser has not had the offer yet.
 */
export function TutorialInviteSlot() {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    // tutorialDone() of tutorial-state.ts, read here without it: that module rides with the card, not the page.
    if (persistence.tutorial.read()?.done === true) return;
    let live = true;
    void whenMemberActs().then(() => {
      if (live) setActed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!acted) return null;
  return (
    <WidgetBoundary>
      <Suspense fallback={null}>
        <TutorialInvite />
      </Suspense>
    </WidgetBoundary>
  );
}
