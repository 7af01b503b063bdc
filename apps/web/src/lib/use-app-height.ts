import { useEffect } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../config/ui.ts';
import { debounce } from './debounce.ts';

/** Page height recomputed on resize with a 200 ms debounce (spec portal.md §2), as the --app-height variable. */
export function updateAppHeight(): void {
  const root = document.documentElement;
  const height = `${window.innerHeight}px`;
  // A new value on the root restyles every element of the page (about 12 ms on a phone-sized page at full speed):
  // it is written only when it changes.
  // CSSOM, not an inline style attribute: allowed under the `style-src 'self'` CSP.
  if (root.style.getPropertyValue('--app-height') !== height) root.style.setProperty('--app-height', height);
}

/**
 * Where the browser knows `dvh`, the page's height before the first resize is the variable's fallback (`100dvh`, the
 * same height), so the load restyles nothing (ADR 0030); an older browser gets the variable at once.
 */
const heightKnownWithoutScript = () => typeof CSS !== 'undefined' && CSS.supports?.('height', '100dvh') === true;

export function useAppHeight(): void {
  useEffect(() => {
    if (!heightKnownWithoutScript()) updateAppHeight();
    const onResize = debounce(updateAppHeight, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
