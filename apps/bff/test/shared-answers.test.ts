import { describe, expect, it } from 'vitest';
import { sharedMaxAge } from '../src/modules/pages/renderer.ts';
import { SharedAnswers } from '../src/modules/pages/shared-answers.ts';

// What a render thread keeps for every page (ADR 0032): only answers the API marks as everyone's, for as long as
// their Cache-Control says, and never across a change of content.

describe('sharedMaxAge', () => {
  const publicFor = (value: string, more: Record<string, unknown> = {}) =>
    sharedMaxAge('GET', 200, { 'cache-control': value, ...more });

  it('reads max-age, or s-maxage first, from a public answer', () => {
    expect(publicFor('public, max-age=300')).toBe(300);
    expect(publicFor('Public, Max-Age=60')).toBe(60);
    expect(publicFor('public, max-age=300, s-maxage=30')).toBe(30);
  });

  it('keeps nothing that is a member’s, varies, sets a cookie or says nothing of its freshness', () => {
    expect(publicFor('private, max-age=60')).toBe(0);
    expect(publicFor('max-age=60')).toBe(0);
    expect(publicFor('public, no-cache, max-age=60')).toBe(0);
    expect(publicFor('public, no-store, max-age=60')).toBe(0);
    expect(publicFor('public')).toBe(0);
    expect(publicFor('public, max-age=0')).toBe(0);
    expect(publicFor('public, max-age=soon')).toBe(0);
    expect(publicFor('public, max-age=300', { vary: 'Cookie' })).toBe(0);
    expect(publicFor('public, max-age=300', { 'set-cookie': 'a=b' })).toBe(0);
    expect(sharedMaxAge('GET', 200, {})).toBe(0);
  });

  it('keeps only a 200 to a GET', () => {
    expect(sharedMaxAge('POST', 200, { 'cache-control': 'public, max-age=300' })).toBe(0);
    expect(sharedMaxAge('GET', 404, { 'cache-control': 'public, max-age=300' })).toBe(0);
  });
});

describe('SharedAnswers', () => {
  function answers(limit = 64) {
    const clock = { now: 1_000_000 };
    return { clock, kept: new SharedAnswers(limit, () => clock.now) };
  }

  it('gives an answer back while it is fresh, and not once its max-age has passed', () => {
    const { clock, kept } = answers();
    kept.useContent('v1');
    kept.keep('/v1/config', '{"data":1}', 300);
    clock.now += 299_999;
    expect(kept.get('/v1/config')).toBe('{"data":1}');
    clock.now += 1;
    expect(kept.get('/v1/config')).toBeUndefined();
  });

  it('forgets every answer when a page is rendered from other content', () => {
    const { kept } = answers();
    kept.useContent('v1');
    kept.keep('/v1/enum/categories', '[]', 3600);
    kept.useContent('v1');
    expect(kept.get('/v1/enum/categories')).toBe('[]');
    kept.useContent('v2');
    expect(kept.get('/v1/enum/categories')).toBeUndefined();
  });

  it('keeps a bounded number, the oldest going first', () => {
    const { kept } = answers(2);
    kept.useContent('v1');
    kept.keep('/a', 'a', 60);
    kept.keep('/b', 'b', 60);
    kept.keep('/a', 'a again', 60);
    kept.keep('/c', 'c', 60);
    expect(kept.get('/b')).toBeUndefined();
    expect(kept.get('/a')).toBe('a again');
    expect(kept.get('/c')).toBe('c');
  });
});
