import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOGIN_STATE_COOKIE } from '../../src/lib/cookies.ts';
import { CURRENT_TERMS } from '../../src/modules/membership/terms.ts';
import { VALID_INQUIRY } from '../contact/support.ts';
import {
  CONTENT_TYPES,
  JSON_VALUES,
  ODD_COOKIES,
  ODD_KEYS,
  RAW_BODIES,
  RAW_VALUES,
  BACK_URIS,
  fuzzText,
  jsonValue,
  rawUrlValue,
} from './malformed.ts';
import {
  exampleOf,
  fieldPaths,
  operationsOf,
  percentEncode,
  withValueAt,
  type Operation,
  type Parameter,
} from './operations.ts';
import {
  AUTHENTICATED_MEMBER,
  VALID_CODE,
  createFuzzApp,
  describeOffences,
  excerpt,
  writeSummary,
  type FuzzRequest,
  type Identity,
  type Offence,
} from './support.ts';

// issue 14 "Keep it proven": every operation of the BFF's OpenAPI document — each /v1 route, the OIDC callbacks, the
// login entry points — gets malformed path and query values, JSON bodies and content types, as a visitor and as a
// signed-in member with a valid CSRF token (so that validation, not the CSRF check, answers). No answer may be ≥ 500.
// Deterministic: a fixed seed and fixed counts (FUZZ_SEED and FUZZ_RUNS change them for a longer local run).

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/** Random cases (1–3 mutations each) per operation, on top of the systematic sweep. */
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Random cases per OIDC callback with a state the browser really started. */
const CALLBACK_RUNS = Number(process.env.FUZZ_CALLBACK_RUNS ?? 40);

const f = await createFuzzApp();
await f.app.ready();
/**
 * Headers a handler reads that the document does not declare (yet): the contact forms' Idempotency-Key, without
 * which a form never reaches its validation's end.
 */
const UNDECLARED_HEADERS: Record<string, Parameter[]> = Object.fromEntries(
  ['POST /v1/contact/inquiries', 'POST /v1/contact/opinions'].map((id) => [
    id,
    [
      {
        name: 'idempotency-key',
        in: 'header',
        required: true,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
      },
    ],
  ]),
);
const operations = operationsOf(f.app.swagger()).map((op) => {
  const declared = new Set(op.parameters.map((p) => `${p.in} ${p.name}`));
  const extra = (UNDECLARED_HEADERS[op.id] ?? []).filter((p) => !declared.has(`${p.in} ${p.name}`));
  return { ...op, parameters: [...op.parameters, ...extra] };
});
const visitor = await f.newIdentity('visitor');
/** Members of several kinds (general, club, several lines, not yet enrolled), signed in at once. */
const members = await Promise.all(['principal', 'club', 'multi', 'newcomer'].map((id) => f.newIdentity('member', id)));
const menuNo =
  (await f.app.inject({ method: 'GET', url: '/v1/catalog/menus?size=1' })).json<{
    data?: { content?: Array<{ menuNo?: string }> };
  }>().data?.content?.[0]?.menuNo ?? '200001';

afterAll(async () => {
  const summary = { seed: SEED, randomRunsPerOperation: RANDOM_RUNS, operations: operations.length, ...f.summary() };
  const file = writeSummary(summary);
  const { byOperation: _, ...totals } = summary;
  console.log(`BFF fuzz: ${summary.sent} requests; per operation in ${file}\n${JSON.stringify(totals, null, 2)}`);
  await f.close();
});

// ---------- Valid requests, which the malformed ones start from ----------

/** Parameter values the schema alone does not make useful (a real menu, a CMS page that exists). */
const PARAMETER_HINTS: Record<string, string> = {
  'GET /lifeyell/info/{file} file': 'maintenance.json',
  'GET /v1/cms/script/{kind}/{file} kind': 'special_page',
  'GET /v1/cms/script/{kind}/{file} file': 'autumn-point.js',
  'GET /v1/cms/news/{id} id': '1',
  'GET /v1/cms/special_page sp_id': 'autumn-point',
  'GET /v1/cms/preview token': 'not-a-preview-token',
  other_id: 'travel_guide',
  bsCode: 'LY',
  locationCode: 'top',
  itemType: 'favorite',
  postalCode: '1000001',
  back_uri: '/mypage',
  redirectUri: '/withdrawConfirm',
  code: VALID_CODE,
  state: 'fuzz-state',
  areaLrgClassCd: 'region-3',
};

