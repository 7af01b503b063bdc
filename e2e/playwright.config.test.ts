import { afterEach, describe, expect, it, vi } from 'vitest';
import { machineProbes } from '../scripts/chromium.ts';

/** The configuration as Playwright reads it with these environment variables (a browser chosen unless given). */
async function configWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries({ CHROMIUM_PATH: '/usr/bin/chromium', ...env })) vi.stubEnv(name, value);
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

describe('the browser (chosen once by npm test, scripts/chromium.ts)', () => {
  it('launches the Chromium npm test chose (CHROMIUM_PATH)', async () => {
    const config = await configWith({ CHROMIUM_PATH: '/opt/chrome/chrome' });
    expect(config.use?.launchOptions?.executablePath).toBe('/opt/chrome/chrome');
  });

  it('run alone, finds a browser that starts and hands it to the workers', async () => {
    const config = await configWith({ CHROMIUM_PATH: undefined });
    const path = config.use?.launchOptions?.executablePath;
    expect(path).toBeTruthy();
    expect(machineProbes().runs(path!)).toBe(true);
    expect(process.env.CHROMIUM_PATH).toBe(path);
  });
});
