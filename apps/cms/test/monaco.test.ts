import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyMonaco, installedMonaco } from '../scripts/copy-monaco.ts';

/**
 * The admin's code fields load Monaco from the CMS itself, never from a CDN (docs/cms-content-model.md
 * 「Code editor」): only the CMS may be reachable from an editor's browser.
 */
const CMS = resolve(import.meta.dirname, '..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * Runs the loader's first init() against a stand-in DOM and returns the URL of the script it injects (the promise
 * stays pending: no browser loads it).
 */
async function loaderScriptUrl(): Promise<string> {
  const injected: Array<{ src?: string }> = [];
  const globals = globalThis as Record<string, unknown>;
  globals.window = {};
  globals.document = {
    createElement: () => ({}),
    body: { appendChild: (script: (typeof injected)[number]) => injected.push(script) },
  };
  try {
    const { loader } = await import('@monaco-editor/react');
    void loader.init();
    return injected[0]?.src ?? '(no script injected)';
  } finally {
    delete globals.window;
    delete globals.document;
  }
}

describe('the code editor (Monaco) comes from the CMS', () => {
  it('points the editor loader at the CMS’s own /monaco/vs, not cdn.jsdelivr.net', async () => {
    const { MONACO_VS_PATH } = await import('../src/components/monaco-from-cms.tsx');
    expect(MONACO_VS_PATH).toBe('/monaco/vs');
    expect(await loaderScriptUrl()).toBe('/monaco/vs/loader.js');
  });

  it('configures the very loader Payload’s code fields use (one @monaco-editor/react in the install)', () => {
    const fromCms = createRequire(join(CMS, 'src/components/monaco-from-cms.tsx'));
    const fromPayloadUi = createRequire(createRequire(join(CMS, 'package.json')).resolve('@payloadcms/ui'));
    expect(realpathSync(fromPayloadUi.resolve('@monaco-editor/react'))).toBe(
      realpathSync(fromCms.resolve('@monaco-editor/react')),
    );
  });

  it('is registered as an admin provider, in the config and in the generated import map', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cms-monaco-'));
    folders.push(dataDir);
    // The config reads these when it is imported; nothing connects to the database here.
    process.env.PAYLOAD_SECRET = 'monaco-test-secret-0123456789abcdef';
    process.env.CMS_DATABASE_URI = `file:${join(dataDir, 'cms.db')}`;
    const { default: config } = await import('../src/payload.config.ts');
    const provider = '/components/monaco-from-cms#MonacoFromCms';
    expect((await config).admin.components?.providers).toContain(provider);
    expect(readFileSync(join(CMS, 'src/app/(payload)/admin/importMap.js'), 'utf8')).toContain(`'${provider}':`);
  });

  it('copies Monaco’s AMD build (loader, editor, workers) from the installed monaco-editor package', () => {
    const target = mkdtempSync(join(tmpdir(), 'cms-monaco-copy-'));
    folders.push(target);
    const { version } = installedMonaco();
    expect(copyMonaco(target)).toEqual({ version, copied: true });
    for (const file of ['vs/loader.js', 'vs/editor/editor.main.js', 'vs/editor/editor.main.css', 'vs/nls/lang/ja.js'])
      expect(existsSync(join(target, file)), file).toBe(true);
    expect(readFileSync(join(target, 'VERSION'), 'utf8').trim()).toBe(version);
    expect(readFileSync(join(target, 'vs/editor/editor.main.js'), 'utf8')).not.toContain('cdn.jsdelivr.net');
    // A second run (every build, dev and start) finds the same version and copies nothing.
    expect(copyMonaco(target)).toEqual({ version, copied: false });
  });

  it('copies it before the CMS is built, developed or started (next start serves only files present then)', () => {
    const { scripts } = JSON.parse(readFileSync(join(CMS, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const script of ['prebuild', 'predev', 'prestart'])
      expect(scripts[script]).toBe('node scripts/copy-monaco.ts');
  });
});
