import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where a bench keeps the embedded catalogue: PGLITE_DIR (`memory`, as the tests open it, or a folder), or else a
 * fresh data folder, as `npm start` keeps it. `remove` deletes the folder only when the bench made it.
 */
export function pgliteDataDir(prefix: string): { path: string; remove: () => void } {
  const given = process.env.PGLITE_DIR;
  if (given) return { path: given, remove: () => {} };
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
