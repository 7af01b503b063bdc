import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpFuzz, describeHttpOffences, type HttpFuzzRequest } from '../../bff/test/fuzz/http.ts';
import {
  CONTENT_TYPES,
  JSON_VALUES,
  ODD_KEYS,
  RAW_BODIES,
  RAW_VALUES,
  jsonValue,
  rawUrlValue,
} from '../../bff/test/fuzz/malformed.ts';
import { percentEncode, withValueAt } from '../../bff/test/fuzz/operations.ts';
import { writeSummary } from '../../bff/test/fuzz/support.ts';
import { startCms, type StartedCms } from '../test-support/start-cms.ts';
import { freePort } from './free-port.ts';

/**
 * The fuzz grows to the CMS's REST API (issue 33): every collection's list, document, count and versions calls with
 * malformed queries and ids, its create and update calls with malformed JSON bodies and content types, the account
 * calls (login, logout, refresh, forgot and reset password, unlock, verify, first user, me), the editors' preferences
 * and media uploads; as nobody, as the portal's API key and as an editor. The malformed values are the BFF fuzz's
 * (apps/bff/test/fuzz/malformed.ts). No answer may be ≥ 500, and every request gets an answer. Deterministic: a fixed
 * seed (FUZZ_SEED and FUZZ_RUNS change it and the random cases per collection).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const COLLECTIONS = [
  'news',
  'news-types',
  'block-contents',
  'special-pages',
  'other-pages',
  'header-footers',
  'courses',
  'media',
  'users',
] as const;
/** Collections with drafts and versions (docs/cms-content-model.md). */
const VERSIONED = new Set(['news', 'block-contents', 'special-pages', 'other-pages']);
const QUERY_PARAMETERS = [
  'where[title][equals]',
  'where[or][0][id][equals]',
  'where[and][0][createdAt][greater_than]',
  'where',
  'limit',
  'page',
  'depth',
  'sort',
  'locale',
  'fallback-locale',
  'draft',
  'select[title]',
  'populate[news-types][name]',
  'pagination',
  'trash',
  'joins',
];

/** The values every parameter gets; the news collection gets every one of RAW_VALUES. */
const CORE_RAW = RAW_VALUES.filter((v) =>
  [
    'NUL inside',
    'lone surrogate %ED%A0%80',
    'overlong slash %C0%AF',
    'bad hex %zz',
    'negative',
    '400 digits',
    'JSON object text',
    'letters',
    '__proto__',
    '100 KB ASCII',
  ].includes(v.label),
);
const CORE_JSON = JSON_VALUES.filter((v) =>
  [
    'NUL inside',
    'lone high surrogate',
    '100 KB ASCII',
    'null',
    'fraction',
    'empty array',
    '__proto__ object',
    'deep nesting',
  ].includes(v.label),
);

let cms: StartedCms;
let dataDir: string;
let fuzz: ReturnType<typeof createHttpFuzz>;
let identities: Record<'nobody' | 'apiKey' | 'editor', Record<string, string>>;
/** A document of each collection (as an editor reads it) and its id: what the malformed bodies start from. */
const documents = new Map<string, { id: string; body: Record<string, unknown> }>();
let clientNumber = 0;

/** Each login and account call from an address of its own (through the proxy TRUST_PROXY names): no lockout. */
const nextClient = () => {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cms-fuzz-'));
  cms = await startCms({ port: await freePort(), dataDir, content: 'sample', env: { TRUST_PROXY: '127.0.0.1' } });
  fuzz = createHttpFuzz(cms.url);
  const login = await fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify(cms.editor),
  });
  const { token } = (await login.json()) as { token: string };
  identities = {
    nobody: {},
    apiKey: { authorization: `users API-Key ${cms.apiKey}` },
    editor: { authorization: `JWT ${token}` },
  };
  // A staff user of its own for the updates of `users`: the editor's own account stays as it is.
  const target = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...identities.editor },
    body: JSON.stringify({ email: 'fuzz-target@example.jp', password: 'fuzz-password-1', role: 'editor' }),
  });
  expect(target.status).toBe(201);
  for (const collection of COLLECTIONS) {
    const where = collection === 'users' ? '&where[email][equals]=fuzz-target@example.jp' : '';
    const list = await fetch(`${cms.url}/api/${collection}?limit=1&depth=0${where}`, { headers: identities.editor });
    const { docs } = (await list.json()) as { docs: Array<Record<string, unknown>> };
    const [first] = docs;
    if (!first) continue;
    const { id, createdAt: _c, updatedAt: _u, ...body } = first;
    documents.set(collection, { id: String(id), body });
  }
});

