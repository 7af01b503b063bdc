/**
 * Gives the tab's current history entry a key of its own when it has none, before the router reads it.
 *
 * React Router keys the entry a document was loaded into as `default` (its history state is still empty), and its
 * `<ScrollRestoration>` keeps scroll positions by that key in the session's storage. Every page loaded as a new
 * document in the tab therefore shares the key: the position saved when one page was left was restored on the next,
 * and a member who had scrolled a server-rendered page before the scripts took it over was thrown back to that
 * position (usually the top) on hydration. With a key of its own the entry keeps its position across reloads and
 * back/forward (the browser keeps an entry's state) and never takes another page's.
 *
 * The state is React Router's own shape (`{ usr, key, idx }`). The index of an entry without one is 0, as the router
 * would write it: with it here, the router writes no state of its own (each `replaceState` is a round trip to the
 * browser process, several milliseconds of the start on a slow phone).
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const entry = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (typeof entry.key === 'string') return;
  const key = crypto.getRandomValues(new Uint32Array(2)).reduce((text, part) => text + part.toString(36), '');
  history.replaceState({ usr: null, idx: 0, ...entry, key }, '');
}
