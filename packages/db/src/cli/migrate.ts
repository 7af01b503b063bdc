import { openDatabase } from '../client.ts';

// npm run db:migrate — applies the committed migrations to DATABASE_URL, or to the embedded PGlite.
const handle = openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR });
await handle.migrate();
await handle.close();
console.log(`migrations applied (${handle.kind})`);
