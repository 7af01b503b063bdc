import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyMonaco, installedMonaco } from '../scripts/copy-monaco.ts';

/**
 * The admin's code fields load Monaco from the CMS itself, never from a CDN (docs/cms-content-model.md
 * 「Code editor」): only the CMS may be reachable from an editor's browser.
 */
const CMS = resolve(import.meta.dirname, '..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

type InjectedScript = { src?: string; onload?: () => void };
const globals = globalThis as Record<string, unknown>;
const injected: InjectedScript[] = [];

/** A stand-in DOM in which the loader injects its script; no browser loads it (the test plays the browser). */
function standInDom(): void {
  globals.window = globalThis;
  globals.document = {
    createElement: () => ({}),
    body: { appendChild: (script: InjectedScript) => injected.push(script) },
  };
}
afterAll(() => {
  delete globals.window;
  delete globals.document;
  delete globals.require;
  delete globals.monaco;
});

describe('the code editor (Monaco) comes from the CMS', () => {
  it('loads Monaco from the CMS’s own /monaco/vs, not cdn.jsdelivr.net, and leaves it on window.monaco', async () => {
    standInDom();
    const { MONACO_VS_PATH, loadMonacoFromCms, monacoIsLoaded } = await import('../src/components/monaco-from-cms.tsx');
    expect(MONACO_VS_PATH).toBe('/monaco/vs');
    const loaded = loadMonacoFromCms();
    expect(injected.map((s) => s.src)).toEqual(['/monaco/vs/loader.js']);
    expect(monacoIsLoaded()).toBe(false);

    // The browser runs loader.js (an AMD require), which then loads the editor from the same folder.
    const asked: string[][] = [];
    const monaco = { editor: {} };
    globals.require = Object.assign(
      (modules: string[], done: (m: unknown) => void) => {
        asked.push(modules);
        done(monaco);
      },
      { config: (config: { paths: { vs: string } }) => expect(config.paths.vs).toBe('/monaco/vs') },
    );
    injected[0]!.onload!();
    await loaded;
    expect(asked).toEqual([['vs/editor/editor.main']]);
    // Where @payloadcms/ui's own copy of the loader looks first: its editor then loads nothing from elsewhere.
    expect(globals.monaco).toBe(monaco);
    expect(monacoIsLoaded()).toBe(true);
    // Once per page.
    await loadMonacoFromCms();
    expect(injected).toHaveLength(1);
  });

  it('must wait for it: @payloadcms/ui carries its own copy of the loader, which the provider’s config never reaches', () => {
    // The package's client entry (dist/exports/client/index.js) and the chunks beside it.
    const clientBundle = dirname(createRequire(join(CMS, 'package.json')).resolve('@payloadcms/ui'));
    const chunks = readdirSync(clientBundle)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(clientBundle, file), 'utf8'));
    // When this fails, Payload imports the shared loader again and the provider's config alone would do.
    expect(chunks.some((code) => code.includes('cdn.jsdelivr.net/npm/monaco-editor'))).toBe(true);
  });

  it('every code field of the config waits for Monaco from the CMS (CodeFieldFromCms), also in the import map', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cms-monaco-'));
    folders.push(dataDir);
    // The config reads these when it is imported; nothing connects to the database here.
    process.env.PAYLOAD_SECRET = 'monaco-test-secret-0123456789abcdef';
    process.env.CMS_DATABASE_URI = `file:${join(dataDir, 'cms.db')}`;
    const { default: config } = await import('../src/payload.config.ts');
    const { CODE_FIELD_COMPONENT } = await import('../src/fields/code.ts');
    const codeFields: Array<{ name: string; component: unknown }> = [];
    const seen = new WeakSet<object>();
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null || seen.has(value)) return;
      seen.add(value);
      const field = value as { type?: unknown; name?: string; admin?: { components?: { Field?: unknown } } };
      if (field.type === 'code')
        codeFields.push({ name: field.name ?? '?', component: field.admin?.components?.Field });
      for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child);
    };
    const resolved = await config;
    walk(resolved.collections);
    walk(resolved.blocks);
    expect(codeFields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['cssCode', 'jsCode', 'fieldHeader', 'fieldFooter', 'html']),
    );
    for (const field of codeFields) expect(field.component, field.name).toBe(CODE_FIELD_COMPONENT);

    const importMap = readFileSync(join(CMS, 'src/app/(payload)/admin/importMap.js'), 'utf8');
    expect(importMap).toContain(`'${CODE_FIELD_COMPONENT}':`);
    const provider = '/components/monaco-from-cms#MonacoFromCms';
    expect(resolved.admin.components?.providers).toContain(provider);
    expect(importMap).toContain(`'${provider}':`);
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
