import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport.tsx';

describe('WhenNearViewport (ADR 0018: below-the-fold parts load when the member scrolls towards them)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders its children only once their place comes near the viewport', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify, options: { rootMargin: string }) {
          notify = callback;
          expect(options.rootMargin).toBe('400px');
        }
        observe = observe;
        disconnect() {}
      },
    );
    render(
      <WhenNearViewport>
        <p>フッターのお知らせ</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('フッターのお知らせ')).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('フッターのお知らせ')).not.toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('フッターのお知らせ')).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport>
        <p>フッターのお知らせ</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('フッターのお知らせ')).toBeInTheDocument();
  });
});
