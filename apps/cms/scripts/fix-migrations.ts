/**
 * `payload migrate:create` writes imports for a bundler; the seed and the tests load migrations in plain Node
 * (type stripping), which needs `.ts` extensions and type-only imports. Run after every migrate:create.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '../src/migrations');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after =
    file === 'index.ts'
      ? before.replace(/from '(\.\/[^']+?)(?<!\.ts)'/g, "from '$1.ts'")
      : before.replace(
          /import \{ MigrateUpArgs, MigrateDownArgs, sql \} from '@payloadcms\/db-(sqlite|postgres)'/,
          "import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-$1'",
        );
  if (after !== before) writeFileSync(path, after);
}