const POINTS = { memberId: 'noname', wallet: 'benepo', points: 100, note: 'fuzz' };
/** Bodies the schema alone does not make valid; operator calls concern a member none of the sessions belong to. */
const BODY_HINTS: Record<string, unknown> = {
  'PUT /v1/users/member-info': { ssoSubscriptionId: 'S-0001-01' },
  'POST /v1/serviceusage/agree_terms_register': {
    userPolicyId: CURRENT_TERMS.userPolicyId,
    userPolicyVer: CURRENT_TERMS.userPolicyVer,
  },
  'POST /v1/operator/carrier-events': {
    eventId: 'fuzz-event',
    memberId: 'noname',
    kind: 'phone_number_change',
    occurredOn: '2026-11-20',
  },
  'POST /v1/operator/points/grants': { ...POINTS, operationId: 'fuzz-grant' },
  'POST /v1/operator/points/uses': { ...POINTS, operationId: 'fuzz-use' },
  'POST /v1/operator/billing-runs': { runDate: '2026-11-21' },
  'PUT /v1/operator/maintenance': { enabled: false },
  'POST /v1/contact/inquiries': VALID_INQUIRY,
  'POST /v1/contact/opinions': { comments: { service: '使いやすいです。' }, gender: 'woman', ageBand: '30s' },
};

/** A request before it is sent: raw (already encoded) path and query values, a JSON or raw body. */
interface Draft {
  op: Operation;
  method: string;
  pathParams: Record<string, string>;
  query: Array<[string, string | null]>;
  /** Header parameters, sent as written. */
  headers: Record<string, string>;
  body: { json: unknown } | { raw: string | Buffer } | null;
  /** undefined: application/json with a body; null: no content type. */
  contentType?: string | null;
  /** Replaces the identity's cookie header. */
  cookie?: string;
  label: string;
}

function hint(op: Operation, name: string): string | undefined {
  if (name === 'menuNo') return menuNo;
  return PARAMETER_HINTS[`${op.id} ${name}`] ?? PARAMETER_HINTS[name];
}

function baseDraft(op: Operation): Draft {
  const pathParams: Record<string, string> = {};
  const query: Array<[string, string]> = [];
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    const given = hint(op, p.name);
    if (given === undefined && !p.required) continue;
    const value = String(given ?? exampleOf(p.schema, SEED));
    if (p.in === 'path') pathParams[p.name] = percentEncode(value);
    else if (p.in === 'header') headers[p.name] = value;
    else query.push([percentEncode(p.name), percentEncode(value)]);
  }
  const body = op.body ? { json: BODY_HINTS[op.id] ?? exampleOf(op.body, SEED) } : null;
  return { op, method: op.method, pathParams, query, headers, body, label: 'valid' };
}

function toRequest(draft: Draft, identity: Identity): FuzzRequest {
  const path = draft.op.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.pathParams[name] ?? '');
  const query = draft.query.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&');
  const headers: Record<string, string> = { ...draft.headers };
  let payload: string | Buffer | undefined;
  if (draft.body) {
    payload = 'json' in draft.body ? JSON.stringify(draft.body.json) : draft.body.raw;
    const type = draft.contentType === undefined ? 'application/json' : draft.contentType;
    if (type !== null) headers['content-type'] = type;
  }
  if (draft.cookie !== undefined) headers.cookie = draft.cookie;
  return {
    identity,
    operation: draft.op.id,
    method: draft.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
    label: draft.label,
  };
}

const withQuery = (draft: Draft, name: string, raw: string | null, label: string): Draft => ({
  ...draft,
  query: [...draft.query.filter(([k]) => k !== percentEncode(name)), [percentEncode(name), raw]],
  label,
});

const withPath = (draft: Draft, name: string, raw: string, label: string): Draft => ({
  ...draft,
  pathParams: { ...draft.pathParams, [name]: raw },
  label,
});

/** A header parameter set to the value as written (percent-encodings stay as they are: headers are not decoded). */
const withHeader = (draft: Draft, name: string, raw: string, label: string): Draft => ({
  ...draft,
  headers: { ...draft.headers, [name]: raw },
  label,
});

