import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as SeedModule from '../src/seed/index.ts';

/** The seed through the local API in this process, on a fresh SQLite database with the editors' full content. */
let payload: Payload;
let dataDir: string;
let seedModule: typeof SeedModule;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cms-seed-'));
  // The config reads these when it is imported.
  process.env.PAYLOAD_SECRET = 'seed-test-secret-0123456789abcdef';
  process.env.CMS_DATABASE_URI = `file:${join(dataDir, 'cms.db')}`;
  process.env.CMS_MEDIA_DIR = join(dataDir, 'media');
  const { getPayload } = await import('payload');
  const { default: config } = await import('../src/payload.config.ts');
  seedModule = await import('../src/seed/index.ts');
  payload = await getPayload({ config });
  await payload.db.migrate();
});
afterAll(async () => {
  await payload?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('CMS seed', () => {
  it('creates the editor, the API user, courses, news types, header-footers and the content, then nothing more on a second run', async () => {
    const first = await seedModule.seed(payload, { apiKey: 'first-key-0123456789' });
    expect(first.created.users).toBe(2);
    expect(first.created.courses).toBe(3);
    expect(first.created['news-types']).toBe(5);
    expect(first.created['header-footers']).toBe(2);
    expect(first.created.news).toBeGreaterThanOrEqual(1);

    const second = await seedModule.seed(payload, { apiKey: 'second-key-0123456789' });
    expect(second.created).toEqual({});

    const courses = await payload.find({ collection: 'courses', sort: 'controllerId', pagination: false });
    expect(courses.docs.map((c) => [c.parentId, c.controllerId, c.name])).toEqual([
      ['cr', 'cr-club', '子育てクラブ会員'],
      ['ly', 'ly-member', 'ライフエール会員'],
      ['ly', 'ly-nonmember', 'ライフエール未入会'],
    ]);
    const types = await payload.find({ collection: 'news-types', sort: 'weight', pagination: false });
    expect(types.docs.map((t) => t.tagCode)).toEqual([
      'important_message',
      'maintenance',
      'service',
      'campaign',
      'other',
    ]);
    expect(types.docs.map((t) => t.name)).toEqual([
      '重要なお知らせ',
      'メンテナンス',
      'サービス',
      'キャンペーン',
      'その他',
    ]);
    const headerFooters = await payload.find({ collection: 'header-footers', pagination: false });
    expect(headerFooters.docs.map((h) => h.bscode).sort()).toEqual(['CR', 'LY']);
  });

  it('publishes the 給トク払い page and the footer mini-banners (issue 13) through the collections’ own rules', async () => {
    const kyutoku = await payload.find({ collection: 'other-pages', where: { otherId: { equals: 'kyutoku' } } });
    expect(kyutoku.docs.map((d) => [d.title, d._status])).toEqual([['給トク払いのご案内', 'published']]);
    const banners = await payload.find({
      collection: 'block-contents',
      where: { locationCode: { equals: 'footer_banner' } },
      sort: 'sortOrder',
    });
    expect(banners.docs.map((d) => [d.title, d.bscodes ?? []])).toEqual([
      ['フッター：ミニバナー', []],
      ['フッター：子育てクラブ会員さま向けミニバナー', ['CR']],
    ]);
  });

  it('keeps the API user key in step with CMS_API_KEY', async () => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'portal-bff@example.jp' } } });
    expect(docs[0]?.role).toBe('api');
    expect(docs[0]?.enableAPIKey).toBe(true);
    const withNewKey = await payload.auth({
      headers: new Headers({ Authorization: 'users API-Key second-key-0123456789' }),
    });
    expect(withNewKey.user?.email).toBe('portal-bff@example.jp');
    const withOldKey = await payload.auth({
      headers: new Headers({ Authorization: 'users API-Key first-key-0123456789' }),
    });
    expect(withOldKey.user).toBeNull();
  });

  it('stores the editor with the documented password', async () => {
    const login = await payload.login({
      collection: 'users',
      data: { email: 'editor@example.jp', password: 'editor-password' },
    });
    expect(login.user?.name).toBe('編集担当');
  });

  it('stores pubDate as midnight Japan time', () => {
    expect(seedModule.japanDay('2026-04-01')).toBe('2026-03-31T15:00:00.000Z');
  });
});