afterAll(async () => {
  if (fuzz) {
    const summary = { seed: SEED, randomRunsPerCollection: RANDOM_RUNS, ...fuzz.summary() };
    const file = writeSummary(summary, 'cms-fuzz');
    const { byTarget: _, ...totals } = summary;
    console.log(
      `CMS REST API fuzz: ${summary.sent} requests; per endpoint in ${file}\n${JSON.stringify(totals, null, 2)}`,
    );
  }
  await cms?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { 'content-type': 'application/json' } });

async function sendAll(requests: HttpFuzzRequest[]) {
  const before = fuzz.offences.length;
  for (const request of requests) await fuzz.send(request);
  return fuzz.offences.slice(before);
}

/** The malformed bodies of a create or update: every top-level field, odd keys, raw bodies, content types. */
function bodyCases(
  base: Record<string, unknown>,
  full: boolean,
): Array<{ body: string | Buffer; type: string | null; label: string }> {
  const cases: Array<{ body: string | Buffer; type: string | null; label: string }> = [];
  for (const field of Object.keys(base)) {
    for (const { label, value } of full ? JSON_VALUES : CORE_JSON) {
      cases.push({
        body: JSON.stringify(withValueAt(base, [field], value)),
        type: 'application/json',
        label: `${field}: ${label}`,
      });
    }
  }
  for (const key of ODD_KEYS) {
    cases.push({
      body: JSON.stringify({ ...base, [key]: { polluted: true } }),
      type: 'application/json',
      label: `extra key ${key.slice(0, 20)}`,
    });
  }
  if (!full) return cases;
  for (const { label, payload } of RAW_BODIES)
    cases.push({ body: payload, type: 'application/json', label: `raw body: ${label}` });
  for (const type of CONTENT_TYPES)
    cases.push({ body: JSON.stringify(base), type, label: `content type: ${String(type)}` });
  return cases;
}

