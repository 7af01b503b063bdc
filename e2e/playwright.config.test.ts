import { afterEach, describe, expect, it, vi } from 'vitest';

/** The configuration as Playwright reads it with these environment variables. */
async function configWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./playwright.config.ts')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the end-to-end run refuses a focused test (a test.only would run alone and pass npm test)', () => {
  it('forbids test.only by default, without CI too', async () => {
    expect((await configWith({ CI: undefined, E2E_ALLOW_ONLY: undefined })).forbidOnly).toBe(true);
    expect((await configWith({ CI: '1', E2E_ALLOW_ONLY: undefined })).forbidOnly).toBe(true);
  });

  it('allows it only when a developer sets E2E_ALLOW_ONLY to focus a file', async () => {
    expect((await configWith({ E2E_ALLOW_ONLY: '1' })).forbidOnly).toBe(false);
  });
});
