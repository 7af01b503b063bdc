import { useSyncExternalStore } from 'react';
import type { Viewport } from '@portal/contracts/search/form-rules';
import { MOBILE_MAX_WIDTH_EXCLUSIVE } from './constants.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, following resizes. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}

/** Message wording follows the viewport: mobile below 1024 px (spec search.md §2, §5). */
export function viewportOf(width: number): Viewport {
  return width < MOBILE_MAX_WIDTH_EXCLUSIVE ? 'mobile' : 'desktop';
}
