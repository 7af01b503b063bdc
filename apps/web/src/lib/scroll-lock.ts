import { useEffect } from 'react';

const LOCK_CLASS = 'scroll-locked';
let locks = 0;

/** Page scroll is locked while a menu is open (spec portal.md §2); nested locks are counted. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.documentElement.classList.add(LOCK_CLASS);
    return () => {
      locks = Math.max(0, locks - 1);
      if (locks === 0) document.documentElement.classList.remove(LOCK_CLASS);
    };
  }, [locked]);
}
