import { describe, expect, it } from 'vitest';
import { whenMemberActs } from './member-acts.ts';

describe('whenMemberActs (ADR 0018)', () => {
  it('waits for the member’s first act, not for the page’s own events, and stays settled', async () => {
    let acted = false;
    void whenMemberActs().then(() => {
      acted = true;
    });
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(acted).toBe(false);

    window.dispatchEvent(new Event('touchstart'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(acted).toBe(true);
    // One promise per page: later callers find it settled.
    expect(whenMemberActs()).toBe(whenMemberActs());
    await expect(whenMemberActs()).resolves.toBeUndefined();
  });
});