describe('fuzz: the CMS REST API, malformed (issue 33)', () => {
  describe.each(COLLECTIONS.map((collection) => ({ collection })))('/api/$collection', ({ collection }) => {
    const full = collection === 'news';
    const values = full ? RAW_VALUES : CORE_RAW;

    it('answers malformed queries, ids and bodies below 500', { timeout: 600_000 }, async () => {
      const found = [];
      const base = `/api/${collection}`;
      const who = Object.entries(identities);
      let turn = 0;
      const nextIdentity = () => who[turn++ % who.length]!;
      const requests: HttpFuzzRequest[] = [];
      for (const parameter of QUERY_PARAMETERS) {
        for (const { label, raw } of values) {
          const [kind, headers] = full ? ['editor', identities.editor] : nextIdentity();
          requests.push({
            method: 'GET',
            path: `${base}?${percentEncode(parameter)}=${raw}`,
            headers,
            target: `GET ${base}`,
            label: `${kind}: ${parameter}: ${label}`,
          });
        }
      }
      for (const { label, raw } of values) {
        for (const [kind, headers] of full ? who : [nextIdentity()]) {
          requests.push({
            method: 'GET',
            path: `${base}/${raw}`,
            headers,
            target: `GET ${base}/{id}`,
            label: `${kind}: id ${label}`,
          });
        }
        requests.push({
          method: 'GET',
          path: `${base}/count?where[id][equals]=${raw}`,
          headers: identities.editor,
          target: `GET ${base}/count`,
          label: `count ${label}`,
        });
        requests.push({
          method: 'DELETE',
          path: `${base}/${raw}`,
          headers: identities.editor,
          target: `DELETE ${base}/{id}`,
          label: `delete id ${label}`,
        });
        requests.push({
          method: 'PATCH',
          path: `${base}/${raw}`,
          ...json({}),
          headers: { ...json({}).headers, ...identities.editor },
          target: `PATCH ${base}/{id}`,
          label: `patch id ${label}`,
        });
        if (VERSIONED.has(collection)) {
          requests.push({
            method: 'GET',
            path: `${base}/versions?where[parent][equals]=${raw}`,
            headers: identities.editor,
            target: `GET ${base}/versions`,
            label: `versions ${label}`,
          });
          requests.push({
            method: 'GET',
            path: `${base}/versions/${raw}`,
            headers: identities.editor,
            target: `GET ${base}/versions/{id}`,
            label: `version id ${label}`,
          });
        }
      }
      const document = documents.get(collection);
      if (document) {
        for (const { label, raw } of CORE_RAW) {
          requests.push({
            method: 'GET',
            path: `${base}/${document.id}?depth=${raw}&locale=${raw}&draft=${raw}`,
            headers: identities.editor,
            target: `GET ${base}/{id}`,
            label: `document with ${label}`,
          });
        }
        // Media are created by an upload (multipart), below; the rest take JSON.
        if (collection !== 'media') {
          for (const { body, type, label } of bodyCases(document.body, full)) {
            const headers = { ...identities.editor, ...(type ? { 'content-type': type } : {}) };
            requests.push({
              method: 'POST',
              path: base,
              body,
              headers,
              target: `POST ${base}`,
              label: `create ${label}`,
            });
            requests.push({
              method: 'PATCH',
              path: `${base}/${document.id}`,
              body,
              headers,
              target: `PATCH ${base}/{id}`,
              label: `update ${label}`,
            });
          }
        }
      }
      found.push(...(await sendAll(requests)));
      expect(found, `${found.length} answers ≥ 500:\n${describeHttpOffences(found)}`).toHaveLength(0);
    });

    it('answers random combinations below 500', async () => {
      const document = documents.get(collection);
      const cases = fc.sample(
        fc.record({
          identity: fc.constantFrom(...(Object.keys(identities) as Array<keyof typeof identities>)),
          query: fc.array(fc.tuple(fc.constantFrom(...QUERY_PARAMETERS), rawUrlValue), { minLength: 1, maxLength: 4 }),
          body: fc.option(fc.tuple(fc.constantFrom(...Object.keys(document?.body ?? { title: '' })), jsonValue)),
        }),
        { seed: SEED + collection.length, numRuns: RANDOM_RUNS },
      );
      const requests = cases.map(({ identity, query, body }): HttpFuzzRequest => {
        const search = query.map(([name, raw]) => `${percentEncode(name)}=${raw}`).join('&');
        if (body && document && collection !== 'media') {
          const [field, value] = body;
          return {
            method: 'PATCH',
            path: `/api/${collection}/${document.id}?${search}`,
            body: JSON.stringify(withValueAt(document.body, [field], value)),
            headers: { 'content-type': 'application/json', ...identities[identity] },
            target: `PATCH /api/${collection}/{id}`,
            label: `random ${identity}: ${field} and ${query.map(([n]) => n).join(', ')}`,
          };
        }
        return {
          method: 'GET',
          path: `/api/${collection}?${search}`,
          headers: identities[identity],
          target: `GET /api/${collection}`,
          label: `random ${identity}: ${query.map(([n]) => n).join(', ')}`,
        };
      });
      const found = await sendAll(requests);
      expect(found, `${found.length} answers ≥ 500:\n${describeHttpOffences(found)}`).toHaveLength(0);
    });
  });

  it(
    'answers malformed account calls below 500 (login, logout, refresh, forgot and reset, unlock, verify, first user, me)',
    { timeout: 600_000 },
    async () => {
      const requests: HttpFuzzRequest[] = [];
      const account = (path: string, base: Record<string, unknown>, full: boolean) => {
        for (const { body, type, label } of bodyCases(base, full)) {
          requests.push({
            method: 'POST',
            path,
            body,
            headers: { 'x-forwarded-for': nextClient(), ...(type ? { 'content-type': type } : {}) },
            target: `POST ${path}`,
            label,
          });
        }
      };
      account('/api/users/login', { email: cms.editor.email, password: 'wrong-password' }, true);
      account('/api/users/forgot-password', { email: 'nobody@example.jp' }, false);
      account('/api/users/reset-password', { token: 'not-a-token', password: 'new-password-1' }, false);
      account('/api/users/unlock', { email: 'nobody@example.jp' }, false);
      account('/api/users/first-register', { email: 'first@example.jp', password: 'first-password-1' }, false);
      for (const { label, raw } of RAW_VALUES) {
        requests.push({
          method: 'POST',
          path: `/api/users/verify/${raw}`,
          target: 'POST /api/users/verify/{token}',
          label,
        });
        for (const [path, method] of [
          ['/api/users/me', 'GET'],
          ['/api/users/refresh-token', 'POST'],
          ['/api/users/logout', 'POST'],
          ['/api/access', 'GET'],
        ] as const) {
          // As written in the URL: visible ASCII, which a header may carry.
          const odd = raw;
          for (const [name, header] of [
            ['JWT', { authorization: `JWT ${odd}` }],
            ['API key', { authorization: `users API-Key ${odd}` }],
            ['cookie', { cookie: `payload-token=${raw}` }],
          ] as const) {
            requests.push({ method, path, headers: header, target: `${method} ${path}`, label: `${name}: ${label}` });
          }
        }
      }
      const found = await sendAll(requests);
      expect(found, `${found.length} answers ≥ 500:\n${describeHttpOffences(found)}`).toHaveLength(0);
    },
  );

  it('answers malformed preferences and uploads below 500', async () => {
    const requests: HttpFuzzRequest[] = [];
    for (const { label, raw } of RAW_VALUES) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        requests.push({
          method,
          path: `/api/payload-preferences/${raw}`,
          ...(method === 'POST' ? { body: JSON.stringify({ value: { columns: raw } }) } : {}),
          headers: { ...identities.editor, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          target: `${method} /api/payload-preferences/{key}`,
          label,
        });
      }
    }
    const boundary = '----fuzz';
    const part = (name: string, content: string | Buffer, filename?: string, type?: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        ),
        Buffer.from(content),
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from(`--${boundary}--\r\n`);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const uploads: Array<[string, Buffer]> = [
      ['no parts', end],
      ['garbage', Buffer.from('not multipart at all')],
      ['no closing boundary', part('file', png, 'a.png', 'image/png')],
      [
        'a truncated PNG',
        Buffer.concat([part('file', png, 'a.png', 'image/png'), part('_payload', '{"alt":"x"}'), end]),
      ],
      [
        'text as an image',
        Buffer.concat([part('file', 'hello', 'a.png', 'image/png'), part('_payload', '{"alt":"x"}'), end]),
      ],
      [
        'broken _payload JSON',
        Buffer.concat([part('file', png, 'a.png', 'image/png'), part('_payload', '{"alt":'), end]),
      ],
      ['_payload with __proto__', Buffer.concat([part('_payload', '{"__proto__":{"polluted":true}}'), end])],
      ['a NUL in the file name', Buffer.concat([part('file', png, 'a\u0000.png', 'image/png'), end])],
      ['a path in the file name', Buffer.concat([part('file', png, '../../etc/passwd', 'image/png'), end])],
      [
        'SVG with script',
        Buffer.concat([
          part('file', '<svg onload="alert(1)"/>', 'a.svg', 'image/svg+xml'),
          part('_payload', '{"alt":"x"}'),
          end,
        ]),
      ],
    ];
    for (const [label, body] of uploads) {
      for (const type of [
        `multipart/form-data; boundary=${boundary}`,
        'multipart/form-data',
        'multipart/form-data; boundary=',
      ]) {
        requests.push({
          method: 'POST',
          path: '/api/media',
          body,
          headers: { ...identities.editor, 'content-type': type },
          target: 'POST /api/media',
          label: `${label} (${type})`,
        });
      }
    }
    const found = await sendAll(requests);
    expect(found, `${found.length} answers ≥ 500:\n${describeHttpOffences(found)}`).toHaveLength(0);
  });

  it('sent several thousand inputs, and every one was answered below 500', () => {
    const { sent, serverErrors } = fuzz.summary();
    expect(sent).toBeGreaterThan(3000);
    expect(serverErrors).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
