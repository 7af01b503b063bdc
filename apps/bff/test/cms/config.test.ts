import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { PRODUCTION_ENV as production } from '../fixtures/production-env.ts';

describe('CMS configuration', () => {
  it('has development defaults', () => {
    const { cms } = loadConfig({});
    expect(cms).toMatchObject({
      url: 'http://127.0.0.1:3001',
      publicUrl: 'http://localhost:3001',
      apiKey: '',
      timeoutMs: 3000,
      freshSeconds: 60,
      staleSeconds: 86_400,
    });
    expect(cms.previewSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('takes the variables, without trailing slashes on URLs', () => {
    const { cms } = loadConfig({
      CMS_URL: 'http://cms.internal:3001/',
      CMS_PUBLIC_URL: 'https://cms.lifeyell.jp/',
      CMS_TIMEOUT_MS: '1500',
      CMS_CACHE_FRESH_SECONDS: '0',
      CMS_CACHE_STALE_SECONDS: '600',
    });
    expect(cms).toMatchObject({
      url: 'http://cms.internal:3001',
      publicUrl: 'https://cms.lifeyell.jp',
      timeoutMs: 1500,
      freshSeconds: 0,
      staleSeconds: 600,
    });
  });

  it.each(['CMS_API_KEY', 'PREVIEW_TOKEN_SECRET'])('stops in production without %s, naming it', (name) => {
    expect(() => loadConfig({ ...production, [name]: undefined })).toThrow(`${name}: required in production`);
    expect(() => loadConfig(production)).not.toThrow();
  });

  it('refuses a short preview secret and a negative cache window', () => {
    expect(() => loadConfig({ PREVIEW_TOKEN_SECRET: 'short' })).toThrow('PREVIEW_TOKEN_SECRET');
    expect(() => loadConfig({ CMS_CACHE_FRESH_SECONDS: '-1' })).toThrow('CMS_CACHE_FRESH_SECONDS');
  });
});
