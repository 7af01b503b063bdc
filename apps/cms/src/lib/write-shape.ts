import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type Field } from 'payload';
import { INVALID_INPUT } from './client-input-errors.ts';

/**
 * The shape Payload takes for granted in what is written (issue 33, found by apps/cms/test/fuzz-rest-api.test.ts;
 * ADR 0034): it walks a create's or an update's data along the collection's fields before any validation runs, and
 * fails with a 500 on data that is not an object, a group given null or a number, an array or blocks field given
 * something else than a list of objects, a block of a kind the field does not have. This checks that shape first and
 * refuses the write with 400; the values themselves are still Payload's to validate.
 */
type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the shape of `data` differs from what `fields` need; empty when it does not. */
export function shapeProblems(fields: readonly Field[], data: unknown, path = ''): string[] {
  if (!isObject(data)) return [path.replace(/\.$/, '') || '(data)'];
  const problems: string[] = [];
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      problems.push(...shapeProblems(field.fields, data, path));
      continue;
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          const value = data[tab.name];
          if (value !== undefined) problems.push(...shapeProblems(tab.fields, value, `${path}${tab.name}.`));
        } else {
          problems.push(...shapeProblems(tab.fields, data, path));
        }
      }
      continue;
    }
    if (!('name' in field) || !field.name) continue;
    const value = data[field.name];
    if (value === undefined) continue;
    const here = `${path}${field.name}`;
    if (field.type === 'group') {
      problems.push(...shapeProblems(field.fields, value, `${here}.`));
    } else if (field.type === 'array') {
      if (value === null) continue;
      if (!Array.isArray(value)) problems.push(here);
      else value.forEach((row, i) => problems.push(...shapeProblems(field.fields, row, `${here}.${i}.`)));
    } else if (field.type === 'blocks') {
      if (value === null) continue;
      if (!Array.isArray(value)) {
        problems.push(here);
        continue;
      }
      const blocks = new Map((field.blocks ?? []).map((block) => [block.slug, block]));
      value.forEach((row, i) => {
        const block = isObject(row) && typeof row.blockType === 'string' ? blocks.get(row.blockType) : undefined;
        if (!block) problems.push(`${here}.${i}`);
        else problems.push(...shapeProblems(block.fields, row, `${here}.${i}.`));
      });
    }
  }
  return problems;
}

/** The fields Payload adds to an account collection, which it reads as text before validating them. */
const ACCOUNT_TEXT_FIELDS = ['email', 'username', 'password'];

/** The collection's `beforeOperation` hook: a create or update whose data has not that shape is refused (400). */
export function refuseMisshapenWrites(collection: CollectionConfig): CollectionConfig {
  const guard: CollectionBeforeOperationHook = ({ args, operation }) => {
    if (operation !== 'create' && operation !== 'update') return args;
    const data = (args as { data?: unknown }).data;
    const problems = shapeProblems(collection.fields, data);
    if (collection.auth && isObject(data)) {
      for (const name of ACCOUNT_TEXT_FIELDS) {
        if (data[name] !== undefined && typeof data[name] !== 'string') problems.push(name);
      }
    }
    if (problems.length > 0) throw new APIError(INVALID_INPUT, 400, { fields: problems.slice(0, 20) }, true);
    return args;
  };
  const hooks = collection.hooks ?? {};
  return { ...collection, hooks: { ...hooks, beforeOperation: [guard, ...(hooks.beforeOperation ?? [])] } };
}
