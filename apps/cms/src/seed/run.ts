/**
 * Migrates the CMS database and seeds it, in plain Node through Payload's local API (no Next):
 *   node apps/cms/src/seed/run.ts        (npm run seed -w @portal/cms)
 * Env: PAYLOAD_SECRET, CMS_DATABASE_URI, CMS_MEDIA_DIR, CMS_API_KEY; CMS_SEED_CONTENT=sample seeds the small
 * sample instead of the editors' content (quicker, for tests).
 */
import { getPayload } from 'payload';
import config from '../payload.config.ts';
import { seed } from './index.ts';
import { sampleContent } from './sample-content.ts';

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
