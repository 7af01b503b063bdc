import fc from 'fast-check';
import { defineOwn, percentEncode } from './operations.ts';

/** 100 KB of text: well past every limit of the API (the largest JSON body it takes is 64 KB). */
export const HUGE = 100 * 1024;

/** Text a careless or hostile client sends: controls, lone surrogates, bidirectional marks, emoji, combining marks. */
export const UNICODE_EDGES: ReadonlyArray<{ label: string; text: string }> = [
  { label: 'NUL', text: '\u0000' },
  { label: 'NUL inside', text: 'a\u0000b' },
  { label: 'C0 controls', text: '\u0001\u0007\u0008\u001b\u001f' },
  { label: 'DEL and C1 controls', text: '\u007f\u0085\u009f' },
  { label: 'CR LF header injection', text: 'x\r\nset-cookie: injected=1' },
  { label: 'tab', text: '\t' },
  { label: 'lone high surrogate', text: '\ud800' },
  { label: 'lone low surrogate', text: 'a\udc00b' },
  { label: 'reversed surrogates', text: '\udc00\ud800' },
  { label: 'reversed surrogates after kana', text: 'あ\udc00\ud800' },
  { label: 'RTL override and marks', text: '\u202eabc\u200f\u200e\u2067' },
  { label: 'BOM and zero-width', text: '\ufeff\u200b\u200d\u2060' },
  { label: 'noncharacters', text: '\ufffe\uffff\ufdd0' },
  { label: 'line and paragraph separators', text: '\u2028\u2029' },
  { label: 'emoji ZWJ sequence and flag', text: '👨‍👩‍👧‍👦🇯🇵' },
  { label: 'combining marks', text: 'Z\u0335\u0322\u0347\u0344a\u0337\u0301'.repeat(20) },
  { label: 'ideographic space', text: '\u3000' },
  { label: 'full-width digits', text: '１２３４５６７' },
  { label: 'half-width kana', text: 'ﾔﾏﾀﾞ ﾀﾛｳ' },
  { label: 'astral CJK', text: '𠮷野家' },
  { label: 'empty', text: '' },
  { label: 'blank', text: '   ' },
  { label: 'HTML', text: '<script>alert(1)</script>' },
  { label: 'SQL', text: "' OR 1=1; --" },
  { label: 'LIKE wildcards', text: '%_\\' },
  { label: 'format string', text: '%s%n%x' },
  { label: 'path traversal', text: '../../etc/passwd' },
  { label: '100 KB ASCII', text: 'x'.repeat(HUGE) },
  { label: '100 KB of 3-byte characters', text: 'あ'.repeat(HUGE / 3) },
];

/** Scalars that are the wrong type or out of range for most parameters. */
const WRONG_SCALARS: ReadonlyArray<{ label: string; text: string }> = [
  { label: 'negative', text: '-1' },
  { label: 'minus zero', text: '-0' },
  { label: 'fraction', text: '1.5' },
  { label: 'overflowing exponent', text: '1e309' },
  { label: 'NaN', text: 'NaN' },
  { label: 'Infinity', text: 'Infinity' },
  { label: 'hexadecimal', text: '0x1F' },
  { label: '400 digits', text: '9'.repeat(400) },
  { label: 'boolean word', text: 'true' },
  { label: 'null word', text: 'null' },
  { label: 'JSON array text', text: '[1,2]' },
  { label: 'JSON object text', text: '{"a":1}' },
  { label: 'letters', text: 'abc' },
  { label: '__proto__', text: '__proto__' },
  { label: 'constructor', text: 'constructor' },
  { label: 'prototype', text: 'prototype' },
];

/** Percent-encodings that are not UTF-8, or not percent-encodings at all, as they appear in a URL. */
const BROKEN_ENCODINGS: ReadonlyArray<{ label: string; raw: string }> = [
  { label: '%00', raw: '%00' },
  { label: 'lone surrogate %ED%A0%80', raw: '%ED%A0%80' },
  { label: 'lone low surrogate %ED%B0%80', raw: 'a%ED%B0%80' },
  { label: 'overlong slash %C0%AF', raw: '%C0%AF' },
  { label: 'overlong NUL %C0%80', raw: '%C0%80' },
  { label: 'overlong 3-byte %E0%80%AF', raw: '%E0%80%AF' },
  { label: 'invalid bytes %FF%FE', raw: '%FF%FE' },
  { label: 'truncated sequence', raw: '%E3%81' },
  { label: 'bare %', raw: '%' },
  { label: 'bad hex %zz', raw: '%zz' },
  { label: '%u escape', raw: '%u0000' },
  { label: 'double-encoded NUL', raw: '%2500' },
  { label: 'encoded traversal', raw: '..%2F..%2F..%2Fetc%2Fpasswd' },
  { label: 'plus as space', raw: 'a+b' },
  { label: 'encoded ampersand and equals', raw: 'a%26b%3Dc' },
  { label: 'CR LF', raw: '%0D%0A' },
];

/** Malformed values for a query or path parameter, as they appear in the URL (already encoded). */
export const RAW_VALUES: ReadonlyArray<{ label: string; raw: string }> = [
  ...UNICODE_EDGES.map(({ label, text }) => ({ label, raw: percentEncode(text) })),
  ...WRONG_SCALARS.map(({ label, text }) => ({ label, raw: percentEncode(text) })),
  ...BROKEN_ENCODINGS,
];

