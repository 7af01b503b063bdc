/** What counts as the member acting on the page: a pointer, a key, a touch, a wheel, a scroll, a focus. */
const MEMBER_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

let firstAct: Promise<void> | undefined;

/**
 * Resolves at the member's first act on the page (once per page load; ADR 0018): what is heavy and not needed to
 * see the page (a widget's hydration, the map engine) waits for it, out of the first load.
 */
export function whenMemberActs(): Promise<void> {
  firstAct ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of MEMBER_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of MEMBER_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
    // A scroll before the scripts ran left no event to hear, only its position.
    if (window.scrollY > 0) done();
  });
  return firstAct;
}
