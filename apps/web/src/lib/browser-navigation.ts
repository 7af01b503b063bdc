/**
 * Full-page navigations (login, logout, my-page site). Kept behind one module so tests can observe them:
 * jsdom cannot navigate and its Location methods cannot be spied on.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};

/** A promise that never settles: keeps a route transition pending while the browser leaves the page. */
export function untilPageUnloads(): Promise<never> {
  return new Promise<never>(() => {});
}
