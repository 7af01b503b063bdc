import { describe, expect, it } from 'vitest';

import { createSecondFactorStore } from '../src/second-factor.ts';

/** A store on a clock the test moves; codes valid 1 s, 3 wrong tries. */
function storeAt(start = 0) {
  const clock = { now: start };
  const store = createSecondFactorStore({ codeTtlMs: 1000, maxTries: 3 }, () => clock.now);
  return { store, clock };
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('pending second factors', () => {
  it('are kept per interaction until discarded', () => {
    const { store } = storeAt();
    const issued = store.start('uid-1', 'principal');
    expect(store.state('uid-1')).toEqual({ status: 'pending', pending: issued });
    expect(store.state('uid-2')).toEqual({ status: 'missing' });
    store.discard('uid-1');
    expect(store.state('uid-1')).toEqual({ status: 'missing' });
  });

  it('accept a code once: the same code is refused afterwards (single use)', () => {
    const { store } = storeAt();
    const { code } = store.start('uid-1', 'principal');
    expect(store.verify('uid-1', code)).toEqual({ status: 'accepted', loginId: 'principal' });
    expect(store.verify('uid-1', code)).toEqual({ status: 'missing' });
  });

  it('expire: a right code after its validity is refused and given up', () => {
    const { store, clock } = storeAt();
    const { code } = store.start('uid-1', 'principal');
    clock.now = 999;
    expect(store.state('uid-1').status).toBe('pending');
    clock.now = 1000;
    expect(store.state('uid-1')).toEqual({ status: 'expired', loginId: 'principal' });
    expect(store.verify('uid-1', code)).toEqual({ status: 'expired', loginId: 'principal' });
    expect(store.verify('uid-1', code)).toEqual({ status: 'missing' });
  });

  it('allow a few wrong codes, then give the code up: even the right code is refused', () => {
    const { store } = storeAt();
    const { code } = store.start('uid-1', 'principal');
    const first = store.verify('uid-1', wrongCode(code));
    expect(first).toMatchObject({ status: 'wrong', pending: { code, triesLeft: 2 } });
    expect(store.verify('uid-1', wrongCode(code))).toMatchObject({ status: 'wrong', pending: { triesLeft: 1 } });
    expect(store.verify('uid-1', wrongCode(code))).toEqual({ status: 'exhausted', loginId: 'principal' });
    expect(store.verify('uid-1', code)).toEqual({ status: 'missing' });
  });

  it('issue a new code with fresh tries when the password is entered again', () => {
    const { store, clock } = storeAt();
    const old = store.start('uid-1', 'principal');
    store.verify('uid-1', wrongCode(old.code));
    clock.now = 900;
    const renewed = store.start('uid-1', 'principal');
    expect(renewed).toMatchObject({ triesLeft: 3, expiresAt: 1900 });
    if (renewed.code !== old.code) expect(store.verify('uid-1', old.code).status).toBe('wrong');
    expect(store.verify('uid-1', renewed.code).status).toBe('accepted');
  });
});
