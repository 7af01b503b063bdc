/**
 * Copies the code editor (Monaco, the `monaco-editor` npm package's AMD build `min/vs`) into
 * `apps/cms/public/monaco/vs`, so the admin's code fields load it from the CMS itself instead of a public CDN
 * (docs/cms-content-model.md「Code editor」). Runs before `build`, `dev` and `start` (apps/cms/package.json); it
 * skips the copy when the copied version is the installed one. `next start` serves only the public files present
 * when it starts.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the copy goes: served as `/monaco/vs/…` (MONACO_VS_PATH of src/components/monaco-from-cms.tsx). */
export const MONACO_PUBLIC_FOLDER = join(import.meta.dirname, '../public/monaco');

/** The installed monaco-editor package: its folder and version. */
export function installedMonaco(): { dir: string; version: string } {
  // The package's exports hide package.json: walk up from its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('monaco-editor'));
  while (!existsSync(join(dir, 'package.json')) || readPackage(dir).name !== 'monaco-editor') {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('monaco-editor is not installed (npm install -w @portal/cms)');
    dir = parent;
  }
  return { dir, version: readPackage(dir).version };
}

function readPackage(dir: string): { name?: string; version: string } {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
}

/** Copies `min/vs` to `<target>/vs` unless `<target>/VERSION` already names the installed version. */
export function copyMonaco(target = MONACO_PUBLIC_FOLDER): { version: string; copied: boolean } {
  const { dir, version } = installedMonaco();
  const marker = join(target, 'VERSION');
  const current = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : null;
  if (current === version && existsSync(join(target, 'vs/loader.js'))) return { version, copied: false };
  rmSync(target, { recursive: true, force: true });
  // Type declarations of the translations are of no use to a browser.
  cpSync(join(dir, 'min/vs'), join(target, 'vs'), { recursive: true, filter: (src) => !src.endsWith('.d.ts') });
  writeFileSync(marker, `${version}\n`);
  return { version, copied: true };
}

if (import.meta.main) {
  const { version, copied } = copyMonaco();
  if (copied) console.log(`Copied monaco-editor ${version} to ${MONACO_PUBLIC_FOLDER}/vs`);
}