function withParameter(draft: Draft, p: Parameter, raw: string, label: string): Draft {
  if (p.in === 'path') return withPath(draft, p.name, raw, label);
  if (p.in === 'header') return withHeader(draft, p.name, raw, label);
  return withQuery(draft, p.name, raw, label);
}

// ---------- The systematic sweep ----------

/** The malformed values every parameter and body field gets, whoever sends them. */
const CORE_RAW = RAW_VALUES.filter((v) =>
  [
    'NUL inside',
    'lone surrogate %ED%A0%80',
    'overlong slash %C0%AF',
    'C0 controls',
    'RTL override and marks',
    'emoji ZWJ sequence and flag',
    'combining marks',
    '100 KB ASCII',
    'letters',
    '__proto__',
  ].includes(v.label),
);
const CORE_JSON = JSON_VALUES.filter((v) =>
  [
    'NUL inside',
    'lone high surrogate',
    'C0 controls',
    '100 KB ASCII',
    'null',
    'fraction',
    'empty array',
    '__proto__ object',
  ].includes(v.label),
);

/** Parameters already swept with every value (by name and schema): elsewhere they get the core values. */
const sweptParameters = new Set<string>();

function parameterCases(op: Operation, base: Draft, full: boolean): Draft[] {
  const cases: Draft[] = [];
  for (const p of op.parameters) {
    const key = `${p.in} ${p.name} ${JSON.stringify(p.schema)}`;
    const everything = full && !sweptParameters.has(key);
    if (full) sweptParameters.add(key);
    for (const { label, raw } of everything ? RAW_VALUES : CORE_RAW) {
      cases.push(withParameter(base, p, raw, `${p.name}: ${label}`));
    }
    if (p.in !== 'query' || !everything) continue;
    // Arrays where a scalar is expected, and the ways a query string writes them.
    const name = percentEncode(p.name);
    const value = base.query.find(([k]) => k === name)?.[1] ?? '1';
    const others = base.query.filter(([k]) => k !== name);
    const shapes: Array<[string, Array<[string, string | null]>]> = [
      [
        'duplicated',
        [
          [name, value],
          [name, value],
        ],
      ],
      [
        'duplicated, different',
        [
          [name, value],
          [name, 'other'],
        ],
      ],
      ['51 times', Array.from({ length: 51 }, (): [string, string] => [name, value])],
      ['[] suffix', [[`${name}%5B%5D`, value]]],
      [
        'indexed',
        [
          [`${name}[0]`, value],
          [`${name}[1]`, value],
        ],
      ],
      ['nested __proto__', [[`${name}[__proto__][polluted]`, '1']]],
      ['without =', [[name, null]]],
    ];
    for (const [label, pairs] of shapes)
      cases.push({ ...base, query: [...others, ...pairs], label: `${p.name}: ${label}` });
  }
  return cases;
}

/** Odd query strings, whatever the operation's parameters. */
function queryCases(base: Draft): Draft[] {
  const shapes: Array<[string, Array<[string, string | null]>]> = [
    ['__proto__ key', [['__proto__', 'x']]],
    ['__proto__ nested', [['__proto__[polluted]', '1']]],
    ['constructor.prototype nested', [['constructor[prototype][polluted]', '1']]],
    ['prototype key', [['prototype', '1']]],
    ['empty key', [['', 'x']]],
    ['only separators', [['&&', null]]],
    ['NUL key', [['%00', '1']]],
    ['lone surrogate key', [['%ED%A0%80', '1']]],
    ['1,000 unknown keys', Array.from({ length: 1000 }, (_, i): [string, string] => [`k${i}`, 'v'])],
  ];
  return shapes.map(([label, pairs]) => ({ ...base, query: [...base.query, ...pairs], label: `query: ${label}` }));
}

