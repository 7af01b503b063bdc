import { createElement, lazy, use, type ComponentType } from 'react';
import { featureTextsArrived } from './i18n.ts';
import { withChunkTimeout } from './lazy-page.ts';
import { whenMemberActs } from './member-acts.ts';
import { onServer } from './route-data.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * Progressive hydration (ADR 0018, "Widgets the server renders and the member wakes"): a widget whose HTML the
 * server renders in full — links, pictures, text that work without script — but whose code the browser fetches only
 * when the member first acts on the page (a pointer, a key, a touch, a scroll). Until then React keeps the server's
 * HTML inside the widget's Suspense boundary as it is (a dehydrated boundary), so the page is complete and its
 * links work as plain links; the widget's chunk stays out of the first load.
 *
 * Mounted later in the browser (a client-side navigation), the widget simply loads, as `lazyWidget` does.
 */

/**
 * A lazily loaded widget the server renders and the browser hydrates at the member's first act. Put it inside a
 * `<Suspense>` whose fallback has the widget's size (shown only when it mounts after a client-side navigation), and
 * keep what is above that boundary from re-rendering while it waits (`memo`, props that do not change): a dehydrated
 * boundary that is updated is rendered afresh, and its code is fetched at once. The server renders it whole: its
 * render waits for every lazy part (entry-server.tsx).
 */
export function hydrateOnInteraction<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => {
    const component = await withChunkTimeout(load());
    await featureTextsArrived();
    return { default: component };
  });

  function HydratedOnInteraction(props: P) {
    // False on the server and while the browser hydrates this widget's HTML, however late (the boundary's retry).
    const hydrated = useHydrated();
    // Always the same call while hydrating (React asks `use` to be called alike before and after it resolves).
    if (!hydrated && !onServer) use(whenMemberActs());
    return createElement(Lazy as ComponentType<P>, props);
  }
  return HydratedOnInteraction;
}
