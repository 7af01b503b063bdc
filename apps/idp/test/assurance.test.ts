import { describe, expect, it } from 'vitest';

import {
  authenticationMethods,
  generateOneTimeCode,
  requiredAssuranceLevel,
  sessionSatisfies,
} from '../src/assurance.ts';
import { codeMatches } from '../src/second-factor.ts';

describe('requiredAssuranceLevel', () => {
  it.each([
    [undefined, '1'],
    ['', '1'],
    ['1', '1'],
    ['2', '2'],
    ['1 2', '1'],
    ['2 1', '1'],
    ['2 3', '2'],
    ['3', '1'],
  ] as const)('acr_values %j needs level %s', (acrValues, level) => {
    expect(requiredAssuranceLevel(acrValues)).toBe(level);
  });
});

describe('sessionSatisfies', () => {
  it('lets any signed-in session satisfy level 1', () => {
    expect(sessionSatisfies('1', '1')).toBe(true);
    expect(sessionSatisfies('2', '1')).toBe(true);
  });

  it('asks a level-1 session to step up for level 2', () => {
    expect(sessionSatisfies('1', '2')).toBe(false);
    expect(sessionSatisfies(undefined, '2')).toBe(false);
    expect(sessionSatisfies('2', '2')).toBe(true);
  });
});

describe('authenticationMethods', () => {
  it('names a password for level 1 and a password plus one-time code for level 2', () => {
    expect(authenticationMethods('1')).toEqual(['pwd']);
    expect(authenticationMethods('2')).toEqual(['pwd', 'otp']);
  });
});

describe('one-time codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 50; i += 1) expect(generateOneTimeCode()).toMatch(/^\d{6}$/);
  });

  it('match only the issued code (surrounding spaces forgiven)', () => {
    expect(codeMatches('012345', '012345')).toBe(true);
    expect(codeMatches(' 012345 ', '012345')).toBe(true);
    expect(codeMatches('12345', '012345')).toBe(false);
    expect(codeMatches('012346', '012345')).toBe(false);
  });
});
