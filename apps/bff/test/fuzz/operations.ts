import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes the zod contracts) the fuzz reads. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: `GET /v1/x/{id}`. */
export interface Operation {
  id: string;
  method: string;
  /** The path template, `{name}` for a path parameter. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in its order. */
export function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths?: Record<string, Record<string, OpenApiOperation>> }).paths ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = (operation.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({
          name: p.in === 'header' ? p.name.toLowerCase() : p.name,
          in: p.in as Parameter['in'],
          required: p.required === true || p.in === 'path',
          schema: p.schema ?? {},
        }));
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** A value the schema accepts (the first enum value, the minimum, a string its pattern matches…). */
export function exampleOf(schema: JsonSchema, seed: number): unknown {
  if (schema.anyOf?.length) {
    const branch = schema.anyOf.find((s) => !(s.enum?.length === 1 && s.enum[0] === '')) ?? schema.anyOf[0]!;
    return exampleOf(branch, seed);
  }
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
      const low = typeof schema.minimum === 'number' ? schema.minimum + exclusive : 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [exampleOf(schema.items, seed)] : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = exampleOf(property, seed);
      return value;
    }
    default: {
      if (schema.format === 'date') return '2026-11-21';
      if (schema.format === 'date-time') return '2026-11-21T03:00:00.000Z';
      if (schema.format === 'email') return 'taro.yamada@example.jp';
      if (schema.pattern) {
        const [match] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 1 });
        return match;
      }
      const length = Math.max(schema.minLength ?? 1, 4);
      return 'fuzz'.padEnd(length, 'z').slice(0, schema.maxLength ?? length);
    }
  }
}

/** The paths of a body's fields, the body itself first ([]), then each property, nested objects' too. */
export function fieldPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  const paths = [prefix];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    paths.push(...fieldPaths(property, [...prefix, key]));
  }
  if (schema.type === 'array' && schema.items) paths.push(...fieldPaths(schema.items, [...prefix, '0']));
  return paths;
}

/**
 * A percent-encoding that, unlike encodeURIComponent, also writes a lone surrogate: as the three bytes a
 * careless encoder sends for it (%ED%A0%80 for U+D800), which are not UTF-8.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(value.charAt(i));
    }
  }
  return out;
}

/** A copy of a JSON value with `value` at `path` (created along the way); `undefined` deletes it. */
export function withValueAt(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = Array.isArray(body)
    ? ([...body] as unknown as Record<string, unknown>)
    : isObject(body)
      ? { ...body }
      : {};
  const next = withValueAt(copy[head], rest, value);
  if (next === undefined && rest.length === 0) delete copy[head];
  else defineOwn(copy, head, next);
  return copy;
}

/** Sets an own, enumerable property, `__proto__` included (which `obj[key] =` would not make own). */
export function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
