/**
 * Migrates the CMS database and seeds it, in plain Node through Payload's local API (no Next):
 *   node apps/cms/src/seed/run.ts        (npm run seed -w @portal/cms)
 * Env: PAYLOAD_SECRET, CMS_DATABASE_URI, CMS_MEDIA_DIR, CMS_API_KEY — by hand, the development secrets that
 * `npm start` keeps in .data/ are used when these are unset. CMS_SEED_CONTENT=sample seeds the small sample
 * instead of the editors' content (quicker, for tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPayload } from 'payload';
import { repoRoot } from '../lib/paths.ts';

for (const [variable, file] of [
  ['PAYLOAD_SECRET', 'dev-cms-secret'],
  ['CMS_API_KEY', 'dev-cms-api-key'],
] as const) {
  const path = join(repoRoot(), '.data', file);
  if (!process.env[variable] && existsSync(path)) process.env[variable] = readFileSync(path, 'utf8').trim();
}

// The config reads the environment when it is imported.
const { default: config } = await import('../payload.config.ts');
const { seed } = await import('./index.ts');
const { sampleContent } = await import('./sample-content.ts');

const started = Date.now();
const payload = await getPayload({ config });
try {
  await payload.db.migrate();
  await seed(payload, {
    apiKey: process.env.CMS_API_KEY,
    content: process.env.CMS_SEED_CONTENT === 'sample' ? sampleContent : undefined,
    log: (m) => console.log(m),
  });
  console.log(`CMS database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await payload.destroy();
}
process.exit(0);
