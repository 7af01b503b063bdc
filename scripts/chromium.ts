/**
 * The Chromium the end-to-end tests run in. `npm test` chooses it once, before the slow steps, and hands it to
 * Playwright as CHROMIUM_PATH (e2e/playwright.config.ts only finds one when run alone; it never installs):
 *
 * 1. CHROMIUM_PATH when set (it must run: a wrong one is reported, not replaced);
 * 2. Playwright's own Chromium, when `npx playwright install chromium` has put it in Playwright's cache;
 * 3. the system's Chromium or Chrome (Debian's /usr/bin/chromium…);
 * 4. otherwise `npm test` installs one: as root Debian's `chromium` with apt-get (it brings the libraries the browser
 *    needs), then Playwright's with `npx playwright install chromium`, under a time limit — it downloads from
 *    Playwright's servers, which a closed network (npm registry and apt only) cannot reach.
 *
 * When none of it gives a browser, one line says what to install.
 *
 * The pages are Japanese: without a Japanese font Chromium draws them in a fallback font, and text measured once the
 * page has loaded shifts the layout (the first-load tests fail). So `npm test` also checks for the font CI installs,
 * Noto Sans CJK (Debian's `fonts-noto-cjk`), the same way: present, else as root installed with apt-get, else one line
 * says what to install. Only on Linux: macOS and Windows ship Japanese fonts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserType } from 'playwright-core';

export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const CHROMIUM_MISSING =
  'No Chromium for the end-to-end tests: run `npx playwright install --with-deps chromium` (or, on Debian, `apt-get install chromium`), or set CHROMIUM_PATH to a Chromium or Chrome executable.';

export const JAPANESE_FONT_MISSING =
  'No Japanese font for the end-to-end tests (pages would render in a fallback font and shift): run `apt-get install fonts-noto-cjk`, or install Noto Sans CJK JP where fontconfig finds it.';

/** The Debian package of the Japanese font CI installs (.ci/run). */
export const JAPANESE_FONT_PACKAGE = 'fonts-noto-cjk';

/** How long `npx playwright install chromium` may take before npm test gives up on it. */
export const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 5 * 60_000;

export type ChromiumSource = 'CHROMIUM_PATH' | 'playwright' | 'system' | 'apt-get' | 'playwright install';

export type ChromiumChoice = { path: string; source: ChromiumSource } | { error: string };

export type FontChoice = { source: 'installed' | 'apt-get' | 'not needed' } | { error: string };

/** What the choice looks at and does; tests inject their own. */
export interface ChromiumProbes {
  /** Where Playwright's own Chromium is (or would be), undefined when Playwright cannot say. */
  playwrightChromium(): string | undefined;
  /** True when the file exists and starts (`--version`). */
  runs(path: string): boolean;
  isRoot(): boolean;
  /** `apt-get install <package>` (chromium, fonts-noto-cjk); true when it succeeded. */
  installWithApt(debianPackage: string): boolean;
  /** Whether this system needs a Japanese font installed for Chromium (Linux; macOS and Windows ship one). */
  needsJapaneseFont(): boolean;
  /** True when fontconfig lists Noto Sans CJK for Japanese (`fc-list :lang=ja`), as .ci/run checks. */
  hasJapaneseFont(): boolean;
  /** `npx playwright install chromium`, time-limited; true when it succeeded. */
  installWithPlaywright(): boolean;
  log(message: string): void;
}

function playwrightChoice(probes: ChromiumProbes, source: ChromiumSource): ChromiumChoice | undefined {
  const path = probes.playwrightChromium();
  return path !== undefined && probes.runs(path) ? { path, source } : undefined;
}

function systemChoice(probes: ChromiumProbes, source: ChromiumSource): ChromiumChoice | undefined {
  const path = SYSTEM_CHROMIUM_PATHS.find((candidate) => probes.runs(candidate));
  return path === undefined ? undefined : { path, source };
}