function bodyCases(op: Operation, base: Draft, full: boolean): Draft[] {
  if (!op.body || !base.body || !('json' in base.body)) return [];
  const valid = base.body.json;
  const cases: Draft[] = [];
  for (const path of fieldPaths(op.body)) {
    const where = path.length ? path.join('.') : 'body';
    for (const { label, value } of full ? JSON_VALUES : CORE_JSON) {
      cases.push({ ...base, body: { json: withValueAt(valid, path, value) }, label: `${where}: ${label}` });
    }
    if (!full) continue;
    if (path.length)
      cases.push({ ...base, body: { json: withValueAt(valid, path, undefined) }, label: `${where}: left out` });
    const at = path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], valid);
    if (typeof at === 'object' && at !== null && !Array.isArray(at)) {
      for (const key of ODD_KEYS) {
        cases.push({
          ...base,
          body: { json: withValueAt(valid, [...path, key], { polluted: true }) },
          label: `${where}: extra key ${JSON.stringify(key.slice(0, 20))}`,
        });
      }
    }
  }
  if (!full) return cases;
  for (const { label, payload } of RAW_BODIES)
    cases.push({ ...base, body: { raw: payload }, label: `raw body: ${label}` });
  for (const type of CONTENT_TYPES) cases.push({ ...base, contentType: type, label: `content type: ${String(type)}` });
  return cases;
}

/** A body where the operation takes none (POST logout, DELETE a favourite): JSON, not JSON, another type. */
function unexpectedBodyCases(op: Operation, base: Draft): Draft[] {
  if (op.body || op.method === 'GET') return [];
  return [
    { ...base, body: { json: { a: 1 } }, label: 'unexpected JSON body' },
    { ...base, body: { raw: '{' }, label: 'unexpected broken JSON body' },
    { ...base, body: { raw: '{"__proto__":{"polluted":true}}' }, label: 'unexpected __proto__ body' },
    { ...base, body: { raw: 'a=1' }, contentType: 'application/x-www-form-urlencoded', label: 'unexpected form body' },
  ];
}

/** Four of the odd cookie headers per operation, in turn: alone, or after the identity's own cookies. */
function cookieCases(base: Draft, identity: Identity, index: number): Draft[] {
  return [0, 1, 2, 3].map((i) => {
    const turn = index * 4 + i;
    const cookie = ODD_COOKIES[turn % ODD_COOKIES.length]!;
    const alone = Math.floor(turn / ODD_COOKIES.length) % 2 === 0;
    return {
      ...base,
      cookie: alone ? cookie : `${identity.jar.header()}; ${cookie}`,
      label: `cookie${alone ? '' : ' after the session'}: ${cookie.slice(0, 40)}`,
    };
  });
}

// ---------- Random cases ----------

type Mutation = (draft: Draft) => Draft;

function mutationArbitrary(op: Operation): fc.Arbitrary<Mutation & { label: string }> {
  const labelled = (label: string, fn: Mutation) => Object.assign(fn, { label });
  const choices: Array<fc.Arbitrary<Mutation & { label: string }>> = [
    fc
      .tuple(fc.string({ maxLength: 12 }), rawUrlValue)
      .map(([name, raw]) =>
        labelled('unknown query key', (d) => ({ ...d, query: [...d.query, [percentEncode(name), raw]] })),
      ),
    fc.constantFrom(...ODD_COOKIES).map((cookie) => labelled('odd cookie', (d) => ({ ...d, cookie }))),
  ];
  const query = op.parameters.filter((p) => p.in === 'query');
  const others = op.parameters.filter((p) => p.in !== 'query');
  if (query.length) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...query), rawUrlValue)
        .map(([p, raw]) => labelled(`${p.name}=…`, (d) => withQuery(d, p.name, raw, d.label))),
      fc.tuple(fc.constantFrom(...query), fc.array(rawUrlValue, { minLength: 2, maxLength: 4 })).map(([p, raws]) =>
        labelled(`${p.name} repeated`, (d) => ({
          ...d,
          query: [...d.query, ...raws.map((raw): [string, string] => [percentEncode(p.name), raw])],
        })),
      ),
    );
  }
  if (others.length) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...others), rawUrlValue)
        .map(([p, raw]) => labelled(`${p.in} ${p.name}`, (d) => withParameter(d, p, raw || 'x', d.label))),
    );
  }
  if (op.body) {
    const paths = fieldPaths(op.body);
    choices.push(
      fc.tuple(fc.constantFrom(...paths), jsonValue).map(([p, value]) =>
        labelled(`${p.join('.') || 'body'}=…`, (d) => ({
          ...d,
          body: { json: withValueAt(d.body && 'json' in d.body ? d.body.json : {}, p, value) },
        })),
      ),
      fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...ODD_KEYS), jsonValue).map(([p, key, value]) =>
        labelled(`${p.join('.') || 'body'} + odd key`, (d) => ({
          ...d,
          body: { json: withValueAt(d.body && 'json' in d.body ? d.body.json : {}, [...p, key], value) },
        })),
      ),
      fc
        .constantFrom(...RAW_BODIES)
        .map(({ label, payload }) => labelled(`raw body ${label}`, (d) => ({ ...d, body: { raw: payload } }))),
      fc
        .constantFrom(...CONTENT_TYPES)
        .map((type) => labelled(`type ${String(type)}`, (d) => ({ ...d, contentType: type }))),
    );
  }
  return fc.oneof(...choices);
}

