/** The real CMS for a bench: apps/cms/test-support/start-cms.ts (fresh SQLite, full seed content, `next start`). */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './children.ts';

export interface StartedCms {
  /** `http://127.0.0.1:<port>` */
  url: string;
  apiKey: string;
  previewSecret: string;
  stop(): Promise<void>;
}

export async function startCms(options: { port: number; dataDir: string; portalOrigin: string }): Promise<StartedCms> {
  // Loaded by its path: the CMS is typechecked with its own configuration (apps/cms/tsconfig.json), not the root's.
  const { startCms: start } = (await import(pathToFileURL(join(ROOT, 'apps/cms/test-support/start-cms.ts')).href)) as {
    startCms(options: { port: number; dataDir: string; portalOrigin: string }): Promise<StartedCms>;
  };
  return start(options);
}
