import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtherContentQuerySchema, SpecialPageQuerySchema } from '@portal/contracts/cms';
import {
  ALIAS_TAKEN,
  FULL_HTML_REQUIRED,
  OTHER_ID_TAKEN,
  PAGE_ID_CHARACTERS,
  PAGE_ID_LENGTH,
  pageIdValidation,
} from '../src/lib/publish-rules.ts';
import type { SpecialPage } from '../src/payload-types.ts';

/**
 * Publishing rules (docs/cms-content-model.md「Publishing rules」): the CMS refuses to publish what the portal
 * would refuse to show, with a Japanese message on the field, and lets drafts stay incomplete. Local API on a
 * fresh SQLite database, as the admin's REST calls run the same operations.
 */
let payload: Payload;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cms-publish-'));
  // The config reads these when it is imported.
  process.env.PAYLOAD_SECRET = 'publish-test-secret-0123456789abcdef';
  process.env.CMS_DATABASE_URI = `file:${join(dataDir, 'cms.db')}`;
  process.env.CMS_MEDIA_DIR = join(dataDir, 'media');
  const { getPayload } = await import('payload');
  const { default: config } = await import('../src/payload.config.ts');
  payload = await getPayload({ config });
  await payload.db.migrate();
});
afterAll(async () => {
  await payload?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

type Paragraphs = NonNullable<SpecialPage['paragraphs']>;
const fullHtml = (html = '<p>本文</p>'): Paragraphs[number] => ({ blockType: 'full_html', html, margin: 'medium' });
const heading: Paragraphs[number] = { blockType: 'heading', text: '見出し', headingType: 'h2', margin: 'medium' };
const published = { _status: 'published' as const };

/** The field errors of a refused save, as the admin shows them. */
async function refusal(save: Promise<unknown>): Promise<Array<{ path: string; message: string }>> {
  const error = (await save.then(
    () => null,
    (e: unknown) => e,
  )) as { name?: string; data?: { errors?: Array<{ path: string; message: string }> } } | null;
  expect(error?.name, 'the save should have been refused').toBe('ValidationError');
  return (error?.data?.errors ?? []).map(({ path, message }) => ({ path, message }));
}

let aliasCount = 0;
const newAlias = () => `rule-${++aliasCount}`;
const specialPage = (paragraphs: Paragraphs, alias = newAlias()) => ({ title: '冬の特集', alias, paragraphs });

describe('special pages: published only with a full-HTML paragraph (spec portal.md §5)', () => {
  it(`refuses to publish a page without one: ${FULL_HTML_REQUIRED}`, async () => {
    const errors = await refusal(
      payload.create({ collection: 'special-pages', locale: 'ja', data: { ...specialPage([heading]), ...published } }),
    );
    expect(errors).toEqual([{ path: 'paragraphs', message: FULL_HTML_REQUIRED }]);
    await expect(
      refusal(
        payload.create({ collection: 'special-pages', locale: 'ja', data: { ...specialPage([]), ...published } }),
      ),
    ).resolves.toEqual([{ path: 'paragraphs', message: FULL_HTML_REQUIRED }]);
  });

  it('does not count a full-HTML paragraph inside a hierarchical block (the portal reads the page’s own)', async () => {
    const section: Paragraphs[number] = {
      blockType: 'hierarchical_block',
      title: 'よくある質問',
      paragraphs: [{ blockType: 'full_html', html: '<p>回答</p>', margin: 'medium' }],
      margin: 'medium',
    };
    const errors = await refusal(
      payload.create({ collection: 'special-pages', locale: 'ja', data: { ...specialPage([section]), ...published } }),
    );
    expect(errors).toEqual([{ path: 'paragraphs', message: FULL_HTML_REQUIRED }]);
  });

  it('saves an incomplete draft, refuses to publish it, and publishes it once it has a full-HTML paragraph', async () => {
    const draft = await payload.create({
      collection: 'special-pages',
      locale: 'ja',
      draft: true,
      data: { ...specialPage([heading]), _status: 'draft' },
    });
    expect(draft._status).toBe('draft');
    const errors = await refusal(
      payload.update({ collection: 'special-pages', id: draft.id, locale: 'ja', data: published }),
    );
    expect(errors).toEqual([{ path: 'paragraphs', message: FULL_HTML_REQUIRED }]);

    const done = await payload.update({
      collection: 'special-pages',
      id: draft.id,
      locale: 'ja',
      data: { paragraphs: [heading, fullHtml()], ...published },
    });
    expect(done._status).toBe('published');
  });

  it('lets a published page be changed as a draft without one (the portal keeps the published version)', async () => {
    const page = await payload.create({
      collection: 'special-pages',
      locale: 'ja',
      data: { ...specialPage([fullHtml()]), ...published },
    });
    const draft = await payload.update({
      collection: 'special-pages',
      id: page.id,
      locale: 'ja',
      draft: true,
      data: { paragraphs: [heading], _status: 'draft' },
    });
    expect(draft.paragraphs?.map((p) => p.blockType)).toEqual(['heading']);
  });

  it('checks English paragraphs as the portal reads them: none falls back to Japanese, some need a full-HTML one', async () => {
    const page = await payload.create({
      collection: 'special-pages',
      locale: 'ja',
      data: { ...specialPage([fullHtml()]), ...published },
    });
    const english = await payload.update({
      collection: 'special-pages',
      id: page.id,
      locale: 'en',
      data: { title: 'Winter feature', paragraphs: [], ...published },
    });
    expect(english._status).toBe('published');
    const read = await payload.findByID({
      collection: 'special-pages',
      id: page.id,
      locale: 'en',
      fallbackLocale: 'ja',
    });
    expect(read.paragraphs?.map((p) => p.blockType)).toEqual(['full_html']);

    const errors = await refusal(
      payload.update({
        collection: 'special-pages',
        id: page.id,
        locale: 'en',
        data: { paragraphs: [heading], ...published },
      }),
    );
    expect(errors).toEqual([{ path: 'paragraphs', message: FULL_HTML_REQUIRED }]);
  });
});

describe('special pages: one page per alias (the portal refuses two answers for one sp_id)', () => {
  it(`refuses an alias another page has: ${ALIAS_TAKEN}`, async () => {
    const alias = newAlias();
    await payload.create({
      collection: 'special-pages',
      locale: 'ja',
      data: { ...specialPage([fullHtml()], alias), ...published },
    });
    const errors = await refusal(
      payload.create({
        collection: 'special-pages',
        locale: 'ja',
        data: { ...specialPage([fullHtml()], alias), ...published },
      }),
    );
    expect(errors).toEqual([{ path: 'alias', message: ALIAS_TAKEN }]);
  });

  it('refuses to publish a draft that took another page’s alias, and lets a page keep its own', async () => {
    const alias = newAlias();
    const first = await payload.create({
      collection: 'special-pages',
      locale: 'ja',
      data: { ...specialPage([fullHtml()], alias), ...published },
    });
    const second = await payload.create({
      collection: 'special-pages',
      locale: 'ja',
      data: { ...specialPage([fullHtml()]), ...published },
    });
    await payload.update({ collection: 'special-pages', id: second.id, locale: 'ja', draft: true, data: { alias } });
    const errors = await refusal(
      payload.update({ collection: 'special-pages', id: second.id, locale: 'ja', data: published }),
    );
    expect(errors).toEqual([{ path: 'alias', message: ALIAS_TAKEN }]);

    const again = await payload.update({
      collection: 'special-pages',
      id: first.id,
      locale: 'ja',
      data: { title: '冬の特集（改）', ...published },
    });
    expect(again.alias).toBe(alias);
  });

  it('accepts exactly the aliases the portal can ask for (sp_id of the contract)', async () => {
    const validate = pageIdValidation('special-pages', 'alias', ALIAS_TAKEN);
    const req = await createLocalReq({}, payload);
    const cases: Array<[string, true | string]> = [
      ['winter-gourmet_2026', true],
      ['a'.repeat(128), true],
      ['a'.repeat(129), PAGE_ID_LENGTH],
      ['winter gourmet', PAGE_ID_CHARACTERS],
      ['冬の特集', PAGE_ID_CHARACTERS],
      ['a/b', PAGE_ID_CHARACTERS],
    ];
    for (const [alias, expected] of cases) {
      const result = await validate(alias, { req, required: true, event: 'onChange' } as never);
      expect(result, alias).toBe(expected);
      expect(SpecialPageQuerySchema.safeParse({ sp_id: alias }).success, alias).toBe(expected === true);
      expect(OtherContentQuerySchema.safeParse({ other_id: alias }).success, alias).toBe(expected === true);
    }
  });
});

describe('other pages: the same rules', () => {
  it(`refuses to publish one without a full-HTML paragraph, and a page id another page has: ${OTHER_ID_TAKEN}`, async () => {
    const errors = await refusal(
      payload.create({
        collection: 'other-pages',
        locale: 'ja',
        data: { title: 'ご利用ガイド', otherId: 'guide', paragraphs: [heading], ...published },
      }),
    );
    expect(errors).toEqual([{ path: 'paragraphs', message: FULL_HTML_REQUIRED }]);

    await payload.create({
      collection: 'other-pages',
      locale: 'ja',
      data: { title: 'ご利用ガイド', otherId: 'guide', paragraphs: [fullHtml()], ...published },
    });
    const taken = await refusal(
      payload.create({
        collection: 'other-pages',
        locale: 'ja',
        data: { title: '別のガイド', otherId: 'guide', paragraphs: [fullHtml()], ...published },
      }),
    );
    expect(taken).toEqual([{ path: 'otherId', message: OTHER_ID_TAKEN }]);
  });
});