function randomCases(op: Operation, base: Draft, seed: number): Array<{ draft: Draft; member: boolean }> {
  const arbitrary = fc.record({
    member: fc.boolean(),
    mutations: fc.array(mutationArbitrary(op), { minLength: 1, maxLength: 3 }),
  });
  return fc.sample(arbitrary, { seed, numRuns: RANDOM_RUNS }).map(({ member, mutations }) => ({
    member,
    draft: {
      ...mutations.reduce((d, m) => m(d), base),
      label: `random: ${mutations.map((m) => m.label).join(', ')}`,
    },
  }));
}

// ---------- Sending ----------

const offences: Offence[] = [];
/** Operations whose valid request (as a member) was refused by validation: the fuzz would not get past it. */
const unreached: string[] = [];

async function sendAll(requests: FuzzRequest[]): Promise<Offence[]> {
  const found: Offence[] = [];
  for (const request of requests) {
    const res = await f.send(request);
    if (res.statusCode >= 500) found.push({ request, status: res.statusCode, answer: res.body });
  }
  offences.push(...found);
  return found;
}

let memberTurn = 0;
const nextMember = () => members[memberTurn++ % members.length]!;

describe('fuzz: every operation of the OpenAPI document, malformed', () => {
  it('covers the /v1 API, the OIDC callbacks and the login entry points', () => {
    const ids = operations.map((op) => op.id);
    expect(ids.filter((id) => id.includes(' /v1/')).length).toBeGreaterThan(50);
    for (const id of [
      'GET /authorization/cb',
      'GET /authorization/cbSB',
      'GET /authorization/cb-withdraw',
      'GET /v1/top/login',
      'GET /v1/top/sb-login',
      'GET /v1/top/sb-user-regist',
      'GET /v1/top/sb-user-withdrawal',
      'PUT /v1/operator/maintenance',
      'POST /v1/contact/inquiries',
    ]) {
      expect(ids).toContain(id);
    }
  });

  describe.each(operations.map((op, index) => ({ op, index, id: op.id })))('$id', ({ op, index }) => {
    it('answers every malformed request below 500', async () => {
      const base = baseDraft(op);
      const member = nextMember();
      // The valid request first: as a member it must get past validation, or the sweep would test nothing.
      const valid = await f.send(toRequest(base, member));
      if (valid.statusCode === 400) unreached.push(`${op.id}: ${valid.body.slice(0, 200)}`);
      if (valid.statusCode >= 500)
        offences.push({ request: toRequest(base, member), status: valid.statusCode, answer: valid.body });
      const requests: FuzzRequest[] = [
        toRequest(base, visitor),
        ...[
          ...parameterCases(op, base, true),
          ...queryCases(base),
          ...bodyCases(op, base, true),
          ...unexpectedBodyCases(op, base),
        ].map((d) => toRequest(d, nextMember())),
        ...cookieCases(base, member, index).map((d) => toRequest(d, member)),
        ...[...parameterCases(op, base, false), ...bodyCases(op, base, false)].map((d) => toRequest(d, visitor)),
        ...randomCases(op, base, SEED + index).map(({ draft, member: asMember }) =>
          toRequest(draft, asMember ? nextMember() : visitor),
        ),
      ];
      const found = await sendAll(requests);
      expect(found, `${found.length} answers ≥ 500:\n${describeOffences(found)}`).toHaveLength(0);
    });
  });

  it('sends wrong methods to every path without a 5xx', async () => {
    const byPath = new Map<string, Set<string>>();
    for (const op of operations) byPath.set(op.path, (byPath.get(op.path) ?? new Set()).add(op.method));
    const requests: FuzzRequest[] = [];
    for (const [path, methods] of byPath) {
      const op = operations.find((o) => o.path === path)!;
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        if (methods.has(method)) continue;
        requests.push(toRequest({ ...baseDraft(op), method, body: null, label: `method ${method}` }, nextMember()));
      }
    }
    const found = await sendAll(requests);
    expect(found, `${found.length} answers ≥ 500:\n${describeOffences(found)}`).toHaveLength(0);
  });
});

