import { describe, expect, it } from 'vitest';
import { finishLoading, loadingCounter, startLoading } from './loading-store.ts';

describe('loading counter (spec portal.md §3)', () => {
  it('counts up and down and never goes below zero', () => {
    startLoading();
    startLoading();
    expect(loadingCounter.get()).toBe(2);
    finishLoading();
    finishLoading();
    finishLoading();
    expect(loadingCounter.get()).toBe(0);
    startLoading();
    expect(loadingCounter.get()).toBe(1);
  });
});
