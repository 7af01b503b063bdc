import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The repository root, found from the working directory (the CMS runs from apps/cms under `next start`,
 * from the root under `npm start` and the tests). `import.meta.url` cannot be used: Next bundles this file.
 */
export function repoRoot(): string {
  let dir = process.cwd();
  for (;;) {
    if (existsSync(join(dir, 'apps/cms/package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** `CMS_DATABASE_URI`, default the SQLite file `<repo>/.data/cms.db` (its folder is created: SQLite will not). */
export function databaseUri(): string {
  const uri = process.env.CMS_DATABASE_URI || `file:${join(repoRoot(), '.data/cms.db')}`;
  if (uri.startsWith('file:')) mkdirSync(dirname(uri.slice('file:'.length)), { recursive: true });
  return uri;
}

/** Where uploaded files live: `CMS_MEDIA_DIR`, default `<repo>/.data/cms-media`. */
export function mediaDir(): string {
  return process.env.CMS_MEDIA_DIR || join(repoRoot(), '.data/cms-media');
}