/** Malformed values of a JSON body field (or of the whole body): wrong types, the Unicode edges, prototype keys. */
export const JSON_VALUES: ReadonlyArray<{ label: string; value: unknown }> = [
  ...UNICODE_EDGES.map(({ label, text }) => ({ label, value: text })),
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'fraction', value: 1.5 },
  { label: 'huge number', value: 1e308 },
  { label: 'unsafe integer', value: 2 ** 53 + 2 },
  { label: 'number as text', value: '1' },
  { label: 'boolean as text', value: 'true' },
  { label: 'empty array', value: [] },
  { label: 'array of a string', value: ['x'] },
  { label: 'array of 10,000', value: Array.from({ length: 10_000 }, () => 1) },
  { label: 'empty object', value: {} },
  { label: '__proto__ object', value: protoObject('__proto__', { polluted: true }) },
  { label: 'constructor.prototype object', value: { constructor: { prototype: { polluted: true } } } },
  { label: 'prototype object', value: { prototype: { polluted: true } } },
  { label: 'deep nesting', value: nested(2_000) },
];

/** Keys a body or query should never be able to use to reach an object's prototype, and other odd keys. */
export const ODD_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  '\u0000',
  '\ud800',
  'k'.repeat(1000),
];

/** Whole request bodies that are not the JSON they claim to be (content type application/json). */
export const RAW_BODIES: ReadonlyArray<{ label: string; payload: string | Buffer }> = [
  { label: 'empty', payload: '' },
  { label: 'whitespace', payload: ' \n ' },
  { label: 'unterminated object', payload: '{' },
  { label: 'unterminated member', payload: '{"a":' },
  { label: 'unterminated string', payload: '{"a":"' },
  { label: 'trailing comma', payload: '{"a":1,}' },
  { label: 'single quotes', payload: "{'a':1}" },
  { label: 'two documents', payload: '{"a":1}{"b":2}' },
  { label: 'bare word', payload: 'undefined' },
  { label: 'NaN', payload: 'NaN' },
  { label: 'overflowing number', payload: '1e999' },
  { label: 'a string', payload: '"text"' },
  { label: 'null', payload: 'null' },
  { label: 'an array', payload: '[]' },
  { label: 'NUL byte', payload: '\u0000' },
  { label: 'BOM before JSON', payload: '\ufeff{}' },
  { label: 'duplicate keys', payload: '{"a":1,"a":2}' },
  { label: 'escaped lone surrogate', payload: '{"a":"\\ud800"}' },
  { label: 'escaped NUL', payload: '{"a":"\\u0000"}' },
  { label: '__proto__ key', payload: '{"__proto__":{"polluted":true}}' },
  { label: 'constructor.prototype key', payload: '{"constructor":{"prototype":{"polluted":true}}}' },
  { label: '20,000 nested arrays', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  {
    label: 'overlong UTF-8 in a string',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  },
  { label: 'invalid UTF-8 bytes', payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) },
  { label: 'UTF-16 with BOM', payload: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}', 'utf16le')]) },
  { label: '100 KB string', payload: JSON.stringify({ a: 'x'.repeat(HUGE) }) },
];

/** Content types a JSON body is sent with; null: none at all. */
export const CONTENT_TYPES: ReadonlyArray<string | null> = [
  null,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  'application/json;;;',
  'garbage',
];

/** Places to come back to after a login (back_uri, redirectUri), before percent-encoding: foreign, odd, Japanese. */
export const BACK_URIS: readonly string[] = [
  '/検索?keyword=温泉&area=北海道',
  '/mypage?tab=points#history',
  '//evil.example/',
  '/\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/a b',
  '/\u0000',
  '/mypage\r\nSet-Cookie: injected=1',
  '/\u202emypage',
  '/👍',
  '/\ud800',
  '/..%2F..%2Fetc',
  `/${'a'.repeat(3000)}`,
];

/** Cookie headers: a session or CSRF cookie that is not one, duplicated, or oddly written. */
export const ODD_COOKIES: readonly string[] = [
  'portal_sid=%00',
  'portal_sid=%ED%A0%80',
  `portal_sid=${'a'.repeat(4096)}`,
  'portal_sid=a; portal_sid=b',
  'portal_sid="quoted"',
  'portal_csrf=%00',
  '__proto__=1; constructor=2; prototype=3',
  '=;;;=; ;',
  'portal_sid',
];

function protoObject(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  defineOwn(object, key, value);
  return object;
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

// ---------- Random inputs (fast-check) ----------

/** Strings of any UTF-16 units (lone surrogates too), of graphemes, of the edge characters, or the edge texts. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\u001f',
      '\u007f',
      '\u0085',
      '\ud800',
      '\udfff',
      '\u202e',
      '\u200d',
      '\ufeff',
      '👍',
      '\u0301',
      'a',
      '%',
      '&',
      '=',
      '[',
      ']',
      '.',
      '/',
    ),
    maxLength: 16,
  }),
  fc.constantFrom(...UNICODE_EDGES.map((e) => e.text), ...WRONG_SCALARS.map((e) => e.text)),
);

/** A raw (already encoded) URL value: an encoded fuzz text, a catalogue value, or broken encodings glued together. */
export const rawUrlValue: fc.Arbitrary<string> = fc.oneof(
  fuzzText.map(percentEncode),
  fc.constantFrom(...RAW_VALUES.map((v) => v.raw)),
  fc
    .array(fc.constantFrom(...BROKEN_ENCODINGS.map((b) => b.raw), 'a', '1', '%20', '%E3%81%82'), { maxLength: 6 })
    .map((parts) => parts.join('')),
);

/** A JSON value of any kind (numbers, nesting, the catalogue's values, the fuzz texts). */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fuzzText,
  fc.constantFrom(...JSON_VALUES.map((v) => v.value)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);
