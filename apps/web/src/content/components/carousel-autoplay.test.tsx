import { renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { describe, expect, it, vi } from 'vitest';
import { useAutoplayPaused } from './carousel.tsx';

/** An Embla API with `snaps` scroll snaps and an autoplay plugin whose play and stop are spies. */
function fakeEmbla(snaps: number) {
  const autoplay = { play: vi.fn(), stop: vi.fn() };
  const api = {
    plugins: () => ({ autoplay }),
    scrollSnapList: () => Array.from({ length: snaps }, (_, i) => i),
    on: vi.fn(),
    off: vi.fn(),
  } as unknown as EmblaCarouselType;
  return { api, autoplay };
}

describe('useAutoplayPaused', () => {
  it('plays when not paused, and stops when paused', () => {
    const { api, autoplay } = fakeEmbla(3);
    const { rerender } = renderHook(({ paused }) => useAutoplayPaused(api, paused), {
      initialProps: { paused: false },
    });
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    rerender({ paused: true });
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
  });

  it('never plays a carousel with one scroll snap (Embla’s autoplay is not set up then, and play() throws)', () => {
    const { api, autoplay } = fakeEmbla(1);
    renderHook(() => useAutoplayPaused(api, false));
    expect(autoplay.play).not.toHaveBeenCalled();
  });
});
