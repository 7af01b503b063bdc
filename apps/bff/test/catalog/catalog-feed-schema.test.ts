import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CatalogFeedRowSchema, FEED_UNSTORABLE_TEXT, catalogFeedJsonSchema } from '@portal/contracts/catalog-feed';
import { MINIMAL_FEED_ROW } from '@portal/db/testing';
import { catalogData } from '@portal/db';

const CATALOG_FEED_SCHEMA_FILE = resolve(import.meta.dirname, '../../../../docs/catalog-feed.schema.json');

// issue 31: the feed's format is documented with a JSON Schema generated from the zod contract that validates every row.

const committed = JSON.parse(readFileSync(CATALOG_FEED_SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(committed);

describe('docs/catalog-feed.schema.json', () => {
  it('is the schema generated from the contract (npm run catalog:schema writes it)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(catalogFeedJsonSchema())));
  });

  it('accepts the rows the contract accepts: the generated catalogue’s, with and without their defaults', () => {
    for (let i = 0; i < 300; i++) {
      const row = catalogData.generatedFeedRow(i);
      expect(validate(row), JSON.stringify(validate.errors)).toBe(true);
      expect(CatalogFeedRowSchema.safeParse(row).success).toBe(true);
    }
    const minimal = MINIMAL_FEED_ROW;
    expect(validate(minimal), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each([
    ['an unknown field', { colour: 'red' }],
    ['a negative price', { memberPrice: -1 }],
    ['a menu number that is not 6 to 8 digits', { menuNo: '12' }],
    ['a usage flag out of 1–4', { useage: [5] }],
    ['a date without its offset', { publishedUntil: '2026-12-01T00:00:00' }],
    ['a position off the globe', { position: { latitude: 91, longitude: 0 } }],
  ])('refuses, as the contract does, %s', (_what, change) => {
    const row = { ...catalogData.generatedFeedRow(0), ...change };
    expect(validate(row)).toBe(false);
    expect(CatalogFeedRowSchema.safeParse(row).success).toBe(false);
  });
});

describe('CatalogFeedRowSchema', () => {
  it('refuses a text the catalogue cannot store, naming where it is, and keeps tabs and line breaks', () => {
    const row = catalogData.generatedFeedRow(0);
    const issues = (change: object) =>
      (CatalogFeedRowSchema.safeParse({ ...row, ...change }).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(issues({ menuNm: 'ヌル\u0000入り' })).toEqual([['menuNm', FEED_UNSTORABLE_TEXT]]);
    expect(issues({ catchCopy: '片割れ\ud83d' })).toEqual([['catchCopy', FEED_UNSTORABLE_TEXT]]);
    expect(issues({ coupon: { code: 'A\u0007', barcode: null, conditions: '' } })).toEqual([
      ['coupon.code', FEED_UNSTORABLE_TEXT],
    ]);
    expect(issues({ leadCopy: '改行\nとタブ\tは本文のうち、😀も' })).toEqual([]);
  });
});
