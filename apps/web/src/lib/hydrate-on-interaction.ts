import { createElement, lazy, use, type ComponentType } from 'react';
import { featureTextsArrived } from './i18n.ts';
import { withChunkTimeout } from './lazy-page.ts';
import { whenMemberActs } from './member-acts.ts';
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

/** The loaders of every such widget, so the server can have their code before it renders (renderToString waits for no chunk). */
const serverLoaders = new Set<() => Promise<void>>();

/** On the server: loads every registered widget's code (idempotent), so its first render is the whole widget. */
export function loadServerRenderedWidgets(): Promise<unknown> {
  return Promise.all([...serverLoaders].map((load) => load()));
}

/**
 * A lazily loaded widget the server renders and the browser hydrates at the member's first act. Put it inside a
 * `<Suspense>` whose fallback has the widget's size (shown only when it mounts after a client-side navigation), and
 * keep what is above that boundary from re-rendering while it waits (`memo`, props that do not change): a dehydrated
 * boundary that is updated is rendered afresh, and its code is fetched at once.
 */
export function hydrateOnInteraction<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => {
    loaded = await withChunkTimeout(load());
    await featureTextsArrived();
    return { default: loaded };
  });
  let loading: Promise<void> | undefined;
  serverLoaders.add(() => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  });

  function HydratedOnInteraction(props: P) {
    // False on the server and while the browser hydrates this widget's HTML, however late (the boundary's retry).
    const hydrated = useHydrated();
    if (typeof window === 'undefined') return loaded ? createElement(loaded, props) : null;
    // Always the same call while hydrating (React asks `use` to be called alike before and after it resolves).
    if (!hydrated) use(whenMemberActs());
    return createElement(Lazy as ComponentType<P>, props);
  }
  return HydratedOnInteraction;
}