describe('fuzz: OIDC callbacks with the state this browser started', () => {
  const flows = [
    { callback: '/authorization/cb', start: '/v1/top/login', back: 'back_uri', member: false },
    { callback: '/authorization/cbSB', start: '/v1/top/sb-login', back: 'back_uri', member: false },
    { callback: '/authorization/cb-withdraw', start: '/v1/top/sb-user-withdrawal', back: 'redirectUri', member: true },
  ];
  const CALLBACK_PARAMS = ['code', 'error', 'error_description', 'iss', 'state'];
  /** Where a member asks to come back to: the callback's redirect is built from it. */
  const backUri = fc.oneof(
    rawUrlValue,
    fuzzText.map((text) => percentEncode(`/${text}`)),
    fc.constantFrom(...BACK_URIS).map(percentEncode),
  );

  it.each(flows)('$callback: back_uri, code, error, iss and state malformed around a real start', async (flow) => {
    const identity = flow.member ? members.find((m) => m.memberId === AUTHENTICATED_MEMBER)! : visitor;
    const cases = fc.sample(
      fc.record({
        back: fc.option(backUri, { nil: null }),
        mutations: fc.array(fc.tuple(fc.constantFrom(...CALLBACK_PARAMS), fc.option(rawUrlValue, { nil: null })), {
          maxLength: 3,
        }),
      }),
      { seed: SEED + flow.callback.length, numRuns: CALLBACK_RUNS },
    );
    const found: Offence[] = [];
    for (const [i, { back, mutations }] of [{ back: '%2Fmypage', mutations: [] }, ...cases].entries()) {
      const start: FuzzRequest = {
        identity,
        method: 'GET',
        url: back === null ? flow.start : `${flow.start}?${flow.back}=${back}`,
        label: 'the login start',
      };
      const begin = await f.send(start);
      if (begin.statusCode >= 500) found.push({ request: start, status: begin.statusCode, answer: begin.body });
      const location = begin.headers.location;
      if (typeof location !== 'string' || !location.startsWith('https://idp.invalid/')) continue;
      const state = new URL(location).searchParams.get('state') ?? '';
      const params = new Map<string, string | null>([
        ['state', percentEncode(state)],
        ['code', VALID_CODE],
      ]);
      for (const [name, raw] of mutations) {
        // A malformed state keeps the real one as its prefix half of the time: it must still be refused cleanly.
        params.set(name, name === 'state' && i % 2 === 0 && raw !== null ? `${percentEncode(state)}${raw}` : raw);
      }
      const query = [...params].map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&');
      const request: FuzzRequest = {
        identity,
        method: 'GET',
        url: `${flow.callback}?${query}`,
        headers: { cookie: `${identity.jar.header()}; ${LOGIN_STATE_COOKIE}=${state}` },
        label: `after a start with ${flow.back}=${back === null ? '(none)' : excerpt(back, 60)}: ${
          mutations.map(([k]) => k).join(', ') || 'a valid callback'
        }`,
      };
      const res = await f.send(request);
      if (res.statusCode >= 500) found.push({ request, status: res.statusCode, answer: res.body });
      // The valid callback goes all the way (code exchange, the member's session): the start really is one.
      if (i === 0) expect(res.headers.location).toBe('/mypage');
      if (flow.member) await f.renew(identity);
    }
    offences.push(...found);
    expect(found, `${found.length} answers ≥ 500:\n${describeOffences(found)}`).toHaveLength(0);
  });
});

describe('fuzz: what the run proves', () => {
  it('reached validation: every valid request passed it', () => {
    expect(unreached).toEqual([]);
  });

  it('polluted no prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('sent several thousand inputs and found no answer ≥ 500', () => {
    const { sent, byStatus } = f.summary();
    expect(sent).toBeGreaterThan(5000);
    // Validation answered most of them (400), not a guard in front of it.
    expect(byStatus[400] ?? 0).toBeGreaterThan(sent / 3);
    expect(byStatus[429] ?? 0).toBe(0);
    expect(offences, `${offences.length} answers ≥ 500:\n${describeOffences(offences)}`).toHaveLength(0);
  });
});
