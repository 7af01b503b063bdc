import { useEffect } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../config/ui.ts';
import { debounce } from './debounce.ts';

/** Page height recomputed on resize with a 200 ms debounce (spec portal.md §2), as the --app-height variable. */
export function updateAppHeight(): void {
  // CSSOM, not an inline style attribute: allowed under the `style-src 'self'` CSP.
  document.documentElement.style.setProperty('--app-height', `${window.innerHeight}px`);
}

export function useAppHeight(): void {
  useEffect(() => {
    updateAppHeight();
    const onResize = debounce(updateAppHeight, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
