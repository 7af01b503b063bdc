import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppHeight } from './use-app-height.ts';

function resizeTo(height: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

const height = () => document.documentElement.style.getPropertyValue('--app-height');

/** Mounts the hook at an 800 px high window, in a browser that knows `dvh` or not. */
function mountAt800(knowsDvh: boolean) {
  vi.useFakeTimers();
  vi.stubGlobal('CSS', {
    supports: (property: string, value: string) => knowsDvh && property === 'height' && value === '100dvh',
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  return renderHook(() => useAppHeight());
}

describe('page height on resize (spec portal.md §2: 200 ms debounce)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--app-height');
  });

  it('sets --app-height at once where the browser knows no dvh, then only 200 ms after the last resize event', () => {
    const { unmount } = mountAt800(false);
    expect(height()).toBe('800px');

    resizeTo(700);
    vi.advanceTimersByTime(150);
    resizeTo(600);
    vi.advanceTimersByTime(199);
    expect(height()).toBe('800px');
    vi.advanceTimersByTime(1);
    expect(height()).toBe('600px');

    unmount();
    resizeTo(500);
    vi.advanceTimersByTime(200);
    expect(height()).toBe('600px');
  });

  it('leaves the height to 100dvh until the first resize where the browser knows dvh (no restyle on load)', () => {
    const { unmount } = mountAt800(true);
    expect(height()).toBe('');
    resizeTo(640);
    vi.advanceTimersByTime(200);
    expect(height()).toBe('640px');
    unmount();
  });

  it('writes the variable only when the height changed', () => {
    const { unmount } = mountAt800(false);
    const setProperty = vi.spyOn(document.documentElement.style, 'setProperty');
    resizeTo(800);
    vi.advanceTimersByTime(200);
    expect(setProperty).not.toHaveBeenCalled();
    resizeTo(700);
    vi.advanceTimersByTime(200);
    expect(setProperty).toHaveBeenCalledTimes(1);
    unmount();
  });
});
