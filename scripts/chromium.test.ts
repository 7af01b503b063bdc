import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_MISSING,
  ensureChromium,
  ensureJapaneseFont,
  findChromium,
  JAPANESE_FONT_MISSING,
  machineProbes,
  type ChromiumProbes,
} from './chromium.ts';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine where the given executables start; installs add theirs when they succeed. */
function machine(options: {
  runs?: string[];
  root?: boolean;
  apt?: string | false;
  playwrightInstall?: boolean;
  playwrightPath?: string;
  /** The Japanese font: there from the start, or brought by apt-get when it succeeds. */
  font?: boolean;
  aptFont?: boolean;
  linux?: boolean;
}) {
  const present = new Set(options.runs ?? []);
  let font = options.font ?? false;
  const calls: string[] = [];
  const probes: ChromiumProbes = {
    playwrightChromium: () => options.playwrightPath ?? PLAYWRIGHT,
    runs: (path) => present.has(path),
    isRoot: () => options.root ?? false,
    installWithApt(debianPackage) {
      if (debianPackage === 'fonts-noto-cjk') {
        calls.push('apt-get fonts-noto-cjk');
        if (options.aptFont) font = true;
        return options.aptFont ?? false;
      }
      calls.push('apt-get');
      if (!options.apt) return false;
      present.add(options.apt);
      return true;
    },
    needsJapaneseFont: () => options.linux ?? true,
    hasJapaneseFont: () => font,
    installWithPlaywright() {
      calls.push('playwright install');
      if (!options.playwrightInstall) return false;
      present.add(options.playwrightPath ?? PLAYWRIGHT);
      return true;
    },
    log: (message) => calls.push(`log: ${message}`),
  };
  return { probes, calls, installs: () => calls.filter((c) => !c.startsWith('log: ')) };
}

