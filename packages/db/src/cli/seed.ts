import { openDatabase } from '../client.ts';
import { seedCarrierData, truncateAll } from '../seed/carrier.ts';

// npm run db:seed [-- --reset] — seeds the test members into DATABASE_URL or the embedded PGlite.
const handle = openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR });
await handle.migrate();
if (process.argv.includes('--reset')) await truncateAll(handle.db);
const result = await seedCarrierData(handle.db, { now: new Date() });
await handle.close();
console.log(`seeded ${result.members} members (${handle.kind})`);
