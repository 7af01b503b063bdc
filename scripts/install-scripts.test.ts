import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.ts';

const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;

/** The names of the locked packages that run a script when installed (`node_modules/a/node_modules/b` is `b`). */
function packagesWithInstallScripts(lock: Record<string, unknown>): string[] {
  const packages = lock.packages as Record<string, { hasInstallScript?: boolean }>;
  const names = Object.entries(packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
}

describe('install scripts (ADR 0001)', () => {
  it('allows, by name, every install script of the locked tree, so that npm 12 still installs the pinned runtime', () => {
    const allowed = readJson('package.json').allowScripts as Record<string, boolean>;
    const needed = packagesWithInstallScripts(readJson('package-lock.json'));
    expect(needed).toContain('node');
    expect(needed.filter((name) => allowed[name] !== true)).toEqual([]);
  });
});
