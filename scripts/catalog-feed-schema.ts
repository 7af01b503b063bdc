/**
 * Writes docs/catalog-feed.schema.json: the JSON Schema of a catalogue feed row, generated from its zod contract
 * (packages/contracts/src/catalog-feed.ts). `npm run catalog:schema` after changing the contract; a test
 * (apps/bff/test/catalog/catalog-feed-schema.test.ts) fails while the committed file differs.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogFeedJsonSchema } from '../packages/contracts/src/catalog-feed.ts';

const file = resolve(import.meta.dirname, '../docs/catalog-feed.schema.json');
writeFileSync(file, `${JSON.stringify(catalogFeedJsonSchema(), null, 2)}\n`);
console.log(`wrote ${file}`);
