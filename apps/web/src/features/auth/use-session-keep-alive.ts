import { useEffect, useRef } from 'react';
import { refreshToken } from './api/refresh-token.ts';

export const REFRESH_INTERVAL_MS = 5 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Extends the server session on user activity, at most every 5 minutes, while logged in. */
export function useSessionKeepAlive(loggedIn: boolean): void {
  const lastRefresh = useRef(0);
  useEffect(() => {
    if (!loggedIn) return;
    lastRefresh.current = Date.now();
    let inFlight = false;
    const onActivity = () => {
      const now = Date.now();
      if (inFlight || now - lastRefresh.current < REFRESH_INTERVAL_MS) return;
      inFlight = true;
      lastRefresh.current = now;
      refreshToken()
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [loggedIn]);
}