describe('the Chromium of the end-to-end tests', () => {
  it('prefers Playwright’s own Chromium when it is installed', () => {
    const { probes, installs } = machine({ runs: [PLAYWRIGHT, '/usr/bin/chromium'] });
    expect(ensureChromium({}, probes)).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
    expect(installs()).toEqual([]);
  });

  it('takes the system’s Chromium when Playwright’s is not installed (this machine: Debian /usr/bin/chromium)', () => {
    const { probes, installs } = machine({ runs: ['/usr/bin/chromium'] });
    expect(ensureChromium({}, probes)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(installs()).toEqual([]);
  });

  it('looks for the other names of Chromium and Chrome', () => {
    for (const path of ['/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable']) {
      expect(findChromium({}, machine({ runs: [path] }).probes)).toEqual({ path, source: 'system' });
    }
  });

  it('uses CHROMIUM_PATH first, and reports one that does not start instead of replacing it', () => {
    const { probes, installs } = machine({ runs: ['/opt/chrome/chrome', '/usr/bin/chromium'], root: true });
    expect(ensureChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, probes)).toEqual({
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
    const wrong = ensureChromium({ CHROMIUM_PATH: '/opt/missing' }, probes);
    expect(wrong).toEqual({ error: expect.stringContaining('CHROMIUM_PATH=/opt/missing does not start') });
    expect(installs()).toEqual([]);
  });

  it('as root, installs Debian’s chromium with apt-get before trying Playwright’s download', () => {
    const { probes, installs } = machine({ root: true, apt: '/usr/bin/chromium', playwrightInstall: true });
    expect(ensureChromium({}, probes)).toEqual({ path: '/usr/bin/chromium', source: 'apt-get' });
    expect(installs()).toEqual(['apt-get']);
  });

  it('falls back to Playwright’s download when apt-get fails, or when not root', () => {
    const asRoot = machine({ root: true, apt: false, playwrightInstall: true });
    expect(ensureChromium({}, asRoot.probes)).toEqual({ path: PLAYWRIGHT, source: 'playwright install' });
    expect(asRoot.installs()).toEqual(['apt-get', 'playwright install']);
    const asUser = machine({ root: false, apt: '/usr/bin/chromium', playwrightInstall: true });
    expect(ensureChromium({}, asUser.probes)).toEqual({ path: PLAYWRIGHT, source: 'playwright install' });
    expect(asUser.installs()).toEqual(['playwright install']);
  });

  it('says in one line what to install when every way fails (here: the download cannot reach its server)', () => {
    const { probes, installs } = machine({ root: true, apt: false, playwrightInstall: false });
    const choice = ensureChromium({}, probes);
    expect(choice).toEqual({ error: CHROMIUM_MISSING });
    expect(CHROMIUM_MISSING).not.toContain('\n');
    expect(CHROMIUM_MISSING).toMatch(/npx playwright install/);
    expect(CHROMIUM_MISSING).toMatch(/apt-get install chromium/);
    expect(CHROMIUM_MISSING).toMatch(/CHROMIUM_PATH/);
    expect(installs()).toEqual(['apt-get', 'playwright install']);
  });

  it('does not count an installer’s success without a browser that starts', () => {
    const { probes } = machine({ root: true, apt: '/usr/lib/elsewhere', playwrightInstall: false });
    expect(ensureChromium({}, probes)).toEqual({ error: CHROMIUM_MISSING });
  });

  it('finds without installing (the Playwright configuration run alone)', () => {
    const { probes, installs } = machine({ root: true, apt: '/usr/bin/chromium', playwrightInstall: true });
    expect(findChromium({}, probes)).toEqual({ error: CHROMIUM_MISSING });
    expect(installs()).toEqual([]);
  });
});

describe('the Japanese font of the end-to-end tests (fonts-noto-cjk, as .ci/run installs)', () => {
  it('takes the font that is there, without installing', () => {
    const { probes, installs } = machine({ font: true, root: true, aptFont: true });
    expect(ensureJapaneseFont(probes)).toEqual({ source: 'installed' });
    expect(installs()).toEqual([]);
  });

  it('as root, installs fonts-noto-cjk with apt-get when fontconfig lists no Noto Sans CJK', () => {
    const { probes, installs } = machine({ font: false, root: true, aptFont: true });
    expect(ensureJapaneseFont(probes)).toEqual({ source: 'apt-get' });
    expect(installs()).toEqual(['apt-get fonts-noto-cjk']);
  });

  it('says in one line what to install when it cannot (not root, or apt-get fails)', () => {
    const asUser = machine({ font: false, root: false, aptFont: true });
    expect(ensureJapaneseFont(asUser.probes)).toEqual({ error: JAPANESE_FONT_MISSING });
    expect(asUser.installs()).toEqual([]);
    const aptFails = machine({ font: false, root: true, aptFont: false });
    expect(ensureJapaneseFont(aptFails.probes)).toEqual({ error: JAPANESE_FONT_MISSING });
    expect(JAPANESE_FONT_MISSING).not.toContain('\n');
    expect(JAPANESE_FONT_MISSING).toMatch(/apt-get install fonts-noto-cjk/);
  });

  it('asks for no font where the system ships Japanese ones (macOS, Windows)', () => {
    const { probes, installs } = machine({ font: false, root: true, aptFont: true, linux: false });
    expect(ensureJapaneseFont(probes)).toEqual({ source: 'not needed' });
    expect(installs()).toEqual([]);
  });
});

describe('the probes of this machine', () => {
  it('count an executable as a browser only when it exists and starts', () => {
    const probes = machineProbes();
    expect(probes.runs(process.execPath)).toBe(true);
    expect(probes.runs('/nonexistent/chromium')).toBe(false);
  });

  it('see the Japanese font this machine has (fonts-noto-cjk)', () => {
    expect(machineProbes().hasJapaneseFont()).toBe(true);
  });

  it('ask Playwright where its own Chromium goes', () => {
    expect(machineProbes().playwrightChromium()).toMatch(/ms-playwright.*chrom/i);
  });
});
