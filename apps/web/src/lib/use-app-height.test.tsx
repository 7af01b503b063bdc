import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppHeight } from './use-app-height.ts';

function resizeTo(height: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

describe('page height on resize (spec portal.md §2: 200 ms debounce)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets --app-height at once, then only 200 ms after the last resize event', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    const { unmount } = renderHook(() => useAppHeight());
    const height = () => document.documentElement.style.getPropertyValue('--app-height');
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
});
