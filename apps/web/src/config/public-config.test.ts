import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieAttributes, setCookieDomain } from '../lib/cookies.ts';
import { testConfig } from '../testing/fixtures.ts';
import { followCookieDomain, publicConfigQueryOptions } from './public-config.ts';

afterEach(() => setCookieDomain(null));

describe('the cookies’ domain: a runtime setting (GET /v1/config cookieDomain, the BFF’s COOKIE_DOMAIN)', () => {
  it('shares the SPA’s cookies across the deployment’s domain from the configuration the page carries', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(publicConfigQueryOptions().queryKey, { ...testConfig, cookieDomain: '.lifeyell.jp' });
    const stop = followCookieDomain(queryClient);
    expect(cookieAttributes(7).domain).toBe('.lifeyell.jp');
    stop();
  });

  it('follows a configuration that arrives later, and writes host-only cookies without a domain', () => {
    const queryClient = new QueryClient();
    const stop = followCookieDomain(queryClient);
    expect(cookieAttributes().domain).toBeUndefined();
    queryClient.setQueryData(publicConfigQueryOptions().queryKey, { ...testConfig, cookieDomain: '.example.jp' });
    expect(cookieAttributes().domain).toBe('.example.jp');
    queryClient.setQueryData(publicConfigQueryOptions().queryKey, { ...testConfig, cookieDomain: null });
    expect(cookieAttributes().domain).toBeUndefined();
    stop();
  });
});
