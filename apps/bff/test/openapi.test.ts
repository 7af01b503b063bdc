import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFromString, loadConfig, parseYaml } from '@redocly/openapi-core';
import { createTestApp } from './helpers.ts';

/** The BFF's folder: redocly.yaml and .redocly.lint-ignore.yaml, which places the document at openapi.json. */
const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONFIG_PATH = `${BFF_DIR}redocly.yaml`;
const DOCUMENT_PATH = `${BFF_DIR}openapi.json`;
const IGNORED = parseYaml(readFileSync(`${BFF_DIR}.redocly.lint-ignore.yaml`, 'utf8')) as {
  'openapi.json': Record<string, string[]>;
};
const OPERATOR_TOKEN = 'o'.repeat(40);

interface Schema {
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  type?: string;
}
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  servers?: Array<{ url: string }>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** The verbs an operationId starts with; a new one is added here deliberately. */
const VERBS = [
  'abandon',
  'add',
  'agree',
  'apply',
  'check',
  'choose',
  'complete',
  'end',
  'export',
  'finish',
  'get',
  'grant',
  'list',
  'look',
  'record',
  'refresh',
  'register',
  'remove',
  'run',
  'search',
  'send',
  'set',
  'start',
  'use',
  'withdraw',
];

/** The pointer Redocly reports a problem of an operation's responses at. */
const responsesPointer = (path: string, method: string) => `#/paths/${path.replaceAll('/', '~1')}/${method}/responses`;

/** The body of the BFF's error handler `{ error: { code, message } }`, a CMS call's JSON:API errors, or either. */
function isErrorBody(schema: Schema): boolean {
  if (schema.anyOf) return schema.anyOf.every(isErrorBody);
  const error = schema.properties?.error;
  if (error) return ['code', 'message'].every((key) => error.properties?.[key] && error.required?.includes(key));
  return schema.properties?.errors?.type === 'array';
}

describe('the OpenAPI document', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let document: Document;
  let operations: Array<{ path: string; method: string; operation: Operation }>;

  beforeAll(async () => {
    // With the operator API, so that every route is in the document.
    t = await createTestApp({ env: { OPERATOR_API_TOKEN: OPERATOR_TOKEN } });
    await t.app.ready();
    document = t.app.swagger() as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );
  });
  afterAll(() => t.close());

  async function lint() {
    const config = await loadConfig({ configPath: CONFIG_PATH });
    return lintFromString({ source: JSON.stringify(document), absoluteRef: DOCUMENT_PATH, config });
  }

  it('passes Redocly’s recommended rules without an error or a warning', async () => {
    const problems = (await lint()).filter((problem) => !problem.ignored);
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
  });

  it('keeps no exception in .redocly.lint-ignore.yaml that no longer matches a problem', async () => {
    const ignored = (await lint()).filter((problem) => problem.ignored);
    const found = (ruleId: string) =>
      ignored.filter((p) => p.ruleId === ruleId).map((p) => p.location[0]?.pointer ?? '');
    for (const [ruleId, pointers] of Object.entries(IGNORED['openapi.json'])) {
      expect(found(ruleId).sort(), ruleId).toEqual([...pointers].sort());
    }
  });

  it('lists the portal’s origin as its server', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('gives every operation a unique camelCase operationId that starts with a verb', () => {
    const ids = operations.map(({ path, method, operation }) => operation.operationId ?? `${method} ${path}`);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(?:[A-Z][a-z0-9]*)*$/);
      expect(VERBS, id).toContain(/^[a-z]+/.exec(id)?.[0]);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the session cookie, the CSRF token and the operator’s bearer token as security schemes', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      memberSession: { type: 'apiKey', in: 'cookie', name: 'portal_sid' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
      csrfCookie: { type: 'apiKey', in: 'cookie', name: 'portal_csrf' },
      previewSession: { type: 'apiKey', in: 'cookie', name: 'portal_preview' },
      operatorToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it('says how every operation is authorised, as the security plugin and the guards enforce it', () => {
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.security, where).toBeInstanceOf(Array);
      const alternatives = operation.security ?? [];
      for (const alternative of alternatives)
        for (const name of Object.keys(alternative)) expect(schemes).toContain(name);
      const all = (scheme: string) => alternatives.length > 0 && alternatives.every((a) => scheme in a);
      if (path.startsWith('/v1/operator/')) {
        expect(alternatives, where).toEqual([{ operatorToken: [] }]);
        expect(operation.responses, where).toHaveProperty('401');
      } else if (UNSAFE_METHODS.has(method)) {
        // plugins/security.ts: every state change outside the operator API needs the Origin and the CSRF token.
        expect(all('csrfToken') && all('csrfCookie'), where).toBe(true);
        expect(operation.responses, where).toHaveProperty('403');
      } else {
        expect(
          alternatives.some((a) => 'csrfToken' in a || 'operatorToken' in a),
          where,
        ).toBe(false);
      }
      // A call that needs a member's session says what happens without one: 401, or a redirect for a navigation.
      if (all('memberSession')) {
        expect(
          Object.keys(operation.responses).some((s) => s === '401' || s.startsWith('3')),
          where,
        ).toBe(true);
      }
    }
  });

  it('documents the client errors of every operation in the BFF’s error body', () => {
    const exempt = new Set(IGNORED['openapi.json']['operation-4xx-response']);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const clientErrors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      if (exempt.has(responsesPointer(path, method))) {
        // Exempt only a GET without parameters and open to anyone: nothing a client sends can be wrong.
        expect({ method, parameters: operation.parameters ?? [], clientErrors }, where).toEqual({
          method: 'get',
          parameters: [],
          clientErrors: [],
        });
        const open = (operation.security ?? []).length === 0 || operation.security?.some((a) => !Object.keys(a).length);
        expect(open, where).toBe(true);
        continue;
      }
      expect(clientErrors, where).not.toEqual([]);
      for (const status of clientErrors) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema && isErrorBody(schema), `${where} ${status}`).toBe(true);
      }
    }
  });

  // The declarations checked against the answers, where no valid input is needed to get them.

  it('refuses every state-changing call from another origin, as its documented 403 says', async () => {
    const calls = operations.filter(
      ({ path, method }) => UNSAFE_METHODS.has(method) && !path.startsWith('/v1/operator/'),
    );
    expect(calls.length).toBeGreaterThan(10);
    for (const { path, method } of calls) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'POST',
        url: path.replace(/\{[^}]+\}/g, '1'),
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json(), `${method} ${path}`).toEqual({
        error: { code: 'forbidden_origin', message: expect.any(String) },
      });
    }
  });

  it('answers 401 to an operator call without the bearer token', async () => {
    const calls = operations.filter(({ path }) => path.startsWith('/v1/operator/'));
    expect(calls.length).toBeGreaterThan(0);
    for (const { path, method } of calls) {
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url: path });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 401 to a member-only GET without a session', async () => {
    const calls = operations.filter(
      ({ method, operation }) =>
        method === 'get' &&
        operation.security?.length &&
        operation.security.every((a) => 'memberSession' in a) &&
        '401' in operation.responses &&
        !(operation.parameters ?? []).some((p) => p.required),
    );
    expect(calls.length).toBeGreaterThan(5);
    for (const { path } of calls) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(401);
      expect(res.json(), path).toEqual({ error: { code: 'unauthenticated', message: 'ログインしてください。' } });
    }
  });
});
