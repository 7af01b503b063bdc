import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { en } from '@payloadcms/translations/languages/en';
import { ja } from '@payloadcms/translations/languages/ja';
import { join } from 'node:path';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { BlockContents } from './collections/block-contents.ts';
import { Courses } from './collections/courses.ts';
import { HeaderFooters } from './collections/header-footers.ts';
import { Media } from './collections/media.ts';
import { News } from './collections/news.ts';
import { NewsTypes } from './collections/news-types.ts';
import { OtherPages } from './collections/other-pages.ts';
import { SpecialPages } from './collections/special-pages.ts';
import { Users } from './collections/users.ts';
import { migrations as postgresMigrations } from './migrations-postgres/index.ts';
import { migrations as sqliteMigrations } from './migrations/index.ts';
import { answerClientInputErrors } from './lib/client-input-errors.ts';
import { refuseMisshapenWrites } from './lib/write-shape.ts';
import { trustedOrigins } from './lib/origins.ts';
import { databaseUri, repoRoot } from './lib/paths.ts';

/**
 * The editors' CMS (docs/cms-content-model.md, docs/decisions/0008-payload-cms.md).
 * SQLite file by default; `CMS_DATABASE_URI=postgres://…` selects PostgreSQL.
 */
const uri = databaseUri();
const root = repoRoot();

function payloadSecret(): string {
  const secret = process.env.PAYLOAD_SECRET;
  if (secret) return secret;
  // `next build` evaluates the config without serving anything; every running server must set the secret.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'build-only-placeholder-secret';
  throw new Error('PAYLOAD_SECRET is required (npm start keeps a development one in .data/dev-cms-secret)');
}

const db = uri.startsWith('postgres')
  ? postgresAdapter({
      pool: { connectionString: uri },
      migrationDir: join(root, 'apps/cms/src/migrations-postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    })
  : sqliteAdapter({
      client: { url: uri },
      migrationDir: join(root, 'apps/cms/src/migrations'),
      // `next start` applies the committed migrations to a fresh database (no dev-mode schema push).
      prodMigrations: sqliteMigrations,
      push: false,
    });

export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  db,
  sharp,
  graphQL: { disable: true },
  // An editor's cookie counts only on requests from the CMS's own origins (a request from any other origin, the
  // portal's too, is anonymous, so refused before validation), and only these get CORS answers (lib/origins.ts).
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  // Input Payload cannot take is the client's mistake: 400, not 500 (lib/client-input-errors.ts).
  hooks: { afterError: [answerClientInputErrors] },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: '— ライフエール CMS' },
    importMap: { baseDir: join(root, 'apps/cms/src') },
    dateFormat: 'yyyy/MM/dd HH:mm',
    // Payload's own avatar, not Gravatar: the admin loads nothing from third parties (lib/security-headers.ts).
    avatar: 'default',
    // The code fields' editor (Monaco) comes from the CMS itself, not a CDN (docs/cms-content-model.md「Code editor」).
    components: {
      providers: ['/components/monaco-from-cms#MonacoFromCms'],
      afterLogin: ['/components/login-lockout-note#LoginLockoutNote'],
    },
  },
  i18n: { supportedLanguages: { ja, en }, fallbackLanguage: 'ja' },
  localization: {
    locales: [
      { code: 'ja', label: '日本語' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'ja',
    fallback: true,
  },
  // A write whose data has not the shape of the collection's fields is refused before Payload walks it (lib/write-shape.ts).
  collections: [News, NewsTypes, BlockContents, SpecialPages, OtherPages, HeaderFooters, Courses, Media, Users].map(
    refuseMisshapenWrites,
  ),
  jobs: {
    // Runs scheduled publishing inside the CMS server (Next calls getPayload with cron on); plain-Node scripts never start it.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 20 }],
  },
  typescript: { outputFile: join(root, 'apps/cms/src/payload-types.ts'), autoGenerate: false },
});
