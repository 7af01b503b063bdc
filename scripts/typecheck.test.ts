import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.ts';
import { TYPECHECK_PROJECTS } from './typecheck-projects.ts';

/** Generated or built files no project checks (they are not written by hand). */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'dist-server', '.next', 'test-results', 'playwright-report']);
const GENERATED = [/^apps\/cms\/src\/payload-types\.ts$/, /^apps\/cms\/next-env\.d\.ts$/, /\/importMap\.js$/];

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) ? [path] : [];
  });
}

function projectFiles(tsconfig: string): Set<string> {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, tsconfig), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  return new Set(parsed?.fileNames ?? []);
}

describe('npm run typecheck', () => {
  it('runs scripts/typecheck.ts, which checks every project of the list', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['typecheck']).toBe('node scripts/typecheck.ts');
  });

  it('checks every TypeScript file of every workspace, the web app and the CMS included', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
    const checked = new Set(TYPECHECK_PROJECTS.flatMap((project) => [...projectFiles(project.tsconfig)]));
    const unchecked = ['scripts', ...pkg.workspaces]
      .flatMap((workspace) => typeScriptFiles(join(ROOT, workspace)))
      .map((file) => relative(ROOT, file))
      .filter((file) => !GENERATED.some((pattern) => pattern.test(file)))
      .filter((file) => !checked.has(join(ROOT, file)));
    expect(unchecked).toEqual([]);
    expect(pkg.workspaces).toEqual(expect.arrayContaining(['apps/web', 'apps/cms']));
  });
});