/** Steps 1–3: a browser already on this machine, without installing anything. */
export function findChromium(env: NodeJS.ProcessEnv, probes: ChromiumProbes): ChromiumChoice {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    return probes.runs(configured)
      ? { path: configured, source: 'CHROMIUM_PATH' }
      : { error: `CHROMIUM_PATH=${configured} does not start: point it at a Chromium or Chrome executable.` };
  }
  return playwrightChoice(probes, 'playwright') ?? systemChoice(probes, 'system') ?? { error: CHROMIUM_MISSING };
}

/** Steps 1–4: what findChromium finds, else a browser installed now. */
export function ensureChromium(env: NodeJS.ProcessEnv, probes: ChromiumProbes): ChromiumChoice {
  const found = findChromium(env, probes);
  if ('path' in found || env.CHROMIUM_PATH?.trim()) return found;
  if (probes.isRoot()) {
    probes.log('No Chromium found: installing Debian’s chromium with apt-get…');
    const installed = probes.installWithApt('chromium') ? systemChoice(probes, 'apt-get') : undefined;
    if (installed) return installed;
  }
  probes.log('No Chromium found: downloading Playwright’s with `npx playwright install chromium`…');
  const downloaded = probes.installWithPlaywright() ? playwrightChoice(probes, 'playwright install') : undefined;
  return downloaded ?? { error: CHROMIUM_MISSING };
}

/** The Japanese font of the pages: there, else as root installed with apt-get, else one line of what to install. */
export function ensureJapaneseFont(probes: ChromiumProbes): FontChoice {
  if (!probes.needsJapaneseFont()) return { source: 'not needed' };
  if (probes.hasJapaneseFont()) return { source: 'installed' };
  if (probes.isRoot()) {
    probes.log(`No Japanese font found: installing Debian’s ${JAPANESE_FONT_PACKAGE} with apt-get…`);
    if (probes.installWithApt(JAPANESE_FONT_PACKAGE) && probes.hasJapaneseFont()) return { source: 'apt-get' };
  }
  return { error: JAPANESE_FONT_MISSING };
}

/** The probes of this machine. */
export function machineProbes(): ChromiumProbes {
  return {
    playwrightChromium() {
      try {
        const require = createRequire(import.meta.url);
        const { chromium } = require('playwright-core') as { chromium: BrowserType };
        return chromium.executablePath() || undefined;
      } catch {
        return undefined;
      }
    },
    runs(path) {
      if (!existsSync(path)) return false;
      return spawnSync(path, ['--version'], { stdio: 'ignore', timeout: 15_000 }).status === 0;
    },
    isRoot: () => process.getuid?.() === 0,
    installWithApt(debianPackage) {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      const apt = (args: string[]) =>
        spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: 10 * 60_000 }).status === 0;
      apt(['update', '-qq']); // lists already there still serve when the mirror is not reachable
      // --reinstall: a package dpkg counts as installed whose files are gone (removed by hand, hidden) is put back.
      return apt(['install', '-y', '-qq', '--reinstall', debianPackage]);
    },
    needsJapaneseFont: () => process.platform === 'linux',
    hasJapaneseFont() {
      // No fontconfig (fc-list) is no font Chromium could find either.
      const result = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8', timeout: 30_000 });
      return result.status === 0 && /noto sans cjk/i.test(result.stdout);
    },
    installWithPlaywright() {
      const result = spawnSync('npx', ['--no-install', 'playwright', 'install', 'chromium'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        timeout: PLAYWRIGHT_INSTALL_TIMEOUT_MS,
        // Give up on an unreachable download server within seconds, not after Playwright's default 30 s per try.
        env: { ...process.env, PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '15000' },
      });
      if (result.status === 0) return true;
      // One line of why: it retries and prints a stack trace each time.
      const output = `${result.stderr ?? ''}\n${result.stdout ?? ''}`;
      const timedOut = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
      const reason = timedOut
        ? `no result within ${PLAYWRIGHT_INSTALL_TIMEOUT_MS / 1000} s`
        : (output.split('\n').find((line) => line.startsWith('Error:')) ??
          result.error?.message ??
          `exit ${result.status}`);
      console.log(`npx playwright install chromium failed: ${reason.trim()}`);
      return false;
    },
    log: (message) => console.log(message),
  };
}
